import MaskTrialsCore
import Testing

/// ``CalendarDatePlan``'s word test against the calendar trial's byte walk (the trial's
/// String path, which the plan never takes) on texts near each layout's: real and unreal
/// days, and texts with one byte changed to a byte near a digit or a literal.
@Suite("The calendar date's word test says what its walk says")
struct CalendarDatePlanTests {
    static let layouts: [DateLayout] = [
        .iso, .dayMonthYear, .monthDayYear, .daySlashMonthYear,
        DateLayout("DD/MM/YY")!, DateLayout("YY-MM-DD")!, DateLayout("on YYYY, MM - DD")!,
    ]

    /// Bytes that test the word test's edges: digits, the bytes beside them, literals,
    /// letters, a space, DEL and control bytes.
    static let nearBytes: [UInt8] = Array(0x2A...0x40) + [0x00, 0x09, 0x20, 0x41, 0x61, 0x7A, 0x7F, 0x73, 0x6F, 0x6E]

    @Test("every layout of 8 to 16 ASCII bytes has a plan, and no other", arguments: layouts)
    func plans(layout: DateLayout) {
        #expect(CalendarDatePlan(layout) != nil)
        #expect(CalendarDatePlan(DateLayout("YYYY年MM月DD日")!) == nil)
        #expect(CalendarDatePlan(DateLayout("the day DD.MM.YYYY")!) == nil)
    }

    @Test("the word test and the walk agree on near texts", arguments: layouts)
    func agrees(layout: DateLayout) throws {
        let plan = try #require(CalendarDatePlan(layout))
        let trial = Trial.calendarDate(layout: layout)
        var random = SplitMix(seed: UInt64(layout.layout.utf8.count) &* 7919)
        var passed = 0
        for _ in 0..<20_000 {
            var text = Array(Self.text(layout, &random).utf8)
            if random.next() % 3 == 0 {
                text[Int(random.next() % UInt64(text.count))] = Self.nearBytes[Int(random.next() % UInt64(Self.nearBytes.count))]
            }
            if random.next() % 17 == 0 { text.removeLast() }
            let walked = trial.passes(String(decoding: text, as: UTF8.self))
            let tested = text.withUnsafeBufferPointer { plan.passes($0) }
            #expect(tested == walked, "\(String(decoding: text, as: UTF8.self))")
            if walked { passed += 1 }
        }
        // Both answers are common, or the test would say little.
        #expect(passed > 2_000 && passed < 18_000)
    }

    /// The plan's month and day limits and its 29 February against the walk's calendar, on
    /// every month 00 to 13 and day 00 to 32 (and beyond, to 99) of the years at the leap
    /// rule's edges: 0000, the first and last years, centuries that are leap years and that
    /// are not, years beside them.
    @Test("the word test and the walk agree on every day of the leap years' edges", arguments: layouts)
    func leapEdges(layout: DateLayout) throws {
        let plan = try #require(CalendarDatePlan(layout))
        let trial = Trial.calendarDate(layout: layout)
        let years = layout.hasTwoDigitYear
            ? [0, 1, 3, 4, 23, 24, 96, 99]
            : [0, 1, 3, 4, 100, 400, 1600, 1700, 1899, 1900, 1904, 1999, 2000, 2001, 2023, 2024, 2100, 2400, 9996, 9999]
        let months = Array(0...13) + [19, 20, 29, 31, 90, 99]
        let days = Array(0...32) + [39, 40, 59, 90, 99]
        var passed = 0
        var failed = 0
        for year in years {
            for month in months {
                for day in days {
                    let text = Self.text(layout, year: year, month: month, day: day)
                    let walked = trial.passes(text)
                    #expect(Array(text.utf8).withUnsafeBufferPointer { plan.passes($0) } == walked, "\(text)")
                    if walked { passed += 1 } else { failed += 1 }
                }
            }
        }
        // Each year's real days pass, and 29 February only in a leap year.
        #expect(passed == years.reduce(0) { count, year in
            let fullYear = layout.hasTwoDigitYear ? 2000 + year : year
            let isLeap = fullYear % 4 == 0 && (fullYear % 100 != 0 || fullYear % 400 == 0)
            return count + (fullYear == 0 ? 0 : isLeap ? 366 : 365)
        })
        #expect(failed > passed)
    }

    /// `check --rules` writes a failing date that ``CalendarDatePlan/isLaidOut(_:)`` passes
    /// with ``Trial/notADayMessage`` alone, without evaluating the trial: that must be what
    /// the trial says of it, and a text it says `notADay` of must be laid out.
    @Test("a failing text in the layout is said of with the not-a-day message alone", arguments: layouts)
    func notADay(layout: DateLayout) throws {
        let plan = try #require(CalendarDatePlan(layout))
        let trial = Trial.calendarDate(layout: layout)
        let message = try #require(trial.notADayMessage)
        var random = SplitMix(seed: UInt64(layout.layout.utf8.count) &* 104_729)
        var laidOutFailures = 0
        var otherFailures = 0
        for _ in 0..<20_000 {
            var text = Array(Self.text(layout, &random).utf8)
            if random.next() % 3 == 0 {
                text[Int(random.next() % UInt64(text.count))] = Self.nearBytes[Int(random.next() % UInt64(Self.nearBytes.count))]
            }
            if random.next() % 17 == 0 { text.removeLast() }
            let string = String(decoding: text, as: UTF8.self)
            guard case .invalid(let messages) = trial.evaluate(string) else { continue }
            let saysNotADay = messages.map { Array($0.text.utf8) } == [message]
            let laidOut = text.withUnsafeBufferPointer { plan.isLaidOut($0) }
            #expect(laidOut == saysNotADay, "\(string)")
            if laidOut { laidOutFailures += 1 } else { otherFailures += 1 }
        }
        #expect(laidOutFailures > 1_000 && otherFailures > 1_000)
        // Another trial has no such message.
        #expect(Trial.email.notADayMessage == nil)
    }

    /// A text of the layout with a year of 0000 to 9999 (or 00 to 99), a month of 00 to 13 and
    /// a day of 00 to 32: most of them real days.
    static func text(_ layout: DateLayout, _ random: inout SplitMix) -> String {
        let year = Int(random.next() % (layout.hasTwoDigitYear ? 100 : 10_000))
        let month = Int(random.next() % 14)
        let day = Int(random.next() % 33)
        return text(layout, year: year, month: month, day: day)
    }

    /// The text of the layout writing `year` (as its digits, two or four), `month` and `day`.
    static func text(_ layout: DateLayout, year: Int, month: Int, day: Int) -> String {
        var text = Array(layout.layout.utf8)
        func put(_ number: Int, _ range: Range<Int>) {
            var rest = number
            for offset in range.reversed() {
                text[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        put(year, layout.year)
        put(month, layout.month)
        put(day, layout.day)
        return String(decoding: text, as: UTF8.self)
    }
}

/// A small seeded generator (this target has no TestSupport).
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
