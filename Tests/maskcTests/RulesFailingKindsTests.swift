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

    /// Every month 00 to 13 and day 00 to 32 of years with and without 29 February (and
    /// year 0000): read from CSV, a date the quick lane fails is judged knowing that its fused
    /// check failed it (`CellJudge.judgeAsValue` then runs no calendar trial on a text complete
    /// for the mask); read from JSON Lines, which takes no quick lane, the judge runs it. The
    /// two outputs must be the same lines, with dates that name no day among them.
    @Test("a date the quick lane failed is judged as the judge's whole way judges it")
    func datesFailedByTheLaneAreJudgedTheSame() throws {
        func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        var dates: [String] = []
        for year in ["0000", "1900", "2000", "2023", "2024"] {
            for month in 0...13 {
                for day in 0...32 { dates.append("\(year)-\(twoDigits(month))-\(twoDigits(day))") }
            }
        }
        let rules = try RulesCommandTests.file(#"{"born":{"preset":"date-iso"}}"#)
        let csv = try RulesCommandTests.file(Data(("born\n" + dates.map { $0 + "\n" }.joined()).utf8), "dates.csv")
        let jsonLines = try RulesCommandTests.file(Data(dates.map { #"{"born":""# + $0 + "\"}\n" }.joined().utf8), "dates.jsonl")
        let laned = try MaskcProcess.run(["check", "--rules", rules, csv])
        let judged = try MaskcProcess.run(["check", "--jsonl", "--rules", rules, jsonLines])
        #expect(laned.status == 1)
        #expect(laned.output == judged.output)
        let notADay = laned.output.split(separator: "\n").filter { $0.contains(#""result":"fail","messages":["is not a real date"]"#) }
        // Year 0000 names no day (its 12 months of 31 days, 372), and each other year 6 or 7:
        // 30 and 31 February, 29 February but in 2000 and 2024, and the 31st of April, June,
        // September and November.
        #expect(notADay.count == 398)
    }
}
