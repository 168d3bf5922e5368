import Foundation
import Testing
import TestSupport

/// The benchmark's failing phones and dates (`Benchmarks/bulk/gen-table.py`), each kind
/// stopping at its own step of the judge's value reading (`CellJudge.judgeAsValue`): a
/// start cut short, a letter after the number, a digit too many, letters alone, a date that
/// names no day, a month out of range. Each line is the one main's build wrote, byte for
/// byte, so a change to how the judge reaches the rule's program (which it no longer binds
/// for these cells) cannot change a verdict, an offset or a message; the passing row writes
/// nothing.
@Suite("maskc check --rules: the benchmark's failing kinds")
struct RulesFailingKindsTests {
    static let rules = #"{"phone":{"mask":"+7 (DDD) DDD-DD-DD"},"born":{"preset":"date-iso"}}"#

    static let table = """
        phone,born
        +7 (912) 34,2023-02-29
        +7 (912) 345-67-89x,1990-13-01
        791234567891,1985-04-31
        n/a,unknown
        +7 (912) 345-67-89,2024-02-29

        """

    static let expected = #"""
        {"row":1,"column":"phone","value":"+7 (912) 34","result":"partial","messages":["is incomplete: expected a digit at 11"]}
        {"row":1,"column":"born","value":"2023-02-29","result":"fail","messages":["is not a real date"]}
        {"row":2,"column":"phone","value":"+7 (912) 345-67-89x","result":"illegal","at":18,"messages":["has a letter or digit at 18 that the mask has no place for"]}
        {"row":2,"column":"born","value":"1990-13-01","result":"illegal","at":6,"messages":["has a letter or digit at 6 that the mask has no place for"]}
        {"row":3,"column":"phone","value":"791234567891","result":"illegal","at":11,"messages":["has a letter or digit at 11 that the mask has no place for"]}
        {"row":3,"column":"born","value":"1985-04-31","result":"fail","messages":["is not a real date"]}
        {"row":4,"column":"phone","value":"n/a","result":"illegal","at":0,"messages":["has a letter or digit at 0 that the mask has no place for"]}
        {"row":4,"column":"born","value":"unknown","result":"illegal","at":0,"messages":["has a letter or digit at 0 that the mask has no place for"]}

        """#

    @Test("each failing kind writes main's line, with --jobs 1 and 2", arguments: ["1", "2"])
    func failingKindsWriteTheirLines(jobs: String) throws {
        let table = try RulesCommandTests.file(Data(Self.table.utf8), "kinds.csv")
        let checked = try MaskcProcess.run(["check", "--rules", try RulesCommandTests.file(Self.rules), "--jobs", jobs, table])
        #expect(checked.status == 1)
        #expect(checked.output == Self.expected)
    }
}
