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

    /// Verifies the container and returns the payload of each section of `known` (nil for
    /// one the file does not have), in the order of `known`. An unknown required tag is an
    /// error, an unknown optional one is skipped.
    /// PERF: a list searched in order, not a set and a dictionary of tags: a file has a
    /// handful of sections, and hashing their tags cost more than comparing them.
    static func decode(_ bytes: [UInt8], known: [String], limits: MaskProgram.LoadLimits) throws(ProgramError) -> [ArraySlice<UInt8>?] {
        let layout = try BytecodeLayout(verifying: bytes, limits: limits)
        var payloads = [ArraySlice<UInt8>?](repeating: nil, count: known.count)
        for section in layout.sections {
            if let index = known.firstIndex(of: section.tag) {
                payloads[index] = layout.payload(of: section, in: bytes)
            } else if section.isRequired {
                throw .unknownRequiredSection(tag: section.tag)
            }
        }
        return payloads
    }

    /// A required tag starts with an upper-case letter (as PNG's critical chunks do).
    static func isRequired(_ tag: String) -> Bool {
        guard let first = tag.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    static func isTagByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
