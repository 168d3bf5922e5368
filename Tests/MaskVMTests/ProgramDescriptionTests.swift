import MaskCompiler
import MaskVM
import Testing

/// Printing a program shows what it is (its pattern and size), not its storage.
@Suite("program description")
struct ProgramDescriptionTests {
    @Test("a program prints as its pattern and state count")
    func oneMask() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD")
        let states = program.matcher.stateCount
        #expect(program.description == "MaskProgram(\"+7(DDD)DDD\", \(states) states)")
        #expect("\(program)" == program.description)
        #expect(program.debugDescription.hasPrefix("MaskProgram(\"+7(DDD)DDD\", \(states) states, "))
        #expect(program.debugDescription.contains("\(program.bytecode.count) bytes of bytecode"))
        #expect(!program.debugDescription.contains("Storage"))
    }

    @Test("a loaded program prints as the compiled one; quotes in a pattern are escaped")
    func loadedAndQuoted() throws {
        let compiled = try MaskCompiler.compile(#"D\"D"#, symbols: ["\""])
        let loaded = try MaskProgram(bytecode: compiled.bytecode)
        #expect(loaded.description == compiled.description)
        #expect(loaded.description.hasPrefix(#"MaskProgram("D\\\"D", "#))
    }

    @Test("a set prints each mask's pattern")
    func set() throws {
        let cards = try MaskCompiler.compile(["DDDD DDDD", "3DDD DD"])
        #expect(cards.description.hasPrefix(#"MaskProgram(["DDDD DDDD", "3DDD DD"], "#))
        #expect(cards.description.hasSuffix(" states)"))
    }

    @Test("optionalLiterals' doc comment: the placeholder with autocomplete on and off")
    func optionalLiteralsPlaceholder() throws {
        let dashes = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        let editor = MaskedTextEditor(program: dashes, text: "7(912)345", optionalLiterals: .insertedWhenPassed)
        #expect(editor.text == "7(912)345-")
        #expect(editor.placeholder == "__-__")
        var manual = MaskedTextEditor(program: dashes, text: "7(912)345", autocomplete: false,
                                      optionalLiterals: .insertedWhenPassed)
        #expect(manual.placeholder == "-__-__")
        manual.insert("6")
        #expect(manual.text == "7(912)345-6")
    }
}
