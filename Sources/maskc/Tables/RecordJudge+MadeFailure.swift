import MaskTables

extension RecordJudge {
    /// A failure whose end after the value was made when the rules loaded (``FailureTails``,
    /// ``PartialRowTails``), of a value of plain ASCII, written whole in place in ``pending``
    /// as five pieces, a word at a time (``ByteCursor+Words``); false, with nothing written,
    /// for any other failure, which ``writeFailure(_:_:_:_:printed:_:)`` writes its own way.
    /// The same bytes either way (`RulesMadeFailureTests` hold the two to each other).
    ///
    /// PERF: the value is tested plain as it is copied, not in a pass of its own first; the
    /// row number is made in one word; no result, `at` or message is written apart.
    @inline(__always)
    func writeMadeFailure(
        _ row: Int, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ verdict: CellVerdict,
        printed: [UInt8], _ part: inout BatchPart
    ) -> Bool {
        let after = madeTail(rule, value, verdict, printed: printed)
        guard !after.isEmpty else { return false }
        let head = rule.valueHead.bytes
        let room = objectStart.count + ByteCursor.decimalRoom + head.count + value.count + after.count
        guard room <= pending.largestLine else { return false }
        var cursor = pending.cursor(room: room, flushingInto: &part.output)
        objectStart.withUnsafeBufferPointer { cursor.writeWords($0) }
        cursor.writeCount(row)
        cursor.writeWords(head)
        guard cursor.writePlainASCII(value) else { return false }
        cursor.writeWords(after)
        pending.commit(cursor)
        return true
    }

    /// What the failure writes after its value, from the closing quote to the line end, when
    /// that was made when the rules loaded; empty otherwise.
    @inline(__always)
    private func madeTail(
        _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ verdict: CellVerdict, printed: [UInt8]
    ) -> UnsafeBufferPointer<UInt8> {
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        switch verdict.reason {
        case .droppedLetterOrDigit(let at):
            // Its result is `illegal` at the same offset (CellJudge makes them together).
            return rule.failureTails.dropped(at: at)
        case .trialOnValue:
            return verdict.result == .fail ? rule.failureTails.failedTrial : none
        case .trialAfterStrictMask:
            // Its result is `fail`. A date in its layout that the calendar fails names no day:
            // the calendar's one message (the verdict says the trial fails this very text).
            let tails = rule.failureTails
            if tails.notADayNeedsLayout, rule.notADayPlan?.isLaidOut(value) != true { return none }
            return tails.notADay
        case .incompleteRow:
            // Its result is `partial`; the tails are made for a rule with no `message`.
            return rule.partialRowTails?.tail(printedCount: printed.count) ?? none
        case .partialRowTail(let printedCount):
            return rule.partialRowTails?.tail(printedCount: printedCount) ?? none
        case .none, .fixed, .movedSeparator, .trialOnPrinted:
            return none
        }
    }
}
