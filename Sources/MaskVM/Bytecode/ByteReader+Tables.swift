/// Pieces of the automaton sections that more than one section uses: entry widths and the
/// accepting bitmap.
enum TableEncoding {
    /// The narrowest width (1, 2 or 4 bytes) that holds every value below `bound`.
    static func width(for bound: Int) -> Int {
        bound <= 0x100 ? 1 : bound <= 0x1_0000 ? 2 : 4
    }

    /// Bytes of a bitmap of `count` bits.
    static func bitmapSize(_ count: Int) -> Int {
        count / 8 + (count % 8 == 0 ? 0 : 1)
    }
}

extension ByteWriter {
    /// Appends `flags` as a bitmap: bit (i % 8) of byte (i / 8).
    mutating func bitmap(_ flags: [Bool]) {
        var bytes = [UInt8](repeating: 0, count: TableEncoding.bitmapSize(flags.count))
        for (index, flag) in flags.enumerated() where flag { bytes[index / 8] |= 1 << UInt8(index % 8) }
        append(bytes)
    }
}

extension ByteReader {
    /// Reads a bitmap of `count` bits, refusing bits set past the last one.
    mutating func bitmap(count: Int, tag: String) throws(ProgramError) -> [Bool] {
        let size = TableEncoding.bitmapSize(count)
        let bytes = Array(try read(size))
        if count % 8 != 0, bytes[size - 1] >> UInt8(count % 8) != 0 {
            throw .malformedSection(tag: tag, reason: "accepting bitmap has bits set past the last state")
        }
        return (0..<count).map { bytes[$0 / 8] & (1 << UInt8($0 % 8)) != 0 }
    }

    /// Reads a width field (1, 2 or 4).
    mutating func width(tag: String, what: String) throws(ProgramError) -> Int {
        let width = Int(try u32())
        guard [1, 2, 4].contains(width) else {
            throw .malformedSection(tag: tag, reason: "\(what) width \(width) is not 1, 2 or 4")
        }
        return width
    }

    /// Reads `count` unsigned integers of `width` bytes.
    mutating func unsignedArray(count: Int, width: Int) throws(ProgramError) -> [UInt32] {
        var values: [UInt32] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try unsigned(width: width)) }
        return values
    }
}
