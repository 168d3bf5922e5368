/// The wire format: how the bytecode sections lay out integers, tables and flags.
///
/// Why it is as it is:
/// - Little-endian always, never the machine's order, so a file compiled on one machine
///   loads on any other; the header's byte-order mark catches a file written the other way.
/// - Tables store each entry in the narrowest width (1, 2 or 4 bytes) that holds every
///   value, so a mask of up to 256 states takes a byte an entry, not four; the loader widens
///   the entries once, as it reads them.
/// - Sets of states (the accepting ones) are bitmaps, a bit a state, with the bits past the
///   last state required to be 0, so two files that mean the same are the same bytes.
/// - Every count is read, and checked against the limits and against the bytes that are
///   left, before anything is allocated: a file is hostile until it is verified.
///   ``ByteReader`` is the only way in, and each of its reads either stays within the
///   section or throws.
///
/// `TableEncoding` holds the pieces that more than one section uses: entry widths and the
/// bitmap size. ``ByteWriter`` writes, ``ByteReader`` and its table readers read;
/// `docs/bytecode.md` gives every section field by field.
enum TableEncoding {
    /// The narrowest width (1, 2 or 4 bytes) that holds every value below `bound`.
    static func width(for bound: Int) -> Int {
        bound <= 0x100 ? 1 : bound <= 0x1_0000 ? 2 : 4
    }

    /// Bytes of a bitmap of `count` bits.
    static func bitmapSize(_ count: Int) -> Int {
        count / 8 + (count % 8 == 0 ? 0 : 1)
    }

    /// Decodes `values.count` little-endian unsigned integers of `width` bytes (1, 2 or 4)
    /// from `bytes`, which holds `values.count * width` of them.
    ///
    /// PERF: one unchecked loop a width; reading entry by entry through
    /// ``ByteReader/unsigned(width:)`` cost about 70 instructions an entry, most of the
    /// loading time of a mask's file.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, into values: UnsafeMutableBufferPointer<UInt32>) {
        let count = values.count
        precondition(bytes.count >= count * width, "a table's bytes hold its entries")
        // SAFETY: `bytes` holds `count * width` bytes (checked above): entry `i` is at `i * width`.
        switch width {
        case 1:
            for index in 0..<count { values[index] = UInt32(bytes[index]) }
        case 2:
            for index in 0..<count {
                values[index] = UInt32(bytes[2 &* index]) | UInt32(bytes[2 &* index &+ 1]) << 8
            }
        default:
            for index in 0..<count {
                let at = 4 &* index
                values[index] = UInt32(bytes[at]) | UInt32(bytes[at &+ 1]) << 8
                    | UInt32(bytes[at &+ 2]) << 16 | UInt32(bytes[at &+ 3]) << 24
            }
        }
    }

    /// Unpacks a bitmap of `bits.count` bits, bit `i % 8` of byte `i / 8`, from `packed`,
    /// which holds ``bitmapSize(_:)`` of them.
    static func unpack(_ packed: UnsafeBufferPointer<UInt8>, into bits: UnsafeMutableBufferPointer<Bool>) {
        precondition(packed.count >= bitmapSize(bits.count), "a bitmap's bytes hold its bits")
        // SAFETY: `packed` holds ceil(count / 8) bytes (checked above), so bit `index` is in byte `index / 8`.
        for index in 0..<bits.count { bits[index] = packed[index &>> 3] &>> UInt8(truncatingIfNeeded: index & 7) & 1 != 0 }
    }
}
