import MaskCompiler
import MaskVM
import Testing

@Suite("Transform")
struct TransformTests {
    static let phone = "+?7|8(DDD)DDD-DD-DD"

    @Test("the issue's phone examples and friends", arguments: [
        (phone, "71234567890", "7(123)456-78-90", true),
        (phone, "+7 (912) 345-67-89", "+7(912)345-67-89", true),
        (phone, "+7(123)456-78-90", "+7(123)456-78-90", true),
        (phone, "1234567890", "7(123)456-78-90", true),
        (phone, "8 912 345 67 89", "8(912)345-67-89", true),
        (phone, "123", "7(123)", false),
        (phone, "1234", "7(123)4", false),
        (phone, "123456", "7(123)456-", false),
        (phone, "+", "+", false),
        (phone, "", "", false),
        ("+7(DDD)DDD-DD-DD", "7912345678", "+7(791)234-56-78", true),
        ("+7(DDD)DDD-DD-DD", "+7 912 345 67 89", "+7(912)345-67-89", true),
        ("+7(DDD)DDD-DD-DD", "79123456789", "+7(912)345-67-89", true),
        ("+7(DDD)DDD-DD-DD", "9", "+7(9", false),
        ("+7(DDD)DDD-DD-DD", "7", "+7(7", false),
        ("+7(DDD)DDD-DD-DD", "77", "+7(77", false),
        ("+7(DDD)DDD-DD-DD", "+7", "+7(", false),
        ("(87)DX", "7", "(87)7", false),
        ("DD-?DD", "1234", "1234", true),
        ("DD-?DD", "12-34", "12-34", true),
        ("DD.DD.DDDD", "31122024", "31.12.2024", true),
        ("DD.DD.DDDD", "31/12/2024", "31.12.2024", true),
        // Ambiguous: "7" follows the mask as it stands (the literal), so it stays; "57" too.
        ("D?7", "7", "77", true),   // the leftmost item, the digit, reads the 7
        ("D?7", "77", "77", true),
        ("7|D", "7", "7", true),
        ("D?7", "5", "57", true),
        ("XXX-DDD", "abc123", "abc-123", true),
    ])
    func table(pattern: String, input: String, expected: String, complete: Bool) throws {
        let program = try MaskCompiler.compile(pattern)
        let result = program.transform(input)
        #expect(result.text == expected)
        #expect(result.isComplete == complete)
        #expect(program.match(result.text) != .illegal(at: 0) || result.text.isEmpty)
    }

    @Test("characters that fit nowhere are dropped and reported by Character offset")
    func dropped() throws {
        let program = try MaskCompiler.compile(Self.phone)
        // Characters the mask takes nowhere: formatting noise, dropped, still legal.
        let noise = program.transform("12a3é4")
        #expect(noise.text == "7(123)4")
        #expect(noise.dropped == [2, 4])
        #expect(noise.unplaced == [])
        #expect(noise.isLegal)
        // Digits past the end: the mask could take them, but not here.
        let long = program.transform("123456789012345")
        #expect(long.text == "7(123)456-78-90")
        #expect(long.dropped == [10, 11, 12, 13, 14])
        #expect(long.unplaced == [10, 11, 12, 13, 14])
        #expect(!long.isLegal)
    }

    @Test("autocomplete can be turned off")
    func noAutocomplete() throws {
        let program = try MaskCompiler.compile(Self.phone)
        #expect(program.transform("123", autocomplete: false).text == "7(123")
        #expect(program.transform("123456", autocomplete: false).text == "7(123)456")
    }
}

