@testable import MaskTables
import Testing

/// `String(validUTF8:)` stands in for `String(validating:as:)`, which Apple platforms have
/// only from macOS 15 / iOS 18: on Linux both exist, and must agree on every input.
@Suite("valid UTF-8, without String(validating:)")
struct ValidUTF8Tests {
    @Test("agrees with String(validating:as:) on fixed cases", arguments: [
        [], Array("plain".utf8), Array("café 😀 ₽".utf8), [0xEF, 0xBF, 0xBD],
        [0x63, 0xE9], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x98, 0x80, 0x80],
    ] as [[UInt8]])
    func fixed(bytes: [UInt8]) {
        #expect(String(validUTF8: bytes) == String(validating: bytes, as: UTF8.self))
    }

    @Test("agrees with String(validating:as:) on random bytes, mostly near UTF-8")
    func random() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        // Pieces of valid UTF-8 and stray bytes, so both answers come up often.
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8),
                                 [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0xFF], [0xED, 0xB0, 0x80]]
        var valid = 0
        var invalid = 0
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(next() % 8) { bytes += pieces[Int(next() % UInt64(pieces.count))] }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String(validUTF8: bytes) == expected, "\(bytes)")
            #expect(String(validUTF8: bytes[...]) == expected)
            if expected == nil { invalid += 1 } else { valid += 1 }
        }
        #expect(valid > 500 && invalid > 500)
    }
}
