extension ReadingTables {
    /// The fast reading: each unit is read the preferred way where it can be read, after
    /// inserting the literals that must come first; it gives up (nil) at the first unit that
    /// would have to be dropped, leaving that case to the exact search.
    ///
    /// PERF: per ASCII byte one class lookup and one row lookup; an insertion is one more
    /// lookup per inserted byte. No allocation, no Character handling.
    func greedy(_ input: ReadingInput, into sink: inout ReadingSink, mark: Int) -> ReadingOutcome? {
        rows.withUnsafeBufferPointer { table in
            classMap.withUnsafeBufferPointer { classes in
                if input.unitEnds == nil {
                    greedySimple(input.bytes, table, classes, &sink, mark: mark)
                } else {
                    greedyUnits(input, table, classes, &sink, mark: mark)
                }
            }
        }
    }

    private func greedySimple(
        _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<Int>, _ classes: UnsafeBufferPointer<UInt8>,
        _ sink: inout ReadingSink, mark: Int
    ) -> ReadingOutcome? {
        let k = classCount
        var row = startRow
        var outcome = ReadingOutcome(finalRow: 0, consumedAny: !bytes.isEmpty)
        // PERF: the sink's fields in locals, so the loop keeps them in registers.
        let output = sink.bytes
        let flags = sink.meaningful
        let keepLiterals = sink.keepLiterals
        var count = sink.count
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // SAFETY: `classes` has 256 entries; class < k and `row` is a row offset of a valid
            // state (every target was checked by the automaton's verifier), so `row + 2k + 2`
            // is inside `table`; `output` and `flags` hold `longestText` entries, and a reading
            // writes one path of the automaton, at most that many bytes.
            let cls = Int(classes[Int(byte)])
            if index == mark { outcome.markBefore = count }
            while true {
                let direct = table[row &+ cls]
                if direct != 0 {
                    if index == mark { outcome.markAfter = count }
                    let meaningful = direct & 1 != 0
                    if keepLiterals || meaningful {
                        output[count] = byte
                        flags?[count] = meaningful
                        count &+= 1
                    }
                    row = direct >> 1
                    break
                }
                let insertion = table[row &+ k &+ cls]
                if insertion == 0 {
                    sink.count = count
                    return nil
                }
                if keepLiterals {
                    output[count] = UInt8(truncatingIfNeeded: insertion)
                    flags?[count] = false
                    count &+= 1
                }
                row = insertion >> 8
            }
        }
        sink.count = count
        outcome.finalRow = row
        return outcome
    }

    private func greedyUnits(
        _ input: ReadingInput, _ table: UnsafeBufferPointer<Int>, _ classes: UnsafeBufferPointer<UInt8>,
        _ sink: inout ReadingSink, mark: Int
    ) -> ReadingOutcome? {
        let k = classCount
        var row = startRow
        var outcome = ReadingOutcome(finalRow: 0, consumedAny: input.unitCount > 0)
        for index in 0..<input.unitCount {
            let unit = input.unit(index)
            let cls = Int(classes[Int(input.bytes[unit.lowerBound])])
            if index == mark { outcome.markBefore = sink.count }
            let rollback = (row, sink.count)
            while true {
                let before = sink.count
                if let next = walk(input.bytes, unit, from: row, table, classes, &sink) {
                    if index == mark { outcome.markAfter = before }
                    row = next
                    break
                }
                let insertion = table[row &+ k &+ cls]
                if insertion == 0 {
                    (row, sink.count) = rollback
                    return nil
                }
                sink.emit(UInt8(truncatingIfNeeded: insertion), meaningful: false)
                row = insertion >> 8
            }
        }
        outcome.finalRow = row
        return outcome
    }

    /// Reads the bytes of one unit from `row`, each the preferred way; the row after it, or
    /// nil (with nothing written) when some byte cannot be read.
    func walk(
        _ bytes: UnsafeBufferPointer<UInt8>, _ unit: Range<Int>, from row: Int,
        _ table: UnsafeBufferPointer<Int>, _ classes: UnsafeBufferPointer<UInt8>, _ sink: inout ReadingSink
    ) -> Int? {
        let start = sink.count
        var row = row
        for offset in unit {
            let direct = table[row &+ Int(classes[Int(bytes[offset])])]
            if direct == 0 {
                sink.count = start
                return nil
            }
            sink.emit(bytes[offset], meaningful: direct & 1 != 0)
            row = direct >> 1
        }
        return row
    }

    /// Ends a reading: appends the literals that are the only way on (when asked, and only
    /// after some input was read: an empty input stays empty), and settles the marks.
    func finish(_ outcome: inout ReadingOutcome, _ sink: inout ReadingSink, autocomplete: Bool) {
        let beforeAutocomplete = sink.count
        if autocomplete && outcome.consumedAny {
            rows.withUnsafeBufferPointer { table in
                var forced = table[outcome.finalRow + 2 * classCount]
                while forced != 0 {
                    sink.emit(UInt8(truncatingIfNeeded: forced), meaningful: false)
                    outcome.finalRow = forced >> 8
                    forced = table[outcome.finalRow + 2 * classCount]
                }
            }
        }
        if outcome.markAfter < 0 {
            if outcome.markBefore < 0 { outcome.markBefore = beforeAutocomplete }
            outcome.markAfter = sink.count
        }
    }

    /// The flags of a row (``completableFlag``, ``acceptingFlag``).
    @inline(__always)
    func flags(ofRow row: Int) -> Int {
        rows[row + 2 * classCount + 1]
    }
}
