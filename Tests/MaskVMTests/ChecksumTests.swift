import TestSupport
@testable import MaskVM
import Testing

/// The loader's CRC-32 reads eight bytes a step; it must agree with the bitwise reference
/// (CraftedFile's) at every length and alignment, the tail of fewer than eight bytes included.
@Suite("Checksum")
struct ChecksumTests {
    @Test("eight bytes a step give the bitwise CRC-32 at every length and offset")
    func slicing() {
        var generator = SeededGenerator(seed: 32)
        let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for start in 0..<9 {
            for end in start...bytes.count {
                #expect(CRC32.checksum(bytes[start..<end]) == CraftedFile.crc32(Array(bytes[start..<end])))
            }
        }
        #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
    }
}
