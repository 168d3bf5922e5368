extension ReadingTables {
    /// The fast reading. Each unit is read where it stands if it can be (the preferred way,
    /// by the leftmost rule); else the literals on the way to where it can be read are
    /// inserted (towards a class if any can take it, else towards an equal literal), and it
    /// is read there; else it is dropped (in ASCII input; elsewhere, and for the unit at the
    /// mark, the reading gives up with nil and leaves it to the exact search). Every move
    /// but the direct table hit is ``ReadingMoveGenerator``'s: the ASCII loop takes them from
    /// the greedy entries of its ``ReadingRowView``, the only part of the generator it opens.
    ///
    /// These choices, in this order, are also the order in which the exact search breaks
    /// ties, so the two agree wherever the greedy reading is optimal.
    ///
    /// The indices of the dropped units are appended to `dropped`, which must be empty.
    ///
    /// PERF: per ASCII byte one class lookup and one row lookup; an insertion is one or two
    /// more lookups per inserted byte. No allocation (unless something is dropped), no
    /// Character handling.
    func greedy(_ input: ReadingInput, into sink: inout ReadingSink, dropped: inout [Int], mark: Int) -> ReadingOutcome? {
        if input.unitEnds == nil {
            return withRowView { view in greedySimple(input.bytes, view, &sink, &dropped, mark: mark) }
        }
        return withMoveGenerator { moves in greedyUnits(input, &sink, mark: mark, moves) }
    }

    private func greedySimple(
        _ bytes: UnsafeBufferPointer<UInt8>, _ view: ReadingRowView, _ sink: inout ReadingSink, _ dropped: inout [Int], mark: Int
    ) -> ReadingOutcome? {
        // PERF: one specialized loop per kind of output, so the loop tests no flag.
        switch (sink.keepLiterals, sink.kinds != nil) {
        case (true, false): greedyLoop(bytes, view, &sink, &dropped, mark: mark, TextOutput.self)
        case (true, true): greedyLoop(bytes, view, &sink, &dropped, mark: mark, TextAndKindsOutput.self)
        default: greedyLoop(bytes, view, &sink, &dropped, mark: mark, ValueOutput.self)
        }
    }

    private func greedyLoop<Output: GreedyOutput>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ view: ReadingRowView,
        _ sink: inout ReadingSink, _ dropped: inout [Int], mark: Int, _: Output.Type
    ) -> ReadingOutcome? {
        var state = GreedyState(row: startRow, count: sink.count)
        let output = sink.bytes
        let kinds = sink.kinds
        let split = min(max(mark, 0), bytes.count)
        // PERF: the mark (the editor's cursor) is handled outside the per-byte loop.
        // PERF: drops are rare; they are appended out of line, so the loop touches no array.
        readRun(0..<split, bytes, &state, view, output, kinds, &dropped, Output.self)
        var markBefore = -1
        var markAfter = -1
        if split < bytes.count {
            markBefore = state.count
            guard readByte(bytes[split], at: split, &state, view, output, kinds, Output.self) else {
                sink.count = state.count
                return nil
            }
            // Where the byte at the mark went: the last byte written when literals are kept;
            // for a value, where it was written if meaningful, or would have been: the same.
            markAfter = Output.keepsLiterals ? state.count - 1 : markBefore
            readRun(split + 1..<bytes.count, bytes, &state, view, output, kinds, &dropped, Output.self)
        }
        sink.count = state.count
        var outcome = ReadingOutcome(finalRow: state.row, consumedAny: bytes.count > dropped.count)
        outcome.markBefore = markBefore
        outcome.markAfter = markAfter
        outcome.inserted = state.inserted
        outcome.insertedBefore = state.insertedBefore
        outcome.normalized = state.normalized
        return outcome
    }

    /// Reads the bytes in `range`, appending those it drops to `dropped`.
    ///
    /// PERF: the common step (a byte read where it stands) is spelled out with the row and
    /// the count in local variables, so they stay in registers; only an insertion or a drop
    /// goes through ``readByte(_:at:_:_:_:_:_:)`` and the state in memory.
    @inline(__always)
    private func readRun<Output: GreedyOutput>(
        _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, _ state: inout GreedyState, _ view: ReadingRowView,
        _ output: UnsafeMutablePointer<UInt8>, _ kinds: UnsafeMutablePointer<UInt8>?, _ dropped: inout [Int], _: Output.Type
    ) {
        // PERF: the direct table hit is the one step decoded by hand (the packing is
        // `ReadingRowLayout`'s: a direct step is `target row << 1 | meaningful`).
        let table = view.rows
        let classes = view.classMap
        var row = state.row
        var count = state.count
        for index in range {
            // SAFETY: `index` is inside `bytes`; `classes` has 256 entries; class < k and
            // `row` is a row offset of a valid state (every target was checked by the
            // automaton's verifier), so the offset is inside `table`; `output` and `kinds`
            // hold `longestText` entries, and a reading writes one path of the automaton, at
            // most that many bytes.
            let byte = bytes[index]
            let step = table[row &+ Int(classes[Int(byte)])]
            if step != 0 {
                if Output.keepsLiterals || step & 1 != 0 {
                    output[count] = byte
                    if Output.recordsKinds { kinds.unsafelyUnwrapped[count] = UInt8(truncatingIfNeeded: step & 1) }
                    count &+= 1
                }
                row = step >> 1
                continue
            }
            state.row = row
            state.count = count
            if !readByte(byte, at: index, &state, view, output, kinds, Output.self) { Self.addDrop(index, to: &dropped, unitsLeft: bytes.count - index) }
            row = state.row
            count = state.count
        }
        state.row = row
        state.count = count
    }

    /// Appends a dropped unit; `unitsLeft` counts it and the units after it, the most that
    /// this reading can still drop. PERF: a full array grows to hold them all at once, where
    /// growing by doubling reallocated a mask's drops several times a reading (a set's masks
    /// that do not fit drop most of a number: a twelfth of a phone field's key, callgrind).
    @inline(never)
    private static func addDrop(_ index: Int, to dropped: inout [Int], unitsLeft: Int) {
        if dropped.count == dropped.capacity { dropped.reserveCapacity(dropped.count + unitsLeft) }
        dropped.append(index)
    }

    /// Reads one byte by the generator's greedy moves (``ReadingRowView/greedyFirstMove(atRow:byte:class:in:)``,
    /// then ``ReadingRowView/greedyMoveInRun(atRow:class:)`` while they insert): where
    /// it stands, as typed, else as its alternate; else after inserting the literals on the
    /// way to where it can be read. False when the byte would have to be dropped.
    @inline(__always)
    private func readByte<Output: GreedyOutput>(
        _ typed: UInt8, at index: Int, _ state: inout GreedyState, _ view: ReadingRowView,
        _ output: UnsafeMutablePointer<UInt8>, _ kinds: UnsafeMutablePointer<UInt8>?, _: Output.Type
    ) -> Bool {
        // SAFETY: `output` and `kinds` hold `longestText` entries, and a reading writes one
        // path of the automaton, at most that many bytes.
        var byte = typed
        var cls = Int(view.classMap[Int(byte)])
        var move = view.greedyFirstMove(atRow: state.row, byte: &byte, class: &cls, in: self)
        if move.isNone { return false }
        if move.isInsertion {
            let rollback = (state.row, state.count)
            repeat {
                if Output.keepsLiterals {
                    output[state.count] = move.literal
                    if Output.recordsKinds { kinds.unsafelyUnwrapped[state.count] = ByteKind.inserted }
                    state.count &+= 1
                }
                state.row = move.targetRow
                move = view.greedyMoveInRun(atRow: state.row, class: cls)
            } while move.isInsertion
            // A way of insertions always ends where the byte is read (it was built so); only a
            // hand-made table could end it elsewhere: then nothing was read.
            if move.isNone {
                (state.row, state.count) = rollback
                return false
            }
            state.inserted = true
            state.insertedBefore = index
        }
        if byte != typed { state.normalized = true }
        if Output.keepsLiterals || move.isMeaningful {
            output[state.count] = byte
            if Output.recordsKinds { kinds.unsafelyUnwrapped[state.count] = move.isMeaningful ? ByteKind.meaningful : ByteKind.literal }
            state.count &+= 1
        }
        state.row = move.targetRow
        return true
    }

    /// The slow path, for input with units that are not single ASCII bytes: at each unit the
    /// first move of ``ReadingMoveGenerator`` that a reading without lookahead makes, a
    /// consume or the greedy's insertion on the way to one; nil when there is none (the
    /// exact search reads it). The ASCII loop above makes the same moves through the
    /// generator's greedy entries.
    private func greedyUnits(_ input: ReadingInput, _ sink: inout ReadingSink, mark: Int, _ moves: ReadingMoveGenerator) -> ReadingOutcome? {
        var state = self.state(ofRow: startRow)
        var outcome = ReadingOutcome(finalRow: 0, consumedAny: input.unitCount > 0)
        for index in 0..<input.unitCount {
            let typed = input.typedForm(index)
            if index == mark { outcome.markBefore = sink.count }
            let before = sink.count
            let packed = alternate(of: UnsafeBufferPointer(rebasing: input.bytes[typed.range]))
            // The greedy gives way to the search where a value rule applies
            // (`ReadingTables+Read`), so it may insert any literal.
            let unit = ReadingMoveGenerator.Unit(self, typed: typed, alternate: packed == 0 ? nil : UnitForm.alternate(packed, of: input),
                                                 mayDrop: false, allowsClosing: true)
            var afterInsertion = false
            while true {
                var first = FirstGreedyMove()
                moves.forEachMove(at: state, unit, afterInsertion: afterInsertion, &first)
                switch first.move {
                case .consume(let target, let meaningful, let alternate):
                    if index == mark { outcome.markAfter = sink.count }
                    if alternate { outcome.normalized = true }
                    moves.write(alternate ? unit.alternate ?? typed : typed, from: state, meaningful: meaningful, into: &sink)
                    state = target
                case .insert(let byte, let kind, let target, _):
                    sink.emit(byte, kind: kind)
                    outcome.inserted = true
                    outcome.insertedBefore = index
                    state = target
                    afterInsertion = true
                    continue
                case .drop, nil:
                    sink.count = before
                    return nil
                }
                break
            }
        }
        outcome.finalRow = state * rowWidth
        return outcome
    }

    /// Ends a reading: appends the literals that are the only way on (when asked, and only
    /// after some input was read: an empty input stays empty), and settles the marks.
    func finish(_ outcome: inout ReadingOutcome, _ sink: inout ReadingSink, autocomplete: Bool) {
        let beforeAutocomplete = sink.count
        if autocomplete && outcome.consumedAny {
            // Only whole characters: where literals that share their first bytes (`€|₽`)
            // part, the way on is no longer forced, and the bytes of the character begun
            // are taken back.
            var whole = (count: sink.count, row: outcome.finalRow)
            var pending = 0
            while let forced = forcedLiteral(outcome.finalRow) {
                let byte = forced.byte
                sink.emit(byte, kind: ByteKind.inserted)
                outcome.finalRow = forced.targetRow
                pending = pending > 0 && byte & 0xC0 == 0x80 ? pending - 1 : Self.continuationBytes(after: byte)
                if pending == 0 { whole = (sink.count, outcome.finalRow) }
            }
            (sink.count, outcome.finalRow) = whole
        }
        if outcome.markAfter < 0 {
            if outcome.markBefore < 0 { outcome.markBefore = beforeAutocomplete }
            outcome.markAfter = sink.count
        }
    }

    /// How many continuation bytes follow a UTF-8 lead byte (0 for ASCII and for a stray
    /// continuation byte, which a valid automaton never has at a character's start).
    @inline(__always)
    static func continuationBytes(after lead: UInt8) -> Int {
        switch lead {
        case 0xC0...0xDF: 1
        case 0xE0...0xEF: 2
        case 0xF0...0xF7: 3
        default: 0
        }
    }
}

