import MaskVM

extension DFA {
    /// The same language with every state that cannot reach an accepting state merged into
    /// the dead state, so that "not dead" means "can still complete": `partial` is truthful.
    func trimmed() -> DFA {
        var result = self
        result.trim()
        return result
    }

    /// Trims this DFA in place (``trimmed()``). PERF: a DFA the caller owns is trimmed
    /// without copying its table (28,000 entries for `\d` in an expression).
    mutating func trim() {
        let columns = classes.count
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { live in
            transitions.withUnsafeBufferPointer {
                AcceptingReach.mark(columns: columns, transitions: $0, accepting: accepting, into: live)
            }
            transitions.withUnsafeMutableBufferPointer { table in
                for index in table.indices where !live[table[index]] { table[index] = 0 }
            }
            if !live[start] { start = 0 }
        }
    }
}
