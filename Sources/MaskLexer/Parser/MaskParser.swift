/// Parses a pattern into a ``MaskAST``, reporting every syntax error it can find.
///
/// `?` and `|` have equal precedence and apply left to right to the pending item, as in
/// Maskara: `7|8?` is `(7|8)?` and `+?|7?` is `((+?)|7)?`. `|` takes exactly one atom on
/// its right.
///
/// ```swift
/// let ast = try MaskParser.parse("+?7|8(DDD)")
/// ast.items.count        // 7 items: +?  7|8  (  D  D  D  )
/// ```
public enum MaskParser {
    /// The result of parsing: the tree when there were no errors, and every diagnostic.
    public struct Output: Hashable, Sendable {
        public var ast: MaskAST?
        public var diagnostics: [Diagnostic]
    }

    /// The default bound on how many `?`, `|` and counts may apply to one item.
    public static let defaultMaximumNesting = 1_000
    /// The default bound on the numbers of a count (`{n}`, `{n,m}`, `{n,}`).
    public static let defaultMaximumCount = 1_000

    /// Parses `pattern`, never throwing: errors (including those of the symbol set) are data.
    /// `maximumNesting` bounds the `?`, `|` and counts applied to one item, and with it the
    /// depth of every recursive walk over the tree; `maximumCount` bounds each number of a count.
    public static func parseCollectingDiagnostics(
        _ pattern: String, symbols: SymbolSet = .default, maximumNesting: Int = defaultMaximumNesting,
        maximumCount: Int = defaultMaximumCount
    ) -> Output {
        let lexed = MaskLexer.tokenize(pattern, symbols: symbols)
        var parser = Parser(tokens: lexed.tokens, maximumNesting: maximumNesting, maximumCount: maximumCount)
        parser.run()
        let symbolErrors = symbols.validationErrors
        // PERF: a valid pattern (the usual case) has nothing to gather and sort.
        let diagnostics = symbolErrors.isEmpty && lexed.diagnostics.isEmpty && parser.diagnostics.isEmpty ? []
            : (symbolErrors + lexed.diagnostics + parser.diagnostics)
                .sorted { ($0.source == .symbols ? -1 : 0, $0.range.lowerBound) < ($1.source == .symbols ? -1 : 0, $1.range.lowerBound) }
        let ast = diagnostics.containsErrors ? nil : MaskAST(items: parser.items, pattern: pattern, symbols: symbols)
        return Output(ast: ast, diagnostics: diagnostics)
    }

    /// Parses `pattern`, throwing a ``PatternError`` with every diagnostic if there is any error.
    public static func parse(
        _ pattern: String, symbols: SymbolSet = .default, maximumNesting: Int = defaultMaximumNesting,
        maximumCount: Int = defaultMaximumCount
    ) throws(PatternError) -> MaskAST {
        let output = parseCollectingDiagnostics(pattern, symbols: symbols, maximumNesting: maximumNesting, maximumCount: maximumCount)
        guard let ast = output.ast else {
            throw PatternError(pattern: pattern, symbols: symbols, diagnostics: output.diagnostics)
        }
        return ast
    }
}

/// The parser's state: a cursor over the tokens, the finished items, the pending one.
private struct Parser {
    let tokens: [Token]
    let maximumNesting: Int
    let maximumCount: Int
    var items: [MaskNode] = []
    var diagnostics: [Diagnostic] = []
    private var pending: MaskNode?
    /// How many operators apply to the pending item.
    private var pendingNesting = 0
    private var reportedNesting = false
    private var index = 0

    init(tokens: [Token], maximumNesting: Int, maximumCount: Int) {
        self.tokens = tokens
        self.maximumNesting = maximumNesting
        self.maximumCount = maximumCount
        // PERF: an item is at least one token; growing the array item by item reallocated
        // it four times for a phone mask.
        items.reserveCapacity(tokens.count)
    }

