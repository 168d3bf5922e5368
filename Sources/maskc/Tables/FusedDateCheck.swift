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
    /// instructions when the rules loaded, some 35 a row of a 200,000-row table. The days
    /// that share a start share its walk (``DayWalk``): walked one day at a time, `date-iso`'s
    /// proof took 2.0 million instructions of a 14.7 million start-up; now 0.4 million.
    private static func takesEveryDay(_ dfa: DenseDFA, _ layout: DateLayout) -> Bool {
        let daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var days: [DayWalk.Day] = []
        for month in 1...12 {
            for day in 1...daysInMonth[month - 1] {
                days.append(DayWalk.Day(month: month, day: day))
            }
        }
        // Days in the order the layout writes their fields: those sharing a start are then
        // next to one another, and walk it once.
        if layout.day.lowerBound < layout.month.lowerBound {
            days.sort { ($0.day, $0.month) < ($1.day, $1.month) }
        }
        var walk = DayWalk(dfa: dfa, layout: layout)
        return walk.takesAll(from: 0, [dfa.startState], days[...])
    }

    /// The tens (`index` 0) or the units (1) digit of a two-digit number, as ASCII.
    fileprivate static func digit(_ number: Int, at index: Int) -> UInt8 {
        UInt8(ascii: "0") + UInt8(index == 0 ? number / 10 : number % 10)
    }
}

/// The walk of ``FusedDateCheck``'s proof: the automaton over a layout's texts, a set of states
/// a position, the days that write the same digit at a month or day position walked on
/// together, each group on its own from there. The same answer as one walk a day: a day's
/// walk is its group's up to the position where the group splits.
private struct DayWalk {
    /// A month and a day of it.
    struct Day {
        var month: Int
        var day: Int
    }

    let dfa: DenseDFA
    let layout: DateLayout
    let text: [UInt8]
    /// For each state, the step that last added it to a set: a set's states told apart.
    var addedAt: [Int]
    var step = 0

    init(dfa: DenseDFA, layout: DateLayout) {
        self.dfa = dfa
        self.layout = layout
        text = Array(layout.layout.utf8)
        addedAt = [Int](repeating: -1, count: dfa.stateCount)
    }

    /// Whether every walk from `states` at `offset`, for each of `days` (not empty), takes
    /// no dead transition and ends accepting.
    mutating func takesAll(from offset: Int, _ states: [Int], _ days: ArraySlice<Day>) -> Bool {
        var states = states
        var offset = offset
        while offset < text.count {
            let isMonth: Bool
            let fieldStart: Int
            if layout.year.contains(offset) {
                guard let next = advance(states, UInt8(ascii: "0")...UInt8(ascii: "9")) else { return false }
                states = next
                offset += 1
                continue
            } else if layout.month.contains(offset) {
                (isMonth, fieldStart) = (true, layout.month.lowerBound)
            } else if layout.day.contains(offset) {
                (isMonth, fieldStart) = (false, layout.day.lowerBound)
            } else {
                guard let next = advance(states, text[offset]...text[offset]) else { return false }
                states = next
                offset += 1
                continue
            }
            // The days split by the digit they write here, each run of one digit on its own.
            let digitHere = { (day: Day) in FusedDateCheck.digit(isMonth ? day.month : day.day, at: offset - fieldStart) }
            var start = days.startIndex
            while start < days.endIndex {
                let byte = digitHere(days[start])
                var end = start + 1
                while end < days.endIndex, digitHere(days[end]) == byte {
                    end += 1
                }
                guard let next = advance(states, byte...byte), takesAll(from: offset + 1, next, days[start..<end]) else {
                    return false
                }
                start = end
            }
            return true
        }
        return states.allSatisfy(dfa.isAccepting)
    }

    /// The states `states` move to on any of `bytes`; nil when one of them has no move.
    private mutating func advance(_ states: [Int], _ bytes: ClosedRange<UInt8>) -> [Int]? {
        step += 1
        var next: [Int] = []
        for state in states {
            for byte in bytes {
                let target = dfa.next(state, byte)
                guard target != 0 else { return nil }
                if addedAt[target] != step {
                    addedAt[target] = step
                    next.append(target)
                }
            }
        }
        return next
    }
}
