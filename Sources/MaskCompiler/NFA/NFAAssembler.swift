import MaskLexer

/// The Thompson construction opened to a second front end: the caller lays out structure the
/// mask language has no item for (a sequence inside a group, a loop around it), backwards
/// from the accepting state as ``NFABuilder`` does, and each atom is built by the builder
/// itself, so a regular expression's `[a-z]` is the same trie of byte states as a mask's.
///
/// Used by MaskRegex through ``MaskCompiler/compile(assembledFrom:source:limits:hasLoops:assemble:)``.
package struct NFAAssembler: SplitBuilding {
    private var builder: NFABuilder

    /// An empty NFA that may have at most `limit` states.
    package init(limit: Int) {
        builder = NFABuilder(limit: limit, optionalLiterals: false, expectedStates: 16, ranges: NFABuilder.SharedRanges())
    }

    /// Adds the accepting state; nil past the state limit.
    package mutating func accept() -> Int? {
        builder.add(.accept)
    }

    /// Adds the states of one mask item (a literal, a set) continuing to `continuation`;
    /// returns its entry state, nil past the state limit.
    package mutating func item(_ node: MaskNode, continuation: Int) -> Int? {
        builder.compile(node, continuation: continuation)
    }

    /// Adds an ε-split, `preferred` first; nil past the state limit.
    package mutating func split(preferred: Int, other: Int) -> Int? {
        builder.split(preferred: preferred, other: other)
    }

    /// Points the split `state` (added before its body existed, to close a loop) at its branches.
    package mutating func redirect(split state: Int, preferred: Int, other: Int) {
        builder.redirect(split: state, preferred: preferred, other: other)
    }

    /// The NFA starting at `start`, and the distinct byte sets its states read.
    package func finished(start: Int) -> (nfa: NFA, rangeSets: [[ClosedRange<UInt8>]]) {
        (NFA(states: builder.states, start: start), builder.ranges.rangeSets)
    }
}
