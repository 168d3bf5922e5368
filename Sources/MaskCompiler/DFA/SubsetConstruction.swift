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
        // The current state's moves, bucketed by letter (a counting sort): `bucketed` holds
        // each letter's successors as one run, the letters in increasing order. PERF: sorting
        // the moves, packed as `letter << 32 | successor`, was a third of the construction of
        // a mask whose sets hold hundreds of states (an optimistic automaton over the limits
        // paid it for 50M steps before falling back to simulation). The order within a run
        // does not matter: the closure of a run is sorted. A set holds each NFA state once, so
        // its moves are at most the NFA's letters.
        var bucketed = [Int](repeating: 0, count: max(compact.letters.count, 1))
        // Per letter: its moves while counting, then where its run ends while placing; reset
        // to 0 as each run is taken.
        var cursor = [Int](repeating: 0, count: letterCount)
        // The letters the current state moves on.
        var touched: [Int] = []
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
            touched.removeAll(keepingCapacity: true)
            Self.bucket(members, compact, cursor: &cursor, touched: &touched, into: &bucketed)
            var begin = 0
            // The previous letter's run of successors, its closure's size and its target.
            var previousBegin = 0
            var previousEnd = 0
            var previousTarget = 0
            for letter in touched {
                let end = cursor[letter]
                cursor[letter] = 0
                work += end - begin
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                // PERF: a letter whose successors are the previous letter's, in the same
                // order, leads to the same state: its closure is neither walked nor interned
                // again. Byte classes split a trie's edge into many letters (`\d`'s
                // continuation bytes are one class each, 64 of them under one edge), so most
                // moves of a Unicode class repeat the one before. The work is counted as if
                // the closure had been walked, so the limits fail exactly where they did.
                let target: Int
                if Self.runsEqual(bucketed, previousBegin..<previousEnd, begin..<end) {
                    target = previousTarget
                } else {
                    bucketed.withUnsafeBufferPointer { closures.compute(UnsafeBufferPointer(rebasing: $0[begin..<end])) }
                    guard let interned = internClosure() else {
                        work += closures.count
                        return work > workLimit ? .failure(.tooMuchWork) : .failure(.tooManyStates)
                    }
                    target = interned
                }
                previousBegin = begin
                previousEnd = end
                previousTarget = target
                begin = end
                // The closure's walk costs about its size (a split leads to at least one
                // state of it): counted too, or a mask of many optional literals could
                // take minutes within the limit.
                work += closures.count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                moves.append(current * letterCount + letter)
                moves.append(target)
            }
        }
        var transitions = [Int](filledWith: 0, count: sets.count * letterCount)
        transitions.withUnsafeMutableBufferPointer { transitions in
            for move in stride(from: 0, to: moves.count, by: 2) { transitions[moves[move]] = moves[move + 1] }
        }
        return .success(Subsets(transitions: transitions, accepting: accepting, start: start,
                                memberStart: keepSets ? sets.starts : [], members: keepSets ? sets.storage : []))
    }

    /// Whether the runs `first` and `second` of `bucketed` hold the same states in the same
    /// order (an empty range `first` is never equal: there is no previous run).
    @inline(__always)
    private static func runsEqual(_ bucketed: [Int], _ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count, !first.isEmpty else { return false }
        return bucketed.withUnsafeBufferPointer { bucketed in
            for offset in 0..<first.count where bucketed[first.lowerBound &+ offset] != bucketed[second.lowerBound &+ offset] {
                return false
            }
            return true
        }
    }

    /// Buckets the moves of the NFA states `members` by letter: afterwards `touched` holds the
    /// letters moved on, in increasing order, `cursor[letter]` the end of that letter's run in
    /// `bucketed` (the run starts where the previous letter's ends), and the runs hold the
    /// successors. `cursor` is 0 for every letter on entry.
    ///
    /// PERF: the arrays are walked through buffers: a write to an array checked its
    /// uniqueness at every move.
    private static func bucket(
        _ members: [Int], _ compact: CompactNFA, cursor: inout [Int], touched: inout [Int], into bucketed: inout [Int]
    ) {
        cursor.withUnsafeMutableBufferPointer { cursor in
        compact.letterStart.withUnsafeBufferPointer { letterStart in
        compact.letters.withUnsafeBufferPointer { letters in
            for nfaState in members where !compact.isAccept(nfaState) {
                // Sets hold no splits: closures keep only consuming and accepting states.
                for index in Int(letterStart[nfaState])..<Int(letterStart[nfaState + 1]) {
                    let letter = Int(letters[index])
                    if cursor[letter] == 0 { touched.append(letter) }
                    cursor[letter] += 1
                }
            }
            touched.sort()
            var offset = 0
            for letter in touched {
                let count = cursor[letter]
                cursor[letter] = offset
                offset += count
            }
            bucketed.withUnsafeMutableBufferPointer { bucketed in
                for nfaState in members where !compact.isAccept(nfaState) {
                    let next = Int(compact.first[nfaState])
                    for index in Int(letterStart[nfaState])..<Int(letterStart[nfaState + 1]) {
                        let letter = Int(letters[index])
                        bucketed[cursor[letter]] = next
                        cursor[letter] += 1
                    }
                }
            }
        }
        }
        }
    }
}
