import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("VM match")
struct MatchTests {
    static let phone = "+?7|8(DDD)DDD-?DD-?DD"

    @Test("verdicts", arguments: [
        (phone, "+7(123)456-78-90", MatchResult.complete),
        (phone, "8(123)4567890", .complete),
        (phone, "7(123)456-7890", .complete),
        (phone, "", .partial),
        (phone, "+", .partial),
        (phone, "+7(12", .partial),
        (phone, "+7(123)456-78-9", .partial),
        (phone, "+7(12a", .illegal(at: 5)),
        (phone, "9", .illegal(at: 0)),
        (phone, "++7", .illegal(at: 1)),
        (phone, "+7(123)456-78-901", .illegal(at: 16)),
        (phone, "+7(123)456--78", .illegal(at: 11)),
        ("DD?", "1", .complete),
        ("DD?", "12", .complete),
        ("DD?", "123", .illegal(at: 2)),
        ("D?7", "7", .complete),
        ("D?7", "17", .complete),
        ("D?7", "1", .partial),
        ("D?7", "77", .complete),
        ("D?7", "777", .illegal(at: 2)),
        ("+?+D", "+1", .complete),
        ("+?+D", "++1", .complete),
        ("7|8|9", "9", .complete),
        ("7|8?", "", .complete),
        ("-| ?", " ", .complete),
        ("-| ?", "", .complete),
        ("+?|7?", "7", .complete),
        ("", "", .complete),
        ("", "a", .illegal(at: 0)),
        ("XX-DDD", "ab-123", .complete),
        ("XX-DDD", "aЫ", .illegal(at: 1)),
        (#"\D\?\|\\"#, #"D?|\"#, .complete),
        ("DD.DD.DDDD", "31.12.2024", .complete),
    ])
    func verdicts(pattern: String, sample: String, expected: MatchResult) throws {
        #expect(try MaskCompiler.compile(pattern).match(sample) == expected)
    }

    @Test("custom symbols, non-ASCII symbols included")
    func customSymbols() throws {
        let money = try MaskCompiler.compile("$DDD.DD", symbols: ["$", "."])
        #expect(money.match("$123.45") == .complete)
        #expect(money.match("$12") == .partial)
        #expect(money.match("€") == .illegal(at: 0))
        let euro = try MaskCompiler.compile("DD€", symbols: ["€"])
        #expect(euro.match("12€") == .complete)
        #expect(euro.match("12$") == .illegal(at: 2))
    }

    @Test("illegal offsets count Characters; any Unicode is simply illegal where it stands", arguments: [
        ("DDD", "1Ы2", MatchResult.illegal(at: 1)),
        ("DDD", "12٣", .illegal(at: 2)),
        ("DDD", "😀", .illegal(at: 0)),
        ("DDD", "1e\u{301}", .illegal(at: 1)),
        (#"\éD"#, "é5", .complete),
        (#"\éD"#, "e\u{301}5", .illegal(at: 0)),
        (#"\éD"#, "éé", .illegal(at: 1)),
        ("X-", "a\u{301}-", .illegal(at: 0)),
        ("DD", "1\r\n", .illegal(at: 1)),
        (#"\😀D"#, "😀1", .complete),
        (#"\😀D"#, "😀Ы", .illegal(at: 1)),
    ])
    func unicode(pattern: String, sample: String, expected: MatchResult) throws {
        #expect(try MaskCompiler.compile(pattern).match(sample) == expected)
    }

    @Test("a sample that stops inside a literal's bytes is partial (typing is in progress)")
    func partialInsideCharacter() throws {
        let program = try MaskCompiler.compile(#"\€D"#)
        let firstByte: [UInt8] = [0xE2]
        #expect(firstByte.withUnsafeBufferPointer { program.matchBytes($0) } == .partial)
        let wrong: [UInt8] = [0xE2, 0x82, 0x41]
        #expect(wrong.withUnsafeBufferPointer { program.match(utf8: $0) } == .illegal(at: 0))
    }

    @Test("substrings and byte buffers give the same verdicts as strings")
    func otherInputs() throws {
        let program = try MaskCompiler.compile(Self.phone)
        let text = "xx+7(123)456-78-90yy"
        let inner = text.dropFirst(2).dropLast(2)
        #expect(program.match(inner) == .complete)
        #expect(program.match(text.dropFirst(2)) == .illegal(at: 16))
        let bytes = Array("+7(12a".utf8)
        #expect(bytes.withUnsafeBufferPointer { program.matchBytes($0) } == .illegal(byteOffset: 5))
        #expect(bytes.withUnsafeBufferPointer { program.match(utf8: $0) } == .illegal(at: 5))
    }

    @Test("invalid UTF-8 never traps and is illegal where it starts")
    func invalidUTF8() throws {
        let program = try MaskCompiler.compile("DDD")
        for bytes: [UInt8] in [[0xFF], [0x31, 0xC3], [0x31, 0x80, 0x32], [0x31, 0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
            let result = bytes.withUnsafeBufferPointer { program.match(utf8: $0) }
            #expect(result != .complete)
        }
        #expect([UInt8]([0x31, 0x32, 0xFF]).withUnsafeBufferPointer { program.match(utf8: $0) } == .illegal(at: 2))
    }

    @Test("MatchResult prints as maskc match does")
    func descriptions() {
        #expect(MatchResult.complete.description == "complete")
        #expect(MatchResult.partial.description == "partial")
        #expect(MatchResult.illegal(at: 7).description == "illegal 7")
        #expect(MatchResult.complete.isComplete && !MatchResult.partial.isComplete)
    }

    @Test("a long sample is matched without trouble and its offset is exact")
    func longSample() throws {
        let program = try MaskCompiler.compile("DDD")
        #expect(program.match(String(repeating: "1", count: 1 << 20)) == .illegal(at: 3))
        let long = try MaskCompiler.compile(String(repeating: "D", count: 4096))
        #expect(long.match(String(repeating: "5", count: 4096)) == .complete)
        #expect(long.match(String(repeating: "5", count: 4000) + "x") == .illegal(at: 4000))
    }
}
