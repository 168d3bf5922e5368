import MaskVM

/// The numbering steps that the dense and the sparse passes share, so that both give the
/// same automaton, id for id: a regular expression's table goes through the sparse passes, a
/// mask's through the dense ones, and the bytecode must not depend on which.
enum QuotientNumbering {
    /// Seeds a quotient's breadth-first walk: the dead state's class is id 0, the start's
    /// class id 1 unless it is the dead one. Returns how many ids are given.
    ///
    /// `breadthFirstID` has an entry a class, all -1; `representative` an entry an id.
    @inline(__always)
    static func seedBreadthFirst(classOf: UnsafeBufferPointer<Int>, start: Int,
                                 breadthFirstID: UnsafeMutableBufferPointer<Int>,
                                 representative: UnsafeMutableBufferPointer<Int>) -> Int {
        breadthFirstID[classOf[0]] = 0
        representative[0] = 0
        guard breadthFirstID[classOf[start]] == -1 else { return 1 }
        breadthFirstID[classOf[start]] = 1
        representative[1] = start
        return 2
    }

    /// A quotient's final ids, the numbering the VM uses: dead, then the accepting classes,
    /// then the rest, each group in breadth-first order. Appends each final state's
    /// acceptance to `newAccepting`, writes each breadth-first id's final id into `finalID`
    /// (and the reverse into `breadthFirstOfFinal` when given), then each state's final id
    /// into `stateFinalID` (-1 for a state not reached), so that a move of the new table is
    /// one lookup, not three.
    @inline(__always)
    static func numberFinal(reached: Int, representative: UnsafeMutableBufferPointer<Int>, accepting: [Bool],
                            classOf: UnsafeBufferPointer<Int>, breadthFirstID: UnsafeMutableBufferPointer<Int>,
                            finalID: UnsafeMutableBufferPointer<Int>,
                            breadthFirstOfFinal: UnsafeMutableBufferPointer<Int>?,
                            stateFinalID: UnsafeMutableBufferPointer<Int>, newAccepting: inout [Bool]) {
        newAccepting.reserveCapacity(reached)
        newAccepting.append(false)
        finalID[0] = 0
        breadthFirstOfFinal?[0] = 0
        for group in 0..<2 {
            let acceptingGroup = group == 0
            for breadthFirst in 1..<max(reached, 1) where accepting[representative[breadthFirst]] == acceptingGroup {
                finalID[breadthFirst] = newAccepting.count
                breadthFirstOfFinal?[newAccepting.count] = breadthFirst
                newAccepting.append(acceptingGroup)
            }
        }
        for state in 0..<stateFinalID.count {
            let breadthFirst = breadthFirstID[classOf[state]]
            stateFinalID[state] = breadthFirst < 0 ? -1 : finalID[breadthFirst]
        }
    }

    /// Numbers merged byte classes by their smallest byte, as ByteClasses does, and returns
    /// the merged byte map. The old classes are numbered by their smallest byte already, so
    /// in old class order each merged class is met first at its smallest byte: a merged
    /// class is numbered when its first old class comes. `sameAs[cls]` is the first class
    /// with the same column as `cls` (itself when kept); `newClass` gets each old class's
    /// new number.
    @inline(__always)
    static func mergedClasses(sameAs: UnsafeBufferPointer<Int>, newClass: UnsafeMutableBufferPointer<Int>,
                              oldMap: [UInt8]) -> [UInt8] {
        var numbered = 0
        for cls in 0..<sameAs.count {
            if sameAs[cls] == cls {
                newClass[cls] = numbered
                numbered += 1
            } else {
                newClass[cls] = newClass[sameAs[cls]]
            }
        }
        return [UInt8](filledWith: 0, count: 256) { map in
            oldMap.withUnsafeBufferPointer { oldMap in
                for byte in 0..<256 { map[byte] = UInt8(truncatingIfNeeded: newClass[Int(oldMap[byte])]) }
            }
        }
    }
}