@Suite("Extract")
struct ExtractTests {
    @Test("meaningful characters and the optimistic verdict", arguments: [
        ("+?7|8(DDD)DDD-DD-DD", "+7(123)456-78-90", "1234567890", MatchResult.complete),
        ("+?7|8(DDD)DDD-DD-DD", "1234567890", "1234567890", .complete),
        ("+?7|8(DDD)DDD-DD-DD", "8(123)45", "12345", .partial),
        ("+?7|8(DDD)DDD-DD-DD", "8 (123) 45", "12345", .partial),
        ("+?7|8(DDD)DDD-DD-DD", "+7 (912) 345-67-89", "9123456789", .complete),
        ("+?7|8(DDD)DDD-DD-DD", "7(12a", "12", .partial),
        ("+?7|8(DDD)DDD-DD-DD", "7(1234a56789012", "1234567890", .illegal(at: 13)),
        ("+?7|8(DDD)DDD-DD-DD", "7(123)(456", "123456", .partial),   // a symbol out of place is noise
        ("+7(DDD)DDD-DD-DD", "7912345678", "7912345678", .complete),
        ("DD.DD.DDDD", "31.12", "3112", .partial),
        ("D?7", "7", "7", .complete),
        ("D?7", "77", "7", .complete),
        ("1DD- ", "10", "0", .partial),
        ("1DD- ", "023", "02", .illegal(at: 2)),
    ])
    func table(pattern: String, input: String, value: String, result: MatchResult) throws {
        let program = try MaskCompiler.compile(pattern)
        let extracted = program.extract(input)
        #expect(extracted.value == value)
        #expect(extracted.result == result)
    }
}

/// The bytes entries read exactly as the String entries: the same text, verdict, drops and
/// offsets, on ASCII (read in place), on text with multi-byte Characters or a CR LF (read
/// through a String), and on invalid UTF-8 (read as `String(decoding:as:)` repairs it).
@Suite("Transform and extract from bytes")
struct TransformBytesTests {
    static let samples: [[UInt8]] = [
        Array("71234567890".utf8), Array("+7 (912) 345-67-89".utf8), Array("+7(123)456-78-90".utf8),
        Array("12a3".utf8), Array("1234567890123".utf8), Array("".utf8), Array("8 912".utf8),
        Array("7(1234a56789012".utf8), Array("€12 3".utf8), Array("12\r\n34".utf8),
        Array("éé5".utf8), [0x37, 0xFF, 0x31, 0x32], [0xC3, 0x31, 0x32, 0x33], [0xE2, 0x82],
    ]

    @Test("agree with the String entries", arguments: ["+?7|8(DDD)DDD-DD-DD", "DD.DD.DDDD", "D?7", "XXX-DDD", #"\€DD"#])
    func agree(pattern: String) throws {
        let program = try MaskCompiler.compile(pattern)
        var text: [UInt8] = [0x21]   // what a previous sample left: replaced, not appended to
        var value: [UInt8] = [0x21]
        for bytes in Self.samples {
            let sample = String(decoding: bytes, as: UTF8.self)
            for autocomplete in [true, false] {
                let expected = program.transform(sample, autocomplete: autocomplete)
                let verdict = bytes.withUnsafeBufferPointer { program.transform(utf8: $0, autocomplete: autocomplete, into: &text) }
                #expect(String(decoding: text, as: UTF8.self) == expected.text, "\(pattern) \(bytes)")
                #expect(verdict == TransformVerdict(isComplete: expected.isComplete, dropped: expected.dropped, unplaced: expected.unplaced))
            }
            let extracted = program.extract(sample)
            let result = bytes.withUnsafeBufferPointer { program.extract(utf8: $0, into: &value) }
            #expect(String(decoding: value, as: UTF8.self) == extracted.value, "\(pattern) \(bytes)")
            #expect(result == extracted.result, "\(pattern) \(bytes)")
        }
    }

    @Test("the documented examples")
    func documented() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        var text: [UInt8] = []
        let verdict = Array("71234567890".utf8).withUnsafeBufferPointer { phone.transform(utf8: $0, into: &text) }
        #expect(String(decoding: text, as: UTF8.self) == "7(123)456-78-90")
        #expect(verdict.isComplete && verdict.isLegal)
        var value: [UInt8] = []
        let result = Array("8(123)45".utf8).withUnsafeBufferPointer { phone.extract(utf8: $0, into: &value) }
        #expect(String(decoding: value, as: UTF8.self) == "12345")
        #expect(result == .partial)
    }
}
