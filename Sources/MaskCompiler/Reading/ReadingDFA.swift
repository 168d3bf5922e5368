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
    static func build(
        _ nfa: NFA, classes: ByteClasses, stateLimit: Int, workLimit: Int
    ) -> Result<ReadingDFA, SubsetConstruction.Failure> {
        let k = classes.count
        let compact = CompactNFA(nfa, classes: classes, tagged: true)
        let subsets: SubsetConstruction.Subsets
        switch SubsetConstruction.determinize(
            compact, start: nfa.start, letterCount: 2 * k, keepSets: true, stateLimit: stateLimit, workLimit: workLimit) {
        case .success(let built): subsets = built
        case .failure(let failure): return .failure(failure)
        }

        // Ranks: the leftmost origin among the NFA states behind each transition.
        var origins = [Int](repeating: 0, count: nfa.states.count)
        for (index, state) in nfa.states.enumerated() {
            if case .bytes(_, _, _, let origin) = state { origins[index] = origin.lowerBound }
        }
        var ranks = [Int](repeating: Int(UInt32.max), count: subsets.transitions.count)
        for state in 0..<subsets.accepting.count {
            for nfaState in subsets.set(state) {
                for index in Int(compact.letterStart[nfaState])..<Int(compact.letterStart[nfaState + 1]) {
                    let column = state * 2 * k + Int(compact.letters[index])
                    ranks[column] = min(ranks[column], origins[nfaState])
                }
            }
        }

        // Trim with the DFA's own pass (it only needs the column count), then keep the
        // reachable states, numbered breadth-first after the dead state.
        let untrimmed = DFA(classes: ByteClasses(map: classes.map, count: 2 * k), transitions: subsets.transitions,
                            accepting: subsets.accepting, start: subsets.start)
        let trimmed = untrimmed.trimmed()
        var newID = [Int](repeating: -1, count: trimmed.stateCount)
        var order = [0]
        newID[0] = 0
        if trimmed.start != 0 {
            newID[trimmed.start] = 1
            order.append(trimmed.start)
        }
        var head = 1
        while head < order.count {
            let state = order[head]
            head += 1
            for column in 0..<2 * k {
                let target = trimmed.next(state, column)
                if newID[target] == -1 {
                    newID[target] = order.count
                    order.append(target)
                }
            }
        }
        var transitions = [Int](repeating: 0, count: order.count * 2 * k)
        var keptRanks = [Int](repeating: 0, count: order.count * 2 * k)
        for (id, state) in order.enumerated() where id != 0 {
            for column in 0..<2 * k {
                let target = newID[trimmed.next(state, column)]
                transitions[id * 2 * k + column] = target
                keptRanks[id * 2 * k + column] = target == 0 ? 0 : ranks[state * 2 * k + column]
            }
        }
        let ambiguities = Ambiguity.find(
            in: subsets, order: order, transitions: transitions, classes: classes, nfa: nfa, compact: compact)
        return .success(ReadingDFA(
            classes: classes, transitions: transitions, ranks: keptRanks,
            accepting: order.map { trimmed.accepting[$0] }, start: newID[trimmed.start], ambiguities: ambiguities))
    }

    /// The VM's form, through the same verifier as a loaded file.
    func lowered() throws(ProgramError) -> ReadingAutomaton {
        try ReadingAutomaton(
            classMap: classes.map, classCount: classes.count, startState: start,
            targets: transitions.map { UInt32($0) }, ranks: ranks.map { UInt32(clamping: $0) }, accepting: accepting)
    }
}
