/// The one generator of a reading's moves (``ReadingMove``): at a state, for one unit of the
/// input, it yields the ways to consume the unit, the insertions that may come before it
/// (``ReadingMoves``) and dropping it, in the rule's order. Every reading takes its moves
/// from here: the exact search's fill (a minimum) and walk (the first of least
/// ``ReadingCost``), its forward pass (``ForwardStep``, and so the ``KeepAutomaton``: sets of
/// targets), and the greedy reading (the first move that needs no lookahead: its slow path
/// through the rule's order, its ASCII loop through the greedy entries of the generator's
/// ``ReadingRowView``). Only the greedy reading's ASCII loop reads its table directly, for
/// the step where a byte is read where it stands.
///
/// The rule's order, before any insertion: read the unit as typed the preferred way, the
/// other way, then as its alternate the same two ways; insert the greedy reading's literal
/// (on the way to reading it as typed if there is one, else as its alternate); insert
/// another literal (rank order) or a padding zero; drop (a unit that may be dropped). In the
/// middle of an insertion run, for the typed form and then the alternate: read it as
/// meaningful, insert the greedy's literal (when that is the way to this form), read it
/// otherwise; then insert another literal. Inserting and then dropping is the same as
/// dropping and then inserting, so no drop follows an insertion.
struct ReadingMoveGenerator {
    let tables: ReadingTables
    // PERF: the tables' arrays as buffers, entered once per reading (``ReadingTables/withMoveGenerator(insertsLettersAndDigits:_:)``),
    // so a caller's per-state loop reads them with no retain, release or class access.
    // SAFETY: they are `let` arrays of the immutable `tables`, and a generator lives only
    // inside the closure that entered them. Every index into them is a state below
    // `stateCount` times a class below `classCount` (`targets`), a state (`insertionStart`,
    // `stateCount + 1` entries), a position between two of its entries (`insertions`), a
    // class (`literalIsLetterOrDigit`), or one the row view says (`view`): the verifier
    // checked the targets, and the tables were built with these sizes.
    /// The rows and the class map, which the greedy reading's ASCII loop reads alone.
    let view: ReadingRowView
    private var classMap: UnsafeBufferPointer<UInt8> { view.classMap }
    private let targets: UnsafeBufferPointer<UInt32>
    private let classCount: Int
    private let insertions: UnsafeBufferPointer<ReadingMoves.Insertion>
    private let insertionStart: UnsafeBufferPointer<Int>
    private let literalIsLetterOrDigit: UnsafeBufferPointer<Bool>
    /// Whether a literal letter or digit (or a byte of a character that is not ASCII) may be
    /// inserted. A complete reading found by the search may not (see ``ReadingSearch``).
    let insertsLettersAndDigits: Bool

    fileprivate init(
        _ tables: ReadingTables, view: ReadingRowView, targets: UnsafeBufferPointer<UInt32>, insertions: UnsafeBufferPointer<ReadingMoves.Insertion>,
        insertionStart: UnsafeBufferPointer<Int>, literalIsLetterOrDigit: UnsafeBufferPointer<Bool>, insertsLettersAndDigits: Bool
    ) {
        self.tables = tables
        self.view = view
        self.targets = targets
        classCount = tables.classCount
        self.insertions = insertions
        self.insertionStart = insertionStart
        self.literalIsLetterOrDigit = literalIsLetterOrDigit
        self.insertsLettersAndDigits = insertsLettersAndDigits
    }

    /// One unit as the moves see it, decided once per unit.
    struct Unit {
        let typed: UnitForm
        let typedClass: Int
        /// Its alternate (its other case), when a reading may read it so.
        let alternate: UnitForm?
        let alternateClass: Int
        /// Whether dropping it is a move: a symbol may be dropped, a letter or digit the
        /// forward pass kept may not (the `lost` term of ``ReadingCost``).
        let mayDrop: Bool
        /// Whether a literal that closes a number range may be inserted before it: no typed
        /// closer is still to come (rule 1 of "Values, not characters").
        let allowsClosing: Bool

