extension CompactNFA {
    /// The optimistic NFA (every literal item made optional) of the NFA this was made from,
    /// state for state the one ``NFABuilder`` builds with `optionalLiterals`, and its start.
    /// `literalItems` holds each literal item's entry state and continuation in pairs, in the
    /// order built (``NFABuilder/buildRecordingLiterals(_:limit:ranges:)``).
    ///
    /// The builder adds a split right after each literal's bytes, preferring them and else
    /// going on to the continuation; every state after it moves up by one. So each state is
    /// renumbered past the literal entries before it, a split goes after each entry, and
    /// every reference to a literal's entry goes to its split instead (a literal is entered
    /// only through its split), the split's own preferred branch aside. Letters do not move:
    /// a split reads none. Origins are left out (the optimistic automaton has no readings).
    ///
    /// PERF: building the optimistic NFA from the tree again, and its compact form, cost the
    /// phone mask about 11,000 instructions; this is one pass over the arrays.
    func withOptionalLiterals(_ literalItems: [Int], start: Int) -> (nfa: CompactNFA, start: Int) {
        let oldCount = count
        let newCount = oldCount + literalItems.count / 2
        var newFirst = [Int32](filledWith: -1, count: newCount)
        var newSecond = [Int32](filledWith: -1, count: newCount)
        var newLetterStart = [Int32](filledWith: 0, count: newCount + 1)
        var newStart = start
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * oldCount) { scratch in
            // SAFETY: each old state's new index, then the new index of its split (-1 for a
            // state that is no literal's entry); every reference is an old state or -1.
            let newIndex = UnsafeMutableBufferPointer(rebasing: scratch[0..<oldCount])
            let splitOf = UnsafeMutableBufferPointer(rebasing: scratch[oldCount...])
            splitOf.initialize(repeating: -1)
            for pair in stride(from: 0, to: literalItems.count, by: 2) { splitOf[literalItems[pair]] = 0 }
            var inserted = 0
            for state in 0..<oldCount {
                newIndex[state] = state &+ inserted
                if splitOf[state] == 0 {
                    splitOf[state] = state &+ inserted &+ 1
                    inserted &+= 1
                }
            }
            func reference(_ state: Int32) -> Int32 {
                guard state >= 0 else { return state }
                let split = splitOf[Int(state)]
                return Int32(truncatingIfNeeded: split >= 0 ? split : newIndex[Int(state)])
            }
            for state in 0..<oldCount {
                let new = newIndex[state]
                newFirst[new] = reference(first[state])
                newSecond[new] = reference(second[state])
                newLetterStart[new &+ 1] = letterStart[state &+ 1]
                newLetterStart[new] = letterStart[state]
                if splitOf[state] >= 0 { newLetterStart[new &+ 2] = letterStart[state &+ 1] }
            }
            for pair in stride(from: 0, to: literalItems.count, by: 2) {
                let entry = literalItems[pair]
                let split = splitOf[entry]
                newFirst[split] = Int32(truncatingIfNeeded: newIndex[entry])
                newSecond[split] = reference(Int32(truncatingIfNeeded: literalItems[pair &+ 1]))
            }
            newStart = Int(reference(Int32(truncatingIfNeeded: start)))
        }
        return (CompactNFA(first: newFirst, second: newSecond, letterStart: newLetterStart, letters: letters, origins: []), newStart)
    }
}
