// docs/limits.md's examples, as the document shows them (see DocSnippetMirrorTests).
// BEGIN docs/limits.md swift 1
import MaskCompiler

func limitsCompile(pattern: String) throws -> MaskProgram {  // snippet wrapper
    var limits = MaskCompiler.Limits()
    limits.maximumPatternLength = 2_000
    let program = try MaskCompiler.compile(pattern, limits: limits)
    return program  // snippet wrapper
}  // snippet wrapper
// END docs/limits.md swift 1

// BEGIN docs/limits.md swift 2
func limitsLoad(bytes: [UInt8]) throws -> MaskProgram {  // snippet wrapper
    let program = try MaskProgram(bytecode: bytes, limits: .init(maximumBytecodeSize: 1 << 20, maximumStates: 10_000))
    return program  // snippet wrapper
}  // snippet wrapper
// END docs/limits.md swift 2
