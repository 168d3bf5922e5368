import MaskCompiler
import MaskLexer
import MaskVM

/// What `why` says a mask expected, with the items a byte automaton cannot name: where the
/// text stopped inside (or at the start of) a number range `<lo-hi>`, the range is named,
/// `a number from 01 to 12`, and the digits it takes next are said as a digit range,
/// `a digit 0–1`, where the automaton alone would list `'0' or '1'`.
///
/// ```swift
/// let month = try MaskCompiler.compile("<01-12>")
/// NumberExpectation.description(of: month.matchDetails("2"), text: "2", in: month)
/// // "illegal: expected a number from 01 to 12 (a digit 0–1) at 0, found '2'"
/// ```
///
/// Costs a few compilations of parts of the mask: meant for messages.
public enum NumberExpectation {
    /// The top-level number ranges of the mask that `prefix` stops in or right before: some
    /// split of `prefix` is a complete text of the items before the range followed by the
    /// beginning of one of its numbers that can go on. Ranges under `?`, `|` or a count are
    /// not looked into.
    public static func ranges(in ast: MaskAST, before prefix: Substring) -> [NumberRange] {
        let characters = Array(prefix)
        var found: [NumberRange] = []
        for (index, item) in ast.items.enumerated() {
            guard case .number(let range) = item.kind,
                  let number = try? MaskCompiler.compile(range.pattern) else { continue }
            let before = ast.items[..<index].map { $0.canonicalPattern(symbols: ast.symbols) }.joined()
            guard let head = try? MaskCompiler.compile(before, symbols: ast.symbols) else { continue }
            let longest = range.highText.count
            for split in max(0, characters.count - longest + 1)...characters.count {
                let tail = String(characters[split...])
                guard tail.allSatisfy(\.isASCIIDigit), head.match(String(characters[..<split])) == .complete else { continue }
                if "0123456789".contains(where: { !isIllegal(number.match(tail + String($0))) }) {
                    found.append(range)
                    break
                }
            }
        }
        return found
    }

    /// The `why` line for `details`, the match details of `text`: ``MatchDetails/description``,
    /// with the number ranges the text stopped in named before what the automaton expects.
    public static func description(of details: MatchDetails, text: String, in program: MaskProgram) -> String {
        guard details.result != .complete,
              let ast = try? MaskParser.parse(program.source.pattern, symbols: SymbolSet(program.source.symbols)) else {
            return details.description
        }
        let ranges = ranges(in: ast, before: text.prefix(details.offset))
        guard !ranges.isEmpty else { return details.description }
        let names = ranges.map { "a number from \($0.lowText) to \($0.highText)" }
        let expected = "\(names.joined(separator: " or ")) (\(digitWords(details.expected)))"
        let what = details.found.map(ExpectedCharacters.quoted) ?? "the end of the text"
        let verdict = details.result == .partial ? "partial" : "illegal"
        return "\(verdict): expected \(expected) at \(details.offset), found \(what)"
    }

    /// What the automaton expects, with two or more consecutive digits said as a digit range.
    static func digitWords(_ expected: ExpectedCharacters) -> String {
        var digits: [UInt32] = []
        var rest: [ExpectedCharacters.Item] = []
        for item in expected.items {
            if case .character(let character) = item, let value = character.asciiValue, character.isASCIIDigit {
                digits.append(UInt32(value))
            } else {
                rest.append(item)
            }
        }
        guard digits.count >= 2, let low = digits.min(), let high = digits.max(), Int(high - low) + 1 == digits.count,
              let first = Unicode.Scalar(low), let last = Unicode.Scalar(high) else {
            return expected.description
        }
        return ExpectedCharacters(items: [.range(first, last)] + rest, allowsEnd: expected.allowsEnd).description
    }

    private static func isIllegal(_ result: MatchResult) -> Bool {
        if case .illegal = result { true } else { false }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
