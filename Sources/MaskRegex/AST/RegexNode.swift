import MaskLexer

/// One node of a parsed regular expression, with the range of pattern Characters it covers.
///
/// Only the regular core survives parsing: anchors at the ends are dropped (a whole match
/// makes them redundant), lazy quantifiers become plain ones (same language), and every
/// class (`\d`, `[^a-z]`, `.`) is resolved to the Unicode scalars it matches.
public struct RegexNode: Hashable, Sendable {
    /// What a node is.
    public indirect enum Kind: Hashable, Sendable {
        /// Matches the empty text: `()`, an empty alternative.
        case empty
        /// One scalar that must appear as itself.
        case literal(Unicode.Scalar)
        /// One scalar of the set: sorted, disjoint, non-adjacent ranges of scalar values,
        /// never empty and never containing a surrogate.
        case set([ClosedRange<UInt32>])
        /// The nodes one after another.
        case concatenation([RegexNode])
        /// One of the branches; at least two.
        case alternation([RegexNode])
        /// The node a number of times in a row: `*` is `{0,}`, `+` `{1,}`, `?` `{0,1}`.
        case repetition(RegexNode, RepeatCount)
    }

    public var kind: Kind
    /// Character offsets in the expression.
    public var range: Range<Int>

    public init(_ kind: Kind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Whether some literal or set reads a scalar of two UTF-8 bytes or more (`é`, `\d`, `.`):
    /// only then does the scalar route (MaskCompiler's `ScalarRoute`) have classes to save.
    /// Recursion depth is the nesting, which the parser bounds.
    public var readsMultibyteScalars: Bool {
        switch kind {
        case .empty: false
        case .literal(let scalar): scalar.value >= 0x80
        case .set(let ranges): (ranges.last?.upperBound ?? 0) >= 0x80
        case .concatenation(let nodes), .alternation(let nodes): nodes.contains(where: \.readsMultibyteScalars)
        case .repetition(let node, _): node.readsMultibyteScalars
        }
    }

    /// Whether some repetition has no upper bound, so the language is infinite.
    /// Recursion depth is the nesting, which the parser bounds.
    public var hasLoops: Bool {
        switch kind {
        case .empty, .literal, .set: false
        case .concatenation(let nodes), .alternation(let nodes): nodes.contains(where: \.hasLoops)
        case .repetition(let node, let count): count.maximum == nil || node.hasLoops
        }
    }
}
