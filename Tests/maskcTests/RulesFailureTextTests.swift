import Foundation
import Testing
import TestSupport

/// What `check --rules` writes for a failing cell, whichever way it is written (whole in
/// place, or part by part for a value to escape, a long one, or a message said only on a
/// String): the value as the cell holds it, and the messages `maskc check --json` gives the
/// same value with the same trials.
@Suite("maskc check --rules: failing cells' values and messages")
struct RulesFailureTextTests {
    /// Several trials a column (the first failing, or the first passing and the second
    /// failing), a preset's trial after its mask and a rule's after that, and an e-mail rule
    /// alone (its one message), and a date preset alone (a day that is not real is said of
    /// with the calendar's one message, written without the trial run again).
    static let rules = #"""
        {
          "email": { "trials": [ { "trial": "length", "maximum": 12 }, { "trial": "email" } ] },
          "born": { "preset": "date-iso", "trials": [ { "trial": "format", "regex": "[0-9]{4}-0.*" } ] },
          "mail": { "trials": [ { "trial": "email" } ] },
          "day": { "preset": "date-iso" }
        }
        """#

    /// The `maskc check` arguments that judge a sample as each column's rule judges a cell,
    /// a rule's trials one by one: the rule says why of the first that fails (its trials run
    /// in turn), where `check` with them all would say why of each.
    static let checks: [String: [[String]]] = [
        "email": [["--trial", "length", "--maximum", "12"], ["--trial", "email"]],
        "born": [["--preset", "date-iso"], ["--trial", "format", "--regex", "[0-9]{4}-0.*"]],
        "mail": [["--trial", "email"]],
        "day": [["--preset", "date-iso"]],
    ]

    /// A cell: plain, or with a byte to escape (quote, backslash, tab, DEL), non-ASCII, led
    /// by a space, empty, or longer than the 64 KiB lines are written in.
    static func cell(_ random: inout SeededGenerator, column: String) -> String {
        let pieces = ["a", "b", "7", "@", ".", "-", "x.org", "\"", "\\", "\t", "\u{7F}", "é", " ", "2023-", "10", "02", "-3"]
        // A date column is given dates more often: its failures are mostly days that are not real.
        let draw = Int.random(in: 0..<10, using: &random)
        switch column == "day" && draw < 6 ? 2 : draw {
        case 0: return ""
        case 1: return Int.random(in: 0..<3, using: &random) == 0 ? String(repeating: "a", count: 70_000) + "@b" : "a@b"
        case 2, 3:
            return column == "born" || column == "day" ? ["2023-10-31", "1990-02-30", "2023-02-29", "1990-13-01", "2023-01-31"].randomElement(using: &random)!
                : ["abcdefghijklm@x.org", "a@b", "bad@", "ok@x.org", "a..b@x.org", "a@@b.org"].randomElement(using: &random)!
        default:
            return (0..<Int.random(in: 1...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    /// A CSV field holding `text`, quoted when it must be or, now and then, when it need not be.
    static func field(_ text: String, _ random: inout SeededGenerator) -> String {
        let needsQuotes = text.contains { $0 == "\"" || $0 == "," || $0 == "\n" || $0 == "\r" }
        guard needsQuotes || Int.random(in: 0..<5, using: &random) == 0 else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    @Test("each failing cell's value is the cell, and its messages are check --json's", arguments: [1, 2] as [UInt64])
    func failuresSayWhatCheckSays(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let columns = ["email", "born", "mail", "day"]
        var cells: [[String]] = []
        var table = "id," + columns.joined(separator: ",") + "\n"
        for row in 1...150 {
            let values = columns.map { Self.cell(&random, column: $0) }
            cells.append(values)
            table += "\(row)," + values.map { Self.field($0, &random) }.joined(separator: ",") + "\n"
        }
        let checked = try MaskcProcess.run(["check", "--rules", try RulesCommandTests.file(Self.rules)], input: table)
        #expect(checked.status == 1)
        var failing: [String: [(row: Int, value: String, result: String, messages: [String])]] = [:]
        for line in checked.output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let row = try #require(object["row"] as? Int)
            let column = try #require(object["column"] as? String)
            let value = try #require(object["value"] as? String)
            let result = try #require(object["result"] as? String)
            let messages = try #require(object["messages"] as? [String])
            failing[column, default: []].append((row, value, result, messages))
        }
        for (index, column) in columns.enumerated() {
            let samples = cells.map { $0[index] }
            // Each sample's messages from the first of the rule's trials that fails it, if any.
            var expected = [[String]?](repeating: nil, count: samples.count)
            for arguments in Self.checks[column]! {
                let judged = try MaskcProcess.run(["check"] + arguments + ["--json", "--"] + samples)
                let verdicts = try judged.output.split(separator: "\n").map { line in
                    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                }
                try #require(verdicts.count == samples.count)
                for (row, verdict) in verdicts.enumerated() where expected[row] == nil && verdict["result"] as? String == "fail" {
                    expected[row] = (verdict["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                }
            }
            let found = failing[column] ?? []
            #expect(found.map(\.row) == expected.indices.filter { expected[$0] != nil }.map { $0 + 1 }, "\(column): the failing rows")
            #expect(found.filter { $0.result == "fail" }.count > 10, "\(column): enough failures said by trials to mean something")
            for written in found {
                #expect(written.value == samples[written.row - 1], "\(column) row \(written.row): the value")
                // A cell the mask does not complete is said of by the rule's own words
                // (`partial`, `illegal`); a trial's failure, in the trial's.
                guard written.result == "fail", let wanted = expected[written.row - 1] else { continue }
                #expect(written.messages == wanted, "\(column) row \(written.row): the messages")
            }
        }
    }
}