        init(_ tables: ReadingTables, typed: UnitForm, alternate: UnitForm?, mayDrop: Bool, allowsClosing: Bool) {
            self.typed = typed
            typedClass = Int(tables.classMap[Int(typed[0])])
            self.alternate = alternate
            alternateClass = alternate.map { Int(tables.classMap[Int($0[0])]) } ?? 0
            self.mayDrop = mayDrop
            self.allowsClosing = allowsClosing
        }
    }

    /// Reading class `cls` at `row` the preferred way, if it can be (``ReadingTables/directStep(_:_:)``).
    @inline(__always)
    private func directStep(_ row: Int, _ cls: Int) -> ReadingRowLayout.Step? {
        view.directStep(row, cls)
    }

    /// The greedy reading's literal on the way to reading class `cls` from `row`
    /// (``ReadingTables/insertion(_:_:)``).
    @inline(__always)
    private func insertionOnTheWay(_ row: Int, _ cls: Int) -> ReadingRowLayout.Literal? {
        view.insertionOnTheWay(row, cls)
    }

    /// Yields the moves at `state` for `unit` to `visitor` until it returns true: in the
    /// rule's order when the visitor needs it, else consumes, insertions, drop.
    @inline(__always)
    func forEachMove<Visitor: ReadingMoveVisitor>(
        at state: Int, _ unit: Unit, afterInsertion: Bool, _ visitor: inout Visitor
    ) {
        if Visitor.needsRuleOrder {
            forEachMoveInOrder(at: state, unit, afterInsertion: afterInsertion, &visitor)
            return
        }
        if forEachConsume(of: unit.typed, unit.typedClass, from: state, &visitor) { return }
        if let alternate = unit.alternate, forEachConsume(of: alternate, unit.alternateClass, from: state, &visitor) { return }
        if forEachInsertion(from: state, allowsClosing: unit.allowsClosing, &visitor) { return }
        if unit.mayDrop, !afterInsertion { _ = visitor.visit(.drop) }
    }

    /// Yields the ways to consume `form` (whose first byte is of class `cls`) at `state`: a
    /// one-byte form as a literal, then as meaningful; a longer one each byte the preferred
    /// way. True when the visitor stopped.
    @inline(__always)
    func forEachConsume<Visitor: ReadingMoveVisitor>(
        of form: UnitForm, _ cls: Int, from state: Int, _ visitor: inout Visitor
    ) -> Bool {
        if form.count == 1 {
            let base = (state &* classCount &+ cls) &* 2
            let literal = Int(targets[base])
            if literal != 0, visitor.visit(.consume(target: literal, meaningful: false, alternate: form.isAlternate)) { return true }
            let meaningful = Int(targets[base &+ 1])
            return meaningful != 0 && visitor.visit(.consume(target: meaningful, meaningful: true, alternate: form.isAlternate))
        }
        guard let target = Self.walk(tables, form, from: state) else { return false }
        let meaningful = directStep(state &* tables.rowWidth, cls)?.isMeaningful ?? false
        return visitor.visit(.consume(target: target, meaningful: meaningful, alternate: form.isAlternate))
    }

    /// Yields the insertions from `state` that may be made here, in rank order, then the
    /// padding zero (a literal that closes a range only with `allowsClosing`; a literal
    /// letter or digit only with ``insertsLettersAndDigits``). True when the visitor stopped.
    @inline(__always)
    func forEachInsertion<Visitor: ReadingMoveVisitor>(
        from state: Int, allowsClosing: Bool, except literalClass: Int = -1, _ visitor: inout Visitor
    ) -> Bool {
        for position in insertionStart[state]..<insertionStart[state &+ 1] {
            let insertion = insertions[position]
            guard isAllowed(insertion, allowsClosing: allowsClosing),
                  insertion.isPadding || insertion.literalClass != literalClass else { continue }
            if visitor.visit(.insert(byte: insertion.byte, kind: insertion.kind, target: insertion.target, leads: false)) {
                return true
            }
        }
        return false
    }

