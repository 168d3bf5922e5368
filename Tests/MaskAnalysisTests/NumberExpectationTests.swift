import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskRegex
import MaskVM
import Testing

/// Issue 12: `why` names what was expected, number ranges included.
@Suite("Why names number ranges")
struct NumberExpectationTests {
    @Test("a range is named wherever it stands (at the top, under ?, | and counts, beside sets and literals), with its next digits", arguments: [
        // At the top: the range the text stopped in.
        ("<01-12>", "2", "illegal: expected a number from 01 to 12 (a digit 0–1) at 0, found '2'"),
        ("<01-12>", "1", "partial: expected a number from 01 to 12 (a digit 0–2) at 1, found the end of the text"),
        ("<01-12>", "13", "illegal: expected a number from 01 to 12 (a digit 0–2) at 1, found '3'"),
        ("<01-31>.<01-12>", "31.2", "illegal: expected a number from 01 to 12 (a digit 0–1) at 3, found '2'"),
        ("<01-31>.<01-12>", "3x", "illegal: expected a number from 01 to 31 (a digit 0–1) at 1, found 'x'"),
        ("<0-255>.<0-255>", "25.", "partial: expected a number from 0 to 255 (a digit) at 3, found the end of the text"),
        // Under `?`: the range or what follows it.
        ("<1-12>?D", "", "partial: expected a number from 1 to 12 (a digit 1–9) or a digit at 0, found the end of the text"),
        ("<1-12>?", "x", "illegal: expected a number from 1 to 12 (a digit 1–9) or the end of the text at 0, found 'x'"),
        ("<01-12>?.D", "1.", "illegal: expected a number from 01 to 12 (a digit 0–2) at 1, found '.'"),
        // Under `|`, on either side.
        ("<01-12>|D", "x", "illegal: expected a number from 01 to 12 (a digit 0–1) or a digit at 0, found 'x'"),
        ("<01-12>|D", "0x", "illegal: expected a number from 01 to 12 (a digit 1–9) or the end of the text at 1, found 'x'"),
        ("D|<1-12>", "x", "illegal: expected a number from 1 to 12 (a digit 1–9) or a digit at 0, found 'x'"),
        ("<1-12>|[A-F]", "x", "illegal: expected a number from 1 to 12 (a digit 1–9) or a letter A–F at 0, found 'x'"),
        ("[A-F]?<1-12>", "x", "illegal: expected a number from 1 to 12 (a digit 1–9) or a letter A–F at 0, found 'x'"),
        ("<1-5>|<10-12>", "x", "illegal: expected a number from 1 to 5 (a digit 1–5) or a number from 10 to 12 ('1') at 0, found 'x'"),
        // Under counts: each copy, the next number or the end.
        ("<0-255>{2}", "2x", "illegal: expected a number from 0 to 255 (a digit) at 1, found 'x'"),
        ("<0-255>{1,3}", "1.", "illegal: expected a number from 0 to 255 (a digit) or the end of the text at 1, found '.'"),
        ("<1-12>{2,}", "1", "partial: expected a number from 1 to 12 (a digit) at 1, found the end of the text"),
        ("D{2}<01-12>?-", "12x", "illegal: expected a number from 01 to 12 (a digit 0–1) or '-' at 2, found 'x'"),
        // A complete number goes on to what follows it; the digits that do not run on are listed.
        ("<1-12>-?D", "1x", "illegal: expected a number from 1 to 12 (a digit 0–2), a digit or '-' at 1, found 'x'"),
        ("<5-12>", "x", "illegal: expected a number from 5 to 12 ('1' or a digit 5–9) at 0, found 'x'"),
        ("[0-5]|<7-120>", "x", "illegal: expected a number from 7 to 120 (a digit 1–9) or a digit 0–5 at 0, found 'x'"),
    ])
    func named(pattern: String, sample: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(NumberExpectation.description(of: program.matchDetails(sample), text: sample, in: program) == expected)
    }

