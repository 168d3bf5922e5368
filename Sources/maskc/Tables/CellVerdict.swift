/// The verdict on one cell, as `check --rules` reports it and `transform --rules` acts on it.
struct CellVerdict {
    enum Result: Equatable {
        /// The cell passes; `printed` holds its text in the mask's form when it has a mask.
        case pass
        /// Blank, and the rule allows it.
        case blank
        /// The mask's text is not finished: `"result": "partial"`.
        case partial
        /// A letter or digit at Character offset `at` has no place in the mask.
        case illegal(at: Int)
        /// The mask is satisfied but a trial is not, or a rule of trials only fails.
        case fail
        /// The bytes are not UTF-8 text, or a JSON value is not a text: never judged.
        case notText
    }

    /// Why a cell fails, as data: its messages are written straight into the output by
    /// ``RecordJudge/writeFailure(_:_:_:_:printed:_:)`` and never made where nothing reads
    /// them (`transform --rules`, a passing cell).
    ///
    /// PERF: a failing cell made an array of Strings by interpolation and copied it on the
    /// way out, several thousand instructions a cell; the data is a word or two.
    enum Reason {
        /// The cell passes: nothing to say.
        case none
        /// A message of its own, never replaced by the rule's `message` (a cell that is not text).
        case fixed(StaticString)
        /// A letter or digit at this Character offset has no place in the mask.
        case droppedLetterOrDigit(at: Int)
        /// A typed separator at this Character offset that digits would move across; the
        /// message quotes the printed form.
        case movedSeparator(at: Int)
        /// The rule's trials say why, judging the cell as written.
        case trialOnValue
        /// The rule's checks after its strict mask say why, judging the cell as written: a
        /// cell complete for the strict mask (PERF: its messages without a second walk of the
        /// mask, ``ColumnRule/trialSayingWhyAfterStrictMask``).
        case trialAfterStrictMask
        /// The rule's trials say why, judging the cell's printed form.
        case trialOnPrinted
        /// As ``trialOnPrinted``, for a printed start of the rule's fixed row
        /// (``FixedDigitLayout/readIncomplete(_:into:)``): its messages may be the rule's
        /// ``ColumnRule/partialRowTails`` for the printed form's length.
        case incompleteRow
        /// A printed start of the rule's fixed row of `printedCount` bytes, not printed
        /// (``FixedDigitLayout/incompletePrintedCount(_:)``), for which the rule's
        /// ``ColumnRule/partialRowTails`` has a tail: its messages are that tail's.
        case partialRowTail(printedCount: Int)
    }

    var result: Result
    var reason = Reason.none

    var passes: Bool { result == .pass || result == .blank }

    /// `,"result":"NAME","messages":[`, as a failure's JSON object writes it after the value
    /// (an `illegal` result writes its `at` between the two).
    var resultAndMessagesKey: StaticString {
        switch result {
        case .pass: #","result":"pass","messages":["#
        case .blank: #","result":"blank","messages":["#
        case .partial: #","result":"partial","messages":["#
        case .illegal: #","result":"illegal","messages":["#
        case .fail: #","result":"fail","messages":["#
        case .notText: #","result":"not text","messages":["#
        }
    }
}
