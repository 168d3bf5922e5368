import MaskVM

/// A ``DFA`` kept as its live moves (``MoveRows``): every move not listed goes to the dead
/// state 0. A regular expression's match automaton goes from the subset construction to
/// lowering in this form (Hopcroft's minimization, the quotient, merging classes), and is
/// laid out as a table only when lowered: the same automaton, state for state, as the
/// dense passes make, at a cost in its live moves rather than its table's entries.
struct SparseDFA: Sendable {
    var classes: ByteClasses
    var rows: MoveRows
    var accepting: [Bool]
    var start: Int

    var stateCount: Int { accepting.count }

    /// The subset construction's result over `classes`, its moves taken as rows.
    init(classes: ByteClasses, subsets: SubsetConstruction.Subsets) {
        self.init(classes: classes, rows: MoveRows(
            constructionMoves: subsets.moves, stateCount: subsets.accepting.count, classCount: classes.count),
                  accepting: subsets.accepting, start: subsets.start)
    }

    init(classes: ByteClasses, rows: MoveRows, accepting: [Bool], start: Int) {
        self.classes = classes
        self.rows = rows
        self.accepting = accepting
        self.start = start
    }

    /// The same automaton as a dense table.
    var dense: DFA {
        DFA(classes: classes, transitions: rows.table(classCount: classes.count, filling: 0), accepting: accepting, start: start)
    }

    /// Whether every state but the dead one can reach an accepting state, found by at most
    /// ``DFA/trimSweeps`` backward sweeps (as ``DFA/trim()`` first tries): then trimming
    /// changes nothing. False when some state cannot, or the sweeps did not settle.
    var isTrimmed: Bool {
        let stateCount = stateCount
        guard stateCount > 1 else { return true }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { live -> Bool in
            for state in 0..<stateCount { live[state] = accepting[state] }
            live[0] = false
            return rows.rowStart.withUnsafeBufferPointer { rowStart in
                rows.targets.withUnsafeBufferPointer { targets in
                    for _ in 0..<DFA.trimSweeps {
                        var marked = false
                        // SAFETY: every target is a state below `stateCount`; rows are inside `targets`.
                        for state in stride(from: stateCount - 1, through: 1, by: -1) where !live[state] {
                            for index in rowStart[state]..<rowStart[state &+ 1] where live[targets[index]] {
                                live[state] = true
                                marked = true
                                break
                            }
                        }
                        if !marked { return !live[1...].contains(false) }
                    }
                    return false
                }
            }
        }
    }

    /// The minimal automaton, numbered as ``DFA/minimized()`` numbers it, with the byte
    /// classes no state tells apart merged (``DFA/mergingEquivalentClasses()``); nil when
    /// this one needs trimming first (``isTrimmed``), which the dense passes do.
    func minimizedMergingClasses() -> SparseDFA? {
        guard isTrimmed else { return nil }
        return minimizedByHopcroft().mergingEquivalentClasses()
    }

    /// The VM's form of this minimal automaton: the dense table, laid out from the rows.
    func lowered() -> DenseDFA {
        let classCount = classes.count
        let table = [UInt32](filledWith: 0, count: stateCount * classCount) { table in
            rows.rowStart.withUnsafeBufferPointer { rowStart in
            rows.classes.withUnsafeBufferPointer { classes in
            rows.targets.withUnsafeBufferPointer { targets in
                // SAFETY: each row's classes are below `classCount`, its states below `stateCount`.
                for state in 0..<stateCount {
                    for index in rowStart[state]..<rowStart[state &+ 1] {
                        table[state &* classCount &+ classes[index]] = UInt32(clamping: targets[index])
                    }
                }
            }
            }
            }
        }
        return DenseDFA(trusted: classes.map, classCount: classCount, startState: start, transitions: table,
                        acceptingCount: accepting.count(where: { $0 }))
    }
}
