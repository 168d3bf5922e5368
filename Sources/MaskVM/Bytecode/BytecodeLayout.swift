/// The verified container of a bytecode file: its header fields and where each section lies.
/// Tools that list a file's contents (`maskc disasm`) start here; the loader does too, so a
/// layout is only ever made from a file whose magic, version, length, checksum and directory
/// all passed.
///
/// ```swift
/// let layout = try BytecodeLayout(verifying: bytes)
/// layout.sections.map(\.tag)         // ["MTCH", "srce"]
/// let automaton = layout.payload(of: layout.sections[0], in: bytes)
/// ```
public struct BytecodeLayout: Hashable, Sendable {
    /// One entry of the section directory.
    public struct Section: Hashable, Sendable {
        /// Four ASCII letters or digits; upper case first means required.
        public var tag: String
        /// Byte offset of the payload in the file (a multiple of 4).
        public var offset: Int
        /// Length of the payload in bytes.
        public var length: Int

        /// Whether a reader that does not know the tag must refuse the file.
        public var isRequired: Bool { BytecodeContainer.isRequired(tag) }

        public init(tag: String, offset: Int, length: Int) {
            self.tag = tag
            self.offset = offset
            self.length = length
        }
    }

    /// The format version in the header.
    public let version: UInt16
    /// The whole file's length, as the header declares and the file has.
    public let length: Int
    /// The CRC-32 stored at the end of the file (it matched the computed one).
    public let checksum: UInt32
    /// The sections, in directory order.
    public let sections: [Section]

    /// Where the directory ends and the first section may begin.
    public var directoryEnd: Int { BytecodeFormat.headerSize + sections.count * BytecodeFormat.directoryEntrySize }

    /// Verifies the container of `bytecode` (not the sections' contents) and reads its layout.
    public init(verifying bytecode: [UInt8], limits: MaskProgram.LoadLimits = .default) throws(ProgramError) {
        let container = try Self.verifiedDirectory(bytecode[...], limits: limits) { entries in
            entries.map { Section(tag: BytecodeContainer.tag(of: $0.tag), offset: $0.offset, length: $0.length) }
        }
        self.version = container.version
        self.length = bytecode.count
        self.checksum = container.checksum
        self.sections = container.read
    }

    /// One directory entry with its tag as the four bytes of the file in a little-endian
    /// `UInt32` (``BytecodeContainer/code(of:)``).
    struct Entry {
        var tag: UInt32
        var offset: Int
        var length: Int
    }

