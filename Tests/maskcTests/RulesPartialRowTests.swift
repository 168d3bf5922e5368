import Foundation
import Testing
import TestSupport

/// A `partial` cell of a fixed row's rule (`+7 (912) 34` under `+7 (DDD) DDD-DD-DD`), whose
/// messages `check --rules` writes from tails made once a printed length
/// (`PartialRowTails`): they must be what the mask says of the cell's printed form, as
/// `maskc transform` prints it and `maskc check --trial mask --exact` judges it.
@Suite("maskc check --rules: a fixed row's partial cells")
struct RulesPartialRowTests {
    /// A piece of a row mask: a digit position (a class, a set or a literal digit) and the
    /// digits it takes, or a symbol.
    static let pieces: [(pattern: String, digits: String)] = [
        ("D", "0123456789"), ("D", "0123456789"), ("D", "0123456789"), ("7", "7"), ("1", "1"),
        ("[0-3]", "0123"), ("[5-9]", "56789"), ("[13579]", "13579"),
        ("-", ""), (" ", ""), ("(", ""), (")", ""), ("+", ""), (".", ""), ("/", ""), (":", ""),
    ]

    /// A row mask of 2 to 14 pieces with at least two digit positions, and one of its texts,
    /// each digit drawn from its position's set.
    static func row(_ random: inout SeededGenerator) -> (pattern: String, text: String) {
        var pattern = ""
        var text = ""
        var digitPositions = 0
        while pattern.isEmpty || digitPositions < 2 || Int.random(in: 0..<4, using: &random) > 0 && text.count < 14 {
            let piece = pieces.randomElement(using: &random)!
            pattern += piece.pattern
            if piece.digits.isEmpty {
                text += piece.pattern
            } else {
                text.append(piece.digits.randomElement(using: &random)!)
                digitPositions += 1
            }
        }
        return (pattern, text)
    }

    /// Cells of the row: starts of its texts (what the quick reading prints as partial),
    /// now and then with a symbol or a digit dropped, or its digits alone cut short.
    static func cells(_ random: inout SeededGenerator, pattern: String, text: () -> String) -> [String] {
        (0..<24).map { _ in
            let whole = Array(text())
            var cell = Array(whole.prefix(Int.random(in: 1..<whole.count, using: &random)))
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where cell.count > 1: cell.remove(at: Int.random(in: 0..<cell.count, using: &random))
            case 1: cell = cell.filter(\.isNumber)
            default: break
            }
            return cell.isEmpty ? "1" : String(cell)
        }
    }

    @Test("a partial cell's messages are the mask's on its printed form", arguments: [50, 51, 52] as [UInt64])
    func partialMessagesAreTheMasks(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var partials = 0
        for _ in 0..<12 {
            let pattern = Self.row(&random).pattern
            // A fresh text of the same row for each cell: their digits differ.
            var digits = SeededGenerator(seed: UInt64.random(in: 0..<1 << 40, using: &random))
            let cells = Self.cells(&random, pattern: pattern) { Self.text(of: pattern, &digits) }
            let rules = "{\"c\": {\"mask\": \"" + Self.jsonEscaped(pattern) + "\"}}"
            let table = "c\n" + cells.map { "\"" + $0 + "\"" }.joined(separator: "\n") + "\n"
            let checked = try MaskcProcess.run(["check", "--rules", try RulesCommandTests.file(rules)], input: table)
            #expect(checked.errors.isEmpty, "\(pattern): \(checked.errors)")
            var written: [Int: [String]] = [:]
            for line in checked.output.split(separator: "\n") {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                guard object["result"] as? String == "partial" else { continue }
                written[try #require(object["row"] as? Int)] = try #require(object["messages"] as? [String])
            }
            guard !written.isEmpty else { continue }
            let rows = written.keys.sorted()
            let printed = try MaskcProcess.run(["transform", "-m", pattern, "--"] + rows.map { cells[$0 - 1] })
            let forms = printed.output.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows.count).map(String.init)
            try #require(forms.count == rows.count, "\(pattern): a printed form a cell")
            let judged = try MaskcProcess.run(["check", "--trial", "mask", "-m", pattern, "--exact", "--json", "--"] + forms)
            let verdicts = try judged.output.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
            try #require(verdicts.count == rows.count)
            for (row, verdict) in zip(rows, verdicts) {
                let wanted = (verdict["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                #expect(written[row] == wanted, "\(pattern): cell '\(cells[row - 1])' printed '\(forms[rows.firstIndex(of: row)!])'")
                partials += 1
            }
        }
        #expect(partials > 60, "enough partial cells to mean something")
    }

    /// The tails are made by the first judge that meets a partial cell, not when the rules
    /// load: with several threads, judges of different blocks race on that first make. Every
    /// partial cell of a large table (cut into many blocks) must say what one thread says,
    /// and what the mask says of its printed form.
    @Test("partial cells judged on several threads, the tails made on first use", arguments: [2, 3, 4])
    func partialCellsOnSeveralThreads(jobs: Int) throws {
        let rules = try RulesCommandTests.file(#"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#)
        let starts = ["+7 (912", "+7 (912) 34", "+7 (9", "+7 (912) 345-6", "791", "+7 (912) 345-67-8"]
        // Every 97th row partial, the rest whole: the partial cells fall in every block.
        let rows = (0..<200_000).map { $0 % 97 == 0 ? starts[$0 / 97 % starts.count] : "+7 (912) 345-67-89" }
        let table = "phone\n" + rows.map { "\"" + $0 + "\"" }.joined(separator: "\n") + "\n"
        let one = try MaskcProcess.run(["check", "--rules", rules, "--jobs", "1"], input: table)
        let many = try MaskcProcess.run(["check", "--rules", rules, "--jobs", String(jobs)], input: table)
        #expect(one.errors.isEmpty && many.errors.isEmpty)
        #expect(many.output == one.output)
        let lines = one.output.split(separator: "\n")
        #expect(lines.count == (rows.count + 96) / 97)
        var said: [String: [String]] = [:]
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["result"] as? String == "partial")
            said[try #require(object["value"] as? String)] = try #require(object["messages"] as? [String])
        }
        try #require(said.count == starts.count)
        let printed = try MaskcProcess.run(["transform", "-m", "+7 (DDD) DDD-DD-DD", "--"] + starts)
        let forms = printed.output.split(separator: "\n").map(String.init)
        let judged = try MaskcProcess.run(["check", "--trial", "mask", "-m", "+7 (DDD) DDD-DD-DD", "--exact", "--json", "--"] + forms)
        for (start, line) in zip(starts, judged.output.split(separator: "\n")) {
            let verdict = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let wanted = (verdict["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(said[start] == wanted, "'\(start)'")
        }
    }

    /// A text of `pattern` (made of ``pieces``), each digit drawn from its position's set.
    static func text(of pattern: String, _ random: inout SeededGenerator) -> String {
        var text = ""
        var rest = Substring(pattern)
        while !rest.isEmpty {
            let piece = pieces.first { !$0.pattern.isEmpty && rest.hasPrefix($0.pattern) }!
            rest = rest.dropFirst(piece.pattern.count)
            text += piece.digits.isEmpty ? piece.pattern : String(piece.digits.randomElement(using: &random)!)
        }
        return text
    }

    static func jsonEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
