import MaskCompiler
import MaskVM
import Testing

/// Runs the example of `Sources/MaskVM/MaskVM.docc/MaskVM.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskVM catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        #expect(phone.match("+7(12a") == .illegal(at: 5))
        #expect(phone.transform("8 912 345 67 89").text == "8(912)345-67-89")
        #expect(phone.extract("+7(912)345-67-89").value == "9123456789")
        let loaded = try MaskProgram(bytecode: phone.bytecode)
        #expect(loaded.match("8(912)345-67-89") == .complete)
        // END catalog example
    }
}
