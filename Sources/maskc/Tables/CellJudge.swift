import MaskTables
import MaskTrials
import MaskVM

/// Judges cells by their rules, one judge per thread (it keeps a scratch buffer).
///
/// A cell is judged as a value, as `maskc check` judges a sample: ``judgeAsValue(_:_:_:)``
/// is the one place that says how, so it can follow `check` when `check` learns it.
struct CellJudge {
    /// The cell in the mask's printed form, after a ``judge(_:_:)`` that passed with a mask.
    private(set) var printed: [UInt8] = []
    /// Whether ``printed`` holds the cell's new text (a passing cell of a rule with a mask).
    private(set) var hasPrinted = false
    /// Whether a passing phone cell is printed (`transform --rules`): reading it twice, to
    /// judge and to print, is wasted on `check`, which writes only failures.
    var printsPhones = true

    /// The verdict on `value` by `rule`. `failedQuickLane`: ``QuickLane/passes(_:_:)`` said
    /// false of these very bytes (so a rule of trials alone is known to fail them).
    mutating func judge(_ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, failedQuickLane: Bool = false) -> CellVerdict {
        hasPrinted = false
        if failedQuickLane, QuickLane.failedTrialsAsWritten(rule, value) {
            return CellVerdict(result: .fail, reason: .trialOnValue)
        }
        // Bytes that are not UTF-8 are not a value: judging their replacement characters
        // could pass text that is not what the file holds.
        guard Self.isValidUTF8(value) else {
            return CellVerdict(result: .notText, reason: .fixed("is not valid UTF-8"))
        }
        if rule.allowBlank, Self.isBlank(value) { return CellVerdict(result: .blank) }
        if rule.readsPhone, let phone = rule.phone { return judgePhone(rule, phone, value) }
        // PERF: the program is not bound here: binding it retained and released its storage
        // for each cell judged as a value (about 50 instructions a failing phone or date).
        guard rule.program != nil, !rule.exact else { return judgeAsWritten(rule, value) }
        return judgeAsValue(rule, value, failedQuickLane: failedQuickLane)
    }

    /// The cell read by the mask as a value: transformed to the mask's printed form, which
    /// must be complete with no letter or digit dropped or left without a place, and then
    /// the rule's whole check (mask and trials) runs on the printed form. An electronic
    /// IBAN or an unspaced card number passes a preset's rule this way.
    private mutating func judgeAsValue(
        _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, failedQuickLane: Bool
    ) -> CellVerdict {
        // PERF: the rule's program (never nil here) is reached through the rule (`?.`) up to
        // the reading below, and bound only there: the failing cells that end before it (a
        // short or overlong phone, a letter, a date that names no day) retain nothing.
        // PERF: a cell already in the mask's complete form is its own printed form: one walk
        // of the DFA instead of the reading engine, and no String for a rule of one mask.
        // PERF: the quick lane walked it already when it failed the cell of a rule of its
        // mask alone (QuickLane.walkedStrictMask): not complete. The walk's offset is then
        // asked only where it is read, below (about 190 instructions a failing phone).
        let walked = failedQuickLane && QuickLane.walkedStrictMask(rule, value)
        let strict = walked ? nil : rule.program?.matchBytes(value, mode: .strict)
        if strict == .complete {
            if rule.isMaskOnly { return CellVerdict(result: .pass) }
            // PERF: the quick lane's fused date check failed these very bytes, and a text it
            // fails fails the calendar trial (FusedDateCheck says why): the trial is not run
            // again to say so (about 220 instructions a `2023-02-29` or `1985-04-31`).
            if failedQuickLane, rule.fusedDate != nil { return CellVerdict(result: .fail, reason: .trialAfterStrictMask) }
            if rule.passesCompleteText(value) { return CellVerdict(result: .pass) }
            return CellVerdict(result: .fail, reason: .trialAfterStrictMask)
        }
        // PERF: digits alone, one for each digit position of a mask that is one fixed row,
        // are that row's value (FixedDigitLayout says why): no reading engine, no search.
        // PERF: the layout is reached through the rule (`?.`), not bound (`if let`), which
        // copied it for each cell: a retain and a release of each of its three arrays.
        // PERF: the quick lane asks the layout's `isValue` of a rule of its mask alone, which
        // says what `read` returns: when the lane failed the cell, `read` is not asked again
        // (about 500 instructions a failing phone).
        if !(failedQuickLane && rule.isMaskOnly), rule.digitLayout?.read(value, into: &printed) == true {
            // PERF: the row filled with digits its positions take is a text of the strict
            // mask (the row is that automaton's one path): no second walk of it.
            if !rule.isMaskOnly, !printed.withUnsafeBufferPointer({ rule.passesCompleteText($0) }) {
                return CellVerdict(result: .fail, reason: .trialOnPrinted)
            }
            hasPrinted = true
            return CellVerdict(result: .pass)
        }
        // PERF: a proper start of such a row as the strict mask takes it (`+7 (912) 34`) is
        // incomplete, printed up to its next digit position, found without the search.
        // PERF: when the rule has its messages made for the printed length, only the length
        // is found: nothing printed.
        if let tails = rule.partialRowTails, let count = rule.digitLayout?.incompletePrintedCount(value),
           !tails.tail(printedCount: count).isEmpty {
            return CellVerdict(result: .partial, reason: .partialRowTail(printedCount: count))
        }
        if rule.digitLayout?.readIncomplete(value, into: &printed) == true {
            return CellVerdict(result: .partial, reason: .incompleteRow)
        }
        // PERF: a digit after such a row's last (`791234567891`), or a letter after a whole
        // value of it (`+7 (912) 345-67-89x`), found without the search, in one walk.
        if let at = rule.digitLayout?.firstLetterOrDigitAfterValue(value) {
            return CellVerdict(result: .illegal(at: at), reason: .droppedLetterOrDigit(at: at))
        }
        // PERF: a letter that a mask taking no letter (such a row, a date) has no place
        // for, found without the search.
        if let at = rule.letterless?.firstLetterWithoutPlace(value) {
            return CellVerdict(result: .illegal(at: at), reason: .droppedLetterOrDigit(at: at))
        }
        // PERF: a digit or letter where the strict walk dies (`1990-13-01`, a month the
        // mask has no place for) is often dropped by every reading: the exact search's
        // forward pass, stopped at its first drop, names it without the search
        // (MaskProgram.firstDroppedLetterOrDigit says why it is the same offset).
        if case .illegal(let offset)? = strict ?? rule.program?.matchBytes(value, mode: .strict), offset < value.count,
           Self.isASCIILetterOrDigit(value[offset]),
           let at = rule.program?.firstDroppedLetterOrDigit(utf8: value) {
            return CellVerdict(result: .illegal(at: at), reason: .droppedLetterOrDigit(at: at))
        }
        // The one reading of a value that `maskc check` uses too (MaskProgram.readValue): a
        // letter or digit the mask has no place for, or a typed separator that digits moved
        // across (`256.1.1.1` read as `25.6.1.11`), is never a value. PERF: read from the
        // bytes into the kept buffer, so an ASCII cell makes no String unless it fails.
        guard let program = rule.program else { return judgeAsWritten(rule, value) }
        switch program.readValue(utf8: value, into: &printed) {
        case .dropped(let at):
            return CellVerdict(result: .illegal(at: at), reason: .droppedLetterOrDigit(at: at))
        case .moved(let at):
            return CellVerdict(result: .illegal(at: at), reason: .movedSeparator(at: at))
        case .incomplete:
            return CellVerdict(result: .partial, reason: .trialOnPrinted)
        case .value:
            return passingValue(rule, program)
        }
    }

