extension DFA {
    /// The DFA whose states are the equivalence classes of this one (`classOf[state]` names a
    /// state's class; equivalent states must have equal classes), keeping only classes
    /// reachable from the start, plus the dead state's class as 0.
    ///
    /// Numbering, the one the VM uses: dead, then accepting states, then the rest, each group
    /// in breadth-first order. The lowered program keeps these ids.
    func quotient(classOf: [Int]) -> DFA {
        let classCount = classes.count
        let classIDs = (classOf.max() ?? 0) + 1
        var breadthFirstID = [Int](repeating: -1, count: classIDs)
        var representative: [Int] = [0]
        breadthFirstID[classOf[0]] = 0
        if breadthFirstID[classOf[start]] == -1 {
            breadthFirstID[classOf[start]] = 1
            representative.append(start)
        }
        var head = 1
        while head < representative.count {
            let state = representative[head]
            head += 1
            for cls in 0..<classCount {
                let target = next(state, cls)
                if breadthFirstID[classOf[target]] == -1 {
                    breadthFirstID[classOf[target]] = representative.count
                    representative.append(target)
                }
            }
        }
        let order = [0] + representative.indices.dropFirst().filter { accepting[representative[$0]] }
            + representative.indices.dropFirst().filter { !accepting[representative[$0]] }
        var finalID = [Int](repeating: 0, count: order.count)
        for (final, breadthFirst) in order.enumerated() { finalID[breadthFirst] = final }
        var newTransitions = [Int](repeating: 0, count: representative.count * classCount)
        for (breadthFirst, state) in representative.enumerated() where breadthFirst != 0 {
            for cls in 0..<classCount {
                newTransitions[finalID[breadthFirst] * classCount + cls] = finalID[breadthFirstID[classOf[next(state, cls)]]]
            }
        }
        return DFA(
            classes: classes,
            transitions: newTransitions,
            accepting: order.map { accepting[representative[$0]] },
            start: finalID[breadthFirstID[classOf[start]]])
    }
}
