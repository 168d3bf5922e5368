extension DFA {
    /// The states reachable from the start, each after all of its successors, or nil if the
    /// DFA has a cycle (the dead state's loops aside). A depth-first search, classes in order.
    ///
    /// PERF: the search's path is a stack of states with each one's next class in a flat
    /// temporary, not an array of tuples (whose type metadata is looked up at run time).
    func reverseTopologicalOrder() -> [Int]? {
        let classCount = classes.count
        guard start != 0 else { return [] }
        var order: [Int] = []
        order.reserveCapacity(stateCount)
        let acyclic = withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * stateCount) { scratch -> Bool in
            // SAFETY: `scratch` holds a mark for each state (0 unseen, 1 on the path, 2
            // finished), then the path's states and each one's next class; a state is on
            // the path at most once, so the path is at most `stateCount` deep.
            let mark = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
            let path = UnsafeMutableBufferPointer(rebasing: scratch[stateCount..<2 * stateCount])
            let cursor = UnsafeMutableBufferPointer(rebasing: scratch[(2 * stateCount)...])
            mark.initialize(repeating: 0)
            var depth = 1
            path[0] = start
            cursor[0] = 0
            mark[start] = 1
            while depth > 0 {
                let state = path[depth - 1]
                let cls = cursor[depth - 1]
                if cls == classCount {
                    depth -= 1
                    mark[state] = 2
                    order.append(state)
                    continue
                }
                cursor[depth - 1] = cls + 1
                let target = next(state, cls)
                if target == 0 || mark[target] == 2 { continue }
                if mark[target] == 1 { return false }
                mark[target] = 1
                path[depth] = target
                cursor[depth] = 0
                depth += 1
            }
            return true
        }
        return acyclic ? order : nil
    }

    /// Minimization of an acyclic DFA in one pass (Revuz): taking states after their
    /// successors, two states are equivalent exactly when both accept or both do not and
    /// their transitions lead to equivalent states, so each state's signature (accepting,
    /// class of each successor) finds its class in a table. O(n k) expected. A state that
    /// cannot accept has the dead state's signature (not accepting, every successor dead),
    /// so this trims too.
    func minimizedAcyclic(reverseTopologicalOrder order: [Int]) -> DFA {
        let classCount = classes.count
        var classOf = [Int](repeating: 0, count: stateCount)   // the dead state is class 0
        var signature = [Int](repeating: 0, count: classCount + 1)
        // A state that never accepts and only dies is the dead state's class, 0.
        var signatures = SequenceInterner(expectedCount: order.count + 1, expectedLength: classCount + 1)
        _ = signatures.intern(signature)
        for state in order {
            signature[0] = accepting[state] ? 1 : 0
            for cls in 0..<classCount { signature[cls + 1] = classOf[next(state, cls)] }
            classOf[state] = signatures.intern(signature).id
        }
        return quotient(classOf: classOf)
    }
}
