import MaskLexer

/// What a front end's Thompson construction needs of an automaton under construction: the
/// accepting state, one state (or trie) per mask item, and ε-splits. ``NFAAssembler`` lays
/// out the byte NFA; ``ScalarNFAAssembler`` the same structure with each item one state over
/// Unicode scalars, so that one walk of an expression's tree builds either.
package protocol ExpressionAssembling: SplitBuilding {
    /// Adds the accepting state; nil past the state limit.
    mutating func accept() -> Int?
    /// Adds one mask item (a literal or a set) continuing to `continuation`; returns its
    /// entry, nil past the state limit.
    mutating func item(_ node: MaskNode, continuation: Int) -> Int?
    /// Adds a set of scalars (sorted, disjoint, non-adjacent ranges of scalar values, none
    /// a surrogate) from the pattern's `origin` continuing to `continuation`.
    mutating func set(_ ranges: [ClosedRange<UInt32>], origin: Range<Int>, continuation: Int) -> Int?
}

extension ExpressionAssembling {
    /// The set as a mask set (so it becomes the same trie of UTF-8 byte states as a mask's).
    package mutating func set(_ ranges: [ClosedRange<UInt32>], origin: Range<Int>, continuation: Int) -> Int? {
        item(MaskNode(.set(ScalarSet(members: scalarMembers(ranges), negated: false)), origin), continuation: continuation)
    }
}

/// Ranges of scalar values (none a surrogate) as ranges of scalars, the members of a mask set.
func scalarMembers(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<Unicode.Scalar>] {
    ranges.compactMap { range -> ClosedRange<Unicode.Scalar>? in
        guard let low = Unicode.Scalar(range.lowerBound), let high = Unicode.Scalar(range.upperBound) else { return nil }
        return low...high
    }
}

extension NFAAssembler: ExpressionAssembling {}
