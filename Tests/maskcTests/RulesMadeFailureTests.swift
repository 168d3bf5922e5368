import Foundation
import Testing
import TestSupport

/// Failures `check --rules` writes from pieces made when the rules load
/// (`RecordJudge+MadeFailure.swift`: the column's head, the value copied a word at a time,
/// the row number made in one word, and the end after the value made once by kind): each
/// line must be the object the documented format writes, byte for byte (made again here by
/// an encoder of the test's own), with the cell as its value and the messages the kind says:
/// a dropped letter or digit at the offset `maskc check --trial mask` names, the rule's
/// `message`, the e-mail trial's and the calendar's one message, a partial phone's message.
@Suite("maskc check --rules: failures written from made pieces")
struct RulesMadeFailureTests {
    static let rules = #"""
        {
          "phone": { "mask": "+7 (DDD) DDD-DD-DD" },
          "code": { "mask": "+7 (DDD) DDD-DD-DD", "message": "bad \"code\"" },
          "mail": { "trials": [ { "trial": "email" } ] },
          "day": { "preset": "date-iso" }
        }
        """#
    static let columns = ["phone", "code", "mail", "day"]
    static let mask = "+7 (DDD) DDD-DD-DD"

    /// A failing phone of every kind the made pieces write (a digit too many at offsets from
    /// 0 to past 64, a letter after the value, letters alone, a start cut short), and now and
    /// then one that goes the long way (a byte to escape, a letter not ASCII) or passes.
    static func phone(_ random: inout SeededGenerator) -> String {
        let digits = String((0..<10).map { _ in Array("0123456789").randomElement(using: &random)! })
        let printed = "+7 (\(digits.prefix(3))) \(digits.dropFirst(3).prefix(3))-\(digits.dropFirst(6).prefix(2))-\(digits.suffix(2))"
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return String(repeating: " ", count: Int.random(in: 0...80, using: &random)) + "7" + digits + "1"
        case 1: return printed + ["x", " ext", "abc", "Z."].randomElement(using: &random)!
        case 2: return ["n/a", "none", "x", "NULL", "tbd-later"].randomElement(using: &random)!
        case 3: return String(printed.prefix(Int.random(in: 4..<17, using: &random)))
        case 4: return printed + String(repeating: "9", count: Int.random(in: 1...3, using: &random))
        case 5: return ["é" + printed, printed + "\"", "a\\b", "\t1"].randomElement(using: &random)!
        case 6: return printed
        default: return "+7 " + digits + String((0..<Int.random(in: 0...40, using: &random)).map { _ in Character("-") }) + "5"
        }
    }

    static func mail(_ random: inout SeededGenerator) -> String {
        ["a@@b.org", "no-at-sign.example.com", "trailing@dot.", "ok@x.org", "sp ace@x.org", String(repeating: "q", count: Int.random(in: 1...60, using: &random)),
         "é@x.org", "q\"@x"].randomElement(using: &random)!
    }

    static func day(_ random: inout SeededGenerator) -> String {
        ["2023-02-29", "1985-04-31", "1990-13-01", "unknown", "2023-01-31", "1990-02-30", "2000-00-10", "20x0-01-01"].randomElement(using: &random)!
    }

    /// A JSON string literal of `text`, as the documented format writes one: quotes and
    /// backslashes escaped (the test's cells to compare hold no other byte to escape).
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A CSV field holding `text`, quoted when it must be.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "\"" || $0 == "," || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether a value is written as it is: ASCII, printable, no quote or backslash.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
    }

    @Test("each failure is the documented object, its value the cell, its messages its kind's", arguments: [1, 2] as [UInt64])
    func madeFailuresAreTheFormats(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        // Two files, so each object starts with its file, and enough rows for row numbers of
        // four digits.
        var cells: [[[String]]] = [[], []]
        var paths: [String] = []
        for file in 0..<2 {
            var table = "id," + Self.columns.joined(separator: ",") + "\n"
            for row in 1...(file == 0 ? 1_200 : 300) {
                let values = [Self.phone(&random), Self.phone(&random), Self.mail(&random), Self.day(&random)]
                cells[file].append(values)
                table += "\(row)," + values.map(Self.field).joined(separator: ",") + "\n"
            }
            paths.append(try RulesCommandTests.file(Data(table.utf8), "table-\(file).csv"))
        }
        let checked = try MaskcProcess.run(["check", "--rules", try RulesCommandTests.file(Self.rules)] + paths)
        #expect(checked.status == 1)
        var illegal: [(value: String, at: Int)] = []
        var kinds: [String: Int] = [:]
        for line in checked.output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let file = try #require(object["file"] as? String)
            let fileIndex = try #require(paths.firstIndex(of: file))
            let row = try #require(object["row"] as? Int)
            let column = try #require(object["column"] as? String)
            let value = try #require(object["value"] as? String)
            let result = try #require(object["result"] as? String)
            let messages = try #require(object["messages"] as? [String])
            let at = object["at"] as? Int
            #expect(value == cells[fileIndex][row - 1][try #require(Self.columns.firstIndex(of: column))], "\(file) row \(row) \(column)")
            guard Self.isPlain(value) else { continue }
            // The documented object, made here.
            let remade = "{\"file\":" + Self.quoted(file) + ",\"row\":\(row),\"column\":" + Self.quoted(column) + ",\"value\":" + Self.quoted(value)
                + ",\"result\":" + Self.quoted(result) + (at.map { ",\"at\":\($0)" } ?? "")
                + ",\"messages\":[" + messages.map(Self.quoted).joined(separator: ",") + "]}"
            #expect(String(line) == remade)
            kinds[column + " " + result, default: 0] += 1
            switch (column, result) {
            case ("code", _):
                #expect(messages == ["bad \"code\""], "\(value)")
            case (_, "illegal"):
                let offset = try #require(at)
                #expect(messages == ["has a letter or digit at \(offset) that the mask has no place for"], "\(value)")
                if column == "phone" { illegal.append((value, offset)) }
            case ("mail", "fail"):
                #expect(messages == ["is not a valid e-mail address"], "\(value)")
            case ("day", "fail"):
                #expect(messages == ["is not a real date"], "\(value)")
            case ("phone", "partial"):
                #expect(messages.count == 1 && messages[0].hasPrefix("is incomplete: expected a digit at "), "\(value)")
            default:
                // Said the long way (a value reading's other outcomes): the same object.
                #expect(!messages.isEmpty, "\(column) \(result): \(value)")
            }
        }
        // The offsets are the ones the value reading names (`check --trial mask`).
        let samples = Array(Set(illegal.map(\.value))).sorted()
        let judged = try MaskcProcess.run(["check", "--trial", "mask", "-m", Self.mask, "--json", "--"] + samples)
        let named = try judged.output.split(separator: "\n").map { line -> Int? in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let text = (object["messages"] as? [[String: Any]])?.first?["text"] as? String ?? ""
            guard let range = text.range(of: #"' at [0-9]+ "#, options: .regularExpression) else { return nil }
            return Int(text[range].dropFirst(5).dropLast())
        }
        try #require(named.count == samples.count)
        let offsets = Dictionary(zip(samples, named), uniquingKeysWith: { first, _ in first })
        for (value, at) in illegal { #expect(offsets[value] == at, "[\(value)]") }
        #expect(illegal.contains { $0.at >= 64 }, "an offset past the made tails")
        for kind in ["phone illegal", "phone partial", "code illegal", "code partial", "mail fail", "day fail", "day illegal"] {
            #expect(kinds[kind, default: 0] > 10, "\(kind): \(kinds)")
        }
    }
}
