import MaskAnalysis
import Testing

@Suite("Formatting")
struct FormattingTests {
    @Test("byte sets in bracket notation", arguments: [
        (Array(UInt8(0x30)...0x39), "[0-9]"),
        (Array(UInt8(0x41)...0x5A) + Array(UInt8(0x61)...0x7A), "[A-Za-z]"),
        ([UInt8(ascii: "7"), UInt8(ascii: "8")], "[78]"),
        ([UInt8(ascii: "-"), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "["), UInt8(ascii: "^")], #"[\-\[-\^]"#),
        ([UInt8(ascii: "-"), UInt8(ascii: "]")], #"[\-\]]"#),
        ([0x20, 0x0A, 0xE2], #"[\x0A\x20\xE2]"#),
        (Array(UInt8(0)...0xFF).filter { !(0x30...0x39).contains($0) }, "[^0-9]"),
        (Array(UInt8(0)...0xFF), "any byte"),
        ([], "[]"),
    ])
    func byteSets(bytes: [UInt8], expected: String) {
        #expect(ByteSetNotation.bracketed(bytes) == expected)
    }

    @Test("texts in double quotes with escapes", arguments: [
        (Array("+7(123)".utf8), #""+7(123)""#),
        ([], #""""#),
        (Array("a\"b\\c\td\n".utf8), #""a\"b\\c\td\n""#),
        (Array("€".utf8) + [0xFF, 0x07], #""€\xFF\u{7}""#),
        ([0xE2, 0x82], #""\xE2\x82""#),
    ])
    func quoting(bytes: [UInt8], expected: String) {
        #expect(TextQuoting.quoted(bytes) == expected)
    }
}
