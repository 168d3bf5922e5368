import MaskRegex
import MaskVM
import Testing

/// Runs the example of `Sources/MaskRegex/MaskRegex.docc/MaskRegex.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskRegex catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let code = try RegexCompiler.compile("^[a-z]{3}\\d+$")
        #expect(code.match("abc12") == .complete)
        #expect(code.match("ab") == .partial)
        #expect(code.match("ab1") == .illegal(at: 2))
        #expect(code.match("abc") == .partial)
        // END catalog example
    }
}
