import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("Ambiguity warnings")
struct AmbiguityTests {
    @Test("unambiguous masks have no warnings", arguments: [
        "+?7|8(DDD)DDD-DD-DD", "+7(DDD)DDD-DD-DD", "DD.DD.DDDD", "XXX-DDD", "", "DD?", #"\DX"#,
    ])
    func none(pattern: String) throws {
        #expect(try MaskCompiler.warnings(for: pattern).isEmpty)
    }

    @Test("a class taking the optional first: the literal loses, and the caret is on it")
    func classFirst() throws {
        let stages = try MaskCompiler.compileStages("D?7")
        #expect(stages.ambiguities == [Ambiguity(literal: 2..<3, meaningful: 0..<1, character: "7", preferred: .meaningful)])
        #expect(stages.renderedWarnings == """
            mask:1:3: warning: '7' here can also be read by the digit class at column 1; the leftmost reading, the digit, is taken
            1 | D?7
              |   ^
            """)
    }

    @Test("a literal as the left alternative: the class loses")
    func literalFirst() throws {
        let stages = try MaskCompiler.compileStages("7|D")
        #expect(stages.warnings.map(\.code) == ["ambiguous-reading"])
        #expect(stages.warnings.map(\.severity) == [.warning])
        #expect(stages.renderedWarnings == """
            mask:1:3: warning: a digit here can also be the literal '7' at column 1; the leftmost reading, the literal, is taken
            1 | 7|D
              |   ^
            """)
    }

    @Test("letters and escaped literals too, each place once", arguments: [
        (#"X|\a"#, 1), ("DD?8?", 1), ("D?D?7", 2), ("+?D|7D", 1),
    ])
    func counts(pattern: String, count: Int) throws {
        #expect(try MaskCompiler.compileStages(pattern).ambiguities.count == count)
    }
}

@Suite("Optimistic and reading automata")
struct ReadingCompilationTests {
    @Test("the optimistic language lets every literal out", arguments: [
        ("+7(123)456", MatchResult.complete), ("7(123)456", .complete), ("+7123456", .complete),
        ("123456", .complete), ("12345", .partial), ("+7(123)4567", .illegal(at: 10)), ("a", .illegal(at: 0)),
    ])
    func optimistic(sample: String, expected: MatchResult) throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD")
        #expect(program.match(sample, optimistic: true) == expected)
    }

    @Test("strict matching is unchanged by the option")
    func strictUnchanged() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD")
        #expect(program.match("123456", optimistic: false) == .illegal(at: 0))
        #expect(program.match("+7(123)456", optimistic: false) == .complete)
    }

    @Test("the optimistic AST makes each literal optional, inside optionals and alternatives too")
    func optimisticAST() throws {
        #expect(try MaskParser.parse("+7(D)").optimistic.canonicalPattern == "+?7?(?D)?")
        #expect(try MaskParser.parse("-?7|D").optimistic.canonicalPattern == "-??7?|D")
    }

    @Test("for a mask without ambiguity, the reading automaton has one reading per transition")
    func readingShape() throws {
        let stages = try MaskCompiler.compileStages("+?7|8(DDD)DDD-DD-DD")
        let reading = stages.readingDFA
        for state in 1..<reading.stateCount {
            for cls in 0..<reading.classes.count {
                #expect(reading.next(state, cls, .literal) == 0 || reading.next(state, cls, .meaningful) == 0)
            }
        }
        // Literal transitions read only the mask's literal bytes; meaningful ones only digits.
        let digits = Set((0x30...0x39).map { Int(stages.readingDFA.classes.map[$0]) })
        for state in 1..<reading.stateCount {
            for cls in 0..<reading.classes.count where reading.next(state, cls, .meaningful) != 0 {
                #expect(digits.contains(cls))
            }
        }
        #expect(stages.program.reader.stateCount == reading.stateCount)
    }

    @Test("ranks follow the pattern: the leftmost item has the lower rank")
    func ranks() throws {
        let reader = try MaskCompiler.compile("7|8D").reader
        let seven = Int(reader.classMap[Int(UInt8(ascii: "7"))])
        let eight = Int(reader.classMap[Int(UInt8(ascii: "8"))])
        #expect(reader.rank(reader.startState, seven, .literal) < reader.rank(reader.startState, eight, .literal))
    }

    @Test("the match automaton counts against the state limit; an optimistic one over it is simulated instead")
    func limits() throws {
        var limits = MaskCompiler.Limits()
        limits.maximumDFAStates = 12
        do {
            _ = try MaskCompiler.compile("DDDDDDDDDDDDDDDD", limits: limits)
            Issue.record("expected the match automaton to exceed the limit")
        } catch {
            #expect(error.diagnostics.map(\.code) == ["limit-dfa-states"])
            #expect(error.diagnostics.first?.message == "the mask needs more than 12 DFA states")
        }
        // The match DFA of this one fits (10 states); its optimistic automaton (16) does not,
        // so the program simulates the optimistic NFA, with the DFA's verdicts.
        let program = try MaskCompiler.compile("1D1D1D1D", limits: limits)
        let unlimited = try MaskCompiler.compile("1D1D1D1D")
        #expect(program.optimisticMatcher.isSimulation)
        #expect(unlimited.optimisticMatcher.stateCount == 16)
        for sample in ["", "1", "11", "1111", "11111111", "1x", "12345678", "111111111"] {
            #expect(program.match(sample, optimistic: true) == unlimited.match(sample, optimistic: true), "\(sample)")
        }
    }

    /// Optional literals are kept only when typed, so the placeholder does not promise them.
    @Test("the placeholder of a whole field follows the way typing goes", arguments: [
        ("+?7|8(DDD)DDD-DD-DD", "7(___)___-__-__"), ("DD.DD.DDDD", "__.__.____"), ("DD-?DD", "____"),
        ("DD-D?", "__-_"), (#"D\€|\₽"#, "_€"),
        ("X|D", "_"), ("", ""), (#"\€DDD"#, "€___"),
    ])
    func placeholder(pattern: String, expected: String) throws {
        #expect(try MaskCompiler.compile(pattern).placeholder == expected)
    }
}
