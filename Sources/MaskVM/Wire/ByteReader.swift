/// A bounds-checked little-endian cursor over untrusted bytes: every read either succeeds
/// within the slice or throws, so a hostile file can never cause an out-of-bounds read.
package struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    package let tag: String
    package private(set) var offset: Int

    package init(_ bytes: ArraySlice<UInt8>, tag: String) {
        self.bytes = bytes
        self.tag = tag
        self.offset = bytes.startIndex
    }

    package var remaining: Int { bytes.endIndex - offset }

    package mutating func read(_ count: Int) throws(ProgramError) -> ArraySlice<UInt8> {
        try expectBytes(count)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    @inline(__always)
    private func expectBytes(_ count: Int) throws(ProgramError) {
        guard count >= 0, count <= remaining else {
            throw .malformedSection(tag: tag, reason: "needs \(count) more bytes, \(remaining) left")
        }
    }

    @inline(__always)
    package mutating func u32() throws(ProgramError) -> UInt32 {
        // PERF: read in place; a slice of four bytes cost a retain and a release.
        try expectBytes(4)
        let at = offset
        offset += 4
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }

    package mutating func u16() throws(ProgramError) -> UInt16 {
        let slice = try read(2)
        return UInt16(slice[slice.startIndex]) | UInt16(slice[slice.startIndex + 1]) << 8
    }

    /// An unsigned integer of `width` bytes (1, 2 or 4).
    package mutating func unsigned(width: Int) throws(ProgramError) -> UInt32 {
        switch width {
        case 1: UInt32(try read(1).first!)
        case 2: UInt32(try u16())
        default: try u32()
        }
    }

    /// A u32 byte length and that many bytes of UTF-8; bytes that are not valid UTF-8 are refused.
    package mutating func text() throws(ProgramError) -> String {
        let count = Int(try u32())
        let bytes = try read(count)
        let text = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs invalid UTF-8; a repaired string no longer equals its bytes. ASCII
        // is valid UTF-8 as it is. PERF: the comparison cost more than the decoding, and the
        // texts of a file (patterns, names, trial parameters) are nearly always ASCII.
        guard bytes.allSatisfy({ $0 < 0x80 }) || text.utf8.elementsEqual(bytes) else { throw .invalidText(tag: tag) }
        return text
    }

    package func expectEnd() throws(ProgramError) {
        guard remaining == 0 else { throw .malformedSection(tag: tag, reason: "\(remaining) unexpected trailing bytes") }
    }
}
