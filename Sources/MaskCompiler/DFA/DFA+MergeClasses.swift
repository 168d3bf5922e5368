extension DFA {
    /// The same automaton with byte classes that every state treats alike merged into one
    /// (the NFA's classes can be finer than the minimal DFA needs: in `+?7|8(DDD)` the bytes
    /// `7` and `8` lead to the same states everywhere). Fewer classes, smaller tables.
    /// Merged classes are numbered in order of their smallest byte.
    ///
    /// PERF: columns are compared through a digest of each (equal columns are then checked
    /// entry by entry), and the new map, its numbering and the new table are made in one
    /// pass each, with temporaries for everything else: no interner, no per-step arrays.
    func mergingEquivalentClasses() -> DFA {
        let classCount = classes.count
        let states = stateCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * classCount) { scratch -> DFA in
            // SAFETY: three tables of `classCount` entries: each column's digest, the first
            // class with the same column as each class, and each kept class's new number.
            let digest = UnsafeMutableBufferPointer(rebasing: scratch[0..<classCount])
            let sameAs = UnsafeMutableBufferPointer(rebasing: scratch[classCount..<2 * classCount])
            let newClass = UnsafeMutableBufferPointer(rebasing: scratch[(2 * classCount)...])
            for cls in 0..<classCount {
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for state in 0..<states {
                    hash = (hash ^ UInt64(truncatingIfNeeded: next(state, cls))) &* 0x0000_0100_0000_01B3
                }
                digest[cls] = Int(truncatingIfNeeded: hash)
            }
            var kept = 0
            for cls in 0..<classCount {
                sameAs[cls] = cls
                for earlier in 0..<cls where sameAs[earlier] == earlier && digest[earlier] == digest[cls]
                    && (0..<states).allSatisfy({ next($0, earlier) == next($0, cls) }) {
                    sameAs[cls] = earlier
                    break
                }
                if sameAs[cls] == cls { kept += 1 }
            }
            guard kept < classCount else { return self }
            // Number the merged classes by their smallest byte, as ByteClasses does.
            newClass.initialize(repeating: -1)
            var numbered = 0
            var representatives: [Int] = []
            representatives.reserveCapacity(kept)
            var map = [UInt8](repeating: 0, count: 256)
            for byte in 0..<256 {
                let kept = sameAs[Int(classes.map[byte])]
                if newClass[kept] == -1 {
                    newClass[kept] = numbered
                    representatives.append(kept)
                    numbered += 1
                }
                map[byte] = UInt8(newClass[kept])
            }
            var transitions = [Int](repeating: 0, count: states * kept)
            for state in 0..<states {
                for (cls, old) in representatives.enumerated() {
                    transitions[state * kept + cls] = next(state, old)
                }
            }
            return DFA(classes: ByteClasses(map: map, count: kept), transitions: transitions, accepting: accepting, start: start)
        }
    }
}
