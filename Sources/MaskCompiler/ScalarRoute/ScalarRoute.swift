import MaskVM

/// The match automaton of an expression with a class of multi-byte scalars (`\d`, `\w`,
/// `[à-ÿ]`), made over scalar classes and written out over bytes only at the end.
///
/// PERF: the byte route carries each class's UTF-8 trie through every stage: `\d` is 235
/// ranges whose trie makes 83 byte classes, so `^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$` laid out a
/// byte NFA of hundreds of states and took its subset construction and minimization over 87
/// classes (1.98M instructions a compile). Over scalar classes the same expression is 7
/// classes and a few dozen states; only the last step (``UTF8Lowering``) touches bytes.
///
/// It makes the same program as the byte route (the minimal DFA, numbered and classed the
/// same way), and is taken only where the byte route could not have failed: the byte NFA's
/// states are counted exactly, and its subset construction's states and work are bounded
/// (``ScalarSubsets``). Elsewhere, and for expressions of one-byte scalars only (which the
/// byte route compiles in tens of µs), the byte route runs as it always has.
enum ScalarRoute {
    /// The lowered match automaton, or nil when the byte route must make it. `assemble` lays
    /// the expression out (as it lays out the byte NFA) and returns its start.
    static func matcher(limits: MaskCompiler.Limits, assemble: (inout ScalarNFAAssembler) -> Int?) -> DenseDFA? {
        var nfa = ScalarNFAAssembler(limit: limits.maximumNFAStates)
        guard let start = assemble(&nfa), !nfa.unsupported, nfa.setIsMultibyte.contains(true),
              let alphabet = ScalarAlphabet(nfa.sets),
              let dfa = ScalarSubsets.determinize(
                  &nfa, start: start, alphabet: alphabet, nfaStateLimit: limits.maximumNFAStates,
                  stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork),
              let minimal = dfa.minimized()
        else { return nil }
        var lowering = UTF8Lowering(minimal, alphabet: alphabet)
        return lowering.lowered()
    }
}
