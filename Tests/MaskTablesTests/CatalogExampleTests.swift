import MaskTables
import Testing

/// Runs the example of `Sources/MaskTables/MaskTables.docc/MaskTables.md`, each result its comments claim
/// checked. DocExamplesTests (maskcTests) checks that the lines between the markers are the
/// catalog's example, each `EXPRESSION  // RESULT` line written as `#expect(EXPRESSION == RESULT)`.
@Suite("MaskTables catalog example")
struct CatalogExampleTests {
    @Test("the module overview's example runs and its claims hold")
    func example() throws {
        // BEGIN catalog example
        let bytes = Array("id,phone\n1,\"+7 (912) 345-67-89\"\n".utf8)
        let scanner = CSVScanner(delimiter: UInt8(ascii: ","))
        var fields: [CSVField] = []
        let scan = bytes.withUnsafeBufferPointer { scanner.scanRecord($0, from: 9, isFinal: true, fields: &fields) }
        #expect(scan == .record(end: 32, lineFeeds: 1, problem: nil))
        #expect(fields.count == 2)
        #expect(fields[1].isQuoted == true)
        // END catalog example
    }
}
