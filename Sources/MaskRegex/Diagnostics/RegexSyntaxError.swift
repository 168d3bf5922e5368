import MaskLexer

/// Why a regular expression cannot be compiled: a syntax error, or a construct outside the
/// regular subset that MaskRegex compiles (``isRefusal``), which is what lets a caller such
/// as `Trial.format` fall back to a backtracking engine.
public enum RegexSyntaxError: Hashable, Sendable {
    // MARK: Syntax
    /// `(` without its `)`.
    case unclosedGroup
    /// `)` without its `(`.
    case unmatchedClosingParenthesis
    /// `[` without its `]`.
    case unclosedBracket
    /// `[]` or `[^]`: Swift Regex reads no member there either.
    case emptyBracket
    /// A bracket expression whose members match no scalar at all.
    case setMatchesNothing
    /// `[z-a]`.
    case reversedRange(Unicode.Scalar, Unicode.Scalar)
    /// A class such as `\d` as a range bound.
    case classAsRangeBound
    /// `*`, `+`, `?` or `{n}` with nothing before it, or after another quantifier.
    case quantifierWithoutOperand
    /// `{3,2}`.
    case reversedCount(minimum: Int, maximum: Int)
    /// `{1001}` over ``MaskCompiler/Limits/maximumCount``.
    case countOverLimit(Int, limit: Int)
    /// Groups nested deeper than ``MaskCompiler/Limits/maximumNesting``.
    case nestingOverLimit(Int)
    /// `\` at the end of the expression.
    case danglingEscape
    /// `\q`: an escape that neither Swift Regex nor MaskRegex knows.
    case unknownEscape(Character)
    /// `\x` or `\u` without a valid scalar value after it.
    case malformedScalarEscape
    /// `[:alph:]`: not a POSIX class name.
    case unknownPOSIXClass(String)

    // MARK: Refusals: valid Swift Regex, but not regular or not linear
    /// `\1`, `\k<name>`: the language is not regular.
    case backreference
    /// `(?=`, `(?!`, `(?<=`, `(?<!`.
    case lookaround
    /// `\b`, `\B`: whether a boundary holds depends on both neighbours.
    case wordBoundary
    /// `(?(cond)yes|no)`.
    case conditional
    /// `(?R)`, `(?1)`, `(?&name)`, `\g<name>`: the language is not regular.
    case recursion
    /// `a*+`, `(?>…)`: a possessive quantifier or atomic group gives up matches a whole
    /// match would find (`a*+a` matches nothing), so it is not the same language as `a*a`.
    case possessive
    /// `^` or `$` anywhere but the start or the end of the whole expression.
    case anchorInside(Character)
    /// `(?i)` and other options, which change what the rest of the expression means.
    case option
    /// A construct that is regular but that MaskRegex does not compile (yet): `\p{…}`,
    /// `\R`, `\X`, `\N{…}`, `\Q…\E`, set operations, nested brackets, some POSIX classes.
    case unsupported(String)

    /// Whether the expression is refused for being outside the subset rather than wrong:
    /// a caller that allows it may run it on Swift Regex instead.
    public var isRefusal: Bool {
        switch self {
        case .backreference, .lookaround, .wordBoundary, .conditional, .recursion, .possessive, .anchorInside, .option,
             .unsupported:
            true
        default:
            false
        }
    }

    /// A stable identifier; refusals start with `refused-`.
    public var code: String {
        switch self {
        case .unclosedGroup: "unclosed-group"
        case .unmatchedClosingParenthesis: "unmatched-closing"
        case .unclosedBracket: "unclosed-set"
        case .emptyBracket: "empty-set"
        case .setMatchesNothing: "set-matches-nothing"
        case .reversedRange: "reversed-set-range"
        case .classAsRangeBound: "class-as-range-bound"
        case .quantifierWithoutOperand: "quantifier-without-operand"
        case .reversedCount: "reversed-count"
        case .countOverLimit: "limit-count"
        case .nestingOverLimit: "limit-nesting"
        case .danglingEscape: "dangling-escape"
        case .unknownEscape: "unknown-escape"
        case .malformedScalarEscape: "malformed-scalar-escape"
        case .unknownPOSIXClass: "unknown-posix-class"
        case .backreference: "refused-backreference"
        case .lookaround: "refused-lookaround"
        case .wordBoundary: "refused-word-boundary"
        case .conditional: "refused-conditional"
        case .recursion: "refused-recursion"
        case .possessive: "refused-possessive"
        case .anchorInside: "refused-anchor"
        case .option: "refused-option"
        case .unsupported: "refused-unsupported"
        }
    }

    /// The message, which says for a refusal why the construct is refused.
    public var message: String {
        switch self {
        case .unclosedGroup: "group is not closed; expected ')'"
        case .unmatchedClosingParenthesis: "')' closes no group"
        case .unclosedBracket: "bracket expression is not closed; expected ']'"
        case .emptyBracket: "bracket expression has no members"
        case .setMatchesNothing: "bracket expression matches no character"
        case .reversedRange(let low, let high):
            "range '\(low)-\(high)' is reversed; write '\(high)-\(low)'"
        case .classAsRangeBound: "a class such as \\d cannot bound a range"
        case .quantifierWithoutOperand: "quantifier has nothing to repeat"
        case .reversedCount(let minimum, let maximum): "count {\(minimum),\(maximum)} is reversed"
        case .countOverLimit(let count, let limit): "count \(count) is over the limit of \(limit)"
        case .nestingOverLimit(let limit): "groups are nested more than \(limit) deep"
        case .danglingEscape: "'\\' at the end of the expression escapes nothing"
        case .unknownEscape(let character): "unknown escape '\\\(character)'"
        case .malformedScalarEscape: "expected a hexadecimal scalar value"
        case .unknownPOSIXClass(let name): "unknown POSIX class '[:\(name):]'"
        case .backreference: "backreferences are not regular: refused (a DFA cannot remember what a group matched)"
        case .lookaround: "lookaround is refused: it is not compiled to a DFA here"
        case .wordBoundary: "'\\b' and '\\B' are refused: a boundary depends on characters on both sides"
        case .conditional: "conditionals are refused: they depend on what a group matched"
        case .recursion: "recursion is not regular: refused"
        case .possessive:
            "possessive quantifiers and atomic groups are refused: they change the language ('a*+a' matches nothing)"
        case .anchorInside(let anchor):
            "'\(anchor)' is refused here: an anchor is allowed only at the start ('^') or the end ('$') of the expression"
        case .option: "options such as (?i) are refused: they are not supported"
        case .unsupported(let what): "\(what) is not supported"
        }
    }
}

extension Diagnostic {
    /// An error about a regular expression.
    init(regexError: RegexSyntaxError, at range: Range<Int>) {
        self.init(severity: .error, code: regexError.code, message: regexError.message, range: range, source: .regex)
    }
}
