/// The masks' automata a ``LabelWalk`` follows: automata given as they are, or each mask's
/// match or optimistic automaton where its program holds it.
///
/// PERF: a set's loader walked arrays of its masks' automata, copied out of their programs
/// for the walk (two arrays a load, and a copy of each automaton); now the walk asks each
/// program for its automaton, lent for the call, the few times it is laid out (issue 21).
enum WalkedMasks {
    /// The automata themselves.
    case automata([DenseDFA])
    /// Each program's match automaton.
    case matchers([MaskProgram])
    /// Each program's optimistic automaton, which must be a DFA (the caller checks).
    case optimisticMatchers([MaskProgram])

    /// The number of masks.
    var count: Int {
        switch self {
        case .automata(let automata): automata.count
        case .matchers(let programs), .optimisticMatchers(let programs): programs.count
        }
    }

    /// `body` applied to mask `index`'s automaton, where it is held.
    @inline(__always)
    func withAutomaton<Result>(_ index: Int, _ body: (DenseDFA) -> Result) -> Result {
        switch self {
        case .automata(let automata): return body(automata[index])
        case .matchers(let programs): return body(programs[index].storage.matcher)
        case .optimisticMatchers(let programs):
            return programs[index].storage.optimistic.withParts { parts in
                guard let dfa = parts.dfa else { preconditionFailure("a walked optimistic automaton is a DFA") }
                return body(dfa)
            }
        }
    }

    /// Keeps the masks' automata alive during `body` (the walk reads their tables in place).
    @inline(__always)
    func keepingAlive<Result>(_ body: () throws(ProgramError) -> Result) throws(ProgramError) -> Result {
        switch self {
        case .automata(let automata): return try withExtendedLifetime(automata) { () throws(ProgramError) in try body() }
        case .matchers(let programs), .optimisticMatchers(let programs):
            return try withExtendedLifetime(programs) { () throws(ProgramError) in try body() }
        }
    }
}
