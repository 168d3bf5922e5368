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
            transitions.withUnsafeBufferPointer { table in
                if !Self.sweepsMarkLiveStates(columns: columns, transitions: table, accepting: accepting, into: live) {
                    AcceptingReach.mark(columns: columns, transitions: table, accepting: accepting, into: live)
                }
            }
            // PERF: when every state but the dead one can accept (the usual case: the
            // construction only reaches states of a trimmed NFA), no move changes, and the
            // table (170 states × 87 classes for the typical expression) is not rewritten.
            guard stateCount > 1, live[1...].contains(false) else { return }
            transitions.withUnsafeMutableBufferPointer { table in
                for index in table.indices where !live[table[index]] { table[index] = 0 }
            }
            if !live[start] { start = 0 }
        }
    }

    /// The most backward sweeps ``sweepsMarkLiveStates(columns:transitions:accepting:into:)``
    /// makes before it leaves the answer to the general search.
    static let trimSweeps = 3

    /// Marks in `live` the states that can reach an accepting state by sweeping the states
    /// from the last to the first, marking a state with a move to a marked one, until a sweep
    /// marks nothing (then the marks are closed under "moves to a marked state", so they are
    /// exactly the states that can accept); false when ``trimSweeps`` sweeps did not settle.
    ///
    /// PERF: the subset construction numbers states outwards from the start, so a state
    /// nearly always reaches acceptance through a later one, and one sweep marks them all
    /// (a second only confirms it). The general search (``MaskVM/AcceptingReach``) sorts
    /// every edge by target first: for the typical expression's table of a few hundred
    /// states × 87 classes that was most of the trimming's half a million instructions.
    static func sweepsMarkLiveStates(
        columns: Int, transitions table: UnsafeBufferPointer<Int>, accepting: [Bool], into live: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        let stateCount = accepting.count
        for state in 0..<stateCount { live[state] = accepting[state] }
        guard stateCount > 1 else { return true }
        for _ in 0..<trimSweeps {
            var marked = false
            // SAFETY: every target is below `stateCount` (the construction made them), and
            // row `state` is `table[state * columns ..< (state + 1) * columns]`.
            for state in stride(from: stateCount - 1, through: 1, by: -1) where !live[state] {
                let row = state &* columns
                for index in row..<(row &+ columns) where live[table[index]] {
                    live[state] = true
                    marked = true
                    break
                }
            }
            if !marked { return true }
        }
        return false
    }
}