    /// Whether `insertion` may be made: a literal that closes a range only with
    /// `allowsClosing` (``ReadingMoves/allows(_:before:lastCloser:)``), and a literal letter
    /// or digit only with ``insertsLettersAndDigits``. A padding zero keeps the value typed,
    /// so even a complete reading may insert one.
    @inline(__always)
    private func isAllowed(_ insertion: ReadingMoves.Insertion, allowsClosing: Bool) -> Bool {
        guard allowsClosing || !insertion.closesRange else { return false }
        return insertion.isPadding || insertsLettersAndDigits || !literalIsLetterOrDigit[insertion.literalClass]
    }

    /// The ways of reading one form of a unit at `state`: the preferred way, then the other
    /// (only a one-byte form has two); in the middle of an insertion run the meaningful one
    /// first. And whether that first is a meaningful reading of one byte.
    private func reads(of form: UnitForm, at state: Int, afterInsertion: Bool) -> (ReadingMove?, ReadingMove?, meaningfulFirst: Bool) {
        let cls = Int(classMap[Int(form[0])])
        guard let preferred = directStep(state &* tables.rowWidth, cls) else { return (nil, nil, false) }
        if form.count == 1 {
            let meaningful = preferred.isMeaningful
            var first = ReadingMove.consume(target: tables.state(ofRow: preferred.targetRow), meaningful: meaningful,
                                            alternate: form.isAlternate)
            var second: ReadingMove?
            let other = Int(targets[(state &* classCount &+ cls) &* 2 &+ (meaningful ? 0 : 1)])
            if other != 0 { second = .consume(target: other, meaningful: !meaningful, alternate: form.isAlternate) }
            // In a run, the meaningful reading comes first.
            if afterInsertion, !meaningful, let swapped = second { (first, second) = (swapped, first) }
            let meaningfulFirst: Bool = if case .consume(_, true, _) = first { true } else { false }
            return (first, second, meaningfulFirst)
        }
        guard let target = Self.walk(tables, form, from: state) else { return (nil, nil, false) }
        return (.consume(target: target, meaningful: preferred.isMeaningful, alternate: form.isAlternate), nil, false)
    }

    /// The rule's order (see the type's comment). PERF: nothing is allocated.
    private func forEachMoveInOrder<Visitor: ReadingMoveVisitor>(
        at state: Int, _ unit: Unit, afterInsertion: Bool, _ visitor: inout Visitor
    ) {
        let row = state &* tables.rowWidth
        let typedReads = reads(of: unit.typed, at: state, afterInsertion: afterInsertion)
        let alternateReads = unit.alternate.map { reads(of: $0, at: state, afterInsertion: afterInsertion) } ?? (nil, nil, false)
        // The greedy reading's literal: on its way to reading the unit as typed, else as its
        // alternate; the others come after it.
        let typedInsertion = insertionOnTheWay(row, unit.typedClass)
        let typedLeads = typedInsertion != nil
        var greedyInsertion = typedInsertion
        if !typedLeads, unit.alternate != nil { greedyInsertion = insertionOnTheWay(row, unit.alternateClass) }
        let greedyLiteral = greedyInsertion.map { Int(classMap[Int($0.byte)]) } ?? -1
        if greedyLiteral >= 0,
           let insertion = insertions[insertionStart[state]..<insertionStart[state &+ 1]].first(where: { $0.literalClass == greedyLiteral }),
           !isAllowed(insertion, allowsClosing: unit.allowsClosing) {
            greedyInsertion = nil
        }
        let greedy: ReadingMove? = greedyInsertion.map {
            .insert(byte: tables.representative[greedyLiteral], kind: ByteKind.inserted,
                    target: tables.state(ofRow: $0.targetRow), leads: true)
        }
        func visit(_ move: ReadingMove?) -> Bool {
            guard let move else { return false }
            return visitor.visit(move)
        }
        if afterInsertion {
            // Each form: a meaningful reading of one byte comes before going on with the run.
            func run(_ reads: (ReadingMove?, ReadingMove?, meaningfulFirst: Bool), leads: Bool) -> Bool {
                if reads.meaningfulFirst, visit(reads.0) { return true }
                if leads, visit(greedy) { return true }
                if !reads.meaningfulFirst, visit(reads.0) { return true }
                return visit(reads.1)
            }
            if run(typedReads, leads: typedLeads) || run(alternateReads, leads: !typedLeads) { return }
            _ = forEachInsertion(from: state, allowsClosing: unit.allowsClosing, except: greedyLiteral, &visitor)
            return
        }
        if visit(typedReads.0) || visit(typedReads.1) || visit(alternateReads.0) || visit(alternateReads.1) { return }
        if visit(greedy) { return }
        if forEachInsertion(from: state, allowsClosing: unit.allowsClosing, except: greedyLiteral, &visitor) { return }
        if unit.mayDrop { _ = visitor.visit(.drop) }
    }

