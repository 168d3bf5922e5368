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
    // PERF: unowned, so copying a generator (a visitor's recursion in ``ReadingSearch/LazyLayers``,
    // each fill and walk) retains and releases nothing. SAFETY: a generator lives only inside
    // ``ReadingTables/withMoveGenerator(insertsLettersAndDigits:_:)``'s body, while the tables
    // that made it are alive (see the buffers below).
    unowned(unsafe) let tables: ReadingTables
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
    /// Whether a padding zero that would pad the last number at the end of the text, a
    /// digit read unpadded there too, is inserted only right after a separator the person
    /// typed (``ReadingMoves/paddingGuess``). A complete reading found by the search holds
    /// to it (see ``ReadingSearch``): it does not complete a guess at where digits typed
    /// without a separator part (`20241` into `DDDD-<01-12>` stays `2024-1`).
    let guardsEndPadding: Bool

    fileprivate init(
        _ tables: ReadingTables, view: ReadingRowView, targets: UnsafeBufferPointer<UInt32>, insertions: UnsafeBufferPointer<ReadingMoves.Insertion>,
        insertionStart: UnsafeBufferPointer<Int>, literalIsLetterOrDigit: UnsafeBufferPointer<Bool>, insertsLettersAndDigits: Bool,
        guardsEndPadding: Bool
    ) {
        self.tables = tables
        self.view = view
        self.targets = targets
        classCount = tables.classCount
        self.insertions = insertions
        self.insertionStart = insertionStart
        self.literalIsLetterOrDigit = literalIsLetterOrDigit
        self.insertsLettersAndDigits = insertsLettersAndDigits
        self.guardsEndPadding = guardsEndPadding
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
            self.init(typed: typed, typedClass: Int(tables.classMap[Int(typed[0])]), alternate: alternate,
                      alternateClass: alternate.map { Int(tables.classMap[Int($0[0])]) } ?? 0, mayDrop: mayDrop, allowsClosing: allowsClosing)
        }

        @inline(__always)
        fileprivate init(typed: UnitForm, typedClass: Int, alternate: UnitForm?, alternateClass: Int, mayDrop: Bool, allowsClosing: Bool) {
            self.typed = typed
            self.typedClass = typedClass
            self.alternate = alternate
            self.alternateClass = alternateClass
            self.mayDrop = mayDrop
            self.allowsClosing = allowsClosing
        }
    }

    /// A ``Unit`` of these tables, its classes read through the generator's class map.
    /// PERF: the exact search makes one a layer; this one touches no array of the tables.
    @inline(__always)
    func unit(typed: UnitForm, alternate: UnitForm?, mayDrop: Bool, allowsClosing: Bool) -> Unit {
        Unit(typed: typed, typedClass: Int(classMap[Int(typed[0])]), alternate: alternate,
             alternateClass: alternate.map { Int(classMap[Int($0[0])]) } ?? 0, mayDrop: mayDrop, allowsClosing: allowsClosing)
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
        if forEachInsertion(from: state, allowsClosing: unit.allowsClosing, padding: paddingGuard(unit, afterInsertion), &visitor) { return }
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

    /// The padding guard for `unit` (see ``mayPad(from:_:)``): -1 where there is none (every
    /// reading but a complete one's search), else the unit's class, twice over and one more
    /// after an insertion.
    @inline(__always)
    func paddingGuard(_ unit: Unit, _ afterInsertion: Bool) -> Int {
        guardsEndPadding ? 2 &* unit.typedClass &+ (afterInsertion ? 1 : 0) : -1
    }

    /// Whether the padding zero from `state` may be inserted under `paddingGuard` (``guardsEndPadding``):
    /// always, unless it would pad the last number (``ReadingMoves/paddingGuess``), which it
    /// may only right after a typed separator, not after an insertion.
    @inline(__always)
    func mayPad(from state: Int, _ paddingGuard: Int) -> Bool {
        guard paddingGuard >= 0 else { return true }
        let guess = tables.moves.paddingGuess[state &* classCount &+ paddingGuard >> 1]
        return guess == 0 || guess == ReadingMoves.padsAfterTypedSeparator && paddingGuard & 1 == 0
    }

    /// Yields the insertions from `state` that may be made here, in rank order, then the
    /// padding zero (a literal that closes a range only with `allowsClosing`; a literal
    /// letter or digit only with ``insertsLettersAndDigits``; the padding zero as `padding`,
    /// a ``paddingGuard(_:_:)``, allows). True when the visitor stopped.
    @inline(__always)
    func forEachInsertion<Visitor: ReadingMoveVisitor>(
        from state: Int, allowsClosing: Bool, except literalClass: Int = -1, padding: Int = -1, _ visitor: inout Visitor
    ) -> Bool {
        for position in insertionStart[state]..<insertionStart[state &+ 1] {
            let insertion = insertions[position]
            guard isAllowed(insertion, allowsClosing: allowsClosing),
                  insertion.isPadding || insertion.literalClass != literalClass else { continue }
            if insertion.isPadding, padding >= 0, !mayPad(from: state, padding) { continue }
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

    /// The greedy reading's literal at a state for a unit: the first on its way to reading
    /// the unit as typed, else as its alternate (``insertionOnTheWay(_:_:)``). PERF: plain
    /// values, no optional.
    private struct GreedyInsertion {
        /// The literal's class, -1 when there is none: the other insertions skip this class.
        let literalClass: Int
        let byte: UInt8
        /// Where inserting it leads; 0 when it may not be inserted here (``isAllowed(_:allowsClosing:)``).
        let target: Int
        /// Whether it is on the way to reading the unit as typed (else as its alternate).
        let leadsTyped: Bool

        var move: ReadingMove { .insert(byte: byte, kind: ByteKind.inserted, target: target, leads: true) }
    }

    @inline(__always)
    private func greedyInsertion(at state: Int, row: Int, _ unit: Unit) -> GreedyInsertion {
        var found = insertionOnTheWay(row, unit.typedClass)
        let leadsTyped = found != nil
        if !leadsTyped, unit.alternate != nil { found = insertionOnTheWay(row, unit.alternateClass) }
        guard let found else { return GreedyInsertion(literalClass: -1, byte: 0, target: 0, leadsTyped: false) }
        let literalClass = Int(classMap[Int(found.byte)])
        var allowed = true
        for position in insertionStart[state]..<insertionStart[state &+ 1] where insertions[position].literalClass == literalClass {
            allowed = isAllowed(insertions[position], allowsClosing: unit.allowsClosing)
            break
        }
        return GreedyInsertion(literalClass: literalClass, byte: tables.representative[literalClass],
                               target: allowed ? tables.state(ofRow: found.targetRow) : 0, leadsTyped: leadsTyped)
    }

    /// Yields the ways of reading `form` (whose first byte is of class `cls`) at `state`, the
    /// preferred way first, then the other (only a one-byte form has two). True when the
    /// visitor stopped.
    @inline(__always)
    private func visitReads<Visitor: ReadingMoveVisitor>(
        of form: UnitForm, _ cls: Int, at state: Int, row: Int, _ visitor: inout Visitor
    ) -> Bool {
        guard let preferred = directStep(row, cls) else { return false }
        if form.count == 1 {
            // The preferred reading's target is the automaton's for its kind (the tables
            // were built so), so no row is divided back into a state.
            let base = (state &* classCount &+ cls) &* 2
            let first = preferred.isMeaningful ? 1 : 0
            if visitor.visit(.consume(target: Int(targets[base &+ first]), meaningful: preferred.isMeaningful, alternate: form.isAlternate)) {
                return true
            }
            let other = Int(targets[base &+ 1 &- first])
            return other != 0 && visitor.visit(.consume(target: other, meaningful: !preferred.isMeaningful, alternate: form.isAlternate))
        }
        guard let target = Self.walk(tables, form, from: state) else { return false }
        return visitor.visit(.consume(target: target, meaningful: preferred.isMeaningful, alternate: form.isAlternate))
    }

    /// In the middle of an insertion run: the ways of reading `form`, a meaningful reading
    /// of one byte first, then the greedy's literal when it `leads` to this form, then the
    /// others. True when the visitor stopped.
    @inline(__always)
    private func visitReadsInRun<Visitor: ReadingMoveVisitor>(
        of form: UnitForm, _ cls: Int, at state: Int, row: Int, greedy: GreedyInsertion, leads: Bool, _ visitor: inout Visitor
    ) -> Bool {
        if form.count == 1, directStep(row, cls) != nil {
            let base = (state &* classCount &+ cls) &* 2
            let meaningful = Int(targets[base &+ 1])
            if meaningful != 0, visitor.visit(.consume(target: meaningful, meaningful: true, alternate: form.isAlternate)) { return true }
            if leads, greedy.target != 0, visitor.visit(greedy.move) { return true }
            let literal = Int(targets[base])
            return literal != 0 && visitor.visit(.consume(target: literal, meaningful: false, alternate: form.isAlternate))
        }
        if leads, greedy.target != 0, visitor.visit(greedy.move) { return true }
        return form.count != 1 && visitReads(of: form, cls, at: state, row: row, &visitor)
    }

    /// The rule's order (see the type's comment). PERF: nothing is allocated, and no move is
    /// made before it is yielded: the greedy's literal is looked for only after every
    /// reading of the unit, unless in a run.
    private func forEachMoveInOrder<Visitor: ReadingMoveVisitor>(
        at state: Int, _ unit: Unit, afterInsertion: Bool, _ visitor: inout Visitor
    ) {
        let row = state &* tables.rowWidth
        if afterInsertion {
            let greedy = greedyInsertion(at: state, row: row, unit)
            if visitReadsInRun(of: unit.typed, unit.typedClass, at: state, row: row, greedy: greedy, leads: greedy.leadsTyped, &visitor) { return }
            if let alternate = unit.alternate,
               visitReadsInRun(of: alternate, unit.alternateClass, at: state, row: row, greedy: greedy, leads: !greedy.leadsTyped, &visitor) {
                return
            }
            _ = forEachInsertion(from: state, allowsClosing: unit.allowsClosing, except: greedy.literalClass,
                                 padding: paddingGuard(unit, true), &visitor)
            return
        }
        if visitReads(of: unit.typed, unit.typedClass, at: state, row: row, &visitor) { return }
        if let alternate = unit.alternate, visitReads(of: alternate, unit.alternateClass, at: state, row: row, &visitor) { return }
        let greedy = greedyInsertion(at: state, row: row, unit)
        if greedy.target != 0, visitor.visit(greedy.move) { return }
        if forEachInsertion(from: state, allowsClosing: unit.allowsClosing, except: greedy.literalClass,
                            padding: paddingGuard(unit, false), &visitor) { return }
        if unit.mayDrop { _ = visitor.visit(.drop) }
    }
}

extension ReadingTables {
    /// Runs `body` with the generator of these tables' moves (inserting literal letters and
    /// digits only with `insertsLettersAndDigits`, padding the last number only after a typed
    /// separator with `guardsEndPadding`). The generator must not outlive `body`:
    /// it reads the tables' arrays through buffers entered here, once per reading.
    @inline(__always)
    func withMoveGenerator<Result>(
        insertsLettersAndDigits: Bool = true, guardsEndPadding: Bool = false, _ body: (ReadingMoveGenerator) throws -> Result
    ) rethrows -> Result {
        try withRowView { view in
        try targets.withUnsafeBufferPointer { targets in
            try moves.insertions.withUnsafeBufferPointer { insertions in
                try moves.start.withUnsafeBufferPointer { insertionStart in
                    try literalIsLetterOrDigit.withUnsafeBufferPointer { literalIsLetterOrDigit in
                        try body(ReadingMoveGenerator(self, view: view, targets: targets, insertions: insertions, insertionStart: insertionStart,
                                                      literalIsLetterOrDigit: literalIsLetterOrDigit,
                                                      insertsLettersAndDigits: insertsLettersAndDigits,
                                                      guardsEndPadding: guardsEndPadding && moves.hasPadding))
                    }
                }
            }
        }
        }
    }
}
