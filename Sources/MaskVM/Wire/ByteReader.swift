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

/// The writing side: appends little-endian integers.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func unsigned(_ value: UInt32, width: Int) {
        switch width {
        case 1: bytes.append(UInt8(truncatingIfNeeded: value))
        case 2: u16(UInt16(truncatingIfNeeded: value))
        default: u32(value)
        }
    }

    mutating func append<C: Collection>(_ other: C) where C.Element == UInt8 { bytes.append(contentsOf: other) }

    mutating func padToFour() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }
}
