import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("Match details")
struct MatchDetailsTests {
    private static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    @Test("the reason is in words, with the offset and the character found", arguments: [
        (phone, "+7(123)456a", "illegal: expected a digit or '-' at 10, found 'a'"),
        (phone, "+7(12a", "illegal: expected a digit at 5, found 'a'"),
        (phone, "", "partial: expected '+', '7' or '8' at 0, found the end of the text"),
        (phone, "x", "illegal: expected '+', '7' or '8' at 0, found 'x'"),
        (phone, "8(123)456-78-901", "illegal: expected the end of the text at 15, found '1'"),
        (phone, "+7(123)456-78-90", "complete"),
        ("DD?", "1", "complete"),
        ("DD?", "1a", "illegal: expected a digit or the end of the text at 1, found 'a'"),
        ("X", "1", "illegal: expected a latin letter at 0, found '1'"),
        (#"\a|\b|\c|D"#, "-", "illegal: expected a digit or a letter a–c at 0, found '-'"),
        ("D: ", "1:", "partial: expected ' ' at 2, found the end of the text"),
        ("D\\\t", "1x", "illegal: expected '\\t' at 1, found 'x'"),
    ])
    func messages(pattern: String, sample: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let details = program.matchDetails(sample)
        #expect(details.description == expected)
        #expect(details.result == program.match(sample))
    }

    @Test("multi-byte literals are whole characters, found or expected")
    func multiByte() throws {
        let euro = try MaskCompiler.compile(#"\€D"#)
        #expect(euro.matchDetails("$").message == "expected '€' (U+20AC) at 0, found '$'")
        #expect(euro.matchDetails("€x").message == "expected a digit at 1, found 'x'")
        #expect(euro.matchDetails("€").expected.items == [.digit])
        // A Cyrillic letter cannot pass for its Latin twin; a combined character shows every scalar.
        let latin = try MaskCompiler.compile("\\A")
        #expect(latin.matchDetails("А").message == "expected 'A' at 0, found 'А' (U+0410)")
        #expect(latin.matchDetails("e\u{301}").message == "expected 'A' at 0, found 'é' (U+0065 U+0301)")
        // 'è' and 'é' share their first UTF-8 byte: the reason is still given per character.
        let acute = try MaskCompiler.compile(#"\éD"#)
        let details = acute.matchDetails("è1")
        #expect(details.result == .illegal(at: 0))
        #expect(details.message == "expected 'é' (U+00E9) at 0, found 'è' (U+00E8)")
    }

    @Test("the parts are data an app can use")
    func fields() throws {
        let details = try MaskCompiler.compile(Self.phone).matchDetails("+7(123)a")
        #expect(details.result == .illegal(at: 7))
        #expect(details.offset == 7)
        #expect(details.found == "a")
        #expect(details.expected == ExpectedCharacters(items: [.digit], allowsEnd: false))
        let partial = try MaskCompiler.compile(Self.phone).matchDetails("+7(12")
        #expect(partial.offset == 5)
        #expect(partial.found == nil)
        #expect(partial.expected.items == [.digit])
    }

    /// A hand-made automaton: state 1 accepts, state 2 starts; `bytes` lead from 2 to 1.
    private func handMade(accepting bytes: [UInt8]) throws -> DenseDFA {
        var classMap = [UInt8](repeating: 0, count: 256)
        for byte in bytes { classMap[Int(byte)] = 1 }
        return try DenseDFA(classMap: classMap, classCount: 2, startState: 2, transitions: [0, 0, 0, 0, 0, 1], accepting: [false, true, false])
    }

    @Test("groups: upper or lower case letters alone, ranges, raw bytes", arguments: [
        (Array(UInt8(ascii: "A")...UInt8(ascii: "Z")), "an upper-case latin letter"),
        (Array(UInt8(ascii: "a")...UInt8(ascii: "z")) + [UInt8(ascii: "_")], "a lower-case latin letter or '_'"),
        ([0xFF, 0x80], "byte 0x80 or byte 0xFF"),
        ([0x07, 0x0A], "U+0007 or '\\n'"),
        (Array(UInt8(ascii: "0")...UInt8(ascii: "5")), "a digit 0–5"),
    ])
    func groups(bytes: [UInt8], expected: String) throws {
        let dfa = try handMade(accepting: bytes)
        #expect(dfa.expectedCharacters(at: dfa.startState).description == expected)
    }

    @Test("an automaton accepting nearly everything is summed up within the budget")
    func budget() throws {
        // One accepting state that loops on every byte.
        let dfa = try DenseDFA(classMap: [UInt8](repeating: 1, count: 256), classCount: 2, startState: 1,
                               transitions: [0, 0, 0, 1], accepting: [false, true])
        let expected = dfa.expectedCharacters(at: dfa.startState)
        #expect(expected.allowsEnd)
        #expect(expected.items.prefix(2) == [.digit, .latinLetter])
        #expect(expected.items.contains(.otherCharacters))
        #expect(expected.items.contains(.byte(0xFF)))
        #expect(dfa.expectedCharacters(at: 0).isEmpty)
        #expect(dfa.expectedCharacters(at: 99).description == "nothing")
    }

    @Test("state(after:) walks bytes and stops dead")
    func stateAfter() throws {
        let dfa = try MaskCompiler.compile("DD").matcher
        #expect(dfa.state(after: Array("1".utf8)) != 0)
        #expect(dfa.isAccepting(dfa.state(after: Array("12".utf8))))
        #expect(dfa.state(after: Array("1x2".utf8)) == 0)
        #expect(dfa.state(after: [], from: 42) == 0)
    }
}
