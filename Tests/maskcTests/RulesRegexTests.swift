import Testing

/// The `regex` rule key: a column judged by a regular expression (docs/regex.md), matched as
/// a whole on the cell as written.
@Suite("maskc check --rules: regex rules")
struct RulesRegexTests {
    static let code = #"{"code": {"regex": "[A-Z]{2}-\\d{3}"}}"#

    @Test("a cell passes when the expression matches all of it; partial and illegal (with at) otherwise")
    func wholeMatch() throws {
        let run = try RulesCommandTests.check("code\nAB-123\nAB-12\nAB-1234\nab-123\nxAB-123\n", rules: Self.code)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix(#"{"row":2,"column":"code","value":"AB-12","result":"partial","messages":["#))
        #expect(lines[1].hasPrefix(#"{"row":3,"column":"code","value":"AB-1234","result":"illegal","at":6,"messages":["#))
        #expect(lines[2].hasPrefix(#"{"row":4,"column":"code","value":"ab-123","result":"illegal","at":0,"messages":["#))
        #expect(lines[3].hasPrefix(#"{"row":5,"column":"code","value":"xAB-123","result":"illegal","at":0,"messages":["#))
        #expect(run.status == 1)
    }

    @Test("a regex is judged as written, never read into a value: a missing separator fails")
    func asWritten() throws {
        // A mask would read AB123 as the value AB-123; an expression has no printed form.
        let run = try RulesCommandTests.check("code\nAB123\n", rules: Self.code)
        #expect(run.output.hasPrefix(#"{"row":1,"column":"code","value":"AB123","result":"illegal","at":2,"#))
        #expect(run.status == 1)
    }

    @Test("the rule's trials and message apply after the expression; allowBlank lets an empty cell pass")
    func trialsMessageAndBlank() throws {
        let rules = #"{"id": {"regex": "[a-z0-9]+", "allowBlank": true, "trials": [{"trial": "length", "maximum": 4}], "message": "bad id"}}"#
        let run = try RulesCommandTests.check("id\nab12\n\"\"\nabc12\nAB\n", rules: rules, ["--summary=json"])
        #expect(run.output == """
            {"row":3,"column":"id","value":"abc12","result":"fail","messages":["bad id"]}
            {"row":4,"column":"id","value":"AB","result":"illegal","at":0,"messages":["bad id"]}
            {"summary":{"rows":4,"malformed":0,"dropped":0,"columns":{"id":{"checked":4,"passed":2,"failed":2,"blank":1}}}}

            """)
    }

    @Test("transform --rules keeps a regex column's cells as written and applies --on-fail")
    func transformKeepsCells() throws {
        let rules = #"{"code": {"regex": "[A-Z]{2}-?\\d{3}"}, "phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#
        let run = try RulesCommandTests.transform("code,phone\nAB123,79123456789\nAB-12,79123456789\n", rules: rules, ["--on-fail", "empty"])
        #expect(run.output == "code,phone\nAB123,+7 (912) 345-67-89\n,+7 (912) 345-67-89\n")
        #expect(run.status == 1)
    }

    @Test("regex rule errors name their JSON path, exit 2, and nothing is written", arguments: [
        (#"{"code": {"regex": "[A-Z"}}"#, "$.code.regex: bad regex:\nregex:1:"),
        (#"{"code": {"regex": "(a)\\1"}}"#, "$.code.regex: bad regex:\nregex:1:"),
        (#"{"code": {"regex": 7}}"#, "$.code.regex: expected a string"),
        (#"{"code": {"regex": "a", "mask": "D"}}"#, "$.code: give one of mask, masks, preset and regex, not mask and regex"),
        (#"{"code": {"regex": "a", "optimistic": true}}"#, "$.code.optimistic: optimistic applies to a mask"),
        (#"{"code": {"regex": "a", "symbols": "-"}}"#, "$.code.symbols: symbols apply to mask or masks"),
    ])
    func ruleErrors(rules: String, expected: String) throws {
        let run = try RulesCommandTests.check("code\nAB-123\n", rules: rules)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }
}
