extension DFA {
    /// The states reachable from the start, each after all of its successors, or nil if the
    /// DFA has a cycle (the dead state's loops aside).
    func reverseTopologicalOrder() -> [Int]? {
        let classCount = classes.count
        // 0: unseen, 1: on the current path, 2: finished.
        var mark = [UInt8](repeating: 0, count: stateCount)
        var order: [Int] = []
        guard start != 0 else { return [] }
        var stack: [(state: Int, cls: Int)] = [(start, 0)]
        mark[start] = 1
        while let top = stack.last {
            if top.cls == classCount {
                stack.removeLast()
                mark[top.state] = 2
                order.append(top.state)
                continue
            }
            stack[stack.count - 1].cls += 1
            let target = next(top.state, top.cls)
            if target == 0 { continue }
            switch mark[target] {
            case 0:
                mark[target] = 1
                stack.append((target, 0))
            case 1:
                return nil
            default:
                break
            }
        }
        return order
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
        var signatures = SequenceInterner(expectedCount: order.count + 1)
        _ = signatures.intern(signature)
        for state in order {
            signature[0] = accepting[state] ? 1 : 0
            for cls in 0..<classCount { signature[cls + 1] = classOf[next(state, cls)] }
            classOf[state] = signatures.intern(signature).id
        }
        return quotient(classOf: classOf)
    }
}
