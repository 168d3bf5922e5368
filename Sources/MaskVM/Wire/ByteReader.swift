/// A bounds-checked little-endian cursor over untrusted bytes: every read either succeeds
/// within the slice or throws, so a hostile file can never cause an out-of-bounds read.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    let tag: String
    private(set) var offset: Int

    init(_ bytes: ArraySlice<UInt8>, tag: String) {
        self.bytes = bytes
        self.tag = tag
        self.offset = bytes.startIndex
    }

    var remaining: Int { bytes.endIndex - offset }

    mutating func read(_ count: Int) throws(ProgramError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else {
            throw .malformedSection(tag: tag, reason: "needs \(count) more bytes, \(remaining) left")
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func u32() throws(ProgramError) -> UInt32 {
        let slice = try read(4)
        return slice.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func u16() throws(ProgramError) -> UInt16 {
        let slice = try read(2)
        return UInt16(slice[slice.startIndex]) | UInt16(slice[slice.startIndex + 1]) << 8
    }

    /// An unsigned integer of `width` bytes (1, 2 or 4).
    mutating func unsigned(width: Int) throws(ProgramError) -> UInt32 {
        switch width {
        case 1: UInt32(try read(1).first!)
        case 2: UInt32(try u16())
        default: try u32()
        }
    }

    func expectEnd() throws(ProgramError) {
        guard remaining == 0 else { throw .malformedSection(tag: tag, reason: "\(remaining) unexpected trailing bytes") }
    }
}
