/// ``Trial/calendarDate(layout:)``'s pass or fail on bytes, as a word test: a text of the
/// layout's length whose literals are as written, whose year, month and day are ASCII digits,
/// and which names a real day. It says exactly what the judge's byte-by-byte walk says
/// (`CalendarDatePlanTests` hold the two together on random layouts and texts).
///
/// PERF: the layout is eight to sixteen bytes, so the text is two overlapping eight-byte
/// loads: each is tested against the literals in one compare and its digit bytes in two
/// (a high nibble of 3, and a low nibble below 10, found by adding 6 to it: no carry can
/// leave a byte). The judge's walk compared a byte a step through the layout's table and
/// cost about 275 instructions a date (`check --rules` judges every date cell so).
///
/// A class: a checker that holds one for each cell (`check --rules`' date rule) reads it in
/// place, where a struct of this size was copied out for each call (a `memcpy`, about 30
/// instructions a date).
package final class CalendarDatePlan: Sendable {
    package let layout: DateLayout
    private let count: Int
    /// The tests of bytes `0..<8` and of bytes `count - 8..<count`.
    private let head: WordTest
    private let tail: WordTest
    private let yearStart: Int
    private let monthStart: Int
    private let dayStart: Int
    /// ``DateLayout/hasTwoDigitYear``, kept apart: PERF: asking ``layout`` for it in
    /// ``passes(_:)`` retained and released the layout's String (about 20 instructions a date).
    private let hasTwoDigitYear: Bool
    /// Each month's days above 28 in a leap year, two bits a month at bit `2 * month`
    /// (months 1 to 12; 29 February is asked of its year apart), from ``GregorianCalendar``.
    private let longMonths: UInt64

    /// What one eight-byte word of a text must be, a byte of each mask per byte of the word
    /// (the first byte in the lowest bits).
    private struct WordTest {
        /// 0xFF at a literal's byte; the literal's byte there in ``literals``.
        var literalMask: UInt64 = 0
        var literals: UInt64 = 0
        /// 0xF0 at a digit's byte (a byte of the year, the month or the day).
        var digitHigh: UInt64 = 0
        /// Made from ``digitHigh`` once (PERF: made for each word, about 8 instructions a date):
        /// 0x0F at a digit's byte, 0x30 there (the high nibble of `0` to `9`), and 0x06 there
        /// (a low nibble of 10 to 15 carries into its high nibble).
        var digitLow: UInt64 = 0
        var zeros: UInt64 = 0
        var sixes: UInt64 = 0

        init(_ layout: [UInt8], from start: Int, _ isField: (Int) -> Bool) {
            for index in 0..<8 {
                let shift = UInt64(8 * index)
                if isField(start + index) {
                    digitHigh |= 0xF0 << shift
                } else {
                    literalMask |= 0xFF << shift
                    literals |= UInt64(layout[start + index]) << shift
                }
            }
            digitLow = digitHigh >> 4
            zeros = digitHigh & 0x3030_3030_3030_3030
            sixes = digitLow & 0x0606_0606_0606_0606
        }

        /// Whether `word` has the literals, and an ASCII digit at each digit's byte.
        @inline(__always)
        func passes(_ word: UInt64) -> Bool {
            word & literalMask == literals && word & digitHigh == zeros && ((word & digitLow) &+ sixes) & digitHigh == 0
        }
    }

    /// The plan of `layout`, or nil when it is not ASCII of 8 to 16 bytes (the judge walks
    /// such a text a byte a step).
    package init?(_ layout: DateLayout) {
        let bytes = Array(layout.layout.utf8)
        guard (8...16).contains(bytes.count), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isField = { (offset: Int) in layout.year.contains(offset) || layout.month.contains(offset) || layout.day.contains(offset) }
        self.layout = layout
        count = bytes.count
        head = WordTest(bytes, from: 0, isField)
        tail = WordTest(bytes, from: bytes.count - 8, isField)
        yearStart = layout.year.lowerBound
        monthStart = layout.month.lowerBound
        dayStart = layout.day.lowerBound
        hasTwoDigitYear = layout.hasTwoDigitYear
        longMonths = (1...12).reduce(0) { bits, month in
            bits | UInt64(GregorianCalendar.days(inMonth: month, year: 2000) - 28) << (2 * month)
        }
    }

    /// Whether `bytes` is a text of the layout that names a real day: the judge passes it.
    @inline(__always)
    package func passes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isLaidOut(bytes), let base = bytes.baseAddress else { return false }
        // SAFETY: each field lies in the layout, whose length the text has.
        let month = Self.twoDigits(base + monthStart)
        let day = Self.twoDigits(base + dayStart)
        // A month of 1 to 12, and a day of 1 up to its month's days in a leap year.
        guard UInt(bitPattern: month &- 1) < 12,
              UInt(bitPattern: day &- 1) < UInt(28 &+ (longMonths &>> UInt64(truncatingIfNeeded: 2 &* month)) & 3) else { return false }
        // 29 February: the calendar asks the year.
        if day == 29, month == 2 { return GregorianCalendar.isDay(year: year(base), month: month, day: day) }
        // Any other such day is in every year the calendar has, years 1 to 9999: a year
        // not 0000 (two digits write 2000 to 2099). SAFETY: the year's four bytes lie in the text.
        return hasTwoDigitYear || UnsafeRawPointer(base + yearStart).loadUnaligned(as: UInt32.self) != 0x3030_3030
    }

    /// The year the text at `base` writes (its digits checked by ``isLaidOut(_:)``).
    @inline(__always)
    private func year(_ base: UnsafePointer<UInt8>) -> Int {
        hasTwoDigitYear
            ? 2000 &+ Self.twoDigits(base + yearStart)
            : Self.twoDigits(base + yearStart) &* 100 &+ Self.twoDigits(base + (yearStart &+ 2))
    }

    /// Whether `bytes` is a text of the layout (its literals as written, digits at its year,
    /// month and day), whatever day it names: where ``passes(_:)`` fails such a text, the
    /// calendar judge says it names no day (its other fault is a text not in the layout).
    @inline(__always)
    package func isLaidOut(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == count, let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        // SAFETY: `count` is 8 to 16, so both loads lie in the buffer.
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        return head.passes(first) && tail.passes(last)
    }

    /// The number two ASCII digits write (checked to be digits).
    @inline(__always)
    private static func twoDigits(_ pointer: UnsafePointer<UInt8>) -> Int {
        Int(pointer[0] &- 0x30) &* 10 &+ Int(pointer[1] &- 0x30)
    }
}
