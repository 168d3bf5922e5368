extension SparseDFA {
    /// ``DFA/quotient(classOf:)`` over the live moves: the same automaton, numbered the same
    /// way (dead, then accepting states, then the rest, each group in breadth-first order).
    /// A breadth-first walk over a row's live moves meets its targets in the order the dense
    /// walk over its classes does, since the dead state's class is numbered first.
    func quotient(classOf: [Int]) -> SparseDFA {
        let classIDs = (classOf.max() ?? 0) + 1
        let stateCount = stateCount
        var newRowStart: [Int] = []
        var newClasses: [Int] = []
        var newTargets: [Int] = []
        var newAccepting: [Bool] = []
        var newStart = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * classIDs + stateCount) { scratch in
        rows.rowStart.withUnsafeBufferPointer { rowStart in
        rows.classes.withUnsafeBufferPointer { rowClasses in
        rows.targets.withUnsafeBufferPointer { targets in
        classOf.withUnsafeBufferPointer { classOf in
            // SAFETY: four tables of `classIDs` entries: each class's breadth-first id (-1
            // until reached), the representative state of each breadth-first id, each
            // breadth-first id's final id, and the breadth-first id of each final id; then
            // each state's final id. Rows index `rowClasses` and `targets`; targets are states.
            let breadthFirstID = UnsafeMutableBufferPointer(rebasing: scratch[0..<classIDs])
            let representative = UnsafeMutableBufferPointer(rebasing: scratch[classIDs..<2 * classIDs])
            let finalID = UnsafeMutableBufferPointer(rebasing: scratch[(2 * classIDs)..<(3 * classIDs)])
            let breadthFirstOfFinal = UnsafeMutableBufferPointer(rebasing: scratch[(3 * classIDs)..<(4 * classIDs)])
            let stateFinalID = UnsafeMutableBufferPointer(rebasing: scratch[(4 * classIDs)...])
            breadthFirstID.initialize(repeating: -1)
            var reached = QuotientNumbering.seedBreadthFirst(classOf: classOf, start: start,
                                                             breadthFirstID: breadthFirstID, representative: representative)
            var head = 1
            var moveCount = 0
            while head < reached {
                let state = representative[head]
                head += 1
                let end = rowStart[state &+ 1]
                moveCount &+= end &- rowStart[state]
                for index in rowStart[state]..<end {
                    let target = targets[index]
                    if breadthFirstID[classOf[target]] == -1 {
                        breadthFirstID[classOf[target]] = reached
                        representative[reached] = target
                        reached += 1
                    }
                }
            }
            QuotientNumbering.numberFinal(reached: reached, representative: representative, accepting: accepting,
                                          classOf: classOf, breadthFirstID: breadthFirstID, finalID: finalID,
                                          breadthFirstOfFinal: breadthFirstOfFinal, stateFinalID: stateFinalID,
                                          newAccepting: &newAccepting)
            // PERF: written through buffers; an append checks the array's uniqueness each time.
            newRowStart = [Int](filledWith: 0, count: reached + 1)
            newClasses = [Int](filledWith: 0, count: moveCount)
            newTargets = [Int](filledWith: 0, count: moveCount)
            newRowStart.withUnsafeMutableBufferPointer { newRowStart in
            newClasses.withUnsafeMutableBufferPointer { newClasses in
            newTargets.withUnsafeMutableBufferPointer { newTargets in
                // SAFETY: the reached states' rows hold `moveCount` moves in all. The dead
                // state (final 0) has no live moves: its class is its own in a trimmed partition.
                var count = 0
                for final in 1..<max(reached, 1) {
                    newRowStart[final] = count
                    let state = representative[breadthFirstOfFinal[final]]
                    for index in rowStart[state]..<rowStart[state &+ 1] {
                        newClasses[count] = rowClasses[index]
                        newTargets[count] = stateFinalID[targets[index]]
                        count &+= 1
                    }
                }
                newRowStart[max(reached, 1)] = count
            }
            }
            }
            newStart = finalID[breadthFirstID[classOf[start]]]
        }
        }
        }
        }
        }
        return SparseDFA(classes: classes, rows: MoveRows(rowStart: newRowStart, classes: newClasses, targets: newTargets),
                         accepting: newAccepting, start: newStart)
    }
}
