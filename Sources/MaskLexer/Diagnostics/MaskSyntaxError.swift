/// Everything that can be wrong with a pattern or a symbol set, as data.
public enum MaskSyntaxError: Hashable, Sendable {
    /// A character that is not a class, an operator, a digit, an escape or a symbol.
    case unexpectedCharacter(Character)
    /// A `\` at the very end of the pattern.
    case danglingEscape
    /// A `?` at the start of the pattern.
    case optionalWithoutOperand
    /// A `?` right after `|`, where an item was expected.
    case optionalAfterAlternative
    /// A second `?` right after another.
    case repeatedOptional
    /// A `|` at the start of the pattern.
    case alternativeWithoutLeftOperand
    /// A second `|` right after another.
    case repeatedAlternative
    /// A `|` at the end of the pattern.
    case alternativeWithoutRightOperand
    /// A symbol set that contains a character with a meaning of its own (``SymbolSet/reserved``).
    case reservedSymbol(Character)
    /// A `]`, `}` or `>` with no opening bracket before it.
    case unmatchedClosing(Character)
    /// A `[` with no `]` after it.
    case unclosedSet
    /// `[]`, `[^]`, or a negated set that lists every scalar.
    case emptySet
    /// A set range whose first end is above its second: `[z-a]`.
    case reversedSetRange(Unicode.Scalar, Unicode.Scalar)
    /// A `-` inside a set that is not first, last, escaped or between the ends of a range.
    case misplacedSetDash
    /// A set member that is a Character of several Unicode scalars.
    case setMemberNotScalar(Character)
    /// A `<` with no `>` after it.
    case unclosedRange
    /// Something other than `<digits-digits>`.
    case malformedRange
    /// A range end with more than ``NumberRange/maximumDigits`` digits.
    case rangeEndTooLong
    /// `<12-3>`.
    case reversedRange(low: String, high: String)
    /// `<001-12>` or `<01-100>`: ends of different widths mean numbers without leading
    /// zeros, so an end that has one is ambiguous (padded to which width?).
    case paddedRangeEnd(end: String, range: String)
    /// A `{` with no `}` after it.
    case unclosedCount
    /// `{}`.
    case emptyCount
    /// `{,3}`.
    case countWithoutMinimum
    /// `{3,2}`.
    case reversedCount(minimum: Int, maximum: Int)
    /// Something other than `{n}`, `{n,m}` or `{n,}`.
    case malformedCount
    /// A count at the start of the pattern.
    case countWithoutOperand
    /// A count right after `|`, where an item was expected.
    case countAfterAlternative

    /// A stable identifier, for tools that filter diagnostics.
    public var code: String {
        switch self {
        case .unexpectedCharacter: "unexpected-character"
        case .danglingEscape: "dangling-escape"
        case .optionalWithoutOperand: "optional-without-operand"
        case .optionalAfterAlternative: "optional-after-alternative"
        case .repeatedOptional: "repeated-optional"
        case .alternativeWithoutLeftOperand: "alternative-without-left-operand"
        case .repeatedAlternative: "repeated-alternative"
        case .alternativeWithoutRightOperand: "alternative-without-right-operand"
        case .reservedSymbol: "reserved-symbol"
        case .unmatchedClosing: "unmatched-closing"
        case .unclosedSet: "unclosed-set"
        case .emptySet: "empty-set"
        case .reversedSetRange: "reversed-set-range"
        case .misplacedSetDash: "misplaced-set-dash"
        case .setMemberNotScalar: "set-member-not-scalar"
        case .unclosedRange: "unclosed-range"
        case .malformedRange: "malformed-range"
        case .rangeEndTooLong: "range-end-too-long"
        case .reversedRange: "reversed-range"
        case .paddedRangeEnd: "padded-range-end"
        case .unclosedCount: "unclosed-count"
        case .emptyCount: "empty-count"
        case .countWithoutMinimum: "count-without-minimum"
        case .reversedCount: "reversed-count"
        case .malformedCount: "malformed-count"
        case .countWithoutOperand: "count-without-operand"
        case .countAfterAlternative: "count-after-alternative"
        }
    }

