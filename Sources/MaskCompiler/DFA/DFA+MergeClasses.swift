extension DFA {
    /// The same automaton with byte classes that every state treats alike merged into one
    /// (the NFA's classes can be finer than the minimal DFA needs: in `+?7|8(DDD)` the bytes
    /// `7` and `8` lead to the same states everywhere). Fewer classes, smaller tables.
    func mergingEquivalentClasses() -> DFA {
        let classCount = classes.count
        let columns = (0..<classCount).map { cls in (0..<stateCount).map { next($0, cls) } }
        var newClass = [Int](repeating: 0, count: classCount)
        var firstOfColumn: [[Int]: Int] = [:]
        var kept: [Int] = []
        for cls in 0..<classCount {
            if let existing = firstOfColumn[columns[cls]] {
                newClass[cls] = newClass[existing]
            } else {
                firstOfColumn[columns[cls]] = cls
                newClass[cls] = kept.count
                kept.append(cls)
            }
        }
        guard kept.count < classCount else { return self }
        var merged = ByteClasses(map: classes.map.map { UInt8(newClass[Int($0)]) }, count: kept.count)
        merged.renumberByFirstByte()
        var transitions = [Int](repeating: 0, count: stateCount * kept.count)
        let representatives = merged.representatives
        for state in 0..<stateCount {
            for cls in 0..<kept.count {
                transitions[state * kept.count + cls] = next(state, Int(classes.map[Int(representatives[cls])]))
            }
        }
        return DFA(classes: merged, transitions: transitions, accepting: accepting, start: start)
    }
}