    mutating func run() {
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .optional:
                parseOptional(token)
            case .alternative:
                parseAlternative(token)
            case .count(let count):
                parseCount(token, count)
            case .digitClass, .letterClass, .upperClass, .lowerClass, .alphanumericClass, .set, .numberRange, .literal, .invalid:
                flushPending()
                pending = atom(token)
                index += 1
            }
        }
        flushPending()
    }

    private mutating func parseOptional(_ token: Token) {
        defer { index += 1 }
        if index > 0, tokens[index - 1].kind == .optional {
            report(.repeatedOptional, token)
        } else if let item = pending {
            if nest(token) { pending = MaskNode(.optional(item), item.range.lowerBound..<token.range.upperBound) }
        } else {
            report(.optionalWithoutOperand, token)
        }
    }

    private mutating func parseAlternative(_ bar: Token) {
        if pending == nil { report(.alternativeWithoutLeftOperand, bar) }
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .alternative {
            report(.repeatedAlternative, tokens[next])
            next += 1
        }
        guard next < tokens.count else {
            report(.alternativeWithoutRightOperand, tokens[next - 1])
            index = next
            return
        }
        let operand = tokens[next]
        index = next + 1
        guard operand.isAtom else {
            // Only `?` or a count can be here: bars were skipped above.
            report(operand.kind == .optional ? .optionalAfterAlternative : .countAfterAlternative, operand)
            return
        }
        let right = atom(operand)
        if let left = pending {
            if nest(bar) { pending = MaskNode(.alternative(left, right), left.range.lowerBound..<right.range.upperBound) }
        } else {
            pending = right
        }
    }

    private mutating func parseCount(_ token: Token, _ count: RepeatCount) {
        defer { index += 1 }
        // A count right after `|` never gets here: `parseAlternative` reports it.
        guard let item = pending else {
            report(.countWithoutOperand, token)
            return
        }
        let largest = max(count.minimum, count.maximum ?? 0)
        guard largest <= maximumCount else {
            diagnostics.append(Diagnostic(
                severity: .error, code: "limit-count",
                message: "the count \(largest) is over the limit of \(maximumCount)",
                range: token.range))
            return
        }
        if nest(token) { pending = MaskNode(.repeated(item, count), item.range.lowerBound..<token.range.upperBound) }
    }

    /// Counts one more operator on the pending item; false (after one diagnostic) past the limit.
    private mutating func nest(_ token: Token) -> Bool {
        pendingNesting += 1
        guard pendingNesting > maximumNesting else { return true }
        if !reportedNesting {
            reportedNesting = true
            diagnostics.append(Diagnostic(
                severity: .error, code: "limit-nesting",
                message: "more than \(maximumNesting) '?', '|' and counts apply to one item, over the nesting limit",
                range: token.range))
        }
        return false
    }

    private mutating func flushPending() {
        if let item = pending { items.append(item) }
        pending = nil
        pendingNesting = 0
    }

    private func atom(_ token: Token) -> MaskNode {
        switch token.kind {
        case .digitClass: MaskNode(.digit, token.range)
        case .letterClass: MaskNode(.letter, token.range)
        case .upperClass: MaskNode(.upper, token.range)
        case .lowerClass: MaskNode(.lower, token.range)
        case .alphanumericClass: MaskNode(.alphanumeric, token.range)
        case .set(let set): MaskNode(.set(set), token.range)
        case .numberRange(let range): MaskNode(.number(range), token.range)
        case .literal(let character, _): MaskNode(.literal(character), token.range)
        // A placeholder so that what follows a bad character parses normally; the lexer
        // already reported it, and no tree is returned when there are errors.
        case .invalid, .optional, .alternative, .count: MaskNode(.literal("\u{FFFD}"), token.range)
        }
    }

    private mutating func report(_ error: MaskSyntaxError, _ token: Token) {
        diagnostics.append(Diagnostic(error: error, at: token.range))
    }
}
