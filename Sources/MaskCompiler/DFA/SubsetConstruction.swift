/// Powerset construction: each DFA state is the set of NFA states the NFA could be in.
enum SubsetConstruction {
    enum Failure: Error {
        case tooManyStates
        case tooMuchWork
    }

    /// The raw result over any alphabet of columns: the transition table, the accepting
    /// states, the start, and the NFA states of each DFA state (sorted).
    struct Subsets {
        var transitions: [Int]
        var accepting: [Bool]
        var start: Int
        var sets: [[Int]]
    }

    /// Builds the DFA of `nfa`. Fails when it would need more than `stateLimit` states (the
    /// dead state included) or visit NFA states more than `workLimit` times in all. Sets are
    /// kept sorted, so equal sets are found by hashing.
    static func determinize(_ nfa: NFA, stateLimit: Int, workLimit: Int) -> Result<DFA, Failure> {
        let classes = nfa.byteClasses
        // Which classes each consuming NFA state accepts.
        let classesOf = nfa.states.map { state -> [Int] in
            guard case .bytes(let ranges, _, _, _) = state else { return [] }
            return classes.classes(of: ranges)
        }
        return determinize(nfa, columns: classes.count, columnsOf: classesOf, stateLimit: stateLimit, workLimit: workLimit)
            .map { DFA(classes: classes, transitions: $0.transitions, accepting: $0.accepting, start: $0.start) }
    }

    /// The construction over an alphabet of `columns` letters, where NFA state `s` consumes
    /// the letters `columnsOf[s]` (the reading automaton's letters are class × reading).
    static func determinize(
        _ nfa: NFA, columns: Int, columnsOf: [[Int]], stateLimit: Int, workLimit: Int
    ) -> Result<Subsets, Failure> {
        var sets: [[Int]] = [[]]          // state 0: the empty set, dead
        var ids: [[Int]: Int] = [[]: 0]
        var transitions: [Int] = Array(repeating: 0, count: columns)
        var accepting = [false]

        var work = 0
        func intern(_ set: [Int]) -> Int? {
            if let id = ids[set] { return id }
            guard sets.count < stateLimit else { return nil }
            let id = sets.count
            ids[set] = id
            sets.append(set)
            transitions.append(contentsOf: repeatElement(0, count: columns))
            accepting.append(set.contains { if case .accept = nfa.states[$0] { true } else { false } })
            return id
        }

        guard let start = intern(nfa.closure(of: [nfa.start]).sorted()) else { return .failure(.tooManyStates) }
        var pending = 1
        var buckets = [[Int]](repeating: [], count: columns)
        while pending < sets.count {
            let current = pending
            pending += 1
            for index in buckets.indices { buckets[index].removeAll(keepingCapacity: true) }
            work += sets[current].count
            guard work <= workLimit else { return .failure(.tooMuchWork) }
            for nfaState in sets[current] {
                guard case .bytes(_, let next, _, _) = nfa.states[nfaState] else { continue }
                for column in columnsOf[nfaState] { buckets[column].append(next) }
            }
            for column in 0..<columns where !buckets[column].isEmpty {
                work += buckets[column].count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                guard let target = intern(nfa.closure(of: buckets[column]).sorted()) else { return .failure(.tooManyStates) }
                transitions[current * columns + column] = target
            }
        }
        return .success(Subsets(transitions: transitions, accepting: accepting, start: start, sets: sets))
    }
}

extension ByteClasses {
    /// The classes of the bytes in `ranges`, sorted.
    func classes(of ranges: [ClosedRange<UInt8>]) -> [Int] {
        var members = Set<Int>()
        for range in ranges { for byte in range { members.insert(Int(map[Int(byte)])) } }
        return members.sorted()
    }
}
