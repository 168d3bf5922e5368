import MaskTrials
import MaskVM

/// A date rule's quick check in one pass: for a rule whose check after its strict mask is
/// ``Trial/calendarDate(layout:)`` alone (the `date-iso` preset and its kin), the calendar's
/// word test (``CalendarDatePlan``) stands for the strict automaton's walk and the trial
/// together, once it is shown, when the rule is made, that the automaton takes every text
/// the test passes.
///
/// Why that is the same answer: the quick lane passes a cell complete for the strict mask
/// that then passes the trial. A cell the test passes passes the trial (the test is the
/// trial's own pass or fail), and is complete for the mask (shown below); a cell the test
/// fails fails the trial, so the lane did not pass it either.
///
/// How it is shown: every text the test passes has the layout's literals and, at its year,
/// month and day, digits naming a month 01 to 12 and a day of that month (29 February
/// included, any year). The automaton is walked over all of these at once, a set of states
/// a position: each year digit any of `0` to `9`, each literal its byte, the month and day
/// their digits, for each of the 366 months and days; every walk must end accepting. That
/// is more texts than real days, so it is enough.
///
/// PERF: a `date-iso` cell took the strict walk (about 130 instructions) and the trial's
/// dispatch and byte walk (about 300); this is two word tests and the calendar. A class: the
/// struct, held as an optional in its rule, was copied out for each cell (two `memcpy`s of
/// the plan and a retain and a release of its layout, about 70 instructions a date).
final class FusedDateCheck: Sendable {
    let plan: CalendarDatePlan

    /// The fused check, or nil when the trial is not a calendar date with a word test or the
    /// strict automaton refuses some text the test passes (a mask of `<1900-2099>`, say).
    init?(program: MaskProgram, trialAfterStrictMask trial: Trial) {
        guard let plan = trial.calendarDatePlan, Self.takesEveryDay(program.matcher, plan.layout) else { return nil }
        self.plan = plan
    }

    @inline(__always)
    func passes(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        plan.passes(value)
    }

    /// Whether `dfa` takes every text of `layout` with any year digits and a month and day
    /// that some year has.
    ///
    /// PERF: each position's set of states is an array, its states told apart by the walk
    /// step that last added them (`addedAt`): sets of hashed integers cost about 7 million
    /// instructions when the rules loaded, some 35 a row of a 200,000-row table.
    private static func takesEveryDay(_ dfa: DenseDFA, _ layout: DateLayout) -> Bool {
        let text = Array(layout.layout.utf8)
        let daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        let yearDigits = Array(UInt8(ascii: "0")...UInt8(ascii: "9"))
        var addedAt = [Int](repeating: -1, count: dfa.stateCount)
        var step = 0
        var states: [Int] = []
        var next: [Int] = []
        for month in 1...12 {
            for day in 1...daysInMonth[month - 1] {
                states.removeAll(keepingCapacity: true)
                states.append(dfa.startState)
                for offset in text.indices {
                    let bytes: [UInt8]
                    if layout.year.contains(offset) {
                        bytes = yearDigits
                    } else if layout.month.contains(offset) {
                        bytes = [Self.digit(month, at: offset - layout.month.lowerBound)]
                    } else if layout.day.contains(offset) {
                        bytes = [Self.digit(day, at: offset - layout.day.lowerBound)]
                    } else {
                        bytes = [text[offset]]
                    }
                    step += 1
                    next.removeAll(keepingCapacity: true)
                    for state in states {
                        for byte in bytes {
                            let target = dfa.next(state, byte)
                            guard target != 0 else { return false }
                            if addedAt[target] != step {
                                addedAt[target] = step
                                next.append(target)
                            }
                        }
                    }
                    swap(&states, &next)
                }
                guard states.allSatisfy(dfa.isAccepting) else { return false }
            }
        }
        return true
    }

    /// The tens (`index` 0) or the units (1) digit of a two-digit number, as ASCII.
    private static func digit(_ number: Int, at index: Int) -> UInt8 {
        UInt8(ascii: "0") + UInt8(index == 0 ? number / 10 : number % 10)
    }
}
