import MaskLexer
import Testing

/// The structure of a parse in a compact grouped notation: `{x}?` optional, `{a|b}` alternative.
private func grouped(_ node: MaskNode) -> String {
    switch node.kind {
    case .digit: "D"
    case .letter: "X"
    case .upper: "U"
    case .lower: "L"
    case .alphanumeric: "A"
    case .set(let set): set.pattern
    case .number(let range): range.pattern
    case .repeated(let item, let count): "{\(grouped(item))}" + count.pattern
    case .literal(let character): String(character)
    case .optional(let item): "{\(grouped(item))}?"
    case .alternative(let left, let right): "{\(grouped(left))|\(grouped(right))}"
    }
}

private func structure(_ pattern: String, symbols: SymbolSet = .default) throws -> String {
    try MaskParser.parse(pattern, symbols: symbols).items.map(grouped).joined(separator: " ")
}

@Suite("Parser")
struct ParserTests {
    @Test("? and | apply left to right to the pending item, as in Maskara", arguments: [
        ("-| ?", "{{-| }}?"),
        ("+?7|8(DDD)", "{+}? {7|8} ( D D D )"),
        ("7|8|9", "{{7|8}|9}"),
        ("7|8?", "{{7|8}}?"),
        ("+?|7?", "{{{+}?|7}}?"),
        ("DD?", "D {D}?"),
        ("", ""),
        (#"\D|X"#, "{D|X}"),
        ("-|+?$DDD ?DDD.|D?D?D?", "{{-|+}}? $ D D D { }? D D D {{.|D}}? {D}? {D}?"),
    ])
    func precedence(pattern: String, expected: String) throws {
        let symbols = SymbolSet.default.characters + ["$"]
        #expect(try structure(pattern, symbols: SymbolSet(symbols)) == expected)
    }

    @Test("node ranges cover their source")
    func ranges() throws {
        let ast = try MaskParser.parse("+?7|8D")
        #expect(ast.items.map(\.range) == [0..<2, 2..<5, 5..<6])
    }

    @Test("each syntax error is reported at its position", arguments: [
        ("?D", ["optional-without-operand"], [0..<1]),
        ("D??", ["repeated-optional"], [2..<3]),
        ("|D", ["alternative-without-left-operand"], [0..<1]),
        ("7||8", ["repeated-alternative"], [2..<3]),
        ("7|", ["alternative-without-right-operand"], [1..<2]),
        ("7|?", ["optional-after-alternative"], [2..<3]),
        ("D\\", ["dangling-escape"], [1..<2]),
        ("Da", ["unexpected-character"], [1..<2]),
        ("|", ["alternative-without-left-operand", "alternative-without-right-operand"], [0..<1, 0..<1]),
    ])
    func syntaxErrors(pattern: String, codes: [String], ranges: [Range<Int>]) {
        let output = MaskParser.parseCollectingDiagnostics(pattern)
        #expect(output.ast == nil)
        #expect(output.diagnostics.map(\.code) == codes)
        #expect(output.diagnostics.map(\.range) == ranges)
    }

    @Test("all errors are reported, not only the first, without cascades")
    func manyErrors() {
        let output = MaskParser.parseCollectingDiagnostics("?Da?D??|")
        #expect(output.diagnostics.map(\.code) == [
            "optional-without-operand", "unexpected-character", "repeated-optional", "alternative-without-right-operand",
        ])
    }

    @Test("a bad symbol set is reported along with the pattern's errors")
    func symbolErrors() {
        let output = MaskParser.parseCollectingDiagnostics("$Da", symbols: SymbolSet("$X"))
        #expect(output.diagnostics.map(\.code) == ["reserved-symbol", "unexpected-character"])
        #expect(output.diagnostics.map(\.source) == [.symbols, .pattern])
    }

    @Test("nesting beyond the limit is one error, not a deep tree")
    func nestingLimit() {
        let pattern = Array(repeating: "7", count: 50).joined(separator: "|")
        let output = MaskParser.parseCollectingDiagnostics(pattern, maximumNesting: 10)
        #expect(output.diagnostics.map(\.code) == ["limit-nesting"])
        #expect(output.diagnostics[0].range == 21..<22)
        #expect(MaskParser.parseCollectingDiagnostics(pattern, maximumNesting: 49).diagnostics.isEmpty)
    }
}
