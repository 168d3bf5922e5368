/// The greedy reading's move for one byte at one state: read the byte (a step), or insert a
/// literal on the way to reading it (the run of insertions goes on from `targetRow`).
/// `targetRow` is 0 when there is no move: the greedy reading drops the byte, or gives way.
///
/// PERF: plain values, decoded from the one table entry that holds the move, so the greedy
/// reading's ASCII loop takes it in registers: no optional, no tuple, no reference.
struct GreedyMove {
    let targetRow: Int
    /// Whether the move inserts `literal` (else it reads the byte).
    let isInsertion: Bool
    /// For a step, whether the byte is read as meaningful.
    let isMeaningful: Bool
    /// For an insertion, the literal byte inserted.
    let literal: UInt8

    /// There is no move.
    var isNone: Bool { targetRow == 0 }

    @inline(__always)
    init(_ step: ReadingRowLayout.Step?) {
        targetRow = step?.targetRow ?? 0
        isInsertion = false
        isMeaningful = step?.isMeaningful ?? false
        literal = 0
    }

    @inline(__always)
    init(_ insertion: ReadingRowLayout.Literal) {
        targetRow = insertion.targetRow
        isInsertion = true
        isMeaningful = false
        literal = insertion.byte
    }
}

/// The part of ``ReadingMoveGenerator``'s unsafe view that the greedy reading's ASCII loop
/// reads: the rows and the class map. ``ReadingTables/withMoveGenerator(insertsLettersAndDigits:_:)``
/// opens it first; the ASCII loop opens it alone (``ReadingTables/withRowView(_:)``), so a
/// reading that never leaves that loop enters no other array.
///
/// PERF: three words, passed in registers; it holds no reference, so passing it retains nothing.
struct ReadingRowView {
    // SAFETY: the buffers of the tables' `let` arrays `rows` and `classMap`, entered by
    // ``ReadingTables/withRowView(_:)`` and valid only inside it; every index is a byte
    // (`classMap`, 256 entries) or a state's row offset plus an entry of its row (`rows`),
    // and the verifier checked every target.
    let rows: UnsafeBufferPointer<Int>
    let classMap: UnsafeBufferPointer<UInt8>
    let classCount: Int

    /// Reading class `cls` at `row` the preferred way, if it can be (``ReadingTables/directStep(_:_:)``).
    @inline(__always)
    func directStep(_ row: Int, _ cls: Int) -> ReadingRowLayout.Step? {
        ReadingRowLayout.step(rows[row &+ ReadingRowLayout.direct(classCount, cls)])
    }

    /// Reading class `cls` at `row` as meaningful, if it can be (``ReadingTables/meaningfulStep(_:_:)``).
    @inline(__always)
    func meaningfulStep(_ row: Int, _ cls: Int) -> ReadingRowLayout.Step? {
        ReadingRowLayout.step(rows[row &+ ReadingRowLayout.meaningful(classCount, cls)])
    }

    /// The greedy reading's literal on the way to reading class `cls` from `row`
    /// (``ReadingTables/insertion(_:_:)``).
    @inline(__always)
    func insertionOnTheWay(_ row: Int, _ cls: Int) -> ReadingRowLayout.Literal? {
        ReadingRowLayout.literal(rows[row &+ ReadingRowLayout.insertion(classCount, cls)])
    }

    /// The greedy reading's first move for `byte` (of class `cls`) at `row` of `tables`: read
    /// it where it stands, as typed, else as its alternate (its other case); else the first
    /// literal on the way to reading it as typed, or, when it has no such way, as its
    /// alternate. `byte` and `cls` become the form it is read in. These are the first of the
    /// moves ``ReadingMoveGenerator/forEachMove(at:_:afterInsertion:_:)`` yields in the
    /// rule's order that need no lookahead: a consume, or the insertion that `leads`.
    ///
    /// PERF: inlined into the greedy reading's loop; table lookups only.
    @inline(__always)
    func greedyFirstMove(atRow row: Int, byte: inout UInt8, class cls: inout Int, in tables: ReadingTables) -> GreedyMove {
        if let step = directStep(row, cls) { return GreedyMove(step) }
        var insertion = insertionOnTheWay(row, cls)
        if tables.hasASCIIAlternates {
            let alternate = tables.asciiAlternate[Int(byte)]
            if alternate != 0 {
                let alternateClass = Int(classMap[Int(alternate)])
                let alternateStep = directStep(row, alternateClass)
                // Read here as the other case; else its way of insertions when the typed
                // case has none.
                if alternateStep != nil || insertion == nil {
                    byte = alternate
                    cls = alternateClass
                    if let alternateStep { return GreedyMove(alternateStep) }
                    insertion = insertionOnTheWay(row, alternateClass)
                }
            }
        }
        guard let insertion else { return GreedyMove(nil) }
        return GreedyMove(insertion)
    }

    /// The greedy reading's next move for a byte of class `cls` in the middle of a run of
    /// insertions, at `row`: read it as meaningful; else insert the next literal on the way;
    /// else, at the run's end, read it the preferred way (none only in a hand-made table: a
    /// run always ends where the byte is read). The rule's order in a run.
    ///
    /// PERF: inlined into the greedy reading's loop; table lookups only.
    @inline(__always)
    func greedyMoveInRun(atRow row: Int, class cls: Int) -> GreedyMove {
        if let step = meaningfulStep(row, cls) { return GreedyMove(step) }
        if let insertion = insertionOnTheWay(row, cls) { return GreedyMove(insertion) }
        return GreedyMove(directStep(row, cls))
    }
}

extension ReadingTables {
    /// Runs `body` with the view of these tables' rows and class map. The view must not
    /// outlive `body`.
    @inline(__always)
    func withRowView<Result>(_ body: (ReadingRowView) throws -> Result) rethrows -> Result {
        try rows.withUnsafeBufferPointer { rows in
            try classMap.withUnsafeBufferPointer { classMap in
                try body(ReadingRowView(rows: rows, classMap: classMap, classCount: classCount))
            }
        }
    }
}
