/// The writing side of ``ByteReader``: appends little-endian integers, so that what it
/// writes reads back the same on any machine.
package struct ByteWriter {
    private(set) package var bytes: [UInt8] = []

    package init() {}

    package mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    package mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    package mutating func unsigned(_ value: UInt32, width: Int) {
        switch width {
        case 1: bytes.append(UInt8(truncatingIfNeeded: value))
        case 2: u16(UInt16(truncatingIfNeeded: value))
        default: u32(value)
        }
    }

    package mutating func append<C: Collection>(_ other: C) where C.Element == UInt8 { bytes.append(contentsOf: other) }

    /// A text as its u32 byte length and UTF-8 bytes (what ``ByteReader/text()`` reads).
    package mutating func text(_ text: String) {
        let utf8 = Array(text.utf8)
        u32(UInt32(utf8.count))
        append(utf8)
    }

    package mutating func padToFour() {
        while bytes.count % 4 != 0 { bytes.append(0) }
    }
}

extension ByteWriter {
    /// Appends `flags` as a bitmap: bit (i % 8) of byte (i / 8).
    package mutating func bitmap(_ flags: [Bool]) {
        var bytes = [UInt8](repeating: 0, count: TableEncoding.bitmapSize(flags.count))
        for (index, flag) in flags.enumerated() where flag { bytes[index / 8] |= 1 << UInt8(index % 8) }
        append(bytes)
    }
}
