import Foundation
import Testing
import TestSupport

/// `maskc check --rules` and `maskc transform --rules` over CSV and JSON Lines tables.
@Suite("maskc check --rules and transform --rules")
struct RulesCommandTests {
    static let rules = #"""
        {
          "phone": { "masks": ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD"] },
          "email": { "trials": [ { "trial": "email" } ] },
          "born":  { "preset": "date-iso", "allowBlank": true }
        }
        """#

    /// Writes `text` to a fresh temporary file and returns its path.
    static func file(_ text: String, _ name: String = "rules.json") throws -> String {
        try file(Data(text.utf8), name)
    }

    /// Writes `bytes` to a fresh file in the test process's scratch directory (removed when
    /// the process exits) and returns its path.
    static func file(_ bytes: Data, _ name: String) throws -> String {
        try ScratchDirectory.file(named: name, bytes).path
    }

    static func check(_ input: String, rules: String = rules, _ extra: [String] = []) throws -> MaskcProcess.Result {
        try MaskcProcess.run(["check", "--rules", try file(rules)] + extra, input: input)
    }

    static func transform(_ input: String, rules: String = rules, _ extra: [String] = []) throws -> MaskcProcess.Result {
        try MaskcProcess.run(["transform", "--rules", try file(rules)] + extra, input: input)
    }

    static let table = """
        id,phone,email,born
        1,+7 (912) 345-67-89,ann@example.com,1990-01-31
        2,79123456789,bob@,
        3,"+7 (912) 34",x@y.org,2023-02-29

        """

    // MARK: check --rules

    @Test("one JSON object a failing cell, rows numbered from the first data row")
    func failingCells() throws {
        let run = try Self.check(Self.table)
        #expect(run.output == """
            {"row":2,"column":"email","value":"bob@","result":"fail","messages":["is not a valid e-mail address"]}
            {"row":3,"column":"phone","value":"+7 (912) 34","result":"partial","messages":["is incomplete: expected a digit at 11"]}
            {"row":3,"column":"born","value":"2023-02-29","result":"fail","messages":["is not a real date"]}

            """)
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
    }

    /// The quick lane asks the e-mail walk before its ASCII and white-space tests (a valid
    /// address passes those): cells that fail those tests are still the judge's to say of.
    @Test("e-mail cells with white space, non-ASCII bytes, nothing, or past the walked length are judged as before")
    func emailEdges() throws {
        let long = String(repeating: "u", count: 10) + "@" + String(repeating: "d", count: 60) + ".org"
        let cells = ["a@b.co", "\" a@b.co\"", "é@x.com", "a@bücher.de", "", "\"\t\"", long, long + "é", "\"a@b.co \""]
        let input = "id,email\n" + cells.enumerated().map { "\($0.offset + 1),\($0.element)\n" }.joined()
        let run = try Self.check(input, rules: #"{"email": {"trials": [{"trial": "email"}]}}"#, ["--summary=json"])
        let failure = { (row: Int, value: String) in
            #"{"row":\#(row),"column":"email","value":"\#(value)","result":"fail","messages":["is not a valid e-mail address"]}"#
        }
        #expect(run.output == [
            failure(2, " a@b.co"), failure(3, "é@x.com"), failure(4, "a@bücher.de"), failure(5, ""), failure(6, #"\t"#),
            failure(8, long + "é"), failure(9, "a@b.co "),
            #"{"summary":{"rows":9,"malformed":0,"dropped":0,"columns":{"email":{"checked":9,"passed":2,"failed":7,"blank":0}}}}"#,
        ].map { $0 + "\n" }.joined())
        #expect(run.status == 1)
    }

    @Test("a passing table prints nothing and exits 0; --summary counts per column")
    func summary() throws {
        let good = "phone,email,born\n79123456789,a@b.co,\n"
        let run = try Self.check(good, ["--summary"])
        #expect(run.output.isEmpty)
        #expect(run.status == 0)
        #expect(run.errors == """
            phone: 1 checked, 1 passed, 0 failed, 0 blank
            email: 1 checked, 1 passed, 0 failed, 0 blank
            born: 1 checked, 1 passed, 0 failed, 1 blank
            1 rows, 0 malformed

            """)
        let json = try Self.check(Self.table, ["--summary=json"])
        let last = json.output.split(separator: "\n").last.map(String.init)
        #expect(last == #"{"summary":{"rows":3,"malformed":0,"dropped":0,"columns":{"phone":{"checked":3,"passed":2,"failed":1,"blank":0},"email":{"checked":3,"passed":2,"failed":1,"blank":0},"born":{"checked":3,"passed":2,"failed":1,"blank":1}}}}"#)
    }

    @Test("a cell is judged as a value: raw digits pass a mask, an unspaced card and an electronic IBAN pass their presets")
    func valuesNotCharacters() throws {
        let rules = #"{"card": {"preset": "card"}, "iban": {"preset": "iban"}}"#
        let run = try Self.check("card,iban\n4111111111111111,GB82WEST12345698765432\n", rules: rules)
        #expect(run.output.isEmpty)
        #expect(run.status == 0)
        let exact = #"{"card": {"preset": "card", "exact": true}}"#
        let written = try Self.check("card\n4111111111111111\n4111 1111 1111 1111\n", rules: exact)
        #expect(written.output.hasPrefix(#"{"row":1,"column":"card","value":"4111111111111111","result":"#))
        #expect(written.output.split(separator: "\n").count == 1)
    }

    @Test("letters the mask takes nowhere are part of the value: illegal with at, never laundered")
    func droppedLetters() throws {
        let run = try Self.check("phone\n+7 912 345 67 89 ext\n+7 (912) 345-67-890\n", rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#)
        #expect(run.output == """
            {"row":1,"column":"phone","value":"+7 912 345 67 89 ext","result":"illegal","at":17,"messages":["has a letter or digit at 17 that the mask has no place for"]}
            {"row":2,"column":"phone","value":"+7 (912) 345-67-890","result":"illegal","at":18,"messages":["has a letter or digit at 18 that the mask has no place for"]}

            """)
    }

    @Test("a typed separator closes a number: 256.1.1.1 never passes as 25.6.1.11, nor as 25.1.1.1")
    func movedSeparators() throws {
        let run = try Self.check("ip\n256.1.1.1\n1.2.3.256\n192.0.2.1\n", rules: #"{"ip": {"preset": "ipv4"}}"#)
        // The typed dots close each number (docs/editing.md, rule 6): the digit that makes it
        // no octet has no place, rather than moving on across a dot.
        #expect(run.output == """
            {"row":1,"column":"ip","value":"256.1.1.1","result":"illegal","at":2,"messages":["has a letter or digit at 2 that the mask has no place for"]}
            {"row":2,"column":"ip","value":"1.2.3.256","result":"illegal","at":8,"messages":["has a letter or digit at 8 that the mask has no place for"]}

            """)
        #expect(run.status == 1)
        // The same cells, one at a time, fail `maskc check --preset` too: one reading of a value.
        for sample in ["256.1.1.1", "1.2.3.256"] {
            #expect(try MaskcProcess.run(["check", "--preset", "ipv4", sample]).status == 1)
        }
    }

    @Test("a rule's message replaces the trials' own; optimistic and trials apply to a mask's printed form")
    func messageAndTrials() throws {
        let rules = #"{"code": {"mask": "UU-DDD", "optimistic": true, "trials": [{"trial": "length", "maximum": 6}], "message": "bad code"}}"#
        let run = try Self.check("code\nAB123\nAB-12\n", rules: rules)
        #expect(run.output == #"{"row":2,"column":"code","value":"AB-12","result":"partial","messages":["bad code"]}"# + "\n")
    }

    // MARK: Errors in the rules or the header: exit 2, nothing written

    @Test("rule errors name their JSON path, exit 2, and nothing is written", arguments: [
        (#"{"phone": {"mask": "+7 (D{"}}"#, "$.phone.mask: bad mask"),
        (#"{"phone": {"mask": "DD", "colour": 1}}"#, "$.phone.colour: unknown key 'colour'"),
        (#"{"phone": {"trials": [{"trial": "length", "maxi": 3}]}}"#, "$.phone.trials[0]: unknown key 'maxi'"),
        (#"{"phone": {"trials": [{"trial": "nope"}]}}"#, "$.phone.trials[0]: unknown trial 'nope'"),
        (#"{"phone": {"preset": "telephone"}}"#, "$.phone.preset: unknown preset 'telephone'"),
        (#"{"phone": {"regex": "[0-9"}}"#, "$.phone.regex: bad regex"),
        (#"{"phone": {"mask": "DD", "preset": "phone"}}"#, "$.phone: give one of mask, masks, preset and regex"),
        (#"{"phone": {"allowBlank": true}}"#, "$.phone: the rule checks nothing"),
        (#"{"phone": {"mask": "DD", "optimistic": "yes"}}"#, "$.phone.optimistic: expected true or false"),
        (#"{"phone": {"mask": "DD"}, "fax": {"mask": "DD"}}"#, "$.fax: the column 'fax' is not in the header"),
        (#"["phone"]"#, "$: expected an object"),
        (#"{"phone": {"mask": "DD"}"#, "$: not valid JSON"),
    ])
    func ruleErrors(rules: String, expected: String) throws {
        let run = try Self.check("phone\n12\n1\n", rules: rules)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains(expected), "\(run.errors)")
    }

    // MARK: Robustness: never trap, never drop a row silently

    @Test("malformed records are reported with their line numbers and the run goes on; --strict stops with 2")
    func malformedRecords() throws {
        let input = "phone,note\n79123456789\n\"7912345678\"x,a\n\"79123456789\",\"a\nb\"\n7912,b,c\n79123456789,\"open\n"
        let run = try Self.check(input, rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#)
        #expect(run.output == """
            {"row":1,"line":2,"result":"malformed","messages":["line 2: malformed record: 1 field where the header has 2"]}
            {"row":2,"line":3,"result":"malformed","messages":["line 3: malformed record: text after a closing quote"]}
            {"row":4,"line":6,"result":"malformed","messages":["line 6: malformed record: 3 fields where the header has 2"]}
            {"row":5,"line":7,"result":"malformed","messages":["line 7: malformed record: a quoted field never ends"]}

            """)
        #expect(run.status == 1)
        let strict = try Self.check(input, rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#, ["--strict"])
        #expect(strict.status == 2)
        #expect(strict.output.isEmpty)
        #expect(strict.errors.contains("line 2: malformed record: 1 field where the header has 2 (--strict)"))
    }

    @Test("CRLF, a BOM, invalid UTF-8, an empty file and a header-only file")
    func robustness() throws {
        let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#
        let crlf = try Self.transform("\u{FEFF}id,phone\r\n1,79123456789\r\n2,\"7912\"\r\n", rules: rules)
        #expect(crlf.output == "\u{FEFF}id,phone\r\n1,+7 (912) 345-67-89\r\n2,\"7912\"\r\n")
        #expect(crlf.status == 1)
        var invalid = Data("phone\n".utf8)
        invalid.append(contentsOf: [0x37, 0x39, 0xFF, 0x0A])
        let bad = try MaskcProcess.run(["check", "--rules", try Self.file(rules)], input: invalid)
        #expect(bad.output == #"{"row":1,"column":"phone","value":"79\#u{FFFD}","result":"not text","messages":["is not valid UTF-8"]}"# + "\n")
        #expect(bad.status == 1)
        let empty = try Self.check("", rules: rules)
        #expect(empty.status == 2)
        #expect(empty.errors.contains("no header row"))
        let headerOnly = try Self.check("phone\r\n", rules: rules)
        #expect(headerOnly.status == 0)
        #expect(headerOnly.output.isEmpty)
        let emptyLines = try Self.check("", rules: rules, ["--jsonl"])
        #expect(emptyLines.status == 0)
    }

    // MARK: transform --rules

    @Test("transform rewrites masked cells and keeps everything else byte for byte")
    func transformKeepsBytes() throws {
        let input = "note,phone,email\n\"a, \"\"quoted\"\" note\",79123456789,x@y\n,\"+7 (912) 345-67-89\",\nplain,+7 912 345 67 89,z\n"
        let run = try Self.transform(input, rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "email": {"trials": [{"trial": "email"}]}}"#)
        #expect(run.output == "note,phone,email\n\"a, \"\"quoted\"\" note\",+7 (912) 345-67-89,x@y\n,\"+7 (912) 345-67-89\",\nplain,+7 (912) 345-67-89,z\n")
        #expect(run.status == 1)   // the e-mail cells fail
    }

    @Test("--on-fail keep, empty and drop-row", arguments: [
        ("keep", "phone,n\n+7 (912) 345-67-89,1\n\"7912\",2\n12x,3\n"),
        ("empty", "phone,n\n+7 (912) 345-67-89,1\n\"\",2\n,3\n"),
        ("drop-row", "phone,n\n+7 (912) 345-67-89,1\n"),
    ])
    func onFail(policy: String, expected: String) throws {
        let run = try Self.transform("phone,n\n79123456789,1\n\"7912\",2\n12x,3\n", rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#, ["--on-fail", policy])
        #expect(run.output == expected)
        #expect(run.status == 1)
    }

    @Test("a printed value with the delimiter or a quote is quoted; --delimiter reads TSV")
    func quotingAndDelimiter() throws {
        let rules = #"{"amount": {"mask": "D,DDD", "symbols": ","}}"#
        let run = try Self.transform("amount;n\n1234;1\n", rules: rules, ["--delimiter", ";"])
        #expect(run.output == "amount;n\n1,234;1\n")
        let csv = try Self.transform("amount,n\n1234,1\n", rules: rules)
        #expect(csv.output == "amount,n\n\"1,234\",1\n")
        let tsv = try Self.check("n\tphone\n1\t7912\n", rules: #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#, ["--delimiter", "tab"])
        #expect(tsv.output.hasPrefix(#"{"row":1,"column":"phone","value":"7912","result":"partial""#))
    }

    // MARK: JSON Lines

    @Test("JSON Lines: the row is the line number; members are found by name; other bytes kept")
    func jsonLines() throws {
        let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#
        let input = """
            {"id": 1, "phone": "79123456789"}
            {"phone":"+7 (912) 34", "x": [1, {"phone": "nested"}]}
            not json
            {"ph\\u006fne": "7 912 345 67 89", "id": 4}
            {"id": 5, "phone": {"a": 1}}

            """
        let check = try Self.check(input, rules: rules, ["--jsonl"])
        #expect(check.output == """
            {"row":2,"column":"phone","value":"+7 (912) 34","result":"partial","messages":["is incomplete: expected a digit at 11"]}
            {"row":3,"line":3,"result":"malformed","messages":["line 3: malformed record: not a JSON object: expected an object at byte 0"]}
            {"row":5,"column":"phone","value":"{\\"a\\": 1}","result":"not text","messages":["is not a text"]}

            """)
        let transform = try Self.transform(input, rules: rules, ["--jsonl"])
        #expect(transform.output == """
            {"id": 1, "phone": "+7 (912) 345-67-89"}
            {"phone":"+7 (912) 34", "x": [1, {"phone": "nested"}]}
            not json
            {"ph\\u006fne": "+7 (912) 345-67-89", "id": 4}
            {"id": 5, "phone": {"a": 1}}

            """)
    }

    // MARK: Threads and several files

    @Test("--jobs gives the same output in the same order; several files are named")
    func jobsAndFiles() throws {
        var rows = "phone,n\n"
        for index in 0..<50_000 { rows += (index % 7 == 0 ? "7912" : "7912345\(String(format: "%04d", index % 10_000))") + ",\(index)\n" }
        let rules = #"{"phone": {"mask": "+7 (DDD) DDD-DD-DD"}}"#
        let one = try Self.transform(rows, rules: rules)
        let four = try Self.transform(rows, rules: rules, ["--jobs", "4"])
        #expect(one.output == four.output)
        #expect(one.output.split(separator: "\n").count == 50_001)
        let checked = try Self.check(rows, rules: rules, ["--jobs", "3"])
        #expect(checked.output == (try Self.check(rows, rules: rules)).output)
        // A file is judged on every processor by default: the same output, in the same order.
        let fromFile = try MaskcProcess.run(["check", "--rules", try Self.file(rules), try Self.file(rows, "rows.csv")])
        #expect(fromFile.output == checked.output)
        let first = try Self.file("phone\n7912\n", "a.csv")
        let second = try Self.file("phone\n79123456789\n7\n", "b.csv")
        let both = try MaskcProcess.run(["check", "--rules", try Self.file(rules), first, second])
        #expect(both.output.split(separator: "\n").map { $0.hasPrefix("{\"file\":") } == [true, true])
        #expect(both.output.contains(#""row":2,"column":"phone","value":"7""#))
        let missing = try Self.file("other\n1\n", "c.csv")
        let refused = try MaskcProcess.run(["check", "--rules", try Self.file(rules), first, missing])
        #expect(refused.status == 2)
        #expect(refused.output.isEmpty)
    }
}

@Suite("maskc check --rules: options and limits")
struct RulesOptionTests {
    @Test("an optimistic preset rule takes a cell written without the mask's literals, and still runs the preset's trials")
    func optimisticPreset() throws {
        let rules = #"{"born": {"preset": "date-iso", "optimistic": true}}"#
        let run = try RulesCommandTests.check("born\n19900131\n20230229\n", rules: rules)
        #expect(run.output.split(separator: "\n").count == 1)
        #expect(run.output.hasPrefix(#"{"row":2,"column":"born","value":"20230229","result":"fail""#))
    }

    @Test("an optimistic mask rule judges the cell as written, as check --trial mask --optimistic does", arguments: [
        ("2023-02-29)", false), ("20.23.0229", true), ("20230229", true), ("2023-0229", false),
    ])
    func optimisticMaskAsWritten(cell: String, passes: Bool) throws {
        let rules = #"{"d": {"mask": "DD.DD.DDDD", "optimistic": true}}"#
        let run = try RulesCommandTests.check("d\n\(cell)\n", rules: rules)
        #expect(run.status == (passes ? 0 : 1))
        // The same cell, alone, through check: one verdict for one value.
        let single = try MaskcProcess.run(["check", "--trial", "mask", "-m", "DD.DD.DDDD", "--optimistic", cell])
        #expect(single.status == run.status)
    }

    @Test("a record past --max-record stops the run with 2 and says where")
    func maximumRecord() throws {
        let run = try RulesCommandTests.check("phone\n\"" + String(repeating: "7", count: 5000) + "\n", rules: #"{"phone": {"mask": "DD"}}"#, ["--max-record", "1024"])
        #expect(run.status == 2)
        #expect(run.errors.contains("the record at line 2 is longer than 1024 bytes"))
    }

    @Test("--max-record is held to what a field's 31-bit offsets hold, with a usage error past it")
    func maximumRecordCap() throws {
        let most = try RulesCommandTests.check("phone\n12\n", rules: #"{"phone": {"mask": "DD"}}"#, ["--max-record", "2147483647"])
        #expect(most.status == 0)
        let past = try RulesCommandTests.check("phone\n12\n", rules: #"{"phone": {"mask": "DD"}}"#, ["--max-record", "2147483648"])
        #expect(past.status == 2)
        #expect(past.errors.contains("--max-record"))
        #expect(past.output.isEmpty)
    }

    @Test("the rules forms have their own help; --delimiter and --jsonl contradict; --on-fail is checked")
    func usage() throws {
        let help = try MaskcProcess.run(["check", "--rules", "x.json", "--help"])
        #expect(help.output.contains("USAGE: maskc check --rules RULES.json"))
        #expect(help.status == 0)
        let both = try RulesCommandTests.check("a\n", rules: #"{"a": {"mask": "D"}}"#, ["--jsonl", "--delimiter", ";"])
        #expect(both.status == 2)
        #expect(both.errors.contains("--delimiter applies to CSV"))
        let policy = try RulesCommandTests.transform("a\n1\n", rules: #"{"a": {"mask": "D"}}"#, ["--on-fail", "skip"])
        #expect(policy.status == 2)
        #expect(policy.errors.contains("one of keep, empty, drop-row"))
    }
}
