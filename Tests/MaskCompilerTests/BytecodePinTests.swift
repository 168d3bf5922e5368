import MaskCompiler
import MaskLexer
import MaskVM
import TestSupport
import Testing

/// The compiler's output, pinned: speeding the compiler up must not change a single byte
/// of what it emits. The digests were taken from the compiler before its fast paths (the
/// trusted lowering, the fused minimization); a change here is a format change and belongs
/// in docs/bytecode.md.
@Suite("Bytecode pinning")
struct BytecodePinTests {
    /// Masks of every shape: the benchmark's, alternatives and optionals nested every way,
    /// escapes, multi-byte literals, custom symbol sets and a large mask.
    static let masks: [(pattern: String, symbols: String?)] = [
        ("+?7|8(DDD)DDD-?DD-?DD", nil), ("DDDD DDDD DDDD DDDD", nil), ("DD.|/DD.|/DDDD", nil),
        ("XXDD XXXX DDDD DDDD DDDD D|XD|X", nil), ("", nil), ("D", nil), ("X", nil), ("7", nil),
        ("DD?", nil), ("D?7", nil), ("7|D", nil), ("+?+D", nil), ("-| ?", nil), ("7|8|9", nil), ("7|8?", nil),
        ("+?|7?", nil), (#"\D\?\|\\"#, nil), (#"\é\€\Ы\😀DX"#, nil), ("D?D?D?D?D?D?", nil), ("X|DX|D-?X|D", nil),
        ("(DDD) DDD-DDDD", nil), ("DDD-DD-DDDD", nil), ("DD:DD:DD", nil), ("DD/DD/DDDD", nil),
        ("$DDD.DD", "$."), ("#XX-DD", "#-"), ("DX-?D|X7DX-?", nil),
        (String(repeating: "DX-?D|X7", count: 13), nil), (String(repeating: "-?", count: 20) + "D", nil),
        (String(repeating: "D|X", count: 30), nil),
    ]

    static func compileAll() throws -> [MaskProgram] {
        try masks.map { mask throws(PatternError) in
            if let symbols = mask.symbols {
                return try MaskCompiler.compile(mask.pattern, symbols: SymbolSet(symbols))
            }
            return try MaskCompiler.compile(mask.pattern)
        }
    }

    @Test("the bytecode of a set of masks is byte for byte what it was")
    func pinned() throws {
        let digest = BytecodeDigest.of(try Self.compileAll().map(\.bytecode))
        #expect(digest == 5_456_216_457_341_088_943)
    }

    @Test("the compiler's programs are what the verifying loader makes of their bytecode")
    func verified() throws {
        for program in try Self.compileAll() {
            let loaded = try MaskProgram(bytecode: program.bytecode)
            #expect(loaded == program)
            #expect(loaded.bytecode == program.bytecode)
        }
    }
}
