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
        // Which classes each consuming NFA state accepts.
        var classesOf = [[Int]](repeating: [], count: nfa.states.count)
        for (index, state) in nfa.states.enumerated() {
            guard case .bytes(let ranges, _, _, _) = state else { continue }
            var members = Set<Int>()
            for range in ranges { for byte in range { members.insert(Int(classes.map[Int(byte)])) } }
            classesOf[index] = members.sorted()
        }

        var sets: [[Int]] = [[]]          // state 0: the empty set, dead
        var ids: [[Int]: Int] = [[]: 0]
        var transitions: [Int] = Array(repeating: 0, count: classCount)
        var accepting = [false]

        var work = 0
        func intern(_ set: [Int]) -> Int? {
            if let id = ids[set] { return id }
            guard sets.count < stateLimit else { return nil }
            let id = sets.count
            ids[set] = id
            sets.append(set)
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            accepting.append(set.contains { if case .accept = nfa.states[$0] { true } else { false } })
            return id
        }

        guard let start = intern(nfa.closure(of: [nfa.start]).sorted()) else { return .failure(.tooManyStates) }
        var pending = 1
        var buckets = [[Int]](repeating: [], count: classCount)
        while pending < sets.count {
            let current = pending
            pending += 1
            for index in buckets.indices { buckets[index].removeAll(keepingCapacity: true) }
            work += sets[current].count
            guard work <= workLimit else { return .failure(.tooMuchWork) }
            for nfaState in sets[current] {
                guard case .bytes(_, let next, _, _) = nfa.states[nfaState] else { continue }
                for cls in classesOf[nfaState] { buckets[cls].append(next) }
            }
            for cls in 0..<classCount where !buckets[cls].isEmpty {
                work += buckets[cls].count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                guard let target = intern(nfa.closure(of: buckets[cls]).sorted()) else { return .failure(.tooManyStates) }
                transitions[current * classCount + cls] = target
            }
        }
        return .success(DFA(classes: classes, transitions: transitions, accepting: accepting, start: start))
    }
}
