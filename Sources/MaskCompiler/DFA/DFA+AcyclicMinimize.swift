import MaskVM

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
        transitions.withUnsafeBufferPointer { table -> Bool in
            // SAFETY: `scratch` holds a mark for each state (0 unseen, 1 on the path, 2
            // finished), then the path's states and each one's next class; a state is on
            // the path at most once, so the path is at most `stateCount` deep. Every target in
            // `table` is a state.
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
                let target = table[state &* classCount &+ cls]
                if target == 0 || mark[target] == 2 { continue }
                if mark[target] == 1 { return false }
                mark[target] = 1
                path[depth] = target
                cursor[depth] = 0
                depth += 1
            }
            return true
        }
        }
        return acyclic ? order : nil
    }

    /// Minimization of an acyclic DFA in one pass (Revuz): taking states after their
    /// successors, two states are equivalent exactly when both accept or both do not and
    /// their transitions lead to equivalent states, so each state's signature (accepting,
    /// class of each successor) finds its class in a table. O(n k) expected. A state that
    /// cannot accept has the dead state's signature (not accepting, every successor dead),
    /// so this trims too.
    ///
    /// The signatures of the classes are the rows of the minimal DFA, so the quotient is read
    /// off them: the classes reachable from the start's, numbered as ``quotient(classOf:)``
    /// numbers them (dead, accepting, others, each group breadth first).
    ///
    /// PERF: one temporary holds every table (a class per state, the signature rows, an
    /// open-addressing table of rows, the breadth-first search), and rows are hashed and
    /// compared in place; only the result's two arrays are allocated. Through an interner
    /// and then ``quotient(classOf:)`` the two minimizations of a phone mask compile cost
    /// about 39,000 instructions.
    func minimizedAcyclic(reverseTopologicalOrder order: [Int]) -> DFA {
        let classCount = classes.count
        let width = classCount + 1
        let maximumClasses = order.count + 1
        var slotCount = 16
        while slotCount < 2 * maximumClasses { slotCount *= 2 }
        let slotMask = slotCount - 1
        let stateCount = self.stateCount
        var newTransitions: [Int] = []
        var newAccepting: [Bool] = []
        var newStart = 0
        let scratchCount = stateCount + maximumClasses * width + slotCount + 3 * maximumClasses
        withUnsafeTemporaryAllocation(of: Int.self, capacity: scratchCount) { scratch in
        transitions.withUnsafeBufferPointer { table in
        accepting.withUnsafeBufferPointer { accepting in
            // SAFETY: `scratch` is cut into: the class of each state; a row of `width` for
            // each class (at most one per state in `order`, plus the dead state's); the
            // slots; and three tables of a class each for the breadth-first search. Every
            // target in `table` is a state; every class id is below `signatureCount`.
            let classOf = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
            var offset = stateCount
            let rows = UnsafeMutableBufferPointer(rebasing: scratch[offset..<offset + maximumClasses * width])
            offset += maximumClasses * width
            let slots = UnsafeMutableBufferPointer(rebasing: scratch[offset..<offset + slotCount])
            offset += slotCount
            let breadthFirstID = UnsafeMutableBufferPointer(rebasing: scratch[offset..<offset + maximumClasses])
            offset += maximumClasses
            let queue = UnsafeMutableBufferPointer(rebasing: scratch[offset..<offset + maximumClasses])
            offset += maximumClasses
            let finalID = UnsafeMutableBufferPointer(rebasing: scratch[offset..<offset + maximumClasses])
            classOf.initialize(repeating: 0)   // the dead state is class 0
            slots.initialize(repeating: -1)

            func hash(_ row: Int) -> Int {
                var digest: UInt64 = 0xCBF2_9CE4_8422_2325
                for index in row &* width..<row &* width &+ width {
                    digest = (digest ^ UInt64(truncatingIfNeeded: rows[index])) &* 0x0000_0100_0000_01B3
                }
                return Int(truncatingIfNeeded: digest ^ (digest >> 29)) & slotMask
            }
            // Class 0: the dead state's signature, not accepting and every successor dead.
            for index in 0..<width { rows[index] = 0 }
            slots[hash(0)] = 0
            var signatureCount = 1
            for state in order {
                let row = signatureCount &* width
                rows[row] = accepting[state] ? 1 : 0
                let transitionRow = state &* classCount
                for cls in 0..<classCount { rows[row &+ 1 &+ cls] = classOf[table[transitionRow &+ cls]] }
                var slot = hash(signatureCount)
                var found = -1
                while slots[slot] >= 0 {
                    let candidate = slots[slot] &* width
                    var equal = true
                    for index in 0..<width where rows[candidate &+ index] != rows[row &+ index] {
                        equal = false
                        break
                    }
                    if equal {
                        found = slots[slot]
                        break
                    }
                    slot = (slot &+ 1) & slotMask
                }
                if found < 0 {
                    slots[slot] = signatureCount
                    found = signatureCount
                    signatureCount += 1
                }
                classOf[state] = found
            }

            // The classes reachable from the start's, breadth first (the dead class first).
            breadthFirstID.initialize(repeating: -1)
            breadthFirstID[0] = 0
            queue[0] = 0
            var reached = 1
            let startClass = classOf[start]
            if startClass != 0 {
                breadthFirstID[startClass] = 1
                queue[1] = startClass
                reached = 2
            }
            var head = 1
            while head < reached {
                let row = queue[head] &* width &+ 1
                head += 1
                for cls in 0..<classCount where breadthFirstID[rows[row &+ cls]] == -1 {
                    breadthFirstID[rows[row &+ cls]] = reached
                    queue[reached] = rows[row &+ cls]
                    reached += 1
                }
            }
            // Final ids: dead, then the accepting classes, then the others, breadth first.
            newAccepting.reserveCapacity(reached)
            newAccepting.append(false)
            finalID[0] = 0
            for group in 0..<2 {
                let acceptingGroup = 1 - group
                for breadthFirst in 1..<max(reached, 1) where rows[queue[breadthFirst] &* width] == acceptingGroup {
                    finalID[breadthFirst] = newAccepting.count
                    newAccepting.append(acceptingGroup == 1)
                }
            }
            newTransitions = [Int](filledWith: 0, count: reached &* classCount) { newTable in
                for breadthFirst in 1..<max(reached, 1) {
                    let newRow = finalID[breadthFirst] &* classCount
                    let row = queue[breadthFirst] &* width &+ 1
                    for cls in 0..<classCount { newTable[newRow &+ cls] = finalID[breadthFirstID[rows[row &+ cls]]] }
                }
            }
            newStart = finalID[breadthFirstID[startClass]]
        }
        }
        }
        return DFA(classes: classes, transitions: newTransitions, accepting: newAccepting, start: newStart)
    }
}
