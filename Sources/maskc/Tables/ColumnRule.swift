import MaskTables
import MaskTrials
import MaskVM

/// What a rules file says about one column: the program its cells are read by (if any), the
/// trials they must pass, and how a failing cell is reported.
///
/// PERF: a class, made once per rules file: a struct of these fields was copied for each
/// cell judged (three times, each a dozen retains and releases, several hundred instructions
/// a row of `check --rules`), where a reference is one.
final class ColumnRule: Sendable {
    /// The column's name as the header (or a JSON Lines member name) spells it.
    let column: String
    let columnBytes: [UInt8]
    /// `,"column":NAME,"value":`, as `check --rules` writes it in each failure of the column.
    let failurePrefix: [UInt8]
    /// `"MESSAGE"]}\n`, how each failure of the column ends when the rule has a `message`:
    /// encoded once, when the rules load (PERF: it was encoded for each failing cell).
    let messageTail: [UInt8]?
    /// ``failurePrefix`` and ``messageTail`` read in place (``RuleBytes`` says why); the tail
    /// is empty when the rule has no `message`.
    let failurePrefixBytes: RuleBytes
    let messageTailBytes: RuleBytes
    /// ``failurePrefix`` and the value's opening quote, read in place: the piece a failure
    /// written whole puts between its row and its value.
    let valueHead: RuleBytes
    /// What the failures whose whole end is known by their kind write after the value
    /// (``FailureTails``).
    let failureTails: FailureTails
    /// `"MESSAGE"]}\n` for the one message the rule's trial says of every text it fails, when
    /// it has one (``Trial/fixedMessage``, an e-mail rule's); empty otherwise. PERF: a failing
    /// cell judged as written is not judged again to say why (about 400 instructions).
    let trialFailureTailBytes: RuleBytes
    /// The messages and end of a failure for a text complete for the strict mask that the
    /// trial saying why (``trialSayingWhyAfterStrictMask``) fails as naming no day, when
    /// that trial is a calendar date alone with one such message (``Trial/notADayMessage``):
    /// `"is not a real date"]}` and the line end; empty otherwise. PERF: a failing date is
    /// not evaluated by its trial again to be written (about 1,400 instructions one).
    let notADayTailBytes: RuleBytes
    /// The word test of that calendar trial, which tells a text in its layout; nil when
    /// ``notADayTailBytes`` is empty or the layout has none.
    let notADayPlan: CalendarDatePlan?
    /// The program of `mask`, `masks`, `preset` or `regex`; nil for a rule of trials only.
    let program: MaskProgram?
    /// The whole check a printed value must pass: the mask (or the preset's check), then
    /// the rule's trials.
    let trial: Trial
    /// `"optimistic": true`: the cell may leave out the mask's literals.
    let optimistic: Bool
    /// `"exact": true`: the cell is judged as written, not as the value it stands for.
    let exact: Bool
    /// `"allowBlank": true`: an empty or white-space cell passes.
    let allowBlank: Bool
    /// Whether the whole check is the mask (`mask` or `masks` with no trials): a text
    /// complete for it passes without more.
    let isMaskOnly: Bool
    /// Whether `transform --rules` writes a passing cell in the program's printed form: a
    /// mask's rule does; a `regex` rule only judges, and its cells are kept as written.
    let rewrites: Bool
    /// Whether a cell is judged as written (`"exact": true`, a `regex`, or a rule of trials
    /// only): its trials alone say whether it passes.
    let judgesAsWritten: Bool
    /// `"message"`: said instead of the trials' own messages when the cell fails.
    let message: String?
    /// The program's row of digit positions and symbols, when its texts are one fixed row:
    /// a cell of digits alone is read by it without the reading engine's search.
    let digitLayout: FixedDigitLayout?
    /// A `partial` failure's messages and end by the printed form's length, for a start of
    /// ``digitLayout``'s row (``PartialRowTails``): a rule of its mask alone, read strictly,
    /// with no `message`; nil otherwise. Made when a judge first asks (a length with none reads
    /// as an empty tail, written the long way).
    let partialRowTails: PartialRowTails?
    /// The program, when it takes no letter anywhere: a cell of letters and symbols names
    /// its first letter without the reading engine's search.
    let letterless: LetterlessMask?
    /// The strict walk and a calendar date trial after it as one word test, when the rule
    /// is a date's (``FusedDateCheck``): the quick lane's check of such a cell.
    let fusedDate: FusedDateCheck?
    /// A phone preset's reading (``PhoneCellReading``), which judges the cell in place of a
    /// program: ``trial`` is its whole check, on the cell as written.
    let phone: PhoneCellReading?
    /// Whether the rule is judged as written by the e-mail trial alone (``Trial/isEmailAlone``):
    /// the quick lane then asks ``Trial/isEmail(utf8:)`` itself.
    let isEmailAlone: Bool
    /// Whether ``phone`` is there. PERF: `phone == nil` copied the optional struct out of the
    /// rule for each cell the quick lane asked (an outlined copy, about 9 instructions).
    let readsPhone: Bool

