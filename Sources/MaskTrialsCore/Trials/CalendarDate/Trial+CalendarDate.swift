extension Trial {
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

    init(layout: DateLayout) {
        self.layout = layout
    }

    enum Fault {
        /// Not the layout: a wrong length, a literal not as written, a field not digits.
        case layout
        case notADay(year: Int, month: Int, day: Int)
    }

    func fault(in text: String, form: Form) -> Fault? {
        text.withUTF8Bytes { bytes in
            layout.layout.withUTF8Bytes { expected in fault(bytes, expected) }
        }
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        layout.layout.withUTF8Bytes { expected in fault(bytes, expected) == nil }
    }

    private func fault(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: UnsafeBufferPointer<UInt8>) -> Fault? {
        guard bytes.count == expected.count else { return .layout }
        for offset in 0..<bytes.count {
            let isField = layout.year.contains(offset) || layout.month.contains(offset) || layout.day.contains(offset)
            if isField ? !ASCII.isDigit(bytes[offset]) : bytes[offset] != expected[offset] { return .layout }
        }
        let written = Self.number(bytes, layout.year)
        let year = layout.hasTwoDigitYear ? 2000 + written : written
        let month = Self.number(bytes, layout.month)
        let day = Self.number(bytes, layout.day)
        return GregorianCalendar.isDay(year: year, month: month, day: day) ? nil : .notADay(year: year, month: month, day: day)
    }

    /// The decimal number the digits at `offsets` write (checked to be digits).
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ offsets: Range<Int>) -> Int {
        offsets.reduce(0) { $0 * 10 + Int(bytes[$1] &- 0x30) }
    }

    func message(for fault: Fault) -> TrialMessage {
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
