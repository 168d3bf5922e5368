/// Powerset construction: each DFA state is the set of NFA states the NFA could be in.
enum SubsetConstruction {
    enum Failure: Error {
        case tooManyStates
        case tooMuchWork
    }

    /// Builds the DFA of `nfa`. Fails when it would need more than `stateLimit` states (the
    /// dead state included) or visit NFA states more than `workLimit` times in all. Sets are
    /// kept sorted, so equal sets are found by hashing.
    static func determinize(_ nfa: NFA, stateLimit: Int, workLimit: Int) -> Result<DFA, Failure> {
        let classes = nfa.byteClasses
        let classCount = classes.count
        // Which classes each consuming NFA state accepts: a class is in a range set exactly
        // when its representative byte is (classes never straddle a range boundary).
        let representatives = classes.representatives
        var classesOf = [[Int]](repeating: [], count: nfa.states.count)
        for (index, state) in nfa.states.enumerated() {
            guard case .bytes(let ranges, _, _, _) = state else { continue }
            classesOf[index] = (0..<classCount).filter { cls in ranges.contains { $0.contains(representatives[cls]) } }
        }
        let compact = CompactNFA(nfa)

        // DFA state `id` is the NFA state set `sets[id]`; state 0 is the empty set, dead.
        var sets = SequenceInterner(expectedCount: nfa.states.count)
        _ = sets.intern([])
        var visited = VisitedSet(count: nfa.states.count)
        var transitions: [Int] = Array(repeating: 0, count: classCount)
        var accepting = [false]

        var work = 0
        var closure: [Int] = []
        var stack: [Int] = []
        /// The id of the state whose set is `closure` (sorted here), adding it if new.
        func internClosure() -> Int? {
            closure.sort()
            let (id, isNew) = sets.intern(closure)
            guard isNew else { return id }
            guard id < stateLimit else { return nil }
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            accepting.append(closure.contains(where: compact.isAccept))
            return id
        }

        compact.closure(of: [nfa.start], into: &closure, visited: &visited, stack: &stack)
        guard let start = internClosure() else { return .failure(.tooManyStates) }
        var pending = 1
        // (class, successor) pairs of the current state, packed as class << 32 | successor
        // and sorted, so each class's successors are one run. PERF: one flat buffer instead
        // of a bucket array per class to clear for every state.
        var moves: [Int] = []
        var successors: [Int] = []
        while pending < sets.count {
            let current = pending
            pending += 1
            moves.removeAll(keepingCapacity: true)
            let members = sets[current]
            work += members.count
            guard work <= workLimit else { return .failure(.tooMuchWork) }
            for nfaState in members where !compact.isAccept(nfaState) {
                // Sets hold no splits: closures keep only consuming and accepting states.
                let next = Int(compact.first[nfaState])
                for cls in classesOf[nfaState] { moves.append(cls << 32 | next) }
            }
            moves.sort()
            var index = 0
            while index < moves.count {
                let cls = moves[index] >> 32
                successors.removeAll(keepingCapacity: true)
                while index < moves.count, moves[index] >> 32 == cls {
                    successors.append(moves[index] & 0xFFFF_FFFF)
                    index += 1
                }
                work += successors.count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                compact.closure(of: successors, into: &closure, visited: &visited, stack: &stack)
                guard let target = internClosure() else { return .failure(.tooManyStates) }
                transitions[current * classCount + cls] = target
            }
        }
        return .success(DFA(classes: classes, transitions: transitions, accepting: accepting, start: start))
    }
}

