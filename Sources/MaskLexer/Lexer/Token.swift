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
        case .digitClass, .letterClass, .literal, .invalid: true
        case .optional, .alternative: false
        }
    }
}
