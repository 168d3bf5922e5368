extension DFA {
    /// The same automaton with byte classes that every state treats alike merged into one
    /// (the NFA's classes can be finer than the minimal DFA needs: in `+?7|8(DDD)` the bytes
    /// `7` and `8` lead to the same states everywhere). Fewer classes, smaller tables.
    func mergingEquivalentClasses() -> DFA {
        let classCount = classes.count
        var columns = SequenceInterner(expectedCount: classCount)
        var column = [Int](repeating: 0, count: stateCount)
        var newClass = [Int](repeating: 0, count: classCount)
        var kept: [Int] = []
        for cls in 0..<classCount {
            for state in 0..<stateCount { column[state] = next(state, cls) }
            let (id, isNew) = columns.intern(column)
            newClass[cls] = id
            if isNew { kept.append(cls) }
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
