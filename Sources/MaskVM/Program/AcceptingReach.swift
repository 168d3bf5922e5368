/// Which states of an automaton can still reach an accepting state: what the verifiers
/// check of every state, and what the compiler's trimming keeps.
package enum AcceptingReach {
    /// Sets `canAccept[s]` for every state `s` of the table (`transitions[s * columns + c]`,
    /// every target below `accepting.count`, state 0 dead): a backward search from the
    /// accepting states over the reversed transitions, kept in flat arrays (a counting sort
    /// of the edges by target).
    ///
    /// PERF: every automaton compiled or loaded goes through this; its scratch space is one
    /// temporary allocation (on the stack when it fits) instead of five arrays, which cost
    /// more than the search itself for a mask's automaton.
    package static func mark(
        columns: Int, transitions table: UnsafeBufferPointer<UInt32>, accepting: [Bool], into canAccept: UnsafeMutableBufferPointer<Bool>
    ) {
        search(columns: columns, transitions: table, accepting: accepting, into: canAccept)
    }

    /// The same over the compiler's table of `Int` targets.
    package static func mark(
        columns: Int, transitions table: UnsafeBufferPointer<Int>, accepting: [Bool], into canAccept: UnsafeMutableBufferPointer<Bool>
    ) {
        search(columns: columns, transitions: table, accepting: accepting, into: canAccept)
    }

    /// Whether every state but the dead one can reach an accepting state, when one pass from
    /// the last state to the first shows it: the pass marks a state that moves to a marked or
    /// accepting one (every mark is true, it follows a path to acceptance). False when the
    /// pass left a state unmarked, which may still reach acceptance through an earlier state:
    /// then ``mark(columns:transitions:accepting:into:)`` answers. `scratch` holds at least
    /// `accepting.count` entries.
    ///
    /// PERF: the compiler numbers states dead, accepting, then the others from the start
    /// outwards, so a state nearly always reaches acceptance through a later state or an
    /// accepting one, and this pass, which stops at a row's first marked target, answers for
    /// every compiled automaton. The search sorts every edge first; it was about a tenth of
    /// loading the card preset's file (issue 21). Only the loader's verifier asks this: the
    /// compiler trims automata that have states which cannot accept.
    package static func sweepShowsEveryStateCanAccept(
        columns: Int, transitions table: UnsafeBufferPointer<UInt32>, accepting: [Bool], scratch canAccept: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        let stateCount = accepting.count
        for state in 0..<stateCount { canAccept[state] = accepting[state] }
        return backwardPass(columns: columns, transitions: table, stateCount: stateCount, through: 1, marking: canAccept)
    }

    /// ``sweepShowsEveryStateCanAccept(columns:transitions:accepting:scratch:)`` of an
    /// automaton of `stateCount` states whose accepting ones are `1...acceptingCount`.
    static func sweepShowsEveryStateCanAccept(
        columns: Int, transitions table: UnsafeBufferPointer<UInt32>, acceptingCount: Int, stateCount: Int,
        scratch canAccept: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        for state in 0..<stateCount { canAccept[state] = state >= 1 && state <= acceptingCount }
        // The states below `acceptingCount + 1` are the dead one and the accepting ones.
        return backwardPass(columns: columns, transitions: table, stateCount: stateCount, through: acceptingCount + 1,
                            marking: canAccept)
    }

    /// The sweeps' pass: from the last state down to `lowest`, marks each unmarked state that
    /// moves to a marked one, and answers false at the first that does not.
    private static func backwardPass(
        columns: Int, transitions table: UnsafeBufferPointer<UInt32>, stateCount: Int, through lowest: Int,
        marking canAccept: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        guard stateCount > 1 else { return true }
        // SAFETY: every target is below `stateCount` (the caller checked it), and row `state`
        // is `table[state * columns ..< (state + 1) * columns]`, inside the table.
        for state in stride(from: stateCount - 1, through: lowest, by: -1) where !canAccept[state] {
            let row = state &* columns
            var marked = false
            for index in row..<(row &+ columns) where canAccept[Int(table[index])] {
                marked = true
                break
            }
            guard marked else { return false }
            canAccept[state] = true
        }
        return true
    }

    // PERF: one generic body, specialized here for each of the two tables (a generic
    // function called from another module ran unspecialized, ten times slower).
    @inline(__always)
    private static func search<Target: BinaryInteger>(
        columns: Int, transitions table: UnsafeBufferPointer<Target>, accepting: [Bool],
        into canAccept: UnsafeMutableBufferPointer<Bool>
    ) {
        let stateCount = accepting.count
        for state in 0..<stateCount { canAccept[state] = accepting[state] }
        guard stateCount > 1, table.count > columns else { return }
        // Layout: edge starts by target (stateCount + 1), sources (one per edge out of a live
        // state into a state other than the dead one), then the search stack (stateCount).
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * stateCount + 1 + table.count) { scratch in
            // SAFETY: every target is below `stateCount` (the caller checked it), so every
            // index into `edgeStart` (target + 1 <= stateCount) and, after the prefix sums,
            // into `sources` (below the edge count) is in its part of `scratch`; the stack
            // holds each state at most once.
            let edgeStart = UnsafeMutableBufferPointer(rebasing: scratch[0...stateCount])
            let sources = UnsafeMutableBufferPointer(rebasing: scratch[(stateCount + 1)..<(stateCount + 1 + table.count)])
            let stack = UnsafeMutableBufferPointer(rebasing: scratch[(stateCount + 1 + table.count)...])
            edgeStart.initialize(repeating: 0)
            for index in columns..<table.count where table[index] != 0 {
                edgeStart[Int(table[index]) + 1] += 1
            }
            for state in 0..<stateCount { edgeStart[state + 1] += edgeStart[state] }
            let edgeCount = Int(edgeStart[stateCount])
            // Fill each target's run from its end, counting its start back down: then
            // edgeStart[t + 1] is where t's sources begin, and edgeStart[t + 2] (the edge
            // count for the last state) where they end.
            for index in stride(from: table.count - 1, through: columns, by: -1) where table[index] != 0 {
                let target = Int(table[index]) + 1
                edgeStart[target] -= 1
                sources[Int(edgeStart[target])] = Int32(index / columns)
            }
            var top = 0
            for state in 0..<stateCount where accepting[state] {
                stack[top] = Int32(state)
                top += 1
            }
            while top > 0 {
                top -= 1
                let state = Int(stack[top])
                let end = state + 2 <= stateCount ? Int(edgeStart[state + 2]) : edgeCount
                for position in Int(edgeStart[state + 1])..<end where !canAccept[Int(sources[position])] {
                    canAccept[Int(sources[position])] = true
                    stack[top] = sources[position]
                    top += 1
                }
            }
        }
    }
}
