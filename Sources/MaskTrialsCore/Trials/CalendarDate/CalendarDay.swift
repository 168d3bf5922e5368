/// The proleptic Gregorian calendar's rules, for dates of years 1 to 9999 (the range of
/// ISO 8601's four-digit years without sign, and of Python's and .NET's date types).
enum GregorianCalendar {
    static let years = 1...9999

    /// A leap year is divisible by 4, except centuries not divisible by 400: 2024 and 2000
    /// are leap years, 2023 and 1900 are not.
    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// How many days the month has: 30 in April, June, September and November; 28 or 29 in
    /// February; 31 otherwise. Zero for a month that is not 1 to 12.
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: 31
        case 4, 6, 9, 11: 30
        case 2: isLeap(year) ? 29 : 28
        default: 0
        }
    }

    static func isDay(year: Int, month: Int, day: Int) -> Bool {
        years.contains(year) && day >= 1 && day <= days(inMonth: month, year: year)
    }
}
