import MaskVM

extension SectionDisassembler {
    /// `srce`: the pattern and symbol set the program was compiled from.
    public static let source = SectionDisassembler(tag: BytecodeFormat.Tag.source, title: "source") { _, program in
        ["pattern " + TextQuoting.quoted(program.source.pattern),
         "symbols " + TextQuoting.quoted(program.source.symbols)]
    }
}
