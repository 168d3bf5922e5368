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
        writer.u16(BytecodeFormat.version)
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

    /// Verifies the container and returns the payload of every section, by tag.
    /// `known` lists the tags the caller understands; an unknown required tag is an error,
    /// an unknown optional one is skipped.
    static func decode(_ bytes: [UInt8], known: Set<String>, limits: MaskProgram.LoadLimits) throws(ProgramError) -> [String: ArraySlice<UInt8>] {
        guard bytes.count <= limits.maximumBytecodeSize else {
            throw .tooLarge(bytes: bytes.count, limit: limits.maximumBytecodeSize)
        }
        guard bytes.count >= BytecodeFormat.minimumSize else {
            throw .truncated(length: bytes.count, needed: BytecodeFormat.minimumSize)
        }
        var header = ByteReader(bytes[...], tag: "header")
        guard Array(try header.read(8)) == BytecodeFormat.magic else { throw .badMagic }
        let version = try header.u16()
        guard version == BytecodeFormat.version else { throw .unsupportedVersion(version) }
        let mark = try header.u16()
        guard mark == BytecodeFormat.byteOrderMark else { throw .wrongByteOrder(mark) }
        let length = Int(try header.u32())
        guard length == bytes.count else { throw .lengthMismatch(declared: length, actual: bytes.count) }

        let bodyEnd = length - BytecodeFormat.checksumSize
        var trailer = ByteReader(bytes[bodyEnd...], tag: "checksum")
        let stored = try trailer.u32()
        let computed = CRC32.checksum(bytes[..<bodyEnd])
        guard stored == computed else { throw .checksumMismatch(stored: stored, computed: computed) }

        let sectionCount = Int(try header.u32())
        guard (1...BytecodeFormat.maximumSectionCount).contains(sectionCount) else { throw .invalidSectionCount(sectionCount) }
        guard try header.u32() == 0 else { throw .reservedFieldNotZero("header flags") }
        let directoryEnd = BytecodeFormat.headerSize + sectionCount * BytecodeFormat.directoryEntrySize
        guard directoryEnd <= bodyEnd else { throw .truncated(length: bytes.count, needed: directoryEnd + BytecodeFormat.checksumSize) }

        var directory = ByteReader(bytes[BytecodeFormat.headerSize..<directoryEnd], tag: "directory")
        var entries: [(tag: String, range: Range<Int>)] = []
        for _ in 0..<sectionCount {
            let tagBytes = try directory.read(4)
            guard tagBytes.allSatisfy(Self.isTagByte) else { throw .invalidSectionTag }
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let offset = Int(try directory.u32())
            let size = Int(try directory.u32())
            guard offset >= directoryEnd, size <= bodyEnd - offset else { throw .sectionOutOfBounds(tag: tag) }
            guard offset % 4 == 0 else { throw .sectionMisaligned(tag: tag) }
            guard !entries.contains(where: { $0.tag == tag }) else { throw .duplicateSection(tag: tag) }
            entries.append((tag, offset..<offset + size))
        }
        let byStart = entries.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (previous, next) in zip(byStart, byStart.dropFirst()) where previous.range.upperBound > next.range.lowerBound {
            throw .sectionsOverlap(tag: next.tag)
        }

        var sections: [String: ArraySlice<UInt8>] = [:]
        for entry in entries {
            if known.contains(entry.tag) {
                sections[entry.tag] = bytes[entry.range]
            } else if Self.isRequired(entry.tag) {
                throw .unknownRequiredSection(tag: entry.tag)
            }
        }
        return sections
    }

    /// A required tag starts with an upper-case letter (as PNG's critical chunks do).
    static func isRequired(_ tag: String) -> Bool {
        guard let first = tag.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private static func isTagByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
