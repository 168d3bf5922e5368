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
    /// A symbol set that contains `D`, `X`, `?`, `|` or `\`.
    case reservedSymbol(Character)

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
        }
    }

    /// The sentence shown to people.
    public var message: String {
        switch self {
        case .unexpectedCharacter(let character):
            "unexpected character \(singleQuoted(character)); expected a class (D, X), a digit, a symbol or an escape"
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
        }
    }

    private static func reservedRole(_ character: Character) -> String {
        switch character {
        case "D": "is the digit class"
        case "X": "is the letter class"
        case "?": "makes an item optional"
        case "|": "separates alternatives"
        default: "starts an escape"
        }
    }
}

/// A character in single quotes, with invisible ones spelled out.
func singleQuoted(_ character: Character) -> String {
    switch character {
    case "\n": #"'\n'"#
    case "\r": #"'\r'"#
    case "\t": #"'\t'"#
    default:
        if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
            "U+" + character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " U+")
        } else {
            "'\(character)'"
        }
    }
}
