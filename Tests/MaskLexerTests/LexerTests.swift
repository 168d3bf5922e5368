import MaskLexer
import Testing

@Suite("Lexer")
struct LexerTests {
    private func kinds(_ pattern: String, symbols: SymbolSet = .default) -> [Token.Kind] {
        MaskLexer.tokenize(pattern, symbols: symbols).tokens.map(\.kind)
    }

    @Test("classes, operators, digits and default symbols")
    func basicTokens() {
        #expect(kinds("DX?|") == [.digitClass, .letterClass, .optional, .alternative])
        #expect(kinds("+7(") == [.literal("+", escaped: false), .literal("7", escaped: false), .literal("(", escaped: false)])
        #expect(kinds("+-().:/@ 0123456789").count == 19)
        #expect(MaskLexer.tokenize("+-().:/@ 0123456789").diagnostics.isEmpty)
    }

    @Test("escapes make any character a literal")
    func escapes() {
        #expect(kinds(#"\D\?\|\\\$"#) == [
            .literal("D", escaped: true), .literal("?", escaped: true), .literal("|", escaped: true),
            .literal("\\", escaped: true), .literal("$", escaped: true),
        ])
        #expect(MaskLexer.tokenize(#"\D"#).tokens[0].range == 0..<2)
    }

    @Test("ranges count Characters, not bytes")
    func characterRanges() {
        let tokens = MaskLexer.tokenize(#"€D\é"#, symbols: ["€"]).tokens
        #expect(tokens.map(\.range) == [0..<1, 1..<2, 2..<4])
    }

    @Test("every bad character is reported, and lexing goes on")
    func errorsCollected() {
        let lexed = MaskLexer.tokenize("DaDbD\\")
        #expect(lexed.diagnostics.map(\.code) == ["unexpected-character", "unexpected-character", "dangling-escape"])
        #expect(lexed.diagnostics.map(\.range) == [1..<2, 3..<4, 5..<6])
        #expect(lexed.tokens.map(\.kind) == [.digitClass, .invalid, .digitClass, .invalid, .digitClass, .invalid])
    }

    @Test("a replaced symbol set changes what lexes", arguments: [
        ("$DDD.DD", SymbolSet("$."), true),
        ("$DDD.DD", SymbolSet.default, false),
        ("+7", SymbolSet("$"), false),
        ("7", SymbolSet(""), true),
    ])
    func customSymbols(pattern: String, symbols: SymbolSet, valid: Bool) {
        #expect(MaskLexer.tokenize(pattern, symbols: symbols).diagnostics.isEmpty == valid)
    }

    @Test("reserved characters in the symbol set are errors located in the set")
    func reservedSymbols() {
        let errors = SymbolSet("$D?|\\X").validationErrors
        #expect(errors.map(\.range) == [1..<2, 2..<3, 3..<4, 4..<5, 5..<6])
        #expect(errors.allSatisfy { $0.source == .symbols && $0.code == "reserved-symbol" })
    }
}
