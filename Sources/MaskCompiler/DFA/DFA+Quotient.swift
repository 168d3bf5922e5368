import MaskVM

extension DFA {
    /// The DFA whose states are the equivalence classes of this one (`classOf[state]` names a
    /// state's class; equivalent states must have equal classes), keeping only classes
    /// reachable from the start, plus the dead state's class as 0.
    ///
    /// Numbering, the one the VM uses: dead, then accepting states, then the rest, each group
    /// in breadth-first order. The lowered program keeps these ids.
    ///
    /// PERF: the search's tables are temporaries; only the result's two arrays are allocated.
    func quotient(classOf: [Int]) -> DFA {
        let classCount = classes.count
        let classIDs = (classOf.max() ?? 0) + 1
        var newTransitions: [Int] = []
        var newAccepting: [Bool] = []
        var newStart = 0
        let stateCount = stateCount
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * classIDs + stateCount) { scratch in
        transitions.withUnsafeBufferPointer { table in
        classOf.withUnsafeBufferPointer { classOf in
            // SAFETY: three tables of `classIDs` entries: each class's breadth-first id (-1 until
            // reached), the representative state of each breadth-first id (at most one per
            // class), and each breadth-first id's final id; then one of `stateCount` entries,
            // each state's final id (-1 for a state not reached). `table` has a row of
            // `classCount` targets (states) for each state; `classOf` an entry for each state.
            let breadthFirstID = UnsafeMutableBufferPointer(rebasing: scratch[0..<classIDs])
            let representative = UnsafeMutableBufferPointer(rebasing: scratch[classIDs..<2 * classIDs])
            let finalID = UnsafeMutableBufferPointer(rebasing: scratch[(2 * classIDs)..<(3 * classIDs)])
            let stateFinalID = UnsafeMutableBufferPointer(rebasing: scratch[(3 * classIDs)...])
            breadthFirstID.initialize(repeating: -1)
            var reached = QuotientNumbering.seedBreadthFirst(classOf: classOf, start: start,
                                                             breadthFirstID: breadthFirstID, representative: representative)
            var head = 1
            while head < reached {
                let state = representative[head]
                head += 1
                for cls in 0..<classCount {
                    let target = table[state &* classCount &+ cls]
                    if breadthFirstID[classOf[target]] == -1 {
                        breadthFirstID[classOf[target]] = reached
                        representative[reached] = target
                        reached += 1
                    }
                }
            }
            // PERF: each state's final id once, so that a move of the new table is one lookup,
            // not three (the typical expression's table is 170 states × 87 classes).
            QuotientNumbering.numberFinal(reached: reached, representative: representative, accepting: accepting,
                                          classOf: classOf, breadthFirstID: breadthFirstID, finalID: finalID,
                                          breadthFirstOfFinal: nil, stateFinalID: stateFinalID,
                                          newAccepting: &newAccepting)
            // PERF: `filledWith`, not `repeating`: the standard library zeroes a large array
            // with `rep stosb`, which callgrind counts a store a byte (120 KB here).
            newTransitions = [Int](filledWith: 0, count: reached * classCount)
            newTransitions.withUnsafeMutableBufferPointer { newTable in
                for breadthFirst in 1..<max(reached, 1) {
                    let row = finalID[breadthFirst] &* classCount
                    let oldRow = representative[breadthFirst] &* classCount
                    // Every target of a reached state was reached, so its final id is set.
                    for cls in 0..<classCount { newTable[row &+ cls] = stateFinalID[table[oldRow &+ cls]] }
                }
            }
            newStart = finalID[breadthFirstID[classOf[start]]]
        }
        }
        }
        return DFA(classes: classes, transitions: newTransitions, accepting: newAccepting, start: newStart)
    }
}
