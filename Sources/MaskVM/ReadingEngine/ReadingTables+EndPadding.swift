/// Rule 7 at the end of the text (docs/editing.md, "Zero padding"): the last number, read
/// with one digit, is written padded (`10:2` into `<00-23>:<00-59>` as `10:02`) when the
/// person typed the separator that opened it and padding makes the text complete and full.
///
/// Why here, after the reading and not as one of its moves: the fast reading reads a text
/// typed as `10:2` where it stands and asks no search, so a move only the search makes
/// padded `1:2` (whose first number sent it there) and not `10:2`. This step looks at what
/// every reading ends with, the fast one's, the search's, in any script.
///
/// Why only after a typed separator: a number whose separator the reading inserted is a
/// guess at where the person's digits part (`130` as `13:0`); padding it would make a
/// complete value of that guess (`13:00`), which nobody typed.
extension ReadingTables {
    /// Pads the reading's last digit where rule 7 says so: the reading ends in a state that
    /// ``ReadingMoves/endPadding`` maps, on its last byte, to a completable padded state, and
    /// no literal or zero was inserted before its last unit read (so the separator before the
    /// digit, which every way to that state reads just before it, was typed). The zero is
    /// inserted text, part of the value (``ByteKind/insertedMeaningful``); marks at or after
    /// the digit move past it. `dropped` lists the units the reading dropped, ascending.
    ///
    /// PERF: a text that is complete, or whose mask has no padding, pays one test.
    @inline(__always)
    func padLastNumber(_ outcome: inout ReadingOutcome, _ sink: inout ReadingSink, _ input: ReadingInput, dropped: [Int]) {
        guard !moves.endPadding.isEmpty, !isCompletable(row: outcome.finalRow) else { return }
        padLastDigit(&outcome, &sink, unitCount: input.unitCount, dropped: dropped)
    }

    @inline(never)
    private func padLastDigit(_ outcome: inout ReadingOutcome, _ sink: inout ReadingSink, unitCount: Int, dropped: [Int]) {
        let at = sink.count - 1
        guard at >= 0 else { return }
        let digit = sink.bytes[at]
        guard digit &- 0x30 < 10 else { return }
        let padded = Int(moves.endPadding[state(ofRow: outcome.finalRow) * classCount + Int(classMap[Int(digit)])])
        guard padded != 0, isCompletable(row: padded * rowWidth) else { return }
        // The last unit read: the last one not dropped. It is the digit (the state is entered
        // by digits alone), and nothing was inserted before it: the separator is the unit
        // read before it, typed.
        var last = unitCount - 1
        var drop = dropped.count - 1
        while drop >= 0, dropped[drop] == last {
            drop -= 1
            last -= 1
        }
        guard outcome.insertedBefore != last else { return }
        let kind = sink.kinds?[at] ?? ByteKind.meaningful
        sink.count = at
        sink.emit(0x30, kind: ByteKind.insertedMeaningful)
        sink.emit(digit, kind: kind)
        outcome.finalRow = padded * rowWidth
        // The text is not the input as typed (a sample read unchanged is handed back as is).
        outcome.inserted = true
        if outcome.markBefore > at { outcome.markBefore += 1 }
        if outcome.markAfter >= at { outcome.markAfter += 1 }
    }
}
