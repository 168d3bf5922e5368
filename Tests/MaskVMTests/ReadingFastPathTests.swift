import TestSupport
import MaskCompiler
@testable import MaskVM
import Testing

/// The shortcuts the reading takes on its common path agree with the plain code they stand
/// for, on random input.
@Suite("Reading fast paths")
struct ReadingFastPathTests {
    /// The plain rule ``ReadingInput/isSimple(_:)`` implements eight bytes a step.
    static func plainIsSimple(_ bytes: [UInt8]) -> Bool {
        !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    @Test("isSimple agrees with a byte-by-byte check, at every length and position")
    func isSimpleAgrees() {
        var generator = SeededGenerator(seed: 0x51_4D_50_4C_45)
        // Bytes next to the edges of the rule, so the word test sees every neighbour pair.
        let interesting: [UInt8] = [0x00, 0x01, 0x0C, 0x0D, 0x0E, 0x2B, 0x7F, 0x80, 0x8D, 0xC3, 0xFF]
        var simpleCount = 0
        for _ in 0..<4000 {
            let length = Int.random(in: 0...40, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0x10...0x7E, using: &generator) }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = interesting.randomElement(using: &generator)!
            }
            let fast = bytes.withUnsafeBufferPointer { ReadingInput.isSimple($0) }
            #expect(fast == Self.plainIsSimple(bytes), "\(bytes)")
            if fast { simpleCount += 1 }
        }
        // Both answers were exercised.
        #expect(simpleCount > 500 && simpleCount < 3500)
    }

    @Test("a text made from a buffer equals String(decoding:), valid UTF-8 or not")
    func stringAgrees() {
        var generator = SeededGenerator(seed: 0x53_54_52)
        let pieces: [[UInt8]] = [[0x37], [0x2B], [0x28], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80],
                                 [0x80], [0xC3], [0xFF], [0x0D, 0x0A], [0x00]]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                bytes += Int.random(in: 0..<3, using: &generator) == 0
                    ? pieces.randomElement(using: &generator)! : [UInt8.random(in: 0x20...0x7E, using: &generator)]
            }
            let made = bytes.withUnsafeBufferPointer { ReadingTables.string($0) }
            let expected = String(decoding: bytes, as: UTF8.self)
            #expect(made == expected, "\(bytes)")
            #expect(Array(made.utf8) == Array(expected.utf8), "\(bytes)")
        }
    }

    /// Transform and extract hand back the sample itself when the reading kept it byte for
    /// byte, and build a new String otherwise; the editor builds its text its own way from the
    /// same reading. Both must give the same texts, on formatted samples and on raw ones.
    @Test("transform and extract agree with the editor, whether or not the text is the sample", arguments: [21, 22] as [UInt64])
    func textsAgreeWithTheEditor(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var keptAsItStands = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            var samples = (0..<6).map { _ in RandomEdits.text(&rng, maximumLength: 14) }
            // Formatted samples: what transform made of the raw ones.
            samples += samples.map { program.transform($0).text }
            for sample in samples {
                let transformed = program.transform(sample)
                let editor = MaskedTextEditor(program: program, text: sample)
                #expect(transformed.text == editor.text, "[\(program.source.pattern)] [\(sample)]")
                #expect(Array(transformed.text.utf8) == Array(editor.text.utf8), "[\(program.source.pattern)] [\(sample)]")
                if transformed.text == sample { keptAsItStands += 1 }
                // The same reading of the same input: the value is its meaningful characters.
                #expect(program.extract(sample).value == editor.value, "[\(program.source.pattern)] [\(sample)]")
            }
        }
        #expect(keptAsItStands > 100)
    }

    /// In a mask where no state reads a class both ways, the reading does not ask the match
    /// automaton whether the input follows the mask or whether a text is complete. Input that
    /// follows the mask must still be kept as it stands, and completeness must still agree
    /// with `match`, in such masks and in the others.
    @Test("the unambiguous shortcut keeps input that follows the mask, and completeness agrees with match", arguments: [31, 32] as [UInt64])
    func unambiguousShortcut(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var unambiguousMasks = 0
        var keptSamples = 0
        for _ in 0..<200 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            let reader = program.reader
            let twoWays = (0..<reader.stateCount).contains { state in
                (0..<reader.classCount).contains { reader.target(state, $0, .literal) != 0 && reader.target(state, $0, .meaningful) != 0 }
            }
            #expect(program.tables.isUnambiguous == !twoWays, "[\(program.source.pattern)]")
            if !twoWays { unambiguousMasks += 1 }
            var samples = (0..<6).map { _ in RandomEdits.text(&rng, maximumLength: 14) }
            samples += samples.map { program.transform($0, autocomplete: false).text }
            for sample in samples {
                let transformed = program.transform(sample, autocomplete: false)
                // Text that follows an unambiguous mask is read as it stands: its one path reads
                // every character where it stands, the first choice at every step.
                if case .illegal = program.match(sample) {} else if program.tables.isUnambiguous {
                    #expect(transformed.text == sample, "[\(program.source.pattern)] [\(sample)]")
                    keptSamples += 1
                }
                // Complete exactly when the text matches and keeps every letter and digit, but
                // for rule 6 (numbers typed apart stay apart, docs/editing.md).
                #expect(transformed.isCompleteAsTheRulesSay(of: sample, program: program), "[\(program.source.pattern)] [\(sample)]")
            }
        }
        #expect(unambiguousMasks > 50 && unambiguousMasks < 200)
        #expect(keptSamples > 100)
    }
}
