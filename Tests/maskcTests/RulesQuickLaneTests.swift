import Foundation
import Testing
import TestSupport

/// `check --rules`' quick lane (CSV only) says of every cell what the judge says: the same
/// table as JSON Lines, which the lane never reads, gives the same failures and the same
/// summary, byte for byte.
@Suite("maskc check --rules: the quick lane agrees with the judge")
struct RulesQuickLaneTests {
    /// One rule of each kind of quick check: a fixed row of a mask alone (`phone`), a mask
    /// with a trial after it (`code`), a date's plan (`born`), the e-mail walk (`email`), a
    /// regex judged as written (`tag`), and a mask of no fixed row (`plate`).
    static let rules = #"""
        {
          "phone": { "mask": "+7 (DDD) DDD-DD-DD" },
          "code":  { "mask": "DDD-DDD", "trials": [ { "trial": "length", "maximum": 7 } ] },
          "born":  { "preset": "date-iso", "allowBlank": true },
          "email": { "trials": [ { "trial": "email" } ] },
          "tag":   { "regex": "[a-z]{2,4}" },
          "plate": { "masks": ["LDDDLL", "LLDDDD"] }
        }
        """#

    static let columns = ["phone", "code", "born", "email", "tag", "plate"]

    /// Cells of each column: values, raw and half-written forms, blanks, white space, non-ASCII
    /// bytes and doubled quotes (as they stand in a CSV field, and as the text they stand for).
    static let cells: [[(csv: String, text: String)]] = [
        ["+7 (912) 345-67-89", "79123456789", "+7 912 345 67 89", "7912", "89123456789", "+7 (912) 345-67-8x", "", " 79123456789", "７9123456789",
         "\"+7 \"\"912\"\" 3456789\""].map(cell),
        ["123-456", "123456", "12-3456", "123-45", "", "\"123 456\"", "abc-def"].map(cell),
        ["2020-01-31", "2023-02-29", "2024-02-29", "2020-13-01", "20200131", "", " ", "2020-1-1", "２020-01-01"].map(cell),
        ["a@b.co", "a@b", "é@x.com", "", "\" a@b.co\"", "first.last@example.org", "a@@b.co"].map(cell),
        ["ab", "abcd", "abcde", "a", "AB", "", "\"a\"\"b\""].map(cell),
        ["A123BC", "AB1234", "a123bc", "A12BC", "", "A 123 BC"].map(cell),
    ]

    /// A CSV field's text: unquoted, or quoted with its doubled quotes undone.
    static func cell(_ field: String) -> (csv: String, text: String) {
        guard field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return (field, field) }
        return (field, String(field.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\""))
    }

    static func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The same `rows` random rows as CSV and as JSON Lines.
    static func tables(rows: Int, seed: UInt64) -> (csv: String, jsonLines: String) {
        var random = SeededGenerator(seed: seed)
        var csv = columns.joined(separator: ",") + "\n"
        var jsonLines = ""
        for _ in 0..<rows {
            let row = cells.map { $0.randomElement(using: &random)! }
            csv += row.map(\.csv).joined(separator: ",") + "\n"
            jsonLines += "{" + zip(columns, row).map { "\"\($0)\":\(jsonString($1.text))" }.joined(separator: ",") + "}\n"
        }
        return (csv, jsonLines)
    }

    @Test("a CSV table (the lane) and the same table as JSON Lines (the judge alone) give the same output and summary",
          arguments: [1, 2, 3] as [UInt64])
    func laneAgreesWithJudge(seed: UInt64) throws {
        let (csv, jsonLines) = Self.tables(rows: 600, seed: seed)
        for extra in [["--summary=json"], ["--summary=json", "--jobs", "2"]] {
            let lane = try RulesCommandTests.check(csv, rules: Self.rules, extra)
            let judge = try RulesCommandTests.check(jsonLines, rules: Self.rules, extra + ["--jsonl"])
            #expect(lane.output == judge.output)
            #expect(lane.status == judge.status)
            // Both pass and fail cells of every column, so every check was asked both ways.
            for column in Self.columns {
                #expect(lane.output.contains(#""column":"\#(column)""#))
            }
            #expect(lane.output.contains(#""passed":0"#) == false)
        }
    }

    @Test("rows the lane passes whole, rows it leaves partly to the judge and malformed rows are each counted once")
    func countsByRow() throws {
        let input = "phone,born\n79123456789,2020-01-01\n7912,2020-01-01\n79123456789\n79123456789,2023-02-29\n79123456789,2020-01-02\n"
        let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "born": {"preset": "date-iso"}}"#
        let run = try RulesCommandTests.check(input, rules: rules, ["--summary=json"])
        let summary = run.output.split(separator: "\n").last.map(String.init)
        #expect(summary == #"{"summary":{"rows":5,"malformed":1,"dropped":0,"columns":{"phone":{"checked":4,"passed":3,"failed":1,"blank":0},"born":{"checked":4,"passed":3,"failed":1,"blank":0}}}}"#)
    }

    /// The lane's counts and the judge's failures over several blocks (more rows than a block
    /// holds, 32,768), with rules in another order than their columns and malformed records
    /// among the rows: every cell counted once, every failure in row order and, within a
    /// row, in the rules' order.
    @Test("rules out of their columns' order, malformed rows, several blocks", arguments: [1, 2] as [Int])
    func columnSweeps(jobs: Int) throws {
        let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "born": {"preset": "date-iso"}}"#
        let rows = 70_000
        var input = "note,born,phone\n"
        var failing: [String] = []
        var malformed = 0, phoneFailed = 0, bornFailed = 0
        for row in 1...rows {
            if row % 1_000 == 7 {
                malformed += 1
                input += "x,2020-01-01\n"
                failing.append("\(row):malformed")
                continue
            }
            let phone = row % 3 == 0 ? "7912" : "79123456789"
            let born = row % 5 == 0 ? "2020-13-01" : "2020-01-31"
            input += "n,\(born),\(phone)\n"
            if row % 3 == 0 {
                phoneFailed += 1
                failing.append("\(row):phone")
            }
            if row % 5 == 0 {
                bornFailed += 1
                failing.append("\(row):born")
            }
        }
        let run = try RulesCommandTests.check(input, rules: rules, ["--summary=json", "--jobs", "\(jobs)"])
        var lines = run.output.split(separator: "\n").map(String.init)
        let summary = lines.removeLast()
        let checked = rows - malformed
        #expect(summary == #"{"summary":{"rows":\#(rows),"malformed":\#(malformed),"dropped":0,"columns":{"phone":{"checked":\#(checked),"passed":\#(checked - phoneFailed),"failed":\#(phoneFailed),"blank":0},"born":{"checked":\#(checked),"passed":\#(checked - bornFailed),"failed":\#(bornFailed),"blank":0}}}}"#)
        // Each failure in row order, and within a row in the rules' order (phone, then born).
        let said = lines.map { line -> String in
            let row = line.split(separator: ",")[0].dropFirst(#"{"row":"#.count)
            let what = line.contains(#""result":"malformed""#) ? "malformed" : line.contains(#""column":"phone""#) ? "phone" : "born"
            return "\(row):\(what)"
        }
        #expect(said == failing)
    }
}
