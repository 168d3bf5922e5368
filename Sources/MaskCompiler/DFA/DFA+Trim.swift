import MaskVM

extension DFA {
    /// The same language with every state that cannot reach an accepting state merged into
    /// the dead state, so that "not dead" means "can still complete": `partial` is truthful.
    func trimmed() -> DFA {
        var result = self
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { live in
            transitions.withUnsafeBufferPointer {
                AcceptingReach.mark(columns: classes.count, transitions: $0, accepting: accepting, into: live)
            }
            result.transitions.withUnsafeMutableBufferPointer { table in
                for index in table.indices where !live[table[index]] { table[index] = 0 }
            }
            if !live[start] { result.start = 0 }
        }
        return result
    }
}