    /// The sentence shown to people.
    public var message: String {
        switch self {
        case .unexpectedCharacter(let character):
            "unexpected character \(singleQuoted(character)); expected a class (D, X, U, L, A), a set, a range, a digit, a symbol or an escape"
        case .danglingEscape:
            #"'\' at the end of the pattern escapes nothing; write '\\' for a backslash"#
        case .optionalWithoutOperand:
            "'?' has nothing before it to make optional"
        case .optionalAfterAlternative:
            "'?' cannot follow '|'; expected an item after '|'"
        case .repeatedOptional:
            "'?' repeated; the item is already optional"
        case .alternativeWithoutLeftOperand:
            "'|' has nothing before it to choose from"
        case .repeatedAlternative:
            "'|' repeated; expected an item between the bars"
        case .alternativeWithoutRightOperand:
            "'|' at the end of the pattern; expected an item after it"
        case .reservedSymbol(let character):
            "\(singleQuoted(character)) cannot be a symbol: it \(Self.reservedRole(character)); escape it in the pattern instead"
        case .unmatchedClosing(let character):
            "\(singleQuoted(character)) closes nothing: no \(singleQuoted(Self.opening(character))) is open; write \\\(character) for the character itself"
        case .unclosedSet:
            "'[' opens a set that is never closed; expected ']'"
        case .emptySet:
            "the set matches no character; a set needs at least one member"
        case .reversedSetRange(let low, let high):
            "the set's range \(low)-\(high) is reversed; write \(high)-\(low)"
        case .misplacedSetDash:
            "'-' in a set must be first, last, escaped or between the two ends of a range"
        case .setMemberNotScalar(let character):
            "\(singleQuoted(character)) is several Unicode scalars; a set member must be one"
        case .unclosedRange:
            "'<' opens a number range that is never closed; expected '>'"
        case .malformedRange:
            "expected a number range such as <1-12> or <01-31> between '<' and '>'"
        case .rangeEndTooLong:
            "a range end has more than \(NumberRange.maximumDigits) digits"
        case .reversedRange(let low, let high):
            "the range's low end \(low) is above its high end \(high)"
        case .paddedRangeEnd(let end, let range):
            "the end \(end) has a leading zero, but \(range)'s ends differ in width, so its numbers are written without leading zeros; give both ends the same width for zero-padded numbers"
        case .unclosedCount:
            "'{' opens a count that is never closed; expected '}'"
        case .emptyCount:
            "the count is empty; write {n}, {n,m} or {n,}"
        case .countWithoutMinimum:
            "the count has no minimum; write {0,m} for at most m"
        case .reversedCount(let minimum, let maximum):
            "the count's minimum \(minimum) is above its maximum \(maximum)"
        case .malformedCount:
            "expected a count such as {3}, {2,5} or {2,} between '{' and '}'"
        case .countWithoutOperand:
            "the count has nothing before it to repeat"
        case .countAfterAlternative:
            "a count cannot follow '|'; expected an item after '|'"
        }
    }

    private static func opening(_ closing: Character) -> Character {
        switch closing {
        case "]": "["
        case "}": "{"
        default: "<"
        }
    }

    private static func reservedRole(_ character: Character) -> String {
        switch character {
        case "D": "is the digit class"
        case "X": "is the letter class"
        case "U": "is the upper-case letter class"
        case "L": "is the lower-case letter class"
        case "A": "is the letter-or-digit class"
        case "[", "]": "delimits a set"
        case "<", ">": "delimits a number range"
        case "{", "}": "delimits a count"
        case "?": "makes an item optional"
        case "|": "separates alternatives"
        default: "starts an escape"
        }
    }
}

/// A character in single quotes, with invisible ones spelled out and non-ASCII ones followed
/// by their code points, so that a Cyrillic `А` cannot pass for the class `A`: `'B'`, `'\t'`,
/// `U+000D U+000A`, `'А' (U+0410)` (the form `why` prints).
func singleQuoted(_ character: Character) -> String {
    switch character {
    case "\n": return #"'\n'"#
    case "\r": return #"'\r'"#
    case "\t": return #"'\t'"#
    default:
        let codePoints = character.unicodeScalars.map { scalar in
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }.joined(separator: " ")
        if isInvisible(character) { return codePoints }
        return character.isASCII ? "'\(character)'" : "'\(character)' (\(codePoints))"
    }
}

/// Whether a character has nothing to show: control and format characters only.
func isInvisible(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy {
        $0.properties.generalCategory == .control || $0.properties.generalCategory == .format
    }
}
