import MaskCompiler
import MaskLexer
import MaskRegex
import MaskVM
import Testing

@Suite("RegexCompiler: expressions to the mask VM")
struct RegexCompileTests {
    @Test("whole-match verdicts: complete, partial, illegal at a Character", arguments: [
        ("^[a-z]{3}\\d+$", "abc12", MatchResult.complete), ("^[a-z]{3}\\d+$", "ab", .partial),
        ("^[a-z]{3}\\d+$", "ab1", .illegal(at: 2)), ("^[a-z]{3}\\d+$", "abc", .partial),
        ("(ab|c)+", "abcab", .complete), ("(ab|c)+", "abca", .partial), ("(ab|c)+", "abb", .illegal(at: 2)),
        ("a*?b", "aaab", .complete), ("colou?r", "color", .complete), ("colou?r", "colouur", .illegal(at: 5)),
        ("x{2,3}", "xxx", .complete), ("x{2,3}", "xxxx", .illegal(at: 3)), ("x{,2}", "", .complete),
        ("", "", .complete), ("", "a", .illegal(at: 0)), ("a|", "", .complete), ("()", "", .complete),
        (".", "é", .complete), (".", "\n", .illegal(at: 0)), ("[^a]", "\n", .complete), ("\\W", "\n", .complete),
        ("\\d+", "١٢٣", .complete), ("\\s", "\u{85}", .complete), ("[[:alpha:]]+", "Straße", .complete),
        ("[\\d_-]+", "1_-", .complete), ("[a-]", "-", .complete), ("\\x41\\u{42}\\u0043", "ABC", .complete),
        ("a{", "a{", .complete), ("a}", "a}", .complete), ("]", "]", .complete), ("(?<year>\\d{4})-\\d\\d", "2024-01", .complete),
        ("^a|b$", "b", .complete), ("[:digit:]", "7", .complete), ("e\u{301}+", "e\u{301}e\u{301}", .complete),
        ("\\.\\*", ".*", .complete), ("(a+)+$", String(repeating: "a", count: 30) + "b", .illegal(at: 30)),
    ])
    func verdicts(pattern: String, text: String, expected: MatchResult) throws {
        #expect(try RegexCompiler.compile(pattern).match(text) == expected)
    }

    @Test("syntax errors and refusals carry a code, the position and whether they are refusals", arguments: [
        ("a(b", "unclosed-group", 1..<2, false), ("ab)", "unmatched-closing", 2..<3, false),
        ("[ab", "unclosed-set", 0..<1, false), ("*a", "quantifier-without-operand", 0..<1, false),
        ("a**", "quantifier-without-operand", 2..<3, false), ("[z-a]", "reversed-set-range", 1..<4, false),
        ("a{3,2}", "reversed-count", 1..<6, false), ("\\q", "unknown-escape", 0..<2, false), ("a\\", "dangling-escape", 1..<2, false),
        ("[]a]", "empty-set", 0..<2, false), ("[[:alph:]]", "unknown-posix-class", 1..<9, false),
        ("(a)\\1", "refused-backreference", 3..<5, true), ("\\k<x>", "refused-backreference", 0..<2, true),
        ("a(?=b)", "refused-lookaround", 1..<4, true), ("(?<!a)b", "refused-lookaround", 0..<3, true),
        ("\\bword\\b", "refused-word-boundary", 0..<2, true), ("(?(1)a|b)", "refused-conditional", 0..<3, true),
        ("(?R)", "refused-recursion", 0..<3, true), ("a*+a", "refused-possessive", 1..<3, true),
        ("(?>a)", "refused-possessive", 0..<3, true), ("a^b", "refused-anchor", 1..<2, true), ("a$b", "refused-anchor", 1..<2, true),
        ("(?i)a", "refused-option", 0..<3, true), ("\\p{L}", "refused-unsupported", 0..<2, true),
        ("[a&&b]", "refused-unsupported", 2..<4, true), ("a{1001}", "limit-count", 1..<7, false),
    ])
    func errors(pattern: String, code: String, range: Range<Int>, refusal: Bool) {
        #expect(throws: PatternError.self) { try RegexCompiler.compile(pattern) }
        do {
            _ = try RegexCompiler.compile(pattern)
        } catch {
            #expect(error.diagnostics.map(\.code) == [code])
            #expect(error.diagnostics.first?.range == range)
            #expect(error.diagnostics.first?.source == .regex)
            #expect(error.isRegexRefusal == refusal)
        }
    }

