import Foundation
import Testing
import TestSupport

/// A rule naming a phone preset judges a cell as `maskc check --preset NAME [--region R]`
/// judges the same text, and `transform --rules` writes what `transform --preset` prints.
@Suite("maskc check --rules and transform --rules: phone presets")
struct RulesPhoneTests {
    /// Phone texts of many forms: international, national, raw digits, `00`, letters, stray
    /// symbols, too short and too long, empty.
    static func phoneTexts(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in "0123456789".randomElement(using: &random)! }) }
        return (0..<count).map { _ in
            let national = digits(Int.random(in: 8...11, using: &random))
            return [
                "+44 20 7123 " + digits(4), "447700900" + digits(3), "+447700 900" + digits(3), "020 7123 " + digits(4),
                "07700 900" + digits(3), "7912" + digits(7), "+7 912 " + digits(3) + "-" + digits(2) + "-" + digits(2),
                "8 (912) " + digits(3) + "-" + digits(4), "+1 (201) 555-" + digits(4), "(201) 555-" + digits(4),
                "0044 (0) 20 7946 " + digits(4) + " ext 12", "+" + national, national, "+40" + digits(7),
                "+44 20 7123!" + digits(4), "+1 :(201) 555-" + digits(4), "+33 6 " + digits(8), "+49 30 " + digits(7),
                "+44 20 7123 45x7", "+", "", "tel: +44 20 7123 " + digits(4), "+44 ٢٠ 7123 " + digits(4),
            ].randomElement(using: &random)!
        }
    }

    /// A one-column CSV of the texts, every cell quoted.
    static func table(_ texts: [String]) -> String {
        "phone\n" + texts.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: "\n") + "\n"
    }

    static func rules(_ preset: String, region: String?) -> String {
        region.map { #"{"phone": {"preset": "\#(preset)", "region": "\#($0)"}}"# } ?? #"{"phone": {"preset": "\#(preset)"}}"#
    }

    static func jsonLines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("check --rules fails the cells check --preset fails, with its messages, and only them", arguments: [
        ("phone", nil), ("phone", "GB"), ("phone-e164", nil), ("phone-e164", "RU"), ("phone-national", nil), ("phone-national", "US"),
    ] as [(String, String?)])
    func sameVerdictsAsCheckPreset(preset: String, region: String?) throws {
        let texts = Self.phoneTexts(count: 300, seed: 45)
        let rulesRun = try RulesCommandTests.check(Self.table(texts), rules: Self.rules(preset, region: region))
        #expect(rulesRun.errors.isEmpty)
        var failures: [Int: [String: Any]] = [:]
        for object in try Self.jsonLines(rulesRun.output) { failures[try #require(object["row"] as? Int)] = object }
        let presetRun = try MaskcProcess.run(["check", "--preset", preset, "--json"] + (region.map { ["--region", $0] } ?? []),
                                             input: texts.joined(separator: "\n") + "\n")
        let verdicts = try Self.jsonLines(presetRun.output)
        try #require(verdicts.count == texts.count)
        for (index, verdict) in verdicts.enumerated() {
            let failure = failures[index + 1]
            if verdict["result"] as? String == "pass" {
                #expect(failure == nil, "\(texts[index]): \(failure ?? [:])")
                continue
            }
            let expected = (verdict["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            #expect(failure?["result"] as? String == "fail", "\(texts[index])")
            #expect(failure?["messages"] as? [String] == expected, "\(texts[index])")
            #expect(failure?["value"] as? String == texts[index])
        }
        // Both verdicts are given: the comparison is not of one answer.
        #expect(failures.count > 20 && failures.count < texts.count - 20, "\(failures.count) of \(texts.count) fail")
        #expect(rulesRun.status == (failures.isEmpty ? 0 : 1))
    }

    @Test("transform --rules writes what transform --preset prints for a passing cell, and keeps or empties a failing one", arguments: [
        ("phone", nil), ("phone", "GB"), ("phone-e164", "RU"), ("phone-national", nil), ("phone-national", "US"),
    ] as [(String, String?)])
    func sameTextAsTransformPreset(preset: String, region: String?) throws {
        let texts = Self.phoneTexts(count: 200, seed: 46)
        let regionArguments = region.map { ["--region", $0] } ?? []
        let input = texts.joined(separator: "\n") + "\n"
        let printed = try MaskcProcess.run(["transform", "--preset", preset] + regionArguments, input: input).output.split(separator: "\n", omittingEmptySubsequences: false)
        let verdicts = try MaskcProcess.run(["check", "--preset", preset] + regionArguments, input: input).output.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(printed.count == texts.count + 1 && verdicts.count == texts.count + 1)
        for onFail in ["keep", "empty"] {
            let run = try RulesCommandTests.transform(Self.table(texts), rules: Self.rules(preset, region: region), ["--on-fail", onFail])
            let cells = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast().map { line in
                line.hasPrefix("\"") ? String(line.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"") : String(line)
            }
            try #require(cells.count == texts.count)
            var passing = 0
            for index in texts.indices {
                if verdicts[index] == "pass" {
                    passing += 1
                    #expect(cells[index] == String(printed[index]), "\(texts[index])")
                } else {
                    #expect(cells[index] == (onFail == "keep" ? texts[index] : ""), "\(texts[index])")
                }
            }
            #expect(passing > 20 && passing < texts.count - 20, "\(passing) of \(texts.count) pass")
        }
    }

    @Test("the rule's own trials judge the printed number, after the preset's check")
    func trialsAfterCheck() throws {
        let rules = #"{"phone": {"preset": "phone", "region": "GB", "trials": [{"trial": "length", "maximum": 15}]}}"#
        let run = try RulesCommandTests.check("phone\n020 7123 4567\n07700 900123\n020 71\n", rules: rules)
        #expect(run.output == """
            {"row":1,"column":"phone","value":"020 7123 4567","result":"fail","messages":["is too long (at most 15 characters)"]}
            {"row":3,"column":"phone","value":"020 71","result":"fail","messages":["is too short for +44 (national numbers of 7, 9, 10 digits)"]}

            """)
        #expect(run.status == 1)
    }

    @Test("region: an ISO 3166 code, for a phone preset read as a value only; exact keeps the preset's masks", arguments: [
        (#"{"phone": {"preset": "phone", "region": "XX"}}"#, "$.phone.region: expected an ISO 3166 region code that libphonenumber's metadata knows (GB, US, RU, ...), not 'XX'"),
        (#"{"phone": {"preset": "phone", "region": 44}}"#, "$.phone.region: expected a string"),
        (#"{"phone": {"preset": "card", "region": "GB"}}"#, "$.phone.region: region goes with a phone preset"),
        (#"{"phone": {"mask": "DD", "region": "GB"}}"#, "$.phone.region: region goes with a phone preset"),
        (#"{"phone": {"preset": "phone", "exact": true, "region": "GB"}}"#, "$.phone.region: region goes with a phone preset"),
    ])
    func regionErrors(rules: String, expected: String) throws {
        let run = try RulesCommandTests.check("phone\n12\n", rules: rules)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }
}
