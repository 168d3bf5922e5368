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

        // Keep the states that can still accept (trimming), numbered breadth-first after the
        // dead state, with each transition's rank: the leftmost origin among the NFA states
        // behind it. PERF: the live marks, new ids and a row of ranks are temporaries; the
        // ranks are found only for the states kept.
        let columns = 2 * k
        let found = subsets.accepting.count
        var order: [Int] = []
        var transitions: [Int] = []
        var ranks: [Int] = []
        var accepting: [Bool] = []
        var start = 0
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: found) { live in
            subsets.transitions.withUnsafeBufferPointer {
                AcceptingReach.mark(columns: columns, transitions: $0, accepting: subsets.accepting, into: live)
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: found + columns) { scratch in
                // SAFETY: `found` new ids (for states below `found`), then one row of ranks.
                let newID = UnsafeMutableBufferPointer(rebasing: scratch[0..<found])
                let rowRanks = UnsafeMutableBufferPointer(rebasing: scratch[found...])
                newID.initialize(repeating: -1)
                newID[0] = 0
                order.reserveCapacity(found)
                order.append(0)
                if subsets.start != 0 && live[subsets.start] {
                    newID[subsets.start] = 1
                    order.append(subsets.start)
                }
                var head = 1
                while head < order.count {
                    let state = order[head]
                    head += 1
                    for column in 0..<columns {
                        let target = subsets.transitions[state * columns + column]
                        if live[target] && newID[target] == -1 {
                            newID[target] = order.count
                            order.append(target)
                        }
                    }
                }
                transitions = [Int](filledWith: 0, count: order.count * columns)
                ranks = [Int](filledWith: 0, count: order.count * columns)
                accepting.reserveCapacity(order.count)
                for (id, state) in order.enumerated() {
                    accepting.append(subsets.accepting[state])
                    guard id != 0 else { continue }
                    rowRanks.initialize(repeating: Int(UInt32.max))
                    for nfaState in subsets.set(state) {
                        for index in Int(compact.letterStart[nfaState])..<Int(compact.letterStart[nfaState + 1]) {
                            let letter = Int(compact.letters[index])
                            rowRanks[letter] = min(rowRanks[letter], compact.origins[nfaState])
                        }
                    }
                    for column in 0..<columns {
                        let target = subsets.transitions[state * columns + column]
                        guard live[target] else { continue }
                        transitions[id * columns + column] = newID[target]
                        ranks[id * columns + column] = rowRanks[column]
                    }
                }
                start = newID[subsets.start] == -1 ? 0 : newID[subsets.start]
            }
        }
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