    /// The verdict on a cell whose value reading is a value, printed in ``printed``: the
    /// rule's whole check runs on the printed form.
    private mutating func passingValue(_ rule: ColumnRule, _ program: MaskProgram) -> CellVerdict {
        // PERF: a rule that is its mask alone passes a printed form complete for the
        // strict mask (so for the optimistic one too) with one DFA walk over bytes; the
        // trial's String path runs only to say why a printed form fails.
        let complete = rule.isMaskOnly && printed.withUnsafeBufferPointer { program.matchBytes($0, mode: .strict) } == .complete
        if !complete, !printed.withUnsafeBufferPointer({ rule.trial.passes(utf8: $0) }) {
            return CellVerdict(result: .fail, reason: .trialOnPrinted)
        }
        hasPrinted = true
        return CellVerdict(result: .pass)
    }

    /// A phone preset's cell, judged as `check --preset NAME` judges a sample (its failures
    /// are `fail`, as `check` says only pass or fail) and, when ``printsPhones``, printed as
    /// `transform --preset NAME` prints it.
    private mutating func judgePhone(_ rule: ColumnRule, _ phone: PhoneCellReading, _ value: UnsafeBufferPointer<UInt8>) -> CellVerdict {
        guard rule.trial.passes(utf8: value) else { return CellVerdict(result: .fail, reason: .trialOnValue) }
        if printsPhones {
            printed.replaceSubrange(printed.indices, with: phone.printed(String(decoding: value, as: UTF8.self)).utf8)
            hasPrinted = true
        }
        return CellVerdict(result: .pass)
    }

    /// The cell as written: `"exact": true`, or a rule of trials only.
    private mutating func judgeAsWritten(_ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>) -> CellVerdict {
        // PERF: a passing cell is judged on its bytes; a String is made to say why one fails.
        guard !rule.trial.passes(utf8: value) else {
            if let program = rule.program, rule.rewrites {
                // Complete as written; its printed form is what transform writes.
                _ = program.transform(utf8: value, into: &printed)
                hasPrinted = true
            }
            return CellVerdict(result: .pass)
        }
        guard let program = rule.program else { return CellVerdict(result: .fail, reason: .trialOnValue) }
        switch program.matchBytes(value, mode: rule.optimistic ? .optimistic : .strict) {
        case .complete: return CellVerdict(result: .fail, reason: .trialOnValue)
        case .partial: return CellVerdict(result: .partial, reason: .trialOnValue)
        case .illegal(let byteOffset):
            return CellVerdict(result: .illegal(at: MaskProgram.characterCount(before: byteOffset, in: value)), reason: .trialOnValue)
        }
    }

    @inline(__always)
    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20)
    }

    /// Empty, or only white space (as the `absence` trial says).
    private static func isBlank(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = value.first else { return true }
        // Most cells start with a letter or a digit: no need to ask the trial.
        guard first == 0x20 || (0x09...0x0D).contains(first) || first >= 0x80 else { return false }
        return Trial.absence.passes(String(decoding: value, as: UTF8.self))
    }

    /// Whether the bytes are UTF-8; ASCII is decided without making a String.
    static func isValidUTF8(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        isASCII(value) || String(validUTF8: value) != nil
    }

    /// Whether every byte is below 0x80. PERF: eight bytes a step, their high bits tested
    /// together at the end (a byte at a time cost about 80 instructions a cell; every cell
    /// judged and every failing value written asks this); the last bytes short of a step are
    /// the last eight loaded again, overlapping the step before (a byte loop over them was
    /// half of what was left).
    static func isASCII(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = value.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let count = value.count
        guard count >= 8 else {
            var bits: UInt8 = 0
            for byte in value { bits |= byte }
            return bits < 0x80
        }
        // SAFETY: `count >= 8`: every load is of eight bytes of the buffer.
        var bits = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        var index = 0
        while index + 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
