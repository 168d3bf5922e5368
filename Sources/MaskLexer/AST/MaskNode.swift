/// One item of a parsed mask, with the range of pattern characters it covers.
///
/// The language has no grouping: a mask is a sequence of items, and each item is an atom
/// (`D`, `X`, `U`, `L`, `A`, a set, a number range, a literal) to which `?`, `| atom` and
/// counts apply left to right. So `+?|7?` is `optional(alternative(optional(+), 7))` and
/// `D{3}?` is `optional(repeated(D, 3))`.
public struct MaskNode: Hashable, Sendable {
    /// What an item is.
    public indirect enum Kind: Hashable, Sendable {
        /// `D`: one ASCII digit `0-9`; meaningful.
        case digit
        /// `X`: one ASCII latin letter `A-Z a-z`; meaningful.
        case letter
        /// `U`: one ASCII upper-case letter `A-Z`; meaningful.
        case upper
        /// `L`: one ASCII lower-case letter `a-z`; meaningful.
        case lower
        /// `A`: one ASCII letter or digit; meaningful.
        case alphanumeric
        /// `[...]`: one Unicode scalar of the set; meaningful.
        case set(ScalarSet)
        /// `<lo-hi>`: a decimal number in the range; its digits are meaningful.
        case number(NumberRange)
        /// A character that must appear as itself; not meaningful.
        case literal(Character)
        /// `item?`: the item or nothing.
        case optional(MaskNode)
        /// `item|atom`: either one; the left one has priority where both could apply.
        case alternative(MaskNode, MaskNode)
        /// `item{n}`, `item{n,m}`, `item{n,}`: the item a number of times in a row.
        case repeated(MaskNode, RepeatCount)
    }

    public var kind: Kind
    /// Character offsets in the pattern.
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// A parsed pattern: its items in order, with the text and symbol set it was read with.
public struct MaskAST: Hashable, Sendable {
    public var items: [MaskNode]
    public var pattern: String
    public var symbols: SymbolSet

    public init(items: [MaskNode], pattern: String, symbols: SymbolSet) {
        self.items = items
        self.pattern = pattern
        self.symbols = symbols
    }
}
