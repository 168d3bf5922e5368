import MaskLexer
import Testing

/// Runs the example of `Sources/MaskLexer/MaskLexer.docc/MaskLexer.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskLexer catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let ast = try MaskParser.parse(#"+\7(DDD)"#)
        #expect(ast.canonicalPattern == "+7(DDD)")
        #expect(ast.items.count == 7)
        let output = MaskParser.parseCollectingDiagnostics("+7(DDB)")
        #expect(output.ast == nil)
        #expect(output.diagnostics.count == 1)
        // END catalog example
    }
}
