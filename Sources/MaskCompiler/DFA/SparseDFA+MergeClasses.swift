import MaskVM

extension SparseDFA {
    /// ``DFA/mergingEquivalentClasses()`` over the live moves: classes whose columns are
    /// equal (the same live moves, state for state) merged, numbered by their smallest byte.
    /// A column is digested from its live moves; columns with equal digests are compared
    /// move by move, as lists gathered column by column only when some digest repeats.
    func mergingEquivalentClasses() -> SparseDFA {
        let classCount = classes.count
        let stateCount = stateCount
        var sameAs = [Int](filledWith: 0, count: classCount)
        var kept = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * classCount) { scratch in
        rows.rowStart.withUnsafeBufferPointer { rowStart in
        rows.classes.withUnsafeBufferPointer { rowClasses in
        rows.targets.withUnsafeBufferPointer { targets in
            // SAFETY: two tables of `classCount` entries: each column's digest and its count
            // of live moves. Rows index `rowClasses` and `targets`; classes are below `classCount`.
            let digest = UnsafeMutableBufferPointer(rebasing: scratch[0..<classCount])
            let moves = UnsafeMutableBufferPointer(rebasing: scratch[classCount...])
            digest.initialize(repeating: Int(truncatingIfNeeded: 0xCBF2_9CE4_8422_2325 as UInt64))
            moves.initialize(repeating: 0)
            for state in 0..<stateCount {
                for index in rowStart[state]..<rowStart[state &+ 1] {
                    let cls = rowClasses[index]
                    digest[cls] = (digest[cls] ^ (state &<< 32 | targets[index])) &* 0x0000_0100_0000_01B3
                    moves[cls] &+= 1
                }
            }
            var columns: [[(state: Int, target: Int)]]?
            for cls in 0..<classCount {
                sameAs[cls] = cls
                for earlier in 0..<cls where sameAs[earlier] == earlier && digest[earlier] == digest[cls]
                    && moves[earlier] == moves[cls] {
                    let gathered = columns ?? Self.columns(rowStart, rowClasses, targets, classCount: classCount)
                    columns = gathered
                    guard gathered[earlier].elementsEqual(gathered[cls], by: { $0 == $1 }) else { continue }
                    sameAs[cls] = earlier
                    break
                }
                if sameAs[cls] == cls { kept += 1 }
            }
        }
        }
        }
        }
        guard kept < classCount else { return self }
        // Numbered by smallest byte, as the dense merge numbers them.
        var newClass = [Int](filledWith: 0, count: classCount)
        let map = sameAs.withUnsafeBufferPointer { sameAs in
            newClass.withUnsafeMutableBufferPointer { newClass in
                QuotientNumbering.mergedClasses(sameAs: sameAs, newClass: newClass, oldMap: classes.map)
            }
        }
        // A merged class's moves are its first old class's; the others' are dropped. The kept
        // classes keep their order, so each row's classes stay increasing.
        var newRowStart = [Int](filledWith: 0, count: stateCount + 1)
        var newClasses: [Int] = []
        var newTargets: [Int] = []
        for state in 0..<stateCount {
            newRowStart[state] = newClasses.count
            for index in rows.rowStart[state]..<rows.rowStart[state + 1] where sameAs[rows.classes[index]] == rows.classes[index] {
                newClasses.append(newClass[rows.classes[index]])
                newTargets.append(rows.targets[index])
            }
        }
        newRowStart[stateCount] = newClasses.count
        return SparseDFA(classes: ByteClasses(map: map, count: kept),
                         rows: MoveRows(rowStart: newRowStart, classes: newClasses, targets: newTargets),
                         accepting: accepting, start: start)
    }

    /// Each class's live moves, state by state.
    private static func columns(
        _ rowStart: UnsafeBufferPointer<Int>, _ rowClasses: UnsafeBufferPointer<Int>, _ targets: UnsafeBufferPointer<Int>,
        classCount: Int
    ) -> [[(state: Int, target: Int)]] {
        var columns = [[(state: Int, target: Int)]](repeating: [], count: classCount)
        for state in 0..<(rowStart.count - 1) {
            for index in rowStart[state]..<rowStart[state + 1] { columns[rowClasses[index]].append((state, targets[index])) }
        }
        return columns
    }
}
