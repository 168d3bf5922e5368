/// Powerset construction: each DFA state is the set of NFA states the NFA could be in.
enum SubsetConstruction {
    enum Failure: Error {
        case tooManyStates
        case tooMuchWork
    }

    /// The raw result over any alphabet of letters: the transition table, the accepting
    /// states, the start, and (when asked for) the NFA states of each DFA state, sorted.
    struct Subsets {
        var transitions: [Int]
        var accepting: [Bool]
        var start: Int
        /// State `s` is the NFA state set `members[memberStart[s] ..< memberStart[s + 1]]`
        /// (both empty unless the sets were kept).
        var memberStart: [Int]
        var members: [Int]
        /// The live moves, in pairs (`state * letterCount + letter`, target), state by state
        /// and each state's letters in increasing order: the rows of ``SparseDFA``.
        var moves: [Int]

        func set(_ state: Int) -> ArraySlice<Int> { members[memberStart[state]..<memberStart[state + 1]] }
    }

    /// Builds the DFA of `nfa` over `classes` (the NFA's byte classes, computed once for
    /// every construction of one mask). Fails when it would need more than `stateLimit`
    /// states (the dead state included) or more than `workLimit` steps in all: one for each
    /// NFA state of each DFA state, each move of one on a letter, and each NFA state of the
    /// closure a letter leads to.
    /// `compact` may be given when the caller has it already (made with `tagged: false`).
    static func determinize(
        _ nfa: NFA, classes: ByteClasses, compact: CompactNFA? = nil, stateLimit: Int, workLimit: Int
    ) -> Result<DFA, Failure> {
        determinize(compact ?? CompactNFA(nfa, classes: classes, tagged: false), start: nfa.start, classes: classes,
                    stateLimit: stateLimit, workLimit: workLimit)
    }

    /// The DFA, and the size of each of its states' NFA state sets (for
    /// ``boundFromSubsets(sizes:letterCount:)``).
    static func determinizeWithSetSizes(
        _ compact: CompactNFA, start: Int, classes: ByteClasses, stateLimit: Int, workLimit: Int
    ) -> Result<(dfa: DFA, setSizes: [Int]), Failure> {
        determinize(compact, start: start, letterCount: classes.count, keepSets: true,
                    stateLimit: stateLimit, workLimit: workLimit)
            .map { subsets in
                let sizes = (0..<subsets.accepting.count).map { subsets.memberStart[$0 + 1] - subsets.memberStart[$0] }
                return (DFA(classes: classes, transitions: subsets.transitions, accepting: subsets.accepting, start: subsets.start),
                        sizes)
            }
    }

    /// The same as rows of live moves (``SparseDFA``), for the passes that read only those.
    static func determinizeRowsWithSetSizes(
        _ compact: CompactNFA, start: Int, classes: ByteClasses, stateLimit: Int, workLimit: Int
    ) -> Result<(dfa: SparseDFA, setSizes: [Int]), Failure> {
        determinize(compact, start: start, letterCount: classes.count, keepSets: true,
                    stateLimit: stateLimit, workLimit: workLimit)
            .map { subsets in
                let sizes = (0..<subsets.accepting.count).map { subsets.memberStart[$0 + 1] - subsets.memberStart[$0] }
                return (SparseDFA(classes: classes, subsets: subsets), sizes)
            }
    }

    /// The same from the compact form (letters are byte classes) and its start state.
    static func determinize(
        _ compact: CompactNFA, start: Int, classes: ByteClasses, stateLimit: Int, workLimit: Int
    ) -> Result<DFA, Failure> {
        determinize(compact, start: start, letterCount: classes.count, keepSets: false,
                    stateLimit: stateLimit, workLimit: workLimit)
            .map { DFA(classes: classes, transitions: $0.transitions, accepting: $0.accepting, start: $0.start) }
    }

    /// The construction over an alphabet of `letterCount` letters, where NFA state `s`
    /// consumes the letters `compact.letters[compact.letterStart[s] ..< ...]` (the reading
    /// automaton's letters are class × reading).
    ///
    /// Both ways of running it give the same automaton, state for state, and count the same
    /// work: states are numbered in the order they are found, the states of the queue in
    /// turn and each one's letters in increasing order.
    static func determinize(
        _ compact: CompactNFA, start: Int, letterCount: Int, keepSets: Bool, stateLimit: Int, workLimit: Int
    ) -> Result<Subsets, Failure> {
        if compact.count <= WordSets.capacity, let result = WordSets.determinize(
            compact, start: start, letterCount: letterCount, keepSets: keepSets, stateLimit: stateLimit, workLimit: workLimit) {
            return result
        }
        return determinizeSparse(compact, start: start, letterCount: letterCount, keepSets: keepSets,
                                 stateLimit: stateLimit, workLimit: workLimit)
    }

