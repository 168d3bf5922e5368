import MaskLexer
import Testing

/// The grown language: `U`, `L`, `A`, sets, number ranges and counts.
@Suite("Grown syntax")
struct GrownSyntaxTests {
    private func node(_ pattern: String) throws -> MaskNode {
        let items = try MaskParser.parse(pattern).items
        try #require(items.count == 1)
        return items[0]
    }

    @Test("classes U, L, A")
    func classes() throws {
        #expect(try MaskParser.parse("ULA").items.map(\.kind) == [.upper, .lower, .alphanumeric])
    }

    @Test("sets: ranges, negation, escapes, a dash first or last, non-ASCII", arguments: [
        ("[0-9A-F]", ["0"..."9", "A"..."F"] as [ClosedRange<Unicode.Scalar>], false),
        ("[^0-9]", ["0"..."9"], true),
        ("[-+]", ["-"..."-", "+"..."+"], false),
        ("[a-]", ["a"..."a", "-"..."-"], false),
        (#"[\]\\\-\^]"#, ["]"..."]", "\\"..."\\", "-"..."-", "^"..."^"], false),
        ("[а-я]", ["а"..."я"], false),
        ("[DX]", ["D"..."D", "X"..."X"], false),
        ("[a^]", ["a"..."a", "^"..."^"], false),
        ("[^-]", ["-"..."-"], true),
    ])
    func sets(pattern: String, members: [ClosedRange<Unicode.Scalar>], negated: Bool) throws {
        #expect(try node(pattern).kind == .set(ScalarSet(members: members, negated: negated)))
    }

    @Test("a negated set never matches the line end")
    func negatedSetLineEnd() {
        let set = ScalarSet(members: ["0"..."9"], negated: true)
        #expect(!set.contains("\n") && !set.contains("\r") && !set.contains("5") && set.contains("a"))
        #expect(set.matchedRanges.first == 0...9)
        #expect(!set.matchedRanges.contains { $0.contains(0xD800) })
    }

    @Test("number ranges: fixed width when the ends have the same width", arguments: [
        ("<01-12>", 1, 12, 2 as Int?),
        ("<1-12>", 1, 12, nil),
        ("<0-255>", 0, 255, nil),
        ("<1900-2099>", 1900, 2099, 4),
        ("<999999999999999999-999999999999999999>", 999_999_999_999_999_999, 999_999_999_999_999_999, 18),
    ] as [(String, UInt64, UInt64, Int?)])
    func numberRanges(pattern: String, low: UInt64, high: UInt64, width: Int?) throws {
        guard case .number(let range) = try node(pattern).kind else {
            Issue.record("not a number range")
            return
        }
        #expect(range.low == low && range.high == high && range.fixedWidth == width)
        #expect(range.pattern == pattern)
    }

    @Test("counts take the pending item, left to right, with ? and |", arguments: [
        ("D{3}", "{D}{3}"),
        ("D{3}?", "{{D}{3}}?"),
        ("7|8{2}", "{{7|8}}{2}"),
        ("D{2,5}", "{D}{2,5}"),
        ("D{2,}", "{D}{2,}"),
        ("D{0}", "{D}{0}"),
        ("D{2}{3}", "{{D}{2}}{3}"),
        ("D?{2}", "{{D}?}{2}"),
        ("D{3,3}", "{D}{3}"),
        ("[0-9A-F]{2}:", "{[0-9A-F]}{2} :"),
    ])
    func counts(pattern: String, expected: String) throws {
        #expect(try MaskParser.parse(pattern).items.map(Self.grouped).joined(separator: " ") == expected)
    }

    private static func grouped(_ node: MaskNode) -> String {
        switch node.kind {
        case .optional(let item): "{\(grouped(item))}?"
        case .alternative(let left, let right): "{\(grouped(left))|\(grouped(right))}"
        case .repeated(let item, let count): "{\(grouped(item))}" + count.pattern
        default: node.canonicalPattern(symbols: .default)
        }
    }

    @Test("each error is reported at its position, with its message", arguments: [
        ("<12-3>", "reversed-range", 0..<6, "the range's low end 12 is above its high end 3"),
        // Found by FuzzCompile: a wider, zero-padded low end trapped the compiler.
        ("D<001-12>", "padded-range-end", 1..<9, "the end 001 has a leading zero, but <001-12>'s ends differ in width, so its numbers are written without leading zeros; give both ends the same width for zero-padded numbers"),
        ("<01-100>", "padded-range-end", 0..<8, "the end 01 has a leading zero, but <01-100>'s ends differ in width, so its numbers are written without leading zeros; give both ends the same width for zero-padded numbers"),
        ("D[z-a]", "reversed-set-range", 2..<5, "the set's range z-a is reversed; write a-z"),
        ("[]", "empty-set", 0..<2, "the set matches no character; a set needs at least one member"),
        ("[^]", "empty-set", 0..<3, "the set matches no character; a set needs at least one member"),
        ("[a-b-c]", "misplaced-set-dash", 4..<5, "'-' in a set must be first, last, escaped or between the two ends of a range"),
        ("D[0-9", "unclosed-set", 1..<2, "'[' opens a set that is never closed; expected ']'"),
        ("D<1-12", "unclosed-range", 1..<2, "'<' opens a number range that is never closed; expected '>'"),
        ("<1->", "malformed-range", 0..<4, "expected a number range such as <1-12> or <01-31> between '<' and '>'"),
        ("<a-b>", "malformed-range", 0..<5, "expected a number range such as <1-12> or <01-31> between '<' and '>'"),
        ("<0-1234567890123456789>", "range-end-too-long", 0..<23, "a range end has more than 18 digits"),
        ("D{", "unclosed-count", 1..<2, "'{' opens a count that is never closed; expected '}'"),
        ("D{}", "empty-count", 1..<3, "the count is empty; write {n}, {n,m} or {n,}"),
        ("D{,3}", "count-without-minimum", 1..<5, "the count has no minimum; write {0,m} for at most m"),
        ("D{3,2}", "reversed-count", 1..<6, "the count's minimum 3 is above its maximum 2"),
        ("D{a}", "malformed-count", 1..<4, "expected a count such as {3}, {2,5} or {2,} between '{' and '}'"),
        ("D{1,2,3}", "malformed-count", 1..<8, "expected a count such as {3}, {2,5} or {2,} between '{' and '}'"),
        ("{3}D", "count-without-operand", 0..<3, "the count has nothing before it to repeat"),
        ("7|{2}", "count-after-alternative", 2..<5, "a count cannot follow '|'; expected an item after '|'"),
        ("D]", "unmatched-closing", 1..<2, #"']' closes nothing: no '[' is open; write \] for the character itself"#),
        ("D>", "unmatched-closing", 1..<2, #"'>' closes nothing: no '<' is open; write \> for the character itself"#),
        ("D}", "unmatched-closing", 1..<2, #"'}' closes nothing: no '{' is open; write \} for the character itself"#),
        ("[e\u{301}]", "set-member-not-scalar", 1..<2, "'e\u{301}' (U+0065 U+0301) is several Unicode scalars; a set member must be one"),
        ("D{1001}", "limit-count", 1..<7, "the count 1001 is over the limit of 1000"),
    ])
    func errors(pattern: String, code: String, range: Range<Int>, message: String) {
        let output = MaskParser.parseCollectingDiagnostics(pattern)
        #expect(output.ast == nil)
        #expect(output.diagnostics.map(\.code) == [code])
        #expect(output.diagnostics.map(\.range) == [range])
        #expect(output.diagnostics.map(\.message) == [message])
    }

    @Test("the renderer puts a caret under the range")
    func caret() {
        let output = MaskParser.parseCollectingDiagnostics("DD.<12-3>")
        #expect(DiagnosticRenderer(pattern: "DD.<12-3>").render(output.diagnostics) == """
            mask:1:4: error: the range's low end 12 is above its high end 3
            1 | DD.<12-3>
              |    ^~~~~~
            """)
    }

    @Test("every new syntax character is reserved: never a symbol, escaped to a literal")
    func reserved() throws {
        for character in "ULA[]{}<>" {
            let errors = SymbolSet([character]).validationErrors
            #expect(errors.map(\.code) == ["reserved-symbol"], "\(character)")
            #expect(try node("\\" + String(character)).kind == .literal(character))
        }
    }

    @Test("the maximum count is the parser's to set")
    func countLimit() {
        #expect(MaskParser.parseCollectingDiagnostics("D{5}", maximumCount: 4).diagnostics.map(\.code) == ["limit-count"])
        #expect(MaskParser.parseCollectingDiagnostics("D{4,}", maximumCount: 4).ast != nil)
        #expect(MaskParser.defaultMaximumCount == 1_000)
    }

    @Test("the canonical pattern parses back to the same items", arguments: [
        "UUL-A{2,}", #"[\]\-\^\\a-z]{1,3}"#, "[^0-9]?", "<01-12>.<1900-2099>", "7|8{2}", "D{3}?", #"\U\[\<\{"#, "[é€а-я]",
    ])
    func canonicalRoundTrip(pattern: String) throws {
        let ast = try MaskParser.parse(pattern)
        let again = try MaskParser.parse(ast.canonicalPattern)
        #expect(again.items.map(Self.grouped) == ast.items.map(Self.grouped))
    }

    @Test("explain's tree shows sets, ranges and counts")
    func tree() throws {
        #expect(try MaskParser.parse("[A-F]{2}<01-12>U").treeDescription == """
            mask
            ├─ count {2}
            │  └─ set [A-F]
            ├─ number <01-12>
            └─ upper-case letter
            """)
    }
}
