/// Constants of the bytecode file format; `docs/bytecode.md` describes it in full.
///
/// All integers are little-endian. The layout:
///
///     header     24 bytes: magic, version, byte-order mark, file length, section count, reserved
///     directory  12 bytes a section: tag, offset, length
///     sections   each 4-byte aligned, inside the file, not overlapping
///     checksum   CRC-32 of every byte before it
public enum BytecodeFormat {
    /// PNG-style magic: a high byte, a name, and line endings that text-mode transfers mangle.
    public static let magic: [UInt8] = [0x89, 0x4D, 0x53, 0x4B, 0x0D, 0x0A, 0x1A, 0x0A] // \x89 M S K \r \n \x1a \n
    /// ``magic`` read as a little-endian word, as the loader compares it.
    static var magicWord: UInt64 { 0x0A1A_0A0D_4B53_4D89 }
    /// The newest format version this loader reads (it reads every one from 1). Version 2
    /// changed the layout of the `phon` section alone (each region's own national-prefix
    /// rule), so a writer writes 2 only for a file with that section and 1 for every other
    /// (``version(ofFileWith:)``), which a loader of version 1 still reads.
    public static let version: UInt16 = 2
    /// The oldest format version this loader reads.
    public static let oldestVersion: UInt16 = 1

    /// The version a file with these section tags is written as: the oldest whose layout
    /// holds them (2 with a `phon` section, else 1).
    public static func version(ofFileWith tags: some Sequence<String>) -> UInt16 {
        tags.contains(Tag.phoneReading) ? 2 : 1
    }
    public static let byteOrderMark: UInt16 = 0xFEFF
    public static let headerSize = 24
    public static let directoryEntrySize = 12
    public static let checksumSize = 4
    public static let maximumSectionCount = 16

    /// Section tags. As in PNG, a tag whose first letter is upper case is required: a reader
    /// that does not know it must refuse the file. Lower case marks optional sections.
    public enum Tag {
        /// The match automaton (required).
        public static let match = "MTCH"
        /// The optimistic match automaton: the language with every literal optional (required).
        public static let optimistic = "OPTM"
        /// The optimistic language as an NFA that the VM simulates, in place of `OPTM` for a
        /// mask whose optimistic DFA is over the compiler's limits (required: a loader that
        /// does not know it must refuse the file rather than run it without an optimistic matcher).
        public static let optimisticNFA = "ONFA"
        /// The reading automaton that transform, extract and the editor run (required).
        public static let reading = "READ"
        /// The source pattern and symbol set (optional, informational).
        public static let source = "srce"
        /// A set of masks: each mask's own program and name, and the labels of the union
        /// automata's states (required in a set's file, which has no `READ` of its own).
        public static let maskSet = "MSET"
        /// The trials a program's text must also pass, as data (optional to the VM, which
        /// skips it; MaskTrialsCore's `MaskCheck` reads and verifies it).
        public static let trials = "trls"
        /// A phone preset's reading of a number before its masks, as data: each country
        /// code's trunk prefix and national-prefix rule, and each region's national input
        /// (optional to the VM, which skips it; MaskTrialsCore's `MaskCheck` reads and verifies it).
        public static let phoneReading = "phon"
    }

    /// The smallest file the format allows: a header, no sections, a checksum.
    public static var minimumSize: Int { headerSize + checksumSize }
}
