@testable import MaskVM
import Testing

/// `hasSameBytes(as:)` answers at once for a buffer compared with itself (the loader shares
/// class maps); the answer must still be the bytes', for shared and separate buffers alike.
@Suite("Same bytes")
struct SameBytesTests {
    @Test("a slice equals itself, and a separate copy of its bytes")
    func equalSlices() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let copy = bytes.map { $0 }  // a buffer of its own (Array(bytes) would share it)
        #expect(bytes[...].hasSameBytes(as: bytes[...]))
        #expect(bytes[...].hasSameBytes(as: copy[...]))
        #expect(bytes[40..<40].hasSameBytes(as: copy[7..<7]))
    }

    @Test("slices of one buffer at different places, or of different lengths, differ")
    func differentSlices() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        #expect(!bytes[0..<256].hasSameBytes(as: bytes[1..<257]))
        #expect(!bytes[0..<256].hasSameBytes(as: bytes[0..<255]))
        var changed = bytes
        changed[299] ^= 1
        #expect(!bytes[...].hasSameBytes(as: changed[...]))
        changed = bytes
        changed[3] ^= 0x80
        #expect(!bytes[...].hasSameBytes(as: changed[...]))
    }
}
