import MaskCompiler
import MaskVM
import Testing

@Suite("Bytecode layout")
struct BytecodeLayoutTests {
    @Test("the directory of a compiled program")
    func directory() throws {
        let bytes = try MaskCompiler.compile("DD").bytecode
        let layout = try BytecodeLayout(verifying: bytes)
        #expect(layout.version == 1)   // a file without a phon section is written as version 1
        #expect(layout.length == bytes.count)
        #expect(layout.sections.map(\.tag) == ["MTCH", "OPTM", "READ", "srce"])
        #expect(layout.sections.map(\.isRequired) == [true, true, true, false])
        #expect(layout.directoryEnd == 72)
        #expect(layout.sections[0].offset == 72)
        let source = layout.payload(of: layout.sections[3], in: bytes)
        #expect(source.count == layout.sections[3].length)
        #expect(layout.payload(of: layout.sections[3], in: []) == [])
    }

    @Test("a corrupt file is refused as the loader refuses it")
    func corrupt() throws {
        var bytes = try MaskCompiler.compile("DD").bytecode
        bytes[30] ^= 1
        #expect(throws: ProgramError.self) { try BytecodeLayout(verifying: bytes) }
        #expect(throws: ProgramError.self) { try MaskProgram(bytecode: bytes) }
        #expect(throws: ProgramError.badMagic) { try BytecodeLayout(verifying: [UInt8](repeating: 0, count: 64)) }
    }
}
