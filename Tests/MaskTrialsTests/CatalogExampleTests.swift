import MaskTrials
import Testing

/// Runs the example of `Sources/MaskTrials/MaskTrials.docc/MaskTrials.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskTrials catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")
        #expect(phone.passes("+7(123)456-78-90") == true)
        #expect(phone.passes("+7(12a") == false)
        let password = Trial.length(.minimum, 8)
        #expect(password.passes("secret") == false)
        #expect(Trial.all([.email, .length(.maximum, 64)]).passes("user@example.com") == true)
        // END catalog example
    }
}
