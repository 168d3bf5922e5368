import Foundation
import Testing
import TestSupport

/// Invariants of `check --rules` and `transform --rules` over generated tables: values are
/// kept, not laundered, and the two commands agree.
@Suite("maskc check --rules and transform --rules: properties")
struct RulesPropertyTests {
    static let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "card": {"preset": "card", "allowBlank": true}, "note": {"trials": [{"trial": "length", "maximum": 12}]}}"#

    /// A table of `rows` rows whose cells are valid, raw, half-formatted and broken values,
    /// quoted or not, with CRLF and LF line ends mixed.
    static func table(rows: Int, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in "0123456789".randomElement(using: &random)! }) }
        var text = "id,phone,card,note\n"
        for row in 1...rows {
            let number = digits(10)
            let phone = [
                "+7 (\(number.prefix(3))) \(number.dropFirst(3).prefix(3))-\(number.dropFirst(6).prefix(2))-\(number.suffix(2))",
                "7" + number, "+7 " + number, "\"+7 (\(number.prefix(3))) \(number.dropFirst(3))\"", "7" + number + digits(1),
                "7" + number.prefix(6), number.prefix(4) + "x" + number.suffix(6), "",
            ].randomElement(using: &random)!
            let card = ["4111111111111111", "4111 1111 1111 1111", "\"4111 1111 1111 1112\"", "", "5555555555554444", "41111"].randomElement(using: &random)!
            let note = ["", "ok", "\"a, b\"", "\"say \"\"hi\"\"\"", "a rather long note"].randomElement(using: &random)!
            text += "\(row),\(phone),\(card),\(note)" + (Bool.random(using: &random) ? "\r\n" : "\n")
        }
        return text
    }

    /// The failing (row, column) pairs of a check's output.
    static func failures(_ output: String) -> [String] {
        output.split(separator: "\n").map { line in
            String(line.prefix { $0 != "v" })   // {"row":N,"column":"NAME",
        }
    }

    @Test("transform is idempotent, and checking its output fails exactly the cells that failed before", arguments: [1, 2, 3] as [UInt64])
    func transformThenCheck(seed: UInt64) throws {
        let input = Self.table(rows: 400, seed: seed)
        let transformed = try RulesCommandTests.transform(input, rules: Self.rules)
        let again = try RulesCommandTests.transform(transformed.output, rules: Self.rules)
        #expect(again.output == transformed.output)
        let before = try RulesCommandTests.check(input, rules: Self.rules)
        let after = try RulesCommandTests.check(transformed.output, rules: Self.rules)
        #expect(Self.failures(after.output) == Self.failures(before.output))
        #expect(!Self.failures(before.output).isEmpty)
        // Failing cells are kept as they were (--on-fail keep): the values that fail are the same.
        let failingValues = { (output: String) in output.split(separator: "\n").map { $0.split(separator: ",\"result\"").first.map(String.init) ?? "" } }
        #expect(failingValues(after.output) == failingValues(before.output))
    }

    @Test("--jobs and a batch boundary change nothing; every row comes out once, in order", arguments: [7] as [UInt64])
    func everyRowOnce(seed: UInt64) throws {
        let input = Self.table(rows: 3000, seed: seed)
        let one = try RulesCommandTests.transform(input, rules: Self.rules)
        let threads = try RulesCommandTests.transform(input, rules: Self.rules, ["--jobs", "3"])
        #expect(threads.output == one.output)
        let ids = one.output.split(whereSeparator: \.isNewline).dropFirst().map { $0.prefix { $0 != "," } }
        #expect(ids == (1...3000).map { Substring(String($0)) })
    }

    /// A rule whose whole check starts with its mask runs only the trials after the mask on
    /// a cell complete for it (the judge has just walked the mask): the verdicts must be
    /// `maskc check`'s, cell by cell, whatever the rule's form.
    @Test("each rule passes exactly the cells that maskc check passes with the same mask and trials", arguments: [
        (#"{"v": {"preset": "date-iso"}}"#, ["--preset", "date-iso"]),
        (#"{"v": {"mask": "DDDD-DD-DD", "trials": [{"trial": "date"}]}}"#, ["--trial", "mask", "-m", "DDDD-DD-DD", "--trial", "date"]),
        (#"{"v": {"preset": "date-iso", "trials": [{"trial": "date", "layout": "YYYY-DD-MM"}]}}"#,
         ["--preset", "date-iso", "--trial", "date", "--layout", "YYYY-DD-MM"]),
        (#"{"v": {"preset": "card", "trials": [{"trial": "length", "maximum": 19}]}}"#, ["--preset", "card", "--trial", "length", "--maximum", "19"]),
    ])
    func sameVerdictsAsCheck(rules: String, check: [String]) throws {
        var random = SeededGenerator(seed: 23)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in "0123456789".randomElement(using: &random)! }) }
        var samples: [String] = []
        for _ in 0..<300 {
            let year = digits(4)
            let (month, day) = (["01", "02", "04", "12", "13", "00"].randomElement(using: &random)!, ["01", "12", "28", "29", "30", "31", "32"].randomElement(using: &random)!)
            samples.append([
                "\(year)-\(month)-\(day)", "\(year)-\(month)-\(day)", "\(year)-\(month)-\(day)", "\(year)\(month)\(day)", "\(year)-\(month)-\(day)x",
                "4111111111111111", "4111 1111 1111 1111", "4111 1111 1111 111" + digits(1), "5" + digits(15), "3" + digits(14), digits(19),
            ].randomElement(using: &random)!)
        }
        let table = "v\n" + samples.joined(separator: "\n") + "\n"
        let rulesRun = try RulesCommandTests.check(table, rules: rules)
        let failingRows = Set(rulesRun.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(#"{"row":"#) else { return nil }
            return Int(line.dropFirst(7).prefix { $0.isNumber })
        })
        let checkRun = try MaskcProcess.run(["check"] + check, input: samples.joined(separator: "\n") + "\n")
        let verdicts = checkRun.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(verdicts.count == samples.count)
        let failingSamples = Set(verdicts.enumerated().filter { !$0.element.hasPrefix("pass") }.map { $0.offset + 1 })
        #expect(failingRows == failingSamples)
        // Both verdicts are given: the comparison is not of one answer.
        #expect(failingRows.count > 10 && failingRows.count < samples.count - 10, "\(failingRows.count) of \(samples.count) fail")
    }

    /// A date rule's fused check (the calendar's word test for the strict walk and the trial)
    /// is taken only when its mask takes every day the layout writes, which the rules prove
    /// when they load, walking the days that share a start together: with the layout's day
    /// first, month first or year first, and masks that refuse some years or some days, the
    /// verdicts must be `maskc check`'s, cell by cell.
    @Test("a date rule passes exactly the cells that maskc check passes, whatever its layout and mask", arguments: [
        ("DD.DD.DDDD", "DD.MM.YYYY"), ("<01-28>.DD.DDDD", "DD.MM.YYYY"), ("DD/DD/DDDD", "MM/DD/YYYY"),
        ("<01-12>/<01-30>/DDDD", "MM/DD/YYYY"), ("<1900-2099>-DD-DD", "YYYY-MM-DD"), ("DDDD-DD-DD", "YYYY-MM-DD"),
    ])
    func dateVerdictsAsCheck(mask: String, layout: String) throws {
        var random = SeededGenerator(seed: 54)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in "0123456789".randomElement(using: &random)! }) }
        var samples: [String] = []
        for _ in 0..<300 {
            let year = ["19", "20", digits(2)].randomElement(using: &random)! + digits(2)
            let month = ["01", "02", "04", "12", "13", "00"].randomElement(using: &random)!
            let day = ["01", "12", "28", "29", "30", "31", "32"].randomElement(using: &random)!
            samples.append(layout.replacingOccurrences(of: "YYYY", with: year)
                .replacingOccurrences(of: "MM", with: month).replacingOccurrences(of: "DD", with: day))
        }
        let rules = #"{"v": {"mask": "\#(mask)", "trials": [{"trial": "date", "layout": "\#(layout)"}]}}"#
        let rulesRun = try RulesCommandTests.check("v\n" + samples.joined(separator: "\n") + "\n", rules: rules)
        let failingRows = Set(rulesRun.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(#"{"row":"#) else { return nil }
            return Int(line.dropFirst(7).prefix { $0.isNumber })
        })
        let checkRun = try MaskcProcess.run(
            ["check", "--trial", "mask", "-m", mask, "--trial", "date", "--layout", layout], input: samples.joined(separator: "\n") + "\n")
        let verdicts = checkRun.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(verdicts.count == samples.count)
        let failingSamples = Set(verdicts.enumerated().filter { !$0.element.hasPrefix("pass") }.map { $0.offset + 1 })
        #expect(failingRows == failingSamples)
        // Both verdicts are given: the comparison is not of one answer.
        #expect(failingRows.count > 10 && failingRows.count < samples.count - 10, "\(failingRows.count) of \(samples.count) fail")
    }
}
