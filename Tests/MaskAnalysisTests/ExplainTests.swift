import MaskAnalysis
import MaskLexer
import MaskRegex
import Testing

@Suite("Explain")
struct ExplainTests {
    @Test("the phone mask, every line")
    func phone() throws {
        #expect(try MaskExplanation(pattern: "+?7|8(DDD)DDD-?DD-?DD").description == """
            pattern: +?7|8(DDD)DDD-?DD-?DD
            canonical: +?7|8(DDD)DDD-?DD-?DD
            tree:
              mask
              ├─ optional
              │  └─ literal "+"
              ├─ alternative
              │  ├─ literal "7"
              │  └─ literal "8"
              ├─ literal "("
              ├─ digit
              ├─ digit
              ├─ digit
              ├─ literal ")"
              ├─ digit
              ├─ digit
              ├─ digit
              ├─ optional
              │  └─ literal "-"
              ├─ digit
              ├─ digit
              ├─ optional
              │  └─ literal "-"
              ├─ digit
              └─ digit
            text length: 13 to 16 characters
            value length: exactly 10 characters
            placeholder: "+7(___)___-__-__"
            NFA: 22 states, 8 byte classes
            DFA: 18 states from the subset construction, 18 minimal (dead state included)
            optimistic: DFA, 27 states, 7 classes
            byte classes: 7
              c0 [^()+\\-0-9]
              c1 [(]
              c2 [)]
              c3 [+]
              c4 [\\-]
              c5 [0-69]
              c6 [78]
            bytecode: 1844 bytes
            warnings: 1
            mask:1:3: warning: literal '7|8' may swallow data: when it is left out, '7' or '8' typed as the first character of 'D' at column 7 is read as this literal
            1 | +?7|8(DDD)DDD-?DD-?DD
              |   ^~~
            """)
    }

    @Test("a mask with an overlap")
    func overlap() throws {
        #expect(try MaskExplanation(pattern: "D|7DD?").description == """
            pattern: D|7DD?
            canonical: D|7DD?
            tree:
              mask
              ├─ alternative
              │  ├─ digit
              │  └─ literal "7"
              ├─ digit
              └─ optional
                 └─ digit
            text length: 2 to 3 characters
            value length: 1 to 3 characters
            placeholder: "___"
            NFA: 7 states, 3 byte classes
            DFA: 5 states from the subset construction, 5 minimal (dead state included)
            optimistic: DFA, 5 states, 2 classes
            byte classes: 2
              c0 [^0-9]
              c1 [0-9]
            bytecode: 1008 bytes
            warnings: 2
            mask:1:1: warning: the right branch '7' of 'D|7' is never used: the left branch 'D' also accepts '7' and is taken first
            1 | D|7DD?
              | ^~~
            mask:1:3: warning: '7' here can also be read by the digit class at column 1; the leftmost reading, the digit, is taken
            1 | D|7DD?
              |   ^
            """)
    }

    @Test("a custom symbol set is shown, and a clean mask has no warnings")
    func symbols() throws {
        #expect(try MaskExplanation(pattern: #"$DDD.DD"#, symbols: SymbolSet("$.")).description == """
            pattern: $DDD.DD
            symbols: "$."
            canonical: $DDD.DD
            tree:
              mask
              ├─ literal "$"
              ├─ digit
              ├─ digit
              ├─ digit
              ├─ literal "."
              ├─ digit
              └─ digit
            text length: exactly 7 characters
            value length: exactly 5 characters
            placeholder: "$___.__"
            NFA: 8 states, 4 byte classes
            DFA: 9 states from the subset construction, 9 minimal (dead state included)
            optimistic: DFA, 9 states, 4 classes
            byte classes: 4
              c0 [^$.0-9]
              c1 [$]
              c2 [.]
              c3 [0-9]
            bytecode: 1144 bytes
            warnings: none
            """)
    }

    @Test("the empty mask, and multi-byte literals in the byte classes")
    func edges() throws {
        #expect(try MaskExplanation(pattern: "").description == """
            pattern: 
            canonical: 
            tree:
              mask
            text length: exactly 0 characters
            value length: exactly 0 characters
            placeholder: ""
            NFA: 1 state, 1 byte class
            DFA: 2 states from the subset construction, 2 minimal (dead state included)
            optimistic: DFA, 2 states, 1 class
            byte classes: 1
              c0 any byte
            bytecode: 936 bytes
            warnings: 1
            mask:1:1: warning: the mask accepts only the empty text
            1 | 
              | ^
            """)
        let euro = try MaskExplanation(pattern: #"\€D|X"#)
        #expect(euro.byteClasses == [#"[^0-9A-Za-z\x82\xAC\xE2]"#, "[0-9A-Za-z]", #"[\x82]"#, #"[\xAC]"#, #"[\xE2]"#])
        #expect(euro.textLength == 2...2)
        #expect(euro.placeholder == "€_")
    }

    @Test("lengths and placeholders", arguments: [
        ("+?7|8(DDD)DDD-?DD-?DD", 13...16, 10...10, "+7(___)___-__-__"),
        ("-|+?$DDD ?DDD.|D?D?D?", 7...12, 6...9, "-$___ ___.__"),
        ("7|D", 1...1, 0...1, "7"),
        ("D|7", 1...1, 0...1, "_"),
        ("X?X?", 0...2, 0...2, "__"),
        (#"\D\X"#, 2...2, 0...0, "DX"),
        ("", 0...0, 0...0, ""),
    ])
    func measures(pattern: String, text: ClosedRange<Int>, value: ClosedRange<Int>, placeholder: String) throws {
        let ast = try MaskParser.parse(pattern, symbols: SymbolSet(SymbolSet.default.characters + ["$"]))
        #expect(ast.textLength == text)
        #expect(ast.valueLength == value)
        #expect(ast.placeholder == placeholder)
    }

    @Test("a regular expression: lengths in scalars, exact for counts, alternations and loops", arguments: [
        ("^[a-z]{3}\\d+$", 4, Int?.none), ("colou?r", 5, 6), ("(ab|c){2,3}", 2, 6), ("a|", 0, 1),
        ("()*", 0, 0), ("x{0}", 0, 0), (".*", 0, nil), ("(a{2}|b)*c", 1, nil), ("", 0, 0),
    ] as [(String, Int, Int?)])
    func regexLengths(pattern: String, shortest: Int, longest: Int?) throws {
        let explanation = try RegexExplanation(pattern: pattern)
        #expect(explanation.shortestText == shortest)
        #expect(explanation.longestText == longest)
        let program = try RegexCompiler.compile(pattern)
        #expect(explanation.minimalStateCount == program.matcher.stateCount)
        #expect(explanation.bytecodeSize == program.bytecode.count)
    }

    @Test("a regular expression's report: large sets shortened, no mask-only lines")
    func regexReport() throws {
        let report = try RegexExplanation(pattern: "^[a-z]{3}\\d+$").description
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines[0] == "expression: ^[a-z]{3}\\d+$")
        #expect(lines[1].hasPrefix("canonical: [a-z]{3}[0-9²-³¹¼-¾…+") && lines[1].hasSuffix(" ranges]{1,}"))
        #expect(lines.contains("text length: 4 or more scalars"))
        #expect(try RegexExplanation(pattern: "[ab]{2}").description.contains("text length: exactly 2 scalars"))
        #expect(!report.contains("placeholder") && !report.contains("value length"))
    }
}
