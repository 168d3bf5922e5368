import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// Runs the example of `Sources/MaskPresets/MaskPresets.docc/MaskPresets.md`, each result its
/// comments claim checked. DocExamplesTests (maskcTests) checks that the lines between the
/// markers are the catalog's example, each `EXPRESSION  // RESULT` line written as
/// `#expect(EXPRESSION == RESULT)`.
@Suite("MaskPresets catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        #expect(MaskPreset.card.program.transform("378282246310005").text == "3782 822463 10005")
        #expect(Trial.preset(.iban).passes("GB82 WEST 1234 5698 7654 32") == true)
        #expect(Trial.preset(.iban).passes("GB82 WEST 1234 5698 7654 33") == false)
        #expect(Trial.preset(.dateISO).passes("2023-02-29") == false)
        #expect(MaskPreset.named("ipv4")?.program.match("256.1.1.1") == .illegal(at: 2))
        #expect(MaskPreset.all.count == 23)
        // END catalog example
    }
}
