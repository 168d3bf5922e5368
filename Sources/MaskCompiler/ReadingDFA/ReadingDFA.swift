import MaskLexer
import MaskVM

/// The compiler's reading automaton: the NFA determinized over the tagged alphabet byte
/// class × reading (literal or meaningful), so every transition says how its byte is read.
/// For a mask where no character can be read both ways it has the shape of the match DFA;
/// where one can (`D?7` on `7`), a state has both a literal and a meaningful transition on
/// the same class, and the mask is reported as ambiguous there.
///
/// It is trimmed (states that cannot accept become dead) and compacted, but not minimized:
/// two states with the same future may still differ in which item is leftmost, and the
/// ranks that record it must survive.
public struct ReadingDFA: Hashable, Sendable {
    /// The NFA's byte classes (not merged: each literal byte keeps a class of its own).
    public let classes: ByteClasses
    /// `transitions[(state * classes.count + class) * 2 + reading]`; 0 is the dead state.
    public let transitions: [Int]
    /// Same indexing: the pattern offset of the leftmost item reading the transition.
    public let ranks: [Int]
    public let accepting: [Bool]
    public let start: Int
    /// Every place where one character can be read both ways, in pattern order.
    public let ambiguities: [Ambiguity]

    public var stateCount: Int { accepting.count }

    public func next(_ state: Int, _ cls: Int, _ reading: ReadingAutomaton.Reading) -> Int {
        transitions[(state * classes.count + cls) * 2 + reading.rawValue]
    }

    /// Determinizes `nfa` over class × reading (`classes` are the NFA's byte classes); it
    /// fails as the match DFA's construction does.
    /// `compact` may be given when the caller has it already (made with `tagged: true`).
    static func build(
        _ nfa: NFA, classes: ByteClasses, compact: CompactNFA? = nil, stateLimit: Int, workLimit: Int
    ) -> Result<ReadingDFA, SubsetConstruction.Failure> {
        let k = classes.count
        let compact = compact ?? CompactNFA(nfa, classes: classes, tagged: true)
        let subsets: SubsetConstruction.Subsets
        switch SubsetConstruction.determinize(
            compact, start: nfa.start, letterCount: 2 * k, keepSets: true, stateLimit: stateLimit, workLimit: workLimit) {
        case .success(let built): subsets = built
        case .failure(let failure): return .failure(failure)
        }

        // Every state can still accept, so there is nothing to trim: a mask's NFA has no
        // dead end (each state's continuation leads to the accepting state), so every
        // nonempty set has a member with a path to acceptance, which the DFA follows. And
        // the construction numbers states breadth first from the start after the dead
        // state, columns in order, as the VM wants. So the table is kept as it is, and each
        // transition gets its rank: the leftmost origin among the NFA states behind it.
        // PERF: trimming and renumbering (a search for the states that can accept and a
        // breadth-first search) cost the phone mask about 12,000 instructions for nothing.
        let columns = 2 * k
        let found = subsets.accepting.count
        assert({
            var live = [Bool](repeating: false, count: found)
            live.withUnsafeMutableBufferPointer { live in
                subsets.transitions.withUnsafeBufferPointer {
                    AcceptingReach.mark(columns: columns, transitions: $0, accepting: subsets.accepting, into: live)
                }
            }
            return live.dropFirst().allSatisfy { $0 }
        }(), "a reading automaton state cannot accept")
        let order = Array(0..<found)
        let transitions = subsets.transitions
        var ranks = [Int](filledWith: 0, count: found * columns)
        ranks.withUnsafeMutableBufferPointer { ranks in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: columns) { rowRanks in
            // SAFETY: `ranks` has a row of `columns` for each state; letters are below `columns`.
            for state in 1..<max(found, 1) {
                rowRanks.initialize(repeating: Int(UInt32.max))
                for nfaState in subsets.set(state) {
                    for index in Int(compact.letterStart[nfaState])..<Int(compact.letterStart[nfaState + 1]) {
                        let letter = Int(compact.letters[index])
                        rowRanks[letter] = min(rowRanks[letter], compact.origins[nfaState])
                    }
                }
                for column in 0..<columns where transitions[state &* columns &+ column] != 0 {
                    ranks[state &* columns &+ column] = rowRanks[column]
                }
            }
        }
        }
        let accepting = subsets.accepting
        let start = subsets.start
        let ambiguities = Ambiguity.find(
            in: subsets, order: order, transitions: transitions, classes: classes, nfa: nfa, compact: compact)
        return .success(ReadingDFA(
            classes: classes, transitions: transitions, ranks: ranks, accepting: accepting, start: start,
            ambiguities: ambiguities))
    }

    /// The VM's form, trusted as the match automaton's is (see ``DFA/lowered()``).
    func lowered() -> ReadingAutomaton {
        ReadingAutomaton(
            trusted: classes.map, classCount: classes.count, startState: start,
            targets: transitions.narrowed(), ranks: ranks.narrowed(), accepting: accepting)
    }
}