/// The greedy's slow path's visitor: the first consume, or the first insertion on the way
/// to one (`leads`); the generator yields those before any other move.
private struct FirstGreedyMove: ReadingMoveVisitor {
    static var needsRuleOrder: Bool { true }
    var move: ReadingMove?

    mutating func visit(_ move: ReadingMove) -> Bool {
        switch move {
        case .consume, .insert(_, _, _, leads: true):
            self.move = move
            return true
        case .insert, .drop:
            return true
        }
    }
}

/// What the fast loop keeps between bytes.
private struct GreedyState {
    var row: Int
    var count: Int
    var inserted = false
    var insertedBefore = -1
    var normalized = false
}

/// The kinds of output the fast loop is specialized for.
private protocol GreedyOutput {
    /// Whether literals are written (transform, the editor) or only meaningful bytes (extract).
    static var keepsLiterals: Bool { get }
    /// Whether each byte's ``ByteKind`` is recorded (the editor).
    static var recordsKinds: Bool { get }
}

private enum TextOutput: GreedyOutput {
    static var keepsLiterals: Bool { true }
    static var recordsKinds: Bool { false }
}

private enum TextAndKindsOutput: GreedyOutput {
    static var keepsLiterals: Bool { true }
    static var recordsKinds: Bool { true }
}

private enum ValueOutput: GreedyOutput {
    static var keepsLiterals: Bool { false }
    static var recordsKinds: Bool { false }
}
