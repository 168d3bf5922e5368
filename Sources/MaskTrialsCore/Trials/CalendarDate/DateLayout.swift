/// Where a date's year, month and day stand in a text: `YYYY-MM-DD`, `DD.MM.YYYY`,
/// `MM/DD/YYYY`. Written as a layout string: four `Y`, two `M` and two `D` in one run each,
/// every other character a literal the text must repeat.
///
/// ```swift
/// let european = DateLayout("DD.MM.YYYY")   // year at 6..<10, month at 3..<5, day at 0..<2
/// DateLayout("YY-MM-DD")                     // nil: a two-digit year cannot say leap years
/// ```
public struct DateLayout: Hashable, Sendable, CustomStringConvertible {
    /// The layout as written, such as `YYYY-MM-DD`.
    public let layout: String
    /// UTF-8 offsets of the year's four digits in a text of this layout.
    public let year: Range<Int>
    /// UTF-8 offsets of the month's two digits.
    public let month: Range<Int>
    /// UTF-8 offsets of the day's two digits.
    public let day: Range<Int>

    /// ISO 8601's calendar date, `YYYY-MM-DD`.
    public static let iso = DateLayout(layout: "YYYY-MM-DD", year: 0..<4, month: 5..<7, day: 8..<10)
    /// `DD.MM.YYYY`, the usual European form.
    public static let dayMonthYear = DateLayout(layout: "DD.MM.YYYY", year: 6..<10, month: 3..<5, day: 0..<2)
    /// `MM/DD/YYYY`, the usual United States form.
    public static let monthDayYear = DateLayout(layout: "MM/DD/YYYY", year: 6..<10, month: 0..<2, day: 3..<5)

    /// Reads a layout string; nil unless it has exactly one run of four `Y`, one of two `M`
    /// and one of two `D`.
    public init?(_ layout: String) {
        var runs: [UInt8: Range<Int>] = [:]
        var offset = 0
        var previous: UInt8 = 0
        for byte in layout.utf8 {
            if byte == UInt8(ascii: "Y") || byte == UInt8(ascii: "M") || byte == UInt8(ascii: "D") {
                if byte == previous, let run = runs[byte], run.upperBound == offset {
                    runs[byte] = run.lowerBound..<offset + 1
                } else {
                    guard runs[byte] == nil else { return nil }  // a second run of the same letter
                    runs[byte] = offset..<offset + 1
                }
            }
            previous = byte
            offset += 1
        }
        guard let year = runs[UInt8(ascii: "Y")], year.count == 4,
              let month = runs[UInt8(ascii: "M")], month.count == 2,
              let day = runs[UInt8(ascii: "D")], day.count == 2 else { return nil }
        self.init(layout: layout, year: year, month: month, day: day)
    }

    private init(layout: String, year: Range<Int>, month: Range<Int>, day: Range<Int>) {
        self.layout = layout
        self.year = year
        self.month = month
        self.day = day
    }

    public var description: String { layout }
}
