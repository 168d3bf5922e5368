import MaskLexer
import MaskVM

extension MaskCompiler {
    /// Compiles several masks into one program: a set. `match` judges the union of their
    /// languages in one walk of one automaton, ``MaskVM/MaskProgram/matches(_:)`` tells which
    /// masks a sample is complete in or could become, and transform, extract and the editor
    /// choose a mask by the rule of `docs/editing.md`. One unnamed mask compiles to the same
    /// program as ``compile(_:symbols:limits:)``.
    ///
    /// ```swift
    /// let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
    /// cards.masks.count                      // 2
    /// cards.match("3782 822463 10005")       // .complete
    /// cards.transform("378282246310005").text  // "3782 822463 10005"
    /// cards.transform("378282246310005").mask  // 1
    /// ```
    /// A pattern error throws that mask's ``MaskLexer/PatternError``, with the mask's index
    /// in ``MaskLexer/PatternError/maskIndex``; more than
    /// ``MaskVM/MaskProgram/maximumMaskCount`` masks, or none, throws `limit-mask-count`.
    public static func compile(_ masks: [MaskDefinition], limits: Limits = .default) throws(PatternError) -> MaskProgram {
        guard (1...MaskProgram.maximumMaskCount).contains(masks.count) else {
            throw PatternError(pattern: "", symbols: .default, diagnostics: [
                Diagnostic(severity: .error, code: "limit-mask-count",
                           message: "a set needs 1 to \(MaskProgram.maximumMaskCount) masks, not \(masks.count)", range: 0..<0),
            ])
        }
        if masks.count == 1, masks[0].name == nil { return try compile(masks[0], index: 0, limits: limits) }
        var members: [MaskProgram] = []
        members.reserveCapacity(masks.count)
        for (index, mask) in masks.enumerated() { members.append(try compile(mask, index: index, limits: limits)) }
        return try assemble(members, names: masks.map(\.name), limits: limits)
    }

    /// Compiles mask `index` of a set; its error says which mask it is.
    private static func compile(_ mask: MaskDefinition, index: Int, limits: Limits) throws(PatternError) -> MaskProgram {
        do {
            return try compile(mask.pattern, symbols: mask.symbols, limits: limits)
        } catch {
            var located = error
            located.maskIndex = index
            throw located
        }
    }

    /// Compiles patterns written in one symbol set into a set (see ``compile(_:limits:)``).
    public static func compile(
        _ patterns: [String], symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> MaskProgram {
        try compile(patterns.map { MaskDefinition($0, symbols: symbols) }, limits: limits)
    }

    /// The union automaton of compiled masks, and the set's program, whose union optimistic
    /// automaton is made on first use (or, past `maximumDFAStates`, whose masks' optimistic
    /// matchers are walked side by side: the same verdicts, slower).
    static func assemble(_ members: [MaskProgram], names: [String?], limits: Limits) throws(PatternError) -> MaskProgram {
        func fail(_ code: String, _ message: String) -> PatternError {
            PatternError(pattern: "", symbols: .default, diagnostics: [
                Diagnostic(severity: .error, code: code, message: message, range: 0..<0),
            ])
        }
        let stateLimit = limits.maximumDFAStates
        guard let union = UnionAutomaton.build(members.map(\.matcher), stateLimit: stateLimit) else {
            throw fail("limit-dfa-states", "the set's union automaton needs more than \(stateLimit) states")
        }
        do {
            return try MaskProgram(
                union: union.dfa.lowered(), members: members, names: names,
                trustedMatchLabels: (union.accepting, union.live),
                optimistic: { unionOptimisticMatcher(members, stateLimit: stateLimit) })
        } catch {
            throw fail("internal-error", "internal compiler error: the VM refused the set's union automaton: \(error)")
        }
    }

    /// The union of the masks' optimistic languages as one DFA, with its labels; or, when a
    /// mask's optimistic matcher is simulated or the union would exceed `stateLimit` states,
    /// the masks' own matchers, walked side by side.
    static func unionOptimisticMatcher(
        _ members: [MaskProgram], stateLimit: Int
    ) -> (matcher: MatchAutomaton, labels: (accepting: [UInt64], live: [UInt64])?) {
        let automata = members.map(\.optimisticMatcher)
        let dfas = automata.compactMap(\.dfa)
        guard dfas.count == automata.count, let union = UnionAutomaton.build(dfas, stateLimit: stateLimit) else {
            return (.masks(automata), nil)
        }
        return (.dfa(union.dfa.lowered()), (union.accepting, union.live))
    }
}
