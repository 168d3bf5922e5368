import MaskAnalysis
import MaskCompiler
import MaskVM
import Testing

/// Runs the example of `Sources/MaskAnalysis/MaskAnalysis.docc/MaskAnalysis.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskAnalysis catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let explanation = try MaskExplanation(pattern: "+?7|8(DDD)DDD-?DD-?DD")
        #expect(explanation.textLength == 13...16)
        #expect(explanation.placeholder == "+7(___)___-__-__")
        let digit = try MaskCompiler.compile("D").matcher
        let sevenOrDigit = try MaskCompiler.compile("D|7").matcher
        #expect(try LanguageComparison.compare(digit, sevenOrDigit) == .equivalent)
        // END catalog example
    }
}