    /// Writes the bytes of consuming `form` from `state` (a one-byte form as meaningful or
    /// not; a longer one each byte the preferred way, of that step's kind).
    func write(_ form: UnitForm, from state: Int, meaningful: Bool, into sink: inout ReadingSink) {
        if form.count == 1 {
            sink.emit(form[0], kind: meaningful ? ByteKind.meaningful : ByteKind.literal)
            return
        }
        var row = state * tables.rowWidth
        for offset in 0..<form.count {
            // A longer form is consumed only where every byte reads (`walk`).
            guard let step = tables.directStep(row, Int(tables.classMap[Int(form[offset])])) else { break }
            sink.emit(form[offset], kind: step.kind)
            row = step.targetRow
        }
    }

    /// The states consuming a form of a unit (whose first byte is of class `cls`) from
    /// `state` reaches: as a literal and as meaningful for a one-byte form, each byte the
    /// preferred way for a longer one.
    static func consumeTargets(_ tables: ReadingTables, _ form: UnitForm, _ cls: Int, from state: Int) -> (Int, Int) {
        if form.count == 1 {
            let base = (state * tables.classCount + cls) * 2
            return (Int(tables.targets[base]), Int(tables.targets[base + 1]))
        }
        guard let target = walk(tables, form, from: state) else { return (0, 0) }
        return (target, 0)
    }

    /// The state after reading a form of a unit from `state`, each byte the preferred way.
    static func walk(_ tables: ReadingTables, _ form: UnitForm, from state: Int) -> Int? {
        var row = state * tables.rowWidth
        for offset in 0..<form.count {
            guard let step = tables.directStep(row, Int(tables.classMap[Int(form[offset])])) else { return nil }
            row = step.targetRow
        }
        return tables.state(ofRow: row)
    }
}

extension ReadingTables {
    /// Runs `body` with the generator of these tables' moves (inserting literal letters and
    /// digits only with `insertsLettersAndDigits`). The generator must not outlive `body`:
    /// it reads the tables' arrays through buffers entered here, once per reading.
    @inline(__always)
    func withMoveGenerator<Result>(
        insertsLettersAndDigits: Bool = true, _ body: (ReadingMoveGenerator) throws -> Result
    ) rethrows -> Result {
        try withRowView { view in
        try targets.withUnsafeBufferPointer { targets in
            try moves.insertions.withUnsafeBufferPointer { insertions in
                try moves.start.withUnsafeBufferPointer { insertionStart in
                    try literalIsLetterOrDigit.withUnsafeBufferPointer { literalIsLetterOrDigit in
                        try body(ReadingMoveGenerator(self, view: view, targets: targets, insertions: insertions, insertionStart: insertionStart,
                                                      literalIsLetterOrDigit: literalIsLetterOrDigit,
                                                      insertsLettersAndDigits: insertsLettersAndDigits))
                    }
                }
            }
        }
        }
    }
}
