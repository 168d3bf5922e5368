import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// Issue 12: `why` names what was expected, number ranges included.
@Suite("Why names number ranges")
struct NumberExpectationTests {
    @Test("the range the text stopped in is named, and its next digits said as a digit range", arguments: [
        ("<01-12>", "2", "illegal: expected a number from 01 to 12 (a digit 0–1) at 0, found '2'"),
        ("<01-12>", "1", "partial: expected a number from 01 to 12 (a digit 0–2) at 1, found the end of the text"),
        ("<01-12>", "13", "illegal: expected a number from 01 to 12 (a digit 0–2) at 1, found '3'"),
        ("<01-31>.<01-12>", "31.2", "illegal: expected a number from 01 to 12 (a digit 0–1) at 3, found '2'"),
        ("<01-31>.<01-12>", "3x", "illegal: expected a number from 01 to 31 (a digit 0–1) at 1, found 'x'"),
        ("<0-255>.<0-255>", "25.", "partial: expected a number from 0 to 255 (a digit) at 3, found the end of the text"),
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
    }
}
