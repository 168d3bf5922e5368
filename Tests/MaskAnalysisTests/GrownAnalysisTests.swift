import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// The analysis tools on the grown language: lint's new warnings, explain's measures and
/// placeholder, why's wording, sample and equiv on sets, ranges and counts.
@Suite("Analysis of sets, ranges and counts")
struct GrownAnalysisTests {
    @Test("lint warns about counts, sets and ranges written the long way", arguments: [
        ("D{1}", ["count-of-one"], [0..<4]),
        ("D{1,1}", ["count-of-one"], [0..<6]),
        ("-D{0}", ["count-of-zero"], [1..<5]),
        ("[0-9]", ["set-is-class"], [0..<5]),
        ("[A-Za-z]", ["set-is-class"], [0..<8]),
        ("[a-z]", ["set-is-class"], [0..<5]),
        ("<00-99>", ["range-is-digits"], [0..<7]),
        ("<000-999>", ["range-is-digits"], [0..<9]),
        ("<0-99>", [], []),
        ("<01-99>", [], []),
        ("[0-8]D{2}<01-12>", [], []),
        ("[0-9A-F]|7", ["alternative-overlap", "ambiguous-reading"], [0..<10, 9..<10]),
    ])
    func lint(pattern: String, codes: [String], ranges: [Range<Int>]) throws {
        let warnings = try MaskLinter.warnings(for: pattern)
        #expect(warnings.map(\.code) == codes)
        #expect(warnings.map(\.range) == ranges)
    }

    @Test("the messages say what to write instead")
    func lintMessages() throws {
        #expect(try MaskLinter.warnings(for: "[0-9]").map(\.message) == ["the set '[0-9]' is the class D"])
        #expect(try MaskLinter.warnings(for: "<00-99>").map(\.message) == ["the range '<00-99>' accepts any 2 digits: it is DD"])
    }

    @Test("the placeholder renders each meaningful item as _", arguments: [
        ("UU-DD", "__-__"),
        ("<01-12>.<1900-2099>", "__.____"),
        ("<0-255>", "___"),
        ("[0-9A-F]{2}:", "__:"),
        ("D{4} D{4,7}", "____ _______"),
        ("(D){2}", "(_))"),
    ])
    func placeholder(pattern: String, expected: String) throws {
        #expect(try MaskParser.parse(pattern).placeholder == expected)
    }

    @Test("text and value lengths count repetitions and digits", arguments: [
        ("D{4,7}", 4...7),
        ("<1-255>", 1...3),
        ("<01-12>-?", 2...3),
        ("D{2,}", 2...Int.max),
    ])
    func lengths(pattern: String, expected: ClosedRange<Int>) throws {
        #expect(try MaskParser.parse(pattern).textLength == expected)
    }

    @Test("why names digit and letter runs", arguments: [
        ("[A-F]", "x", "illegal: expected a letter A–F at 0, found 'x'"),
        ("<01-12>", "1x", "illegal: expected a digit 0–2 at 1, found 'x'"),
        ("<0-255>", "2x", "illegal: expected a digit or the end of the text at 1, found 'x'"),
        ("[а-я]", "x", "illegal: expected a character from 'а' (U+0430) to 'я' (U+044F) at 0, found 'x'"),
    ])
    func why(pattern: String, sample: String, expected: String) throws {
        let program = try MaskCompiler.compile(pattern)
        #expect(program.matchDetails(sample).description == expected)
    }

    @Test("sample draws members of sets, ranges and counts")
    func sample() throws {
        for pattern in ["<01-12>", "[0-9A-F]{2}:[0-9A-F]{2}", "D{4} D{4,7}", "UU-L{2,}", "[а-я]{2}"] {
            let program = try MaskCompiler.compile(pattern)
            let sampler = try TextSampler(program.matcher, maximumLength: 64)
            let samples = sampler.random(20, seed: 7) + sampler.shortest(5)
            #expect(samples.count == 25)
            for bytes in samples {
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(program.match(text) == .complete, "\(pattern): \(text)")
            }
        }
    }

    @Test("equiv sees through the long ways of writing an item", arguments: [
        ("D{3}", "DDD", true),
        ("[0-9]", "D", true),
        ("<00-99>", "DD", true),
        ("D{2,3}", "DDD?", true),
        ("<0-9>", "D", true),
        ("<1-12>", "<01-12>", false),
        ("D{2,}", "DD", false),
    ])
    func equiv(left: String, right: String, equivalent: Bool) throws {
        let comparison = try LanguageComparison.compare(MaskCompiler.compile(left).matcher, MaskCompiler.compile(right).matcher)
        #expect((comparison == .equivalent) == equivalent)
    }
}
