extension Trial {
    /// The word test of a trial that is ``calendarDate(layout:)`` alone, when its layout has
    /// one: a bulk judge that knows the trial's whole check can run it without the trial's
    /// dispatch. Nil for any other trial.
    package var calendarDatePlan: CalendarDatePlan? {
        (node as? CalendarDateJudge)?.plan
    }

    /// For a trial that is ``calendarDate(layout:)`` alone whose message for a text in its
    /// layout naming no day is one text whatever the date: that text, as UTF-8. Nil for any
    /// other trial. A text in the layout (``CalendarDatePlan/isLaidOut(_:)``) that the trial
    /// fails is said of with this message alone.
    package var notADayMessage: [UInt8]? {
        (node as? CalendarDateJudge)?.notADayText
    }

    /// Passes a text written in `layout` that names a real day of the (proleptic Gregorian)
    /// calendar, years 0001 to 9999: months 01 to 12, no 31 April, 29 February in leap years
    /// only. The layout's other characters must be there as written. A layout's two-digit
    /// year `YY` is 20YY (``DateLayout``).
    ///
    /// ```swift
    /// let date = Trial.calendarDate(layout: .iso)
    /// date.passes("2024-02-29")                         // true: 2024 is a leap year
    /// date.evaluate("2023-02-29")                       // .invalid([calendar_date])
    /// date.evaluate("2024-04-31")                       // .invalid([calendar_date]): April has 30 days
    /// Trial.calendarDate(layout: .dayMonthYear).passes("29.02.2000")   // true: 2000 is divisible by 400
    /// Trial.calendarDate(layout: DateLayout("DD/MM/YY")!).passes("29/02/23")   // false: 2023 is not a leap year
    /// ```
    public static func calendarDate(layout: DateLayout = .iso) -> Trial {
        Trial(CalendarDateJudge(layout: layout))
    }
}

final class CalendarDateJudge: OneMessageJudge {
    let layout: DateLayout
    /// The text of each fault's message, made once; nil for `notADay` when its template
    /// interpolates the date (made per fault then).
    private let layoutText: [UInt8]
    let notADayText: [UInt8]?
    /// The layout's bytes, with ``field`` at each offset of the year, the month or the day.
    /// PERF: a cell's bytes are compared with these, a byte a step; asking the three ranges
    /// which one holds each offset, through the layout's String, cost about 250
    /// instructions a date (every date cell of `maskc check --rules` is judged so).
    private let literals: [UInt16]
    private static let field: UInt16 = 0x100
    /// The pass or fail of an ASCII layout of 8 to 16 bytes as a word test (nil for others).
    let plan: CalendarDatePlan?

    init(layout: DateLayout) {
        self.layout = layout
        literals = Self.literals(of: layout)
        plan = CalendarDatePlan(layout)
        layoutText = Array(Self.message(for: .layout, layout).text.utf8)
        let notADay = Self.message(for: .notADay(year: 1, month: 1, day: 1), layout)
        notADayText = notADay.template.utf8.contains(UInt8(ascii: "%")) ? nil : Array(notADay.text.utf8)
    }

    enum Fault {
        /// Not the layout: a wrong length, a literal not as written, a field not digits.
        case layout
        case notADay(year: Int, month: Int, day: Int)
    }

    func fault(in text: String, form: Form) -> Fault? {
        text.withUTF8Bytes { bytes in fault(bytes) }
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // PERF: the plan's word test where there is one (about 275 instructions a date before).
        if let plan { return plan.passes(bytes) }
        return fault(bytes) == nil
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        guard let fault = fault(bytes) else { return true }
        switch fault {
        case .layout:
            layoutText.withUnsafeBufferPointer { message($0) }
        case .notADay:
            if let notADayText {
                notADayText.withUnsafeBufferPointer { message($0) }
            } else {
                var text = self.message(for: fault).text
                text.withUTF8 { message($0) }
            }
        }
        return false
    }

    private static func literals(of layout: DateLayout) -> [UInt16] {
        var literals = layout.layout.utf8.map(UInt16.init)
        for offset in literals.indices where layout.year.contains(offset) || layout.month.contains(offset) || layout.day.contains(offset) {
            literals[offset] = field
        }
        return literals
    }

    private func fault(_ bytes: UnsafeBufferPointer<UInt8>) -> Fault? {
        guard bytes.count == literals.count else { return .layout }
        let matches = literals.withUnsafeBufferPointer { literals in
            for offset in 0..<bytes.count {
                let literal = literals[offset]
                if literal == Self.field ? !ASCII.isDigit(bytes[offset]) : UInt16(bytes[offset]) != literal { return false }
            }
            return true
        }
        guard matches else { return .layout }
        let written = Self.number(bytes, layout.year)
        let year = layout.hasTwoDigitYear ? 2000 + written : written
        let month = Self.number(bytes, layout.month)
        let day = Self.number(bytes, layout.day)
        return GregorianCalendar.isDay(year: year, month: month, day: day) ? nil : .notADay(year: year, month: month, day: day)
    }

    /// The decimal number the digits at `offsets` write (checked to be digits).
    /// PERF: a plain loop; `reduce` over the range with its closure cost about 60
    /// instructions a date.
    @inline(__always)
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ offsets: Range<Int>) -> Int {
        var value = 0
        var offset = offsets.lowerBound
        while offset < offsets.upperBound {
            value = value &* 10 &+ Int(bytes[offset] &- 0x30)
            offset &+= 1
        }
        return value
    }

    func message(for fault: Fault) -> TrialMessage { Self.message(for: fault, layout) }

    private static func message(for fault: Fault, _ layout: DateLayout) -> TrialMessage {
        switch fault {
        case .layout:
            TrialMessage(TrialMessage.Key.dateLayout, ["layout": .text(layout.layout)])
        case .notADay(let year, let month, let day):
            TrialMessage(TrialMessage.Key.calendarDate, ["year": .integer(year), "month": .integer(month), "day": .integer(day)])
        }
    }

    var step: TrialStep? { TrialStep(kind: "calendarDate", parameters: [.init("layout", [layout.layout])]) }

    var description: String {
        layout == .iso ? "calendarDate" : "calendarDate(layout: \(quoted(layout.layout)))"
    }
}
