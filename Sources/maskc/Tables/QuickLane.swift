import MaskTrials

/// `check --rules`' quick lane: whether a cell passes its rule, decided on its bytes with no
/// verdict, no message and no printed form, for the cells that plainly pass (nine in ten of
/// the benchmark's). A cell the lane cannot pass goes to ``CellJudge`` as before, so every
/// verdict, tally and message is still the judge's: the lane only says "passes" where the
/// judge says `.pass`.
///
/// PERF: the judge's way for a passing cell (its location, a verdict, the printed form
/// filled in, the tallies of a part mutated in place) cost about as much as the checks
/// themselves; `RecordJudge` asks this first and counts the passes apart.
enum QuickLane {
    /// Whether `value` (a cell's value, its bytes in place) passes `rule` with the result
    /// `.pass` as ``CellJudge/judge(_:_:)`` judges it; false when that is not known here.
    ///
    /// Why it agrees with the judge: an ASCII cell is valid UTF-8, and one that does not
    /// start with white space is not blank, so the judge goes on to the rule's checks; a
    /// rule judged as written passes what its trials pass; a rule judged as a value passes
    /// a cell complete for its strict mask that passes what follows the mask, and a rule that
    /// is its mask alone passes a cell its fixed row reads (``FixedDigitLayout/isValue(_:)``),
    /// and a date's rule a cell its ``FusedDateCheck`` passes.
    ///
    /// A cell that a fixed row reads or a date's plan passes is ASCII digits and symbols with
    /// a digit among them: valid UTF-8 and not blank, whatever its first byte. PERF: so those
    /// two are asked before the ASCII and white-space tests, which only the other checks need
    /// (about 20 instructions a phone or a date cell).
    @inline(__always)
    static func passes(_ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        // PERF: reached through the rule (`?.`), not bound, which would copy (retain) its arrays.
        // A rule with a layout reads values (never `exact`), so is not judged as written.
        if rule.isMaskOnly, rule.digitLayout?.isValue(value) == true { return true }
        // A date's strict walk and its calendar trial as one word test (FusedDateCheck says why).
        if let passed = rule.fusedDate?.passes(value) { return passed }
        // A valid address is ASCII and starts with a byte of its local part, above a space:
        // it passes the tests below, which fail no address (PERF: asked first, about 20
        // instructions an e-mail cell).
        if rule.isEmailAlone { return Trial.isEmail(utf8: value) }
        guard let first = value.first, first > 0x20, CellJudge.isASCII(value) else { return false }
        // A phone preset's rule goes to the judge: most phone cells of a table that is not
        // yet clean fail, and a failure read here would be read again there (PERF: one
        // reading of three for each failing phone; a passing one is read once either way).
        if rule.judgesAsWritten { return !rule.readsPhone && rule.trial.passes(utf8: value) }
        guard rule.program?.matchBytes(value, mode: .strict) == .complete else { return false }
        return rule.isMaskOnly || rule.passesCompleteText(value)
    }

    /// Whether ``passes(_:_:)``, having said false of `value`, walked the rule's strict mask
    /// over it and found it not complete: a rule of its mask alone, with no date plan, judged
    /// as a value, and a value of ASCII that starts above a space (the lane's tests before
    /// the walk). The judge then knows the walk's answer is not `.complete`.
    @inline(__always)
    static func walkedStrictMask(_ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard rule.isMaskOnly, rule.fusedDate == nil, !rule.isEmailAlone, !rule.judgesAsWritten, rule.program != nil,
              let first = value.first, first > 0x20 else { return false }
        return CellJudge.isASCII(value)
    }

    /// Whether ``passes(_:_:)``, having said false of `value`, did so because the rule's
    /// trials fail it as written: the judge's verdict is then `.fail` for the trials' reason
    /// with nothing more to ask (PERF: a failing e-mail cell's trial not run a second time,
    /// about 190 instructions).
    ///
    /// Why: a rule of trials alone (no program, no phone reading) has no fixed row nor date
    /// plan, so the lane got past its ASCII and white-space tests exactly when the value is
    /// ASCII, not empty and starts above a space, and then said what the trials say. Such a
    /// value is valid UTF-8 and not blank, so the judge too would have asked the trials
    /// (``CellJudge/judge(_:_:)``), and with no program it fails the cell with their reason.
    @inline(__always)
    static func failedTrialsAsWritten(_ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard rule.program == nil, !rule.readsPhone, let first = value.first, first > 0x20 else { return false }
        return CellJudge.isASCII(value)
    }
}
