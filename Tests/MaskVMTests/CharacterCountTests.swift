import MaskVM
import Testing

@Suite("Byte offsets to Character offsets")
struct CharacterCountTests {
    private func count(_ text: String, _ byteOffset: Int) -> Int {
        Array(text.utf8).withUnsafeBufferPointer { MaskProgram.characterCount(before: byteOffset, in: $0) }
    }

    @Test("ASCII: one byte, one Character", arguments: [0, 1, 5, 10])
    func ascii(offset: Int) {
        #expect(count("0123456789", offset) == offset)
    }

    @Test("multi-byte characters count once, and only when wholly before the offset")
    func multibyte() {
        let text = "aЫ😀b"   // 1 + 2 + 4 + 1 bytes
        #expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map { count(text, $0) } == [0, 1, 1, 2, 2, 2, 2, 3, 4])
    }

    @Test("a combining mark after the offset extends the Character before it")
    func combining() {
        #expect(count("ae\u{301}b", 2) == 1)   // offset 2 is inside the Character "é"
        #expect(count("ae\u{301}b", 4) == 2)
        #expect(count("1\r\n", 2) == 1)        // CR LF is one Character
        #expect(count("🇺🇸1", 4) == 0)          // inside a flag
    }

    @Test("offsets past the end are clamped; invalid UTF-8 never traps")
    func robustness() {
        #expect(count("abc", 99) == 3)
        #expect(count("abc", -1) == 0)
        let invalid: [UInt8] = [0x61, 0xFF, 0xC3, 0x62, 0xE2, 0x82]
        for offset in 0...invalid.count {
            let result = invalid.withUnsafeBufferPointer { MaskProgram.characterCount(before: offset, in: $0) }
            #expect((0...invalid.count).contains(result))
        }
    }
}
