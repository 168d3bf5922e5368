import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// ``LetterlessMask``, which `maskc check --rules` asks before the value reading, against
/// that reading on random masks of digits and symbols, with number ranges, optional parts
/// and choices: wherever it names a letter, the value reading drops that letter first.
@Suite("A letter no mask position takes, against the value reading")
struct LetterlessMaskTests {
    static let pieces = ["D", "D", "7", "[0-3]", "<1-31>", "<01-12>", "D?", "(7|8)", "-", " ", "(", ")", "+", ".", "/", ":", "-?"]

    @Test("on random masks that take no letter, the letter it names is the one the value reading drops", arguments: [41, 42, 43] as [UInt64])
    func randomMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var found = 0
        var declined = 0
        for _ in 0..<120 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...8, using: &rng) { pattern += Self.pieces.randomElement(using: &rng)! }
            guard let program = try? MaskCompiler.compile(pattern) else { continue }
            let letterless = try #require(LetterlessMask(program), "[\(pattern)] takes no letter")
            for _ in 0..<10 {
                var sample = ""
                for _ in 0..<Int.random(in: 1...7, using: &rng) { sample.append(Array("unknowNA/.-()+:x é5").randomElement(using: &rng)!) }
                guard let at = Array(sample.utf8).withUnsafeBufferPointer({ letterless.firstLetterWithoutPlace($0) }) else {
                    declined += 1
                    continue
                }
                found += 1
                #expect(program.readValue(sample).outcome == .dropped(at: at), "[\(pattern)] [\(sample)]")
            }
        }
        #expect(found > 200)
        #expect(declined > 100)
    }

    @Test("a mask that takes a letter somewhere, or a set, has none; date-iso's mask has one")
    func which() throws {
        for pattern in ["UU-DDD", "DD-?X", "A", "D|X"] {
            #expect(LetterlessMask(try MaskCompiler.compile(pattern)) == nil, "[\(pattern)]")
        }
        #expect(LetterlessMask(try MaskCompiler.compile(["DDD", "DDDD"])) == nil)
        let date = try MaskCompiler.compile("DDDD-<01-12>-<01-31>")
        let letterless = try #require(LetterlessMask(date))
        #expect(Array("unknown".utf8).withUnsafeBufferPointer { letterless.firstLetterWithoutPlace($0) } == 0)
        #expect(date.readValue("unknown").outcome == .dropped(at: 0))
    }
}
