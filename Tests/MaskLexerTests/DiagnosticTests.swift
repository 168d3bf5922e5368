import MaskLexer
import Testing

@Suite("Diagnostics")
struct DiagnosticTests {
    private func rendered(_ pattern: String, symbols: SymbolSet = .default) -> String {
        let output = MaskParser.parseCollectingDiagnostics(pattern, symbols: symbols)
        return DiagnosticRenderer(pattern: pattern, symbols: symbols).render(output.diagnostics)
    }

    @Test("renders like a compiler: location line, source, caret")
    func unexpectedCharacter() {
        #expect(rendered("+7(DDB)DDD") == """
            mask:1:6: error: unexpected character 'B'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | +7(DDB)DDD
              |      ^
            """)
    }

    @Test("every message has exact text", arguments: [
        ("?D", "mask:1:1: error: '?' has nothing before it to make optional\n1 | ?D\n  | ^"),
        ("D??", "mask:1:3: error: '?' repeated; the item is already optional\n1 | D??\n  |   ^"),
        ("|D", "mask:1:1: error: '|' has nothing before it to choose from\n1 | |D\n  | ^"),
        ("7||8", "mask:1:3: error: '|' repeated; expected an item between the bars\n1 | 7||8\n  |   ^"),
        ("7|", "mask:1:2: error: '|' at the end of the pattern; expected an item after it\n1 | 7|\n  |  ^"),
        ("7|?", "mask:1:3: error: '?' cannot follow '|'; expected an item after '|'\n1 | 7|?\n  |   ^"),
        ("D\\", "mask:1:2: error: '\\' at the end of the pattern escapes nothing; write '\\\\' for a backslash\n1 | D\\\n  |  ^"),
    ])
    func messages(pattern: String, expected: String) {
        #expect(rendered(pattern) == expected)
    }

    @Test("several errors render one after another")
    func several() {
        #expect(rendered("Da?b") == """
            mask:1:2: error: unexpected character 'a'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | Da?b
              |  ^
            mask:1:4: error: unexpected character 'b'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | Da?b
              |    ^
            """)
    }

    @Test("a capped rendering: the first errors, how many more, and how to take unexpected characters as literals")
    func capped() {
        let pattern = "Dab?c"
        let diagnostics = MaskParser.parseCollectingDiagnostics(pattern).diagnostics
        #expect(DiagnosticRenderer(pattern: pattern).render(diagnostics, limit: 1) == """
            mask:1:2: error: unexpected character 'a'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | Dab?c
              |  ^
            ... and 2 more errors
            help: to take 'a', 'b' and 'c' as literals, escape them ('\\a', '\\b', '\\c') or add them to the symbols (maskc: --add-symbols 'abc')
            """)
        // A PatternError shows five; no help line without an unexpected character.
        let error = PatternError(pattern: "7||8", symbols: .default, diagnostics: MaskParser.parseCollectingDiagnostics("7||8").diagnostics)
        #expect(error.description == "mask:1:3: error: '|' repeated; expected an item between the bars\n1 | 7||8\n  |   ^")
        let many = String(repeating: "a", count: 40)
        let flood = PatternError(pattern: many, symbols: .default, diagnostics: MaskParser.parseCollectingDiagnostics(many).diagnostics)
        #expect(flood.description.split(separator: "\n").count == 5 * 3 + 2)
        #expect(flood.description.contains("... and 35 more errors\nhelp: to take 'a' as a literal, escape it ('\\a')"))
        // A quote cannot go inside the shell's quotes: the maskc hint is left out.
        let quote = MaskParser.parseCollectingDiagnostics("D'").diagnostics
        #expect(DiagnosticRenderer(pattern: "D'").render(quote, limit: 5).hasSuffix("escape it ('\\'') or add it to the symbols"))
    }

    /// A Cyrillic `А` in a pattern reads like the class `A`; its code point tells them apart
    /// (issue 11: non-ASCII characters are printed with their code points). A control
    /// character is named by its code points alone and is left out of the escape hint,
    /// which cannot show it.
    @Test("non-ASCII and control characters in pattern errors carry their code points")
    func codePoints() {
        #expect(rendered("DDА").hasPrefix("mask:1:3: error: unexpected character 'А' (U+0410); expected a class"))
        let cyrillic = MaskParser.parseCollectingDiagnostics("DDА").diagnostics
        #expect(DiagnosticRenderer(pattern: "DDА").render(cyrillic, limit: 5).hasSuffix(
            "help: to take 'А' (U+0410) as a literal, escape it ('\\А') or add it to the symbols (maskc: --add-symbols 'А')"))
        let crlf = "DD\r\nD"
        let lineEnd = MaskParser.parseCollectingDiagnostics(crlf).diagnostics
        let text = DiagnosticRenderer(pattern: crlf).render(lineEnd, limit: 5)
        #expect(text.contains("unexpected character U+000D U+000A;"), "\(text)")
        #expect(!text.contains("help:"), "\(text)")
        let mixed = "DDéx\u{7}"
        let both = DiagnosticRenderer(pattern: mixed).render(MaskParser.parseCollectingDiagnostics(mixed).diagnostics, limit: 5)
        #expect(both.hasSuffix("help: to take 'é' (U+00E9) and 'x' as literals, escape them ('\\é', '\\x') or add them to the symbols (maskc: --add-symbols 'éx')"), "\(both)")
    }

    @Test("symbol set errors point into the set")
    func symbolSet() {
        #expect(rendered("$D", symbols: SymbolSet("$D")) == """
            symbols:1:2: error: 'D' cannot be a symbol: it is the digit class; escape it in the pattern instead
            1 | $D
              |  ^
            """)
    }

    @Test("a multi-character span gets tildes; control characters stay one cell")
    func spans() {
        let diagnostic = Diagnostic(severity: .warning, code: "x", message: "look", range: 1..<4)
        #expect(DiagnosticRenderer(pattern: "+7(DDD)").render(diagnostic) == "mask:1:2: warning: look\n1 | +7(DDD)\n  |  ^~~")
        let tab = MaskParser.parseCollectingDiagnostics("\tD")
        #expect(DiagnosticRenderer(pattern: "\tD").render(tab.diagnostics) == """
            mask:1:1: error: unexpected character '\\t'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape
            1 | ·D
              | ^
            """)
    }

    @Test("a long line is shown as a window around the span")
    func longLine() {
        let pattern = String(repeating: "D", count: 300) + "a" + String(repeating: "D", count: 300)
        let rendered = DiagnosticRenderer(pattern: pattern).render(MaskParser.parseCollectingDiagnostics(pattern).diagnostics)
        let lines = rendered.split(separator: "\n")
        #expect(lines[0] == "mask:1:301: error: unexpected character 'a'; expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape")
        #expect(lines[1] == "1 | …" + String(repeating: "D", count: 25) + "a" + String(repeating: "D", count: 74) + "…")
        #expect(lines[2] == "  | " + String(repeating: " ", count: 26) + "^")
        let atEnd = String(repeating: "D", count: 300) + "|"
        let end = DiagnosticRenderer(pattern: atEnd).render(MaskParser.parseCollectingDiagnostics(atEnd).diagnostics)
        #expect(end.split(separator: "\n")[1] == "1 | …" + String(repeating: "D", count: 99) + "|")
        #expect(end.split(separator: "\n")[2] == "  | " + String(repeating: " ", count: 100) + "^")
    }

    @Test("PatternError describes itself with every diagnostic")
    func patternError() {
        #expect(throws: PatternError.self) { try MaskParser.parse("a") }
        do {
            _ = try MaskParser.parse("ab")
        } catch {
            #expect(error.diagnostics.count == 2)
            #expect(error.description.hasPrefix("mask:1:1: error: unexpected character 'a'"))
        }
    }
}
