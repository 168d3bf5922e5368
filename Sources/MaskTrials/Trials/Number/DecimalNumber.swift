/// A number written in decimal, read from a text without allocating.
///
/// ```
/// number = [ "+" / "-" ] ( 1*DIGIT [ "." *DIGIT ] / "." 1*DIGIT ) [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
/// ```
/// ASCII digits only, `.` as the decimal separator, no spaces, no thousands separators,
/// no `inf` or `nan`, no hexadecimal.
struct DecimalNumber {
    var value: Double
    /// Written as an integer: no fraction part, no exponent (Rails' `only_integer`).
    var isWrittenAsInteger: Bool
    /// For a number written as an integer, whether its last digit is odd (exact at any size).
    var lastDigitIsOdd: Bool

    /// Whether the number is an odd integer; nil when it is not an integer at all.
    var isOdd: Bool? {
        if isWrittenAsInteger { return lastDigitIsOdd }
        // Without libm (`rounded()` and `truncatingRemainder` call `round` and `fmod`, which
        // an app that links neither Foundation nor Glibc cannot resolve): from 2^53 on, every
        // Double is an even integer; below, Int conversion is exact for integers.
        guard value.isFinite else { return nil }
        if abs(value) >= 0x1p53 { return false }
        let integer = Int(value)
        guard Double(integer) == value else { return nil }
        return integer & 1 == 1
    }

    static func parse(_ text: String) -> DecimalNumber? {
        let scanned: (integer: Bool, odd: Bool, exact: Int?)? = text.withUTF8Bytes(scan)
        guard let scanned else { return nil }
        // An integer of up to 18 digits converts exactly; anything else goes through the
        // standard library's correctly rounded parser.
        if let exact = scanned.exact {
            return DecimalNumber(value: Double(exact), isWrittenAsInteger: true, lastDigitIsOdd: scanned.odd)
        }
        guard let value = Double(text) else { return nil }
        return DecimalNumber(value: value, isWrittenAsInteger: scanned.integer, lastDigitIsOdd: scanned.odd)
    }

    /// Checks the syntax; for a short integer also computes its value.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (integer: Bool, odd: Bool, exact: Int?)? {
        let count = bytes.count
        var index = 0
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        let integerStart = index
        var magnitude = 0
        while index < count, ASCII.isDigit(bytes[index]) {
            if index - integerStart < 18 { magnitude = magnitude * 10 + Int(bytes[index] &- 0x30) }
            index += 1
        }
        let integerDigits = index - integerStart
        let odd = integerDigits > 0 && bytes[index - 1] & 1 == 1
        var fractionDigits = 0
        var hasFraction = false
        if index < count, bytes[index] == UInt8(ascii: ".") {
            hasFraction = true
            index += 1
            while index < count, ASCII.isDigit(bytes[index]) { index += 1; fractionDigits += 1 }
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        var hasExponent = false
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            hasExponent = true
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            while index < count, ASCII.isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard index == count else { return nil }
        let integer = !hasFraction && !hasExponent
        let exact = integer && integerDigits <= 18 ? (negative ? -magnitude : magnitude) : nil
        return (integer, odd, exact)
    }
}
