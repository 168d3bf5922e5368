/// One lexical unit of a pattern, with the range of pattern characters it came from.
///
/// Ranges count `Character`s of the pattern from zero; line and column are computed
/// only when a diagnostic is rendered.
public struct Token: Hashable, Sendable {
    /// What a token is.
    public enum Kind: Hashable, Sendable {
        /// `D`: one ASCII digit.
        case digitClass
        /// `X`: one ASCII latin letter.
        case letterClass
        /// `U`: one ASCII upper-case letter.
        case upperClass
        /// `L`: one ASCII lower-case letter.
        case lowerClass
        /// `A`: one ASCII letter or digit.
        case alphanumericClass
        /// `[...]`: one scalar of a set.
        case set(ScalarSet)
        /// `<lo-hi>`: a decimal number in a range.
        case numberRange(NumberRange)
        /// Postfix `{n}`, `{n,m}`, `{n,}`.
        case count(RepeatCount)
        /// A character that stands for itself: a digit, a symbol, or an escaped character
        /// (`escaped` is true for `\c`).
        case literal(Character, escaped: Bool)
        /// Postfix `?`.
        case optional
        /// Infix `|`.
        case alternative
        /// A character that cannot start any token (reported by the lexer); the parser
        /// treats it as an atom so that one bad character does not cause a cascade of errors.
        case invalid
    }

    public var kind: Kind
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Whether the token is an operand (an atom) rather than an operator.
    public var isAtom: Bool {
        switch kind {
        case .digitClass, .letterClass, .upperClass, .lowerClass, .alphanumericClass, .set, .numberRange, .literal, .invalid: true
        case .optional, .alternative, .count: false
        }
    }
}
