import MaskVM

extension SectionDisassembler {
    /// `srce`: the pattern and symbol set the program was compiled from.
    public static let source = SectionDisassembler(tag: BytecodeFormat.Tag.source, title: "source") { _, program in
        let pattern = ["pattern " + TextQuoting.quoted(program.source.pattern)]
        guard program.source.language == .mask else { return pattern + ["language " + program.source.language.rawValue] }
        return pattern + ["symbols " + TextQuoting.quoted(program.source.symbols)]
    }
}
