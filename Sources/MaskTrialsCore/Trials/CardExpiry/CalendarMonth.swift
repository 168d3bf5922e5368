/// A month of a year, such as November 2026: what a card's expiry date names.
///
/// ```swift
/// let now = CalendarMonth(year: 2026, month: 11)!
/// now < CalendarMonth(year: 2027, month: 1)!   // true
/// ```
public struct CalendarMonth: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1 to 12.
    public let month: Int

    /// Nil unless `month` is 1 to 12.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// `2026-11`.
    public var description: String {
        let digits = String(year)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + (month < 10 ? "-0" : "-") + String(month)
    }
}
