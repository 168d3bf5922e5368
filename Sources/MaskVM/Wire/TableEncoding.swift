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
}