    @Test("masks without a range, and complete samples, say what match details say", arguments: [
        ("+?7|8(DDD)", "x"),
        ("[A-F]{2}", "x"),
        ("<01-12>", "12"),
        ("DD.<01-12>", "1"),
    ])
    func unchanged(pattern: String, sample: String) throws {
        let program = try MaskCompiler.compile(pattern)
        let details = program.matchDetails(sample)
        #expect(NumberExpectation.description(of: details, text: sample, in: program) == details.description)
    }

    @Test("the ranges a prefix stops in")
    func ranges() throws {
        let ast = try MaskParser.parse("<01-31>.<01-12>.<1900-2099>")
        #expect(NumberExpectation.ranges(in: ast, before: "").map(\.pattern) == ["<01-31>"])
        #expect(NumberExpectation.ranges(in: ast, before: "3").map(\.pattern) == ["<01-31>"])
        #expect(NumberExpectation.ranges(in: ast, before: "31.").map(\.pattern) == ["<01-12>"])
        #expect(NumberExpectation.ranges(in: ast, before: "31.12.20").map(\.pattern) == ["<1900-2099>"])
        #expect(NumberExpectation.ranges(in: ast, before: "31").isEmpty)
        #expect(NumberExpectation.ranges(in: try MaskParser.parse("D?<1-12>|<01-31>"), before: "").map(\.pattern)
            == ["<1-12>", "<01-31>"])
        #expect(NumberExpectation.ranges(in: ast, before: "3x").isEmpty, "not a beginning of the mask")
    }

    @Test("the expectation by item: ranges with their digits, then the other items' characters")
    func byItem() throws {
        let expectation = try #require(NumberExpectation.expectation(after: "", in: try MaskParser.parse("<1-12>?[A-F]")))
        #expect(expectation.numbers.map(\.range.pattern) == ["<1-12>"])
        #expect(expectation.numbers.map(\.nextDigits) == [Array("123456789")])
        #expect(expectation.others == ExpectedCharacters(items: [.range("A", "F")], allowsEnd: false))
        #expect(expectation.description == "a number from 1 to 12 (a digit 1–9) or a letter A–F")
        // A range written once but reached in two copies of a count is named once.
        let twice = try #require(NumberExpectation.expectation(after: "1", in: try MaskParser.parse("<1-12>{2}")))
        #expect(twice.numbers.map(\.nextDigits) == [Array("0123456789")])
    }

    @Test("a mask whose counts unroll past the bound is not walked: why says what the automaton says")
    func bounded() throws {
        let ast = try MaskParser.parse("<1-12>{1000}{300}")
        #expect(NumberExpectation.expectation(after: "", in: ast) == nil)
        #expect(NumberExpectation.ranges(in: ast, before: "").isEmpty)
    }

    @Test("the digits of a range are said as runs")
    func digitWords() {
        let words = { (digits: String) in ItemExpectation.Number(range: NumberRange(lowText: "0", highText: "9")!, nextDigits: Array(digits)).words }
        #expect(words("0123456789") == "a number from 0 to 9 (a digit)")
        #expect(words("01") == "a number from 0 to 9 (a digit 0–1)")
        #expect(words("7") == "a number from 0 to 9 ('7')")
        #expect(words("13459") == "a number from 0 to 9 ('1', a digit 3–5 or '9')")
    }

    @Test("a regular expression's pattern is never read as a mask, whatever it would parse as")
    func regexIsNoMask() throws {
        let regex = try RegexCompiler.compile("<1-31>")
        let details = regex.matchDetails("<")
        // As a mask the same text is a number range, and `why` would name it.
        let mask = try MaskCompiler.compile("<1-31>")
        #expect(NumberExpectation.description(of: mask.matchDetails(""), text: "", in: mask).contains("a number from 1 to 31"))
        #expect(NumberExpectation.description(of: details, text: "<", in: regex) == details.description)
        #expect(!details.description.contains("number"))
    }
}
