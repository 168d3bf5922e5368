import MaskVM

extension DFA {
    /// The same automaton with byte classes that every state treats alike merged into one
    /// (the NFA's classes can be finer than the minimal DFA needs: in `+?7|8(DDD)` the bytes
    /// `7` and `8` lead to the same states everywhere). Fewer classes, smaller tables.
    /// Merged classes are numbered in order of their smallest byte.
    ///
    /// PERF: columns are compared through a digest of each (equal columns are then checked
    /// entry by entry), and the new map, its numbering and the new table are made in one
    /// pass each over unchecked buffers, with temporaries for everything else.
    func mergingEquivalentClasses() -> DFA {
        let classCount = classes.count
        let states = stateCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * classCount) { scratch -> DFA in
            transitions.withUnsafeBufferPointer { table -> DFA in
                // SAFETY: `table` has `states * classCount` entries; `scratch` holds three
                // tables of `classCount` entries: each column's digest, the first class with
                // the same column as each class, and each class's new number.
                let digest = UnsafeMutableBufferPointer(rebasing: scratch[0..<classCount])
                let sameAs = UnsafeMutableBufferPointer(rebasing: scratch[classCount..<2 * classCount])
                let newClass = UnsafeMutableBufferPointer(rebasing: scratch[(2 * classCount)...])
                digest.initialize(repeating: Int(truncatingIfNeeded: 0xCBF2_9CE4_8422_2325 as UInt64))
                for state in 0..<states {
                    for cls in 0..<classCount {
                        digest[cls] = (digest[cls] ^ table[state &* classCount &+ cls]) &* 0x0000_0100_0000_01B3
                    }
                }
                var kept = 0
                for cls in 0..<classCount {
                    sameAs[cls] = cls
                    for earlier in 0..<cls where sameAs[earlier] == earlier && digest[earlier] == digest[cls]
                        && (0..<states).allSatisfy({ table[$0 &* classCount &+ earlier] == table[$0 &* classCount &+ cls] }) {
                        sameAs[cls] = earlier
                        break
                    }
                    if sameAs[cls] == cls { kept += 1 }
                }
                guard kept < classCount else { return self }
                // `newClass` is indexed by old class.
                let map = QuotientNumbering.mergedClasses(sameAs: UnsafeBufferPointer(sameAs), newClass: newClass,
                                                          oldMap: classes.map)
                var merged = [Int](filledWith: 0, count: states * kept)
                merged.withUnsafeMutableBufferPointer { merged in
                    for cls in 0..<classCount where sameAs[cls] == cls {
                        let column = newClass[cls]
                        for state in 0..<states { merged[state &* kept &+ column] = table[state &* classCount &+ cls] }
                    }
                }
                return DFA(classes: ByteClasses(map: map, count: kept), transitions: merged, accepting: accepting, start: start)
            }
        }
    }
}