    /// What a text complete for the strict mask must still pass (``passesCompleteText(_:)``):
    /// which case of ``AfterStrictMask`` the rule was made with, and its trial apart
    /// (``trial`` for the other cases). PERF: taking the payload out of the enum for each
    /// cell copied it (a retain and a release of its node, about 20 instructions a row); a
    /// `let` of the class is read in place.
    private let afterStrictMaskKind: AfterStrictMaskKind
    private let trialAfterStrictMask: Trial

    private enum AfterStrictMaskKind {
        case nothing, trial, wholeCheck
    }

    /// The part of a rule's whole check that a text complete for the program's strict mask
    /// has still to pass.
    enum AfterStrictMask {
        /// The whole check starts with the mask, and has nothing after it.
        case nothing
        /// The whole check starts with the mask; this is the rest.
        case trial(Trial)
        /// The whole check (a mask set's, or a rule with no program).
        case wholeCheck
    }

    init(
        column: String, columnBytes: [UInt8], program: MaskProgram?, trial: Trial, optimistic: Bool, exact: Bool,
        allowBlank: Bool, isMaskOnly: Bool, rewrites: Bool, message: String?, afterStrictMask: AfterStrictMask,
        phone: PhoneCellReading? = nil
    ) {
        switch afterStrictMask {
        case .nothing:
            afterStrictMaskKind = .nothing
            trialAfterStrictMask = trial
        case .trial(let rest):
            afterStrictMaskKind = .trial
            trialAfterStrictMask = rest
        case .wholeCheck:
            afterStrictMaskKind = .wholeCheck
            trialAfterStrictMask = trial
        }
        self.column = column
        self.columnBytes = columnBytes
        var prefix = Array(#","column":"#.utf8)
        JSONString.encode(columnBytes, into: &prefix)
        prefix += #","value":"#.utf8
        failurePrefix = prefix
        self.program = program
        self.trial = trial
        self.optimistic = optimistic
        self.exact = exact
        self.allowBlank = allowBlank
        self.isMaskOnly = isMaskOnly
        self.rewrites = rewrites
        self.message = message
        self.phone = phone
        readsPhone = phone != nil
        isEmailAlone = (program == nil || exact) && phone == nil && trial.isEmailAlone
        messageTail = message.map { message in
            var tail: [UInt8] = []
            JSONString.encode(message, into: &tail)
            return tail + "]}\n".utf8
        }
        failurePrefixBytes = RuleBytes(prefix)
        valueHead = RuleBytes(prefix + [UInt8(ascii: "\"")])
        messageTailBytes = RuleBytes(messageTail ?? [])
        let trialFailureTail: [UInt8] = trial.fixedMessage.map { fixed in
            var tail: [UInt8] = []
            fixed.withUnsafeBufferPointer { JSONString.encode($0, into: &tail) }
            return tail + "]}\n".utf8
        } ?? []
        trialFailureTailBytes = RuleBytes(trialFailureTail)
        let sayingWhy = switch afterStrictMask {
        case .nothing, .wholeCheck: trial
        case .trial(let rest): rest
        }
        notADayPlan = sayingWhy.notADayMessage == nil ? nil : sayingWhy.calendarDatePlan
        let notADayTail: [UInt8] = sayingWhy.notADayMessage.map { fixed in
            var tail: [UInt8] = []
            fixed.withUnsafeBufferPointer { JSONString.encode($0, into: &tail) }
            return tail + "]}\n".utf8
        } ?? []
        notADayTailBytes = RuleBytes(notADayTail)
        failureTails = FailureTails(
            message: messageTail, trialMessage: trialFailureTail, notADayMessage: notADayTail, readsValues: program != nil)
        judgesAsWritten = program == nil || exact
        // A rule judged as written never reads a value.
        let layout = exact ? nil : program.flatMap(FixedDigitLayout.init)
        digitLayout = layout
        partialRowTails = if let layout, isMaskOnly, !optimistic, message == nil {
            PartialRowTails(layout: layout, trial: trial)
        } else {
            nil
        }
        letterless = exact ? nil : program.flatMap(LetterlessMask.init)
        fusedDate = if !exact, case .trial(let rest) = afterStrictMask, let program {
            FusedDateCheck(program: program, trialAfterStrictMask: rest)
        } else {
            nil
        }
    }

    deinit {
        failurePrefixBytes.free()
        valueHead.free()
        failureTails.free()
        messageTailBytes.free()
        trialFailureTailBytes.free()
        notADayTailBytes.free()
    }

    /// The trial that says why a text complete for the program's strict mask fails the rule
    /// (``passesCompleteText(_:)`` false): the whole check gives the same messages, as its
    /// mask passes such a text and says nothing, but walks the mask again first.
    var trialSayingWhyAfterStrictMask: Trial {
        switch afterStrictMaskKind {
        case .nothing, .wholeCheck: trial
        case .trial: trialAfterStrictMask
        }
    }

    /// Whether a text (valid UTF-8) that is complete for the program's strict mask passes the
    /// rule's whole check. PERF: a preset's check starts with its mask, which the judge has
    /// just walked: the trials after it run alone (a date cell's second walk of the DFA and
    /// the `inTurn` around it, about 250 instructions).
    func passesCompleteText(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        switch afterStrictMaskKind {
        case .nothing: true
        case .trial: trialAfterStrictMask.passes(utf8: value)
        case .wholeCheck: trial.passes(utf8: value)
        }
    }
}
