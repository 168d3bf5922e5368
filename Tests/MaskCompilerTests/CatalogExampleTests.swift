import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// Runs the example of `Sources/MaskCompiler/MaskCompiler.docc/MaskCompiler.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskCompiler catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
        #expect(phone.match("+7(123)456-78-90") == .complete)
        #expect(phone.match("8(123)4") == .partial)
        let stages = try MaskCompiler.compileStages("D?7")
        #expect(stages.ambiguities.count == 1)
        // END catalog example
    }
}
