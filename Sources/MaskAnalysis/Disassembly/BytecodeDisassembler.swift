import MaskVM

/// A readable listing of a bytecode file: the header, the section directory, then each
/// section by its own ``SectionDisassembler``.
///
/// ```swift
/// let listing = try BytecodeDisassembler.listing(of: program.bytecode)
/// // maskc bytecode version 1, 1844 bytes, CRC-32 0x... (verified)
/// // sections: 4 (directory ends at 72)
/// //   MTCH offset 72, 401 bytes, required: match automaton
/// // ...
/// ```
///
/// The file goes through the same verifying loader as `maskc match -p`: the container with
/// ``MaskVM/BytecodeLayout/init(verifying:limits:)``, then every known section with
/// ``MaskVM/MaskProgram/init(bytecode:limits:)``. A file the loader refuses is not listed;
/// the loader's error is thrown instead.
public enum BytecodeDisassembler {
    /// The section kinds this maskc can list, by tag. Add a section kind: one
    /// ``SectionDisassembler`` and one entry here. A section without one is listed by its
    /// size (an unknown required section never gets here: the loader refuses the file).
    public static let sectionDisassemblers: [String: SectionDisassembler] = Dictionary(
        uniqueKeysWithValues: [SectionDisassembler.match, .optimistic, .optimisticNFA, .reading, .source].map { ($0.tag, $0) })

    /// The listing, one line an element, without trailing newlines.
    public static func listing(of bytecode: [UInt8], limits: MaskProgram.LoadLimits = .default) throws(ProgramError) -> [String] {
        let layout = try BytecodeLayout(verifying: bytecode, limits: limits)
        let program = try MaskProgram(bytecode: bytecode, limits: limits)
        var lines = [
            "maskc bytecode version \(layout.version), \(layout.length) bytes, CRC-32 0x\(hexadecimal(layout.checksum, digits: 8)) (verified)",
            "sections: \(layout.sections.count) (directory ends at \(layout.directoryEnd))",
        ]
        for section in layout.sections {
            let kind = section.isRequired ? "required" : "optional"
            let title = sectionDisassemblers[section.tag]?.title ?? "no disassembler"
            lines.append("  \(section.tag) offset \(section.offset), \(section.length) bytes, \(kind): \(title)")
        }
        for section in layout.sections {
            let payload = layout.payload(of: section, in: bytecode)
            guard let disassembler = sectionDisassemblers[section.tag] else {
                let loader = section.isRequired ? "verified by the loader" : "skipped by a loader that does not know it"
                lines.append("section \(section.tag): \(section.length) bytes, not listed (no disassembler for this kind; \(loader))")
                continue
            }
            lines.append("section \(section.tag): \(disassembler.title)")
            lines += disassembler.list(payload, program).map { "  " + $0 }
        }
        return lines
    }
}