    /// The construction for any NFA: sets as sorted lists of NFA states, found by hashing.
    static func determinizeSparse(
        _ compact: CompactNFA, start nfaStart: Int, letterCount: Int, keepSets: Bool, stateLimit: Int, workLimit: Int
    ) -> Result<Subsets, Failure> {
        // DFA state `id` is the NFA state set `sets[id]`; state 0 is the empty set, dead.
        var sets = SequenceInterner(expectedCount: compact.count)
        _ = sets.intern([])
        var closures = SortedClosures(compact)
        // PERF: transitions are kept as moves (table entry, then target) and laid out in a
        // table once the state count is known, as ``WordSets`` does: appending a row of
        // `letterCount` zeros per new state copied the whole table at each growth (over 87
        // byte classes, a twentieth of compiling `^[a-z]{2,8}-[0-9a-f]{4}(-v\d+)?$`).
        var moves: [Int] = []
        moves.reserveCapacity(4 * compact.count)
        var accepting = [false]

        var work = 0
        /// The id of the state whose set is the current closure, adding it if new.
        func internClosure() -> Int? {
            let (id, isNew) = closures.withMembers { sets.intern($0) }
            guard isNew else { return id }
            guard id < stateLimit else { return nil }
            accepting.append(closures.withMembers { $0.contains(where: compact.isAccept) })
            return id
        }

        [nfaStart].withUnsafeBufferPointer { closures.compute($0) }
        guard let start = internClosure() else { return .failure(.tooManyStates) }
        var pending = 1
        // PERF: each consuming NFA state's letters as runs of consecutive letters, and each
        // DFA state's letters swept as intervals over which the same NFA states move: a
        // trie edge over continuation bytes is one run of dozens of byte classes (`\d`'s
        // are one class a byte), so the moves of a Unicode class were mostly letters that
        // repeat the one before, each bucketed and compared alone. An interval's successors
        // are the run, in member order, that bucketing gave each of its letters.
        let runs = LetterRuns(compact)
        let sweep = IntervalSweep(stateCount: compact.count, runs: runs)
        // PERF: the current state's members are copied out of the interner: a slice of its
        // storage would share the buffer that interning new sets appends to, and every
        // append would copy it (quadratic in the DFA's size).
        var members: [Int] = []
        while pending < sets.count {
            let current = pending
            pending += 1
            members.removeAll(keepingCapacity: true)
            members.append(contentsOf: sets[current])
            work += members.count
            guard work <= workLimit else { return .failure(.tooMuchWork) }
            sweep.start(members, compact, runs)
            // The previous letter's successors, their closure's size and its target.
            var previousTarget = 0
            let rowBase = current &* letterCount
            while let letters = sweep.next() {
                let successorCount = sweep.successors.count
                // The interval's first letter, as the construction always took a letter:
                // its successors counted, then its closure walked and interned unless they
                // are the previous letter's, in the same order (then it leads to the same
                // state: the closure is neither walked nor interned again).
                work += successorCount
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                let target: Int
                if sweep.successorsRepeat {
                    target = previousTarget
                } else {
                    closures.compute(sweep.successors)
                    guard let interned = internClosure() else {
                        work += closures.count
                        return work > workLimit ? .failure(.tooMuchWork) : .failure(.tooManyStates)
                    }
                    target = interned
                }
                previousTarget = target
                // The closure's walk costs about its size (a split leads to at least one
                // state of it): counted too, or a mask of many optional literals could
                // take minutes within the limit. The interval's other letters repeat the
                // first: each is counted as if its closure had been walked, so the limits
                // fail exactly where they did.
                work += closures.count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                let others = letters.count &- 1
                if others > 0 {
                    work += others &* (successorCount &+ closures.count)
                    guard work <= workLimit else { return .failure(.tooMuchWork) }
                }
                for letter in letters {
                    moves.append(rowBase &+ letter)
                    moves.append(target)
                }
            }
        }
        var transitions = [Int](filledWith: 0, count: sets.count * letterCount)
        transitions.withUnsafeMutableBufferPointer { transitions in
            for move in stride(from: 0, to: moves.count, by: 2) { transitions[moves[move]] = moves[move + 1] }
        }
        return .success(Subsets(transitions: transitions, accepting: accepting, start: start,
                                memberStart: keepSets ? sets.starts : [], members: keepSets ? sets.storage : [], moves: moves))
    }
}