    @Test("a diagnostic renders like the mask language's, with a caret")
    func rendering() {
        do {
            _ = try RegexCompiler.compile("(\\w+)\\s\\1")
            Issue.record("a backreference compiled")
        } catch {
            #expect(error.description == """
                regex:1:8: error: backreferences are not regular: refused (a DFA cannot remember what a group matched)
                1 | (\\w+)\\s\\1
                  |        ^~
                """)
        }
    }

    @Test("an expression whose DFA explodes is refused at the DFA state limit, not run lazily")
    func determinizationLimit() {
        do {
            _ = try RegexCompiler.compile("(a|b)*a(a|b){20}")
            Issue.record("(a|b)*a(a|b){20} compiled within the default limits")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["limit-dfa-states"])
            #expect(error.diagnostics.first?.message == "the expression needs more than 100000 DFA states")
        }
        // Within the limit, the same shape compiles, and to the 2^(n+1) states it must have.
        let smaller = try? RegexCompiler.compile("(a|b)*a(a|b){10}")
        #expect(smaller?.match(String(repeating: "b", count: 5) + "a" + String(repeating: "ab", count: 5)) == .complete)
    }

    @Test("the refusal at the DFA state limit is clean and bounded: the largest count is refused like the smallest past it")
    func determinizationLimitIsBounded() {
        // n = 16 is the first count past the limit (2^17 states); n = 1000 is the largest
        // count an expression may have. Both stop where the construction reaches the limit,
        // with the same diagnostic, instead of growing with n.
        let clock = ContinuousClock()
        for pattern in ["(a|b)*a(a|b){16}", "(a|b)*a(a|b){1000}"] {
            var refusal: PatternError?
            let elapsed = clock.measure {
                do {
                    _ = try RegexCompiler.compile(pattern)
                } catch {
                    refusal = error as? PatternError
                }
            }
            #expect(refusal?.diagnostics.map(\.code) == ["limit-dfa-states"], "\(pattern)")
            #expect(refusal?.diagnostics.first?.range == 0..<pattern.count)
            // No hang: a generous bound for a debug build under ThreadSanitizer on a busy machine.
            #expect(elapsed < .seconds(120), "\(pattern) took \(elapsed)")
        }
        // The limit, not the expression, decides where it stops.
        var limits = MaskCompiler.Limits()
        limits.maximumDFAStates = 1_000
        do {
            _ = try RegexCompiler.compile("(a|b)*a(a|b){1000}", limits: limits)
            Issue.record("(a|b)*a(a|b){1000} compiled within 1,000 DFA states")
        } catch {
            #expect(error.diagnostics.first?.message == "the expression needs more than 1000 DFA states")
        }
        #expect((try? RegexCompiler.compile("(a|b)*a(a|b){8}", limits: limits)) != nil)
    }

    @Test("the other limits: pattern length and nesting")
    func limits() {
        var limits = MaskCompiler.Limits()
        limits.maximumPatternLength = 5
        #expect(throws: PatternError.self) { try RegexCompiler.compile("abcdef", limits: limits) }
        limits = MaskCompiler.Limits()
        limits.maximumNesting = 3
        #expect((try? RegexCompiler.compile("(((a)))", limits: limits)) != nil)
        do {
            _ = try RegexCompiler.compile("((((a))))", limits: limits)
            Issue.record("nesting over the limit compiled")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["limit-nesting"])
        }
    }

    @Test("a program from an expression survives bytecode and transforms like a mask")
    func bytecodeAndReading() throws {
        let program = try RegexCompiler.compile("[A-Z]{2}-\\d{3,}")
        let loaded = try MaskProgram(bytecode: program.bytecode)
        for text in ["AB-123", "AB-1234567", "AB-12", "A1"] { #expect(loaded.match(text) == program.match(text)) }
        #expect(program.transform("AB123").text == "AB-123")
    }

    @Test("a program says its pattern is a regular expression, and keeps saying so through bytecode")
    func sourceLanguage() throws {
        let program = try RegexCompiler.compile("D{2}")
        #expect(program.source.language == .regex)
        #expect(try MaskProgram(bytecode: program.bytecode).source == program.source)
        let mask = try MaskCompiler.compile("D{2}")
        #expect(mask.source.language == .mask)
        #expect(try MaskProgram(bytecode: mask.bytecode).source.language == .mask)
        // The marker is what tells the two apart: the same text, two languages.
        #expect(program.match("DD") == .complete && mask.match("DD") == .illegal(at: 0))
    }
}
