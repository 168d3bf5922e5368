import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("Equivalence and sampling")
struct ComparisonTests {
    private func compare(_ first: String, _ second: String) throws -> LanguageComparison.Result {
        try LanguageComparison.compare(MaskCompiler.compile(first).matcher, MaskCompiler.compile(second).matcher)
    }

    @Test("examples", arguments: [
        ("D|7", "D", nil, nil),
        ("7|8", "8|7", nil, nil),
        ("+?7|8(DDD)", "+?8|7(DDD)", nil, nil),
        ("DD?", "D?D", nil, nil),
        ("D", "7|8", "0", LanguageComparison.Side.first),
        ("X", "D", "0", .second),
        ("DD?", "DD", "0", .first),
        ("+?7", "7", "+7", .first),
        (#"\€"#, #"\£"#, "£", .second),
        ("", "D?", "0", .second),
    ] as [(String, String, String?, LanguageComparison.Side?)])
    func examples(first: String, second: String, text: String?, side: LanguageComparison.Side?) throws {
        let result = try compare(first, second)
        if let text, let side {
            #expect(result == .different(text: Array(text.utf8), acceptedBy: side))
        } else {
            #expect(result == .equivalent)
        }
    }

    @Test("a comparison over the pair limit is refused, not run")
    func limit() throws {
        let big = try MaskCompiler.compile(String(repeating: "D", count: 50)).matcher
        #expect(throws: LanguageComparison.Failure.tooLarge(limit: 10)) {
            try LanguageComparison.compare(big, big, pairLimit: 10)
        }
    }

    /// One accepting state looping on `a`: every text of `a`s, the empty one included.
    private func loop() throws -> DenseDFA {
        var classMap = [UInt8](repeating: 0, count: 256)
        classMap[Int(UInt8(ascii: "a"))] = 1
        return try DenseDFA(classMap: classMap, classCount: 2, startState: 1, transitions: [0, 0, 0, 1], accepting: [false, true])
    }

    @Test("sampling stops at the maximum length when a hand-made program accepts texts of any length")
    func endlessLanguage() throws {
        let sampler = try TextSampler(loop(), maximumLength: 5)
        #expect(sampler.shortest(10).map { String(decoding: $0, as: UTF8.self) } == ["", "a", "aa", "aaa", "aaaa", "aaaaa"])
        #expect(sampler.random(20, seed: 3).allSatisfy { $0.count <= 5 && $0.allSatisfy { $0 == UInt8(ascii: "a") } })
        #expect(throws: TextSampler.Failure.tooLarge(limit: 6)) { try TextSampler(loop(), maximumLength: 100, tableLimit: 6) }
    }

    @Test("a mask that accepts one text: sampling gives it, however many are asked for")
    func single() throws {
        let sampler = try TextSampler(MaskCompiler.compile("+7(").matcher)
        #expect(sampler.shortest(5) == [Array("+7(".utf8)])
        #expect(sampler.random(3, seed: 9) == Array(repeating: Array("+7(".utf8), count: 3))
        #expect(sampler.shortest(0).isEmpty)
    }

    @Test("random samples with multi-byte literals are whole characters")
    func multiByte() throws {
        let program = try MaskCompiler.compile(#"\€|\£D"#)
        let texts = try TextSampler(program.matcher).random(50, seed: 5).map { String(decoding: $0, as: UTF8.self) }
        #expect(texts.allSatisfy { program.match($0) == .complete })
        #expect(Set(texts.map(\.first)) == ["€", "£"])
    }
}