    /// Every check of the container (magic, version, byte order, length, checksum, section
    /// count, reserved field, tags, bounds, alignment, duplicates, overlaps), and the
    /// directory in file order, which `read` is given: what ``init(verifying:limits:)`` and
    /// the loader share.
    ///
    /// PERF: the entries are lent to `read` from a temporary allocation (on the stack): an
    /// array of them cost an allocation and a free a file, which a set's file pays once for
    /// itself and once for each of its masks' files (issue 21).
    ///
    /// PERF: the tags stay numbers, compared as such: a `String` made for each tag, and the
    /// comparisons of them, were most of the directory's cost, which a set's file pays once
    /// for itself and once for each of its masks' files (issue 21).
    ///
    /// `checksum`, when given, is the CRC-32 of the bytes before the stored one, derived
    /// from the pass of a file that holds this one (``ChecksumCheckpoints``): it stands for
    /// the pass over them, and is compared with the stored checksum at the same point.
    /// `checkpointsIn`, when given, names a section whose bytes the checksum's pass records
    /// its registers over (nil checkpoints where the directory does not list it, or where
    /// `bytes` is a slice of a larger file, whose checkpoints would count from its start).
    ///
    /// `bytes` is a file, or a file inside another (a set's mask): offsets in the directory
    /// count from its start, `bytes.startIndex`. PERF: a set's masks are read in place, not
    /// copied into arrays of their own (issue 21).
    static func verifiedDirectory<Read>(
        _ bytes: ArraySlice<UInt8>, limits: MaskProgram.LoadLimits, checksum derived: UInt32? = nil, checkpointsIn recorded: UInt32? = nil,
        reading read: (UnsafeBufferPointer<Entry>) throws(ProgramError) -> Read
    ) throws(ProgramError) -> (version: UInt16, checksum: UInt32, read: Read, checkpoints: ChecksumCheckpoints?) {
        guard bytes.count <= limits.maximumBytecodeSize else {
            throw .tooLarge(bytes: bytes.count, limit: limits.maximumBytecodeSize)
        }
        guard bytes.count >= BytecodeFormat.minimumSize else {
            throw .truncated(length: bytes.count, needed: BytecodeFormat.minimumSize)
        }
        let base = bytes.startIndex
        var header = ByteReader(bytes, tag: "header")
        // PERF: one word compared; the generic comparison with the array took about 200
        // instructions a file, and loading a set checks its masks' files too (issue 21).
        let magic = try header.read(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard magic == BytecodeFormat.magicWord else { throw .badMagic }
        let version = try header.u16()
        guard (BytecodeFormat.oldestVersion...BytecodeFormat.version).contains(version) else { throw .unsupportedVersion(version) }
        let mark = try header.u16()
        guard mark == BytecodeFormat.byteOrderMark else { throw .wrongByteOrder(mark) }
        let length = Int(try header.u32())
        guard length == bytes.count else { throw .lengthMismatch(declared: length, actual: bytes.count) }

        let bodyEnd = length - BytecodeFormat.checksumSize
        var trailer = ByteReader(bytes[(base + bodyEnd)...], tag: "checksum")
        let stored = try trailer.u32()
        let computed: UInt32
        var checkpoints: ChecksumCheckpoints? = nil
        if let derived {
            computed = derived
        } else if let recorded, base == 0 {
            (computed, checkpoints) = ChecksumCheckpoints.checksum(
                bytes, upTo: bodyEnd, recordingOver: unverifiedPayload(of: recorded, in: bytes, bodyEnd: bodyEnd))
        } else {
            computed = CRC32.checksum(bytes[base..<(base + bodyEnd)])
        }
        guard stored == computed else { throw .checksumMismatch(stored: stored, computed: computed) }

        let sectionCount = Int(try header.u32())
        guard (1...BytecodeFormat.maximumSectionCount).contains(sectionCount) else { throw .invalidSectionCount(sectionCount) }
        guard try header.u32() == 0 else { throw .reservedFieldNotZero("header flags") }
        let directoryEnd = BytecodeFormat.headerSize + sectionCount * BytecodeFormat.directoryEntrySize
        guard directoryEnd <= bodyEnd else { throw .truncated(length: bytes.count, needed: directoryEnd + BytecodeFormat.checksumSize) }

        var directory = ByteReader(bytes[(base + BytecodeFormat.headerSize)..<(base + directoryEnd)], tag: "directory")
        let result = try withUnsafeTemporaryAllocation(of: Entry.self, capacity: sectionCount) { (slots) throws(ProgramError) -> Read in
            var count = 0
            for _ in 0..<sectionCount {
                let tag = try directory.u32()
                guard BytecodeContainer.isTag(tag) else { throw .invalidSectionTag }
                let offset = Int(try directory.u32())
                let size = Int(try directory.u32())
                guard offset >= directoryEnd, size <= bodyEnd - offset else {
                    throw .sectionOutOfBounds(tag: BytecodeContainer.tag(of: tag))
                }
                guard offset % 4 == 0 else { throw .sectionMisaligned(tag: BytecodeContainer.tag(of: tag)) }
                guard !slots[..<count].contains(where: { $0.tag == tag }) else {
                    throw .duplicateSection(tag: BytecodeContainer.tag(of: tag))
                }
                // SAFETY: `count < sectionCount`, the allocation's capacity; `Entry` is trivial.
                slots.initializeElement(at: count, to: Entry(tag: tag, offset: offset, length: size))
                count += 1
            }
            let entries = UnsafeBufferPointer(rebasing: slots[..<count])
            // PERF: a writer lists sections in file order, so they are sorted only when not; and
            // the pairs are walked by index (a zipped sequence of sections cost more in type
            // metadata lookups, at run time, than the rest of the directory).
            let inOrder = (1..<max(entries.count, 1)).allSatisfy { entries[$0 - 1].offset < entries[$0].offset }
            if inOrder {
                try Self.checkNoOverlap(entries)
            } else {
                try entries.sorted { $0.offset < $1.offset }.withUnsafeBufferPointer { (byStart) throws(ProgramError) in
                    try Self.checkNoOverlap(byStart)
                }
            }
            return try read(entries)
        }
        return (version, stored, result, checkpoints)
    }

    /// Refuses the first of `byStart` (entries in order of offset) that begins before the
    /// one before it ends.
    private static func checkNoOverlap(_ byStart: UnsafeBufferPointer<Entry>) throws(ProgramError) {
        for index in 1..<max(byStart.count, 1) where byStart[index - 1].offset + byStart[index - 1].length > byStart[index].offset {
            throw .sectionsOverlap(tag: BytecodeContainer.tag(of: byStart[index].tag))
        }
    }

    /// Where the directory says the section tagged `code` lies, read before the directory is
    /// verified (the checksum comes first) and so trusted for nothing but where to record
    /// registers: nil unless the count, the entry and the range are within `..<bodyEnd`.
    /// `bytes` is a whole file (its indices start at 0).
    private static func unverifiedPayload(of code: UInt32, in bytes: ArraySlice<UInt8>, bodyEnd: Int) -> Range<Int>? {
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        // In bounds: the caller has checked that the file is at least the minimum size, a
        // header and a checksum, and each entry read ends within `bodyEnd`.
        let sectionCount = u32(16)
        guard (1...BytecodeFormat.maximumSectionCount).contains(sectionCount),
              BytecodeFormat.headerSize + sectionCount * BytecodeFormat.directoryEntrySize <= bodyEnd else { return nil }
        for entry in 0..<sectionCount {
            let at = BytecodeFormat.headerSize + entry * BytecodeFormat.directoryEntrySize
            guard UInt32(truncatingIfNeeded: u32(at)) == code else { continue }
            let offset = u32(at + 4)
            let length = u32(at + 8)
            return offset <= bodyEnd && length <= bodyEnd - offset ? offset..<offset + length : nil
        }
        return nil
    }

    /// The payload of `section` in the file this layout was read from. Empty if `bytes` is
    /// not that file (shorter than the section's end): never traps.
    public func payload(of section: Section, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard section.offset >= 0, section.length >= 0, section.offset <= bytes.count,
              section.length <= bytes.count - section.offset else { return [] }
        return bytes[section.offset..<section.offset + section.length]
    }
}
