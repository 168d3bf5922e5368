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
        guard let scanned = text.withUTF8Bytes(scan) else { return nil }
        let integer = scanned.fractionDigits == 0 && !scanned.hasExponent && !scanned.hasPoint
        if let value = scanned.exactValue {
            return DecimalNumber(value: value, isWrittenAsInteger: integer, lastDigitIsOdd: scanned.odd)
        }
        // Long or far-scaled numbers: the standard library's correctly rounded parser.
        guard let value = Double(text) else { return nil }
        return DecimalNumber(value: value, isWrittenAsInteger: integer, lastDigitIsOdd: scanned.odd)
    }

    /// What one pass over the text finds.
    private struct Scanned {
        var odd = false
        var hasPoint = false
        var hasExponent = false
        var fractionDigits = 0
        /// The value when the fast path applies (see ``scan(_:)``).
        var exactValue: Double?
    }

    /// Exact powers of ten: every one up to 10^22 is a Double.
    private static let powersOfTen: [Double] = (0...22).reduce(into: []) { powers, exponent in
        powers.append(exponent == 0 ? 1 : powers[exponent - 1] * 10)
    }

    /// Checks the syntax and, for up to 15 significant digits scaled by at most 10^22,
    /// computes the value: both the digits and the power of ten are exact Doubles, so one
    /// multiplication or division rounds correctly (Clinger's fast path).
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scanned? {
        var result = Scanned()
        let count = bytes.count
        var index = 0
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa = 0
        var digits = 0
        let integerStart = index
        while index < count, ASCII.isDigit(bytes[index]) {
            if digits < 18 { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
            digits += 1
            index += 1
        }
        let integerDigits = index - integerStart
        result.odd = integerDigits > 0 && bytes[index - 1] & 1 == 1
        if index < count, bytes[index] == UInt8(ascii: ".") {
            result.hasPoint = true
            index += 1
            while index < count, ASCII.isDigit(bytes[index]) {
                if digits < 18 { mantissa = mantissa * 10 + Int(bytes[index] &- 0x30) }
                digits += 1
                result.fractionDigits += 1
                index += 1
            }
        }
        guard integerDigits + result.fractionDigits > 0 else { return nil }
        var exponent = 0
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            result.hasExponent = true
            index += 1
            var exponentNegative = false
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < count, ASCII.isDigit(bytes[index]) {
                if exponent < 1_000 { exponent = exponent * 10 + Int(bytes[index] &- 0x30) }
                index += 1
            }
            guard index > exponentStart else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == count else { return nil }
        let scale = exponent - result.fractionDigits
        if digits <= 15, (-22...22).contains(scale) {
            let magnitude = Double(mantissa)
            let value = scale >= 0 ? magnitude * powersOfTen[scale] : magnitude / powersOfTen[-scale]
            result.exactValue = negative ? -value : value
        }
        return result
    }
}
