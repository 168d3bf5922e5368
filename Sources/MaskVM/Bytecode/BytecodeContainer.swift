/// The container layer of the bytecode format: header, section directory, checksum.
/// It knows nothing of what sections hold; it only guarantees that each section it hands
/// out lies inside a verified file.
enum BytecodeContainer {
    /// Writes `sections` (tag, payload) into a complete file with header and checksum.
    static func encode(_ sections: [(tag: String, payload: [UInt8])]) -> [UInt8] {
        let directoryEnd = BytecodeFormat.headerSize + sections.count * BytecodeFormat.directoryEntrySize
        var offsets: [Int] = []
        var position = directoryEnd
        for section in sections {
            position = (position + 3) & ~3
            offsets.append(position)
            position += section.payload.count
        }
        position = (position + 3) & ~3
        let length = position + BytecodeFormat.checksumSize

        var writer = ByteWriter()
        writer.append(BytecodeFormat.magic)
        writer.u16(BytecodeFormat.version(ofFileWith: sections.lazy.map(\.tag)))
        writer.u16(BytecodeFormat.byteOrderMark)
        writer.u32(UInt32(length))
        writer.u32(UInt32(sections.count))
        writer.u32(0)
        for (section, offset) in zip(sections, offsets) {
            writer.append(Array(section.tag.utf8))
            writer.u32(UInt32(offset))
            writer.u32(UInt32(section.payload.count))
        }
        for section in sections {
            writer.padToFour()
            writer.append(section.payload)
        }
        writer.padToFour()
        var bytes = writer.bytes
        let checksum = CRC32.checksum(bytes[...])
        var tail = ByteWriter()
        tail.u32(checksum)
        bytes.append(contentsOf: tail.bytes)
        return bytes
    }

    /// Verifies the container and returns the payload of each section of `known` (tags as
    /// ``code(of:)`` gives them; nil for one the file does not have), in the order of
    /// `known`, then that of `also` and of `andAlso` if they are given (optional sections
    /// another module reads: a preset's trials and its phone reading). An unknown required tag is an error, an unknown optional one is skipped.
    /// PERF: `also` is not appended to `known`, whose copy cost an allocation a load.
    /// `checksum` and `checkpointsIn` are ``BytecodeLayout``'s (a derived checksum in place
    /// of the pass, and the section to record the pass's registers over), and so are the
    /// checkpoints returned.
    ///
    /// PERF: a list searched in order, not a set and a dictionary of tags: a file has a
    /// handful of sections, and hashing their tags cost more than comparing them.
    static func decode(
        _ bytes: ArraySlice<UInt8>, known: [UInt32], also extra: UInt32? = nil, andAlso second: UInt32? = nil, limits: MaskProgram.LoadLimits, checksum: UInt32? = nil,
        checkpointsIn recorded: UInt32? = nil
    ) throws(ProgramError) -> (payloads: SectionTable, checkpoints: ChecksumCheckpoints?) {
        precondition(known.count + 2 <= SectionTable.capacity, "a section table holds at most \(SectionTable.capacity - 2) known sections and two more")
        let directory = try BytecodeLayout.verifiedDirectory(
            bytes, limits: limits, checksum: checksum, checkpointsIn: recorded
        ) { (entries) throws(ProgramError) -> SectionTable in
            var payloads = SectionTable(file: bytes)
            for entry in entries {
                // In bounds: the directory's checks put every section inside the file.
                if let index = known.firstIndex(of: entry.tag) {
                    payloads.place(index, offset: entry.offset, length: entry.length)
                } else if entry.tag == extra {
                    payloads.place(known.count, offset: entry.offset, length: entry.length)
                } else if entry.tag == second {
                    payloads.place(known.count + 1, offset: entry.offset, length: entry.length)
                } else if isRequired(entry.tag) {
                    throw .unknownRequiredSection(tag: tag(of: entry.tag))
                }
            }
            return payloads
        }
        return (directory.read, directory.checkpoints)
    }

    /// A required tag starts with an upper-case letter (as PNG's critical chunks do).
    static func isRequired(_ tag: String) -> Bool {
        guard let first = tag.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// ``isRequired(_:)`` of a tag's code: its first byte is the low one.
    static func isRequired(_ code: UInt32) -> Bool {
        let first = UInt8(truncatingIfNeeded: code)
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    static func isTagByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether all four bytes of a tag's code are letters or digits.
    static func isTag(_ code: UInt32) -> Bool {
        (0..<4).allSatisfy { isTagByte(UInt8(truncatingIfNeeded: code >> UInt32(8 * $0))) }
    }

    /// A tag's four bytes as the loader compares them: little-endian, as the directory
    /// stores them, so that a tag read from a file is one `u32` read.
    static func code(of tag: String) -> UInt32 {
        var code: UInt32 = 0
        for (index, byte) in tag.utf8.prefix(4).enumerated() { code |= UInt32(byte) << UInt32(8 * index) }
        return code
    }

    /// The tag a code stands for (a verified code is four ASCII letters or digits).
    static func tag(of code: UInt32) -> String {
        String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: code >> UInt32(8 * $0)) }, as: UTF8.self)
    }
}

/// Where each section a loader asked for lies in its file (``BytecodeContainer/decode(_:known:also:andAlso:limits:checksum:checkpointsIn:)``):
/// `table[i]` is the payload of the `i`th tag asked for, nil when the file has none.
///
/// PERF: the bounds of at most eight sections, held inline, not an array of optional slices:
/// the array cost an allocation and a free a file, and each slice a retain and a release of
/// the file's bytes; a set's file pays them once for itself and once a mask (issue 21).
struct SectionTable {
    /// How many sections a table holds.
    static let capacity = 8
    private let file: ArraySlice<UInt8>
    /// Each section's start, from the start of the file; -1 where there is none.
    private var starts = SIMD8<Int>(repeating: -1)
    private var lengths = SIMD8<Int>(repeating: 0)

    init(file: ArraySlice<UInt8>) {
        self.file = file
    }

    /// Notes that section `index` lies at `offset..<offset + length` of the file (inside it).
    mutating func place(_ index: Int, offset: Int, length: Int) {
        starts[index] = offset
        lengths[index] = length
    }

    /// The payload of section `index`, or nil.
    subscript(index: Int) -> ArraySlice<UInt8>? {
        guard starts[index] >= 0 else { return nil }
        let start = file.startIndex + starts[index]
        return file[start..<(start + lengths[index])]
    }
}
