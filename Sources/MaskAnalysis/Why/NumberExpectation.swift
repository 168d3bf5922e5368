import MaskCompiler
import MaskLexer
import MaskVM

/// What `why` says a mask expected, with the items a byte automaton cannot name: a number
/// range `<lo-hi>` that could take the next digit is named, `a number from 01 to 12`, with
/// the digits it takes next, `(a digit 0–1)`, where the automaton alone would list `'0' or
/// '1'`. It is named wherever it stands: at the top, under `?`, `|` or a count, and beside
/// whatever else could come next (`a number from 1 to 12 (a digit 1–9) or a letter A–F`).
///
/// ```swift
/// let month = try MaskCompiler.compile("<01-12>")
/// NumberExpectation.description(of: month.matchDetails("2"), text: "2", in: month)
/// // "illegal: expected a number from 01 to 12 (a digit 0–1) at 0, found '2'"
/// ```
///
/// Costs a walk of the text through the mask's items and a compilation of the items that
/// come next: meant for messages.
public enum NumberExpectation {
    /// What the mask accepts after `prefix`, by item (see ``ItemExpectation``); nil when
    /// `prefix` is not the beginning of a text of the mask, or the walk is too large
    /// (counts that unroll past 200,000 nodes).
    public static func expectation(after prefix: Substring, in ast: MaskAST) -> ItemExpectation? {
        expectation(after: prefix, in: ast, onlyWithNumbers: false)
    }

    /// ``expectation(after:in:)``; with `onlyWithNumbers`, nil as soon as the walk shows no
    /// number range can take the next digit, before the other items are compiled.
    private static func expectation(after prefix: Substring, in ast: MaskAST, onlyWithNumbers: Bool) -> ItemExpectation? {
        guard let automaton = ItemAutomaton(ast), let next = automaton.next(after: prefix.unicodeScalars) else { return nil }
        // Ranges in pattern order; one written once but reached in several copies of a
        // count (`<1-12>{2}` after `1`) is named once, with the digits of every copy.
        var digitsByItem: [MaskNode: (range: NumberRange, digits: Set<UInt64>)] = [:]
        for (leaf, prefixes) in next.numbers {
            guard case .number(let range) = automaton.leaves[leaf].accepts else { continue }
            let digits = prefixes.flatMap { range.nextDigits(after: $0) }
            digitsByItem[automaton.leaves[leaf].item, default: (range, [])].digits.formUnion(digits)
        }
        guard !onlyWithNumbers || !digitsByItem.isEmpty else { return nil }
        let numbers = digitsByItem.sorted { $0.key.range.lowerBound < $1.key.range.lowerBound }.map { _, value in
            ItemExpectation.Number(range: value.range, nextDigits: value.digits.sorted().map { Character(String($0)) })
        }
        guard let others = otherCharacters(Set(next.scalarLeaves.map { automaton.leaves[$0].item }), ast: ast) else { return nil }
        return ItemExpectation(numbers: numbers,
                               others: ExpectedCharacters(items: others, allowsEnd: next.allowsEnd))
    }

    /// What `items` (leaf items: classes, sets, literals) take, grouped as match details
    /// group characters: compiled as one alternation, whose start state says it.
    private static func otherCharacters(_ items: Set<MaskNode>, ast: MaskAST) -> [ExpectedCharacters.Item]? {
        guard !items.isEmpty else { return [] }
        let pattern = items.sorted { $0.range.lowerBound < $1.range.lowerBound }
            .map { $0.canonicalPattern(symbols: ast.symbols) }.joined(separator: "|")
        guard let program = try? MaskCompiler.compile(pattern, symbols: ast.symbols) else { return nil }
        return program.matchDetails("").expected.items
    }

    /// The number ranges of the mask that could take a digit after `prefix`, in the order
    /// the mask writes them, wherever they stand.
    public static func ranges(in ast: MaskAST, before prefix: Substring) -> [NumberRange] {
        expectation(after: prefix, in: ast, onlyWithNumbers: true)?.numbers.map(\.range) ?? []
    }

    /// The `why` line for `details`, the match details of `text`: ``MatchDetails/description``,
    /// with the number ranges that could take the next digit named (see
    /// ``expectation(after:in:)``). Without such a range it is the details' own line.
    public static func description(of details: MatchDetails, text: String, in program: MaskProgram) -> String {
        // A regular expression's pattern is no mask, whatever it would parse as.
        guard details.result != .complete, program.source.language == .mask,
              let ast = try? MaskParser.parse(program.source.pattern, symbols: SymbolSet(program.source.symbols)),
              let expectation = expectation(after: text.prefix(details.offset), in: ast, onlyWithNumbers: true) else {
            return details.description
        }
        let what = details.found.map(ExpectedCharacters.quoted) ?? "the end of the text"
        let verdict = details.result == .partial ? "partial" : "illegal"
        return "\(verdict): expected \(expectation) at \(details.offset), found \(what)"
    }
}
