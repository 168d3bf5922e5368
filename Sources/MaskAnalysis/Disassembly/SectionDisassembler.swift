import MaskVM

/// Lists the contents of one kind of bytecode section. Each section kind has its own
/// disassembler; ``BytecodeDisassembler/sectionDisassemblers`` lists them by tag, and a
/// section whose tag is not there is shown by its size only.
///
/// A disassembler runs only after ``MaskVM/MaskProgram/init(bytecode:limits:)`` has verified
/// the whole file, so it shows what the loader read, from the verified program, and reads
/// the payload only for what the program does not keep (such as the table's entry width).
public struct SectionDisassembler: Sendable {
    /// The section tag it lists.
    public var tag: String
    /// What the section holds, for the heading: `match automaton`.
    public var title: String
    /// The listing lines for the section's payload in the verified program.
    public var list: @Sendable (_ payload: ArraySlice<UInt8>, _ program: MaskProgram) -> [String]

    public init(tag: String, title: String, list: @escaping @Sendable (ArraySlice<UInt8>, MaskProgram) -> [String]) {
        self.tag = tag
        self.title = title
        self.list = list
    }
}

extension ArraySlice<UInt8> {
    /// The little-endian `UInt32` at `index` bytes into the slice, or nil past its end.
    func littleEndianUInt32(at index: Int) -> UInt32? {
        guard index >= 0, count >= 4, index <= count - 4 else { return nil }
        let start = startIndex + index
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(self[start + $1]) << (8 * UInt32($1)) }
    }
}
