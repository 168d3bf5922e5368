import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// `FixedDigitLayout+Failures`: the one-walk answers `check --rules` asks of a failing cell,
/// held to the answers they stand for (themselves held to the value reading by
/// `FixedDigitLayoutTests`).
@Suite struct FixedDigitLayoutFailuresTests {
    @Test("a letter or digit after a whole value is the digit without place, or else the letter after the value", arguments: [61, 62, 63] as [UInt64])
    func letterOrDigitAfterValue(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var digits = 0
        var letters = 0
        var neither = 0
        try FixedDigitLayoutTests.forEachRandomRow(200, &rng) { program, layout, rng in
            for _ in 0..<12 {
                var sample = FixedDigitLayoutTests.sample(&rng, around: layout.digitPositions)
                // After it: digits, letters, symbols, spaces, a byte not ASCII, a control byte.
                for _ in 0..<Int.random(in: 0...4, using: &rng) {
                    sample.append(Array("0123456789xAnz /.-():+é\t").randomElement(using: &rng)!)
                }
                let bytes = Array(sample.utf8)
                let found = bytes.withUnsafeBufferPointer { layout.firstLetterOrDigitAfterValue($0) }
                let digit = bytes.withUnsafeBufferPointer { layout.firstDigitWithoutPlace($0) }
                let letter = bytes.withUnsafeBufferPointer { layout.firstLetterAfterValue($0) }
                #expect(found == (digit ?? letter), "[\(program.source.pattern)] [\(sample)]")
                if digit != nil { digits += 1 } else if letter != nil { letters += 1 } else { neither += 1 }
            }
        }
        #expect(digits > 100)
        #expect(letters > 20)
        #expect(neither > 200)
        let phone = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
        let layout = try #require(FixedDigitLayout(phone))
        for (typed, at) in [("768493407221", 11), ("+7 (429) 355-75-91x", 18), ("n/a", nil), ("+7 (859) 97", nil), ("+7 912 345 67 89x1", nil)] as [(String, Int?)] {
            #expect(Array(typed.utf8).withUnsafeBufferPointer { layout.firstLetterOrDigitAfterValue($0) } == at, "[\(typed)]")
        }
    }

    @Test("the printed length of an incomplete start is the length readIncomplete prints", arguments: [64, 65] as [UInt64])
    func incompletePrintedCount(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var read = 0
        var declined = 0
        try FixedDigitLayoutTests.forEachRandomRow(150, &rng) { program, layout, rng in
            let digits = String((0..<layout.digitPositions).map { _ in Array("0123456789").randomElement(using: &rng)! })
            let text = Array(program.transform(digits).text.utf8)
            for end in 0...text.count {
                var sample = Array(text[..<end])
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where !sample.isEmpty: sample[sample.count - 1] = Array(" -(+x7".utf8).randomElement(using: &rng)!
                case 1: sample.append(Array(" -(+x7".utf8).randomElement(using: &rng)!)
                default: break
                }
                var printed: [UInt8] = []
                let expected = sample.withUnsafeBufferPointer { layout.readIncomplete($0, into: &printed) } ? printed.count : nil
                #expect(sample.withUnsafeBufferPointer { layout.incompletePrintedCount($0) } == expected, "[\(program.source.pattern)] [\(sample)]")
                if expected == nil { declined += 1 } else { read += 1 }
            }
        }
        #expect(read > 100)
        #expect(declined > 50)
    }
}
