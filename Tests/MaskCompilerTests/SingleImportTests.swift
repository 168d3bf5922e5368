// This file imports MaskCompiler alone, as the README tells an app developer to: every name
// below must come through its re-exports.
import MaskCompiler
import Testing

@Suite("One import")
struct SingleImportTests {
    @Test("import MaskCompiler suffices to compile, catch errors, match, transform and edit")
    func singleImport() throws {
        let symbols: SymbolSet = SymbolSet(SymbolSet.default.characters + ["$"])
        let price: MaskProgram = try MaskCompiler.compile("$DDD.DD", symbols: symbols)
        let verdict: MatchResult = price.match("$123.45")
        #expect(verdict == .complete)
        #expect(price.match("123.45", mode: MatchMode.optimistic) == .complete)
        var field = MaskedTextEditor(program: price)
        field.replace(range: 0..<0, with: "12345")
        #expect(field.text == "$123.45")
        #expect(throws: PatternError.self) { try MaskCompiler.compile("$DDD.DD") }
        do {
            _ = try MaskCompiler.compile("Da")
        } catch {
            let typed: PatternError = error
            let first: Diagnostic? = typed.diagnostics.first
            #expect(first?.code == "unexpected-character")
        }
        let loaded = try MaskProgram(bytecode: price.bytecode)
        #expect(loaded.match("$999.99") == .complete)
    }
}
