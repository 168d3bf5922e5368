import MaskLexer

/// The digits typed so far inside a number range: `value` written with `length` digits,
/// so `07` (value 7, length 2) and `7` stay apart, as they do for a fixed-width range.
struct NumberPrefix: Hashable {
    var value: UInt64
    var length: Int

    /// Before the first digit.
    static let empty = NumberPrefix(value: 0, length: 0)

    /// The prefix with `digit` (0–9) written after it; nil past ``NumberRange/maximumDigits``
    /// digits, which no range can take (so the value cannot overflow).
    func appending(_ digit: UInt64) -> NumberPrefix? {
        guard length < NumberRange.maximumDigits, digit <= 9 else { return nil }
        return NumberPrefix(value: value * 10 + digit, length: length + 1)
    }
}

extension NumberRange {
    /// Whether some number of the range, written as the range writes it, begins with `prefix`.
    ///
    /// ```swift
    /// let month = NumberRange(lowText: "01", highText: "12")!
    /// month.canContinue(NumberPrefix(value: 1, length: 1))   // true: 10, 11, 12
    /// month.canContinue(NumberPrefix(value: 2, length: 1))   // false
    /// ```
    func canContinue(_ prefix: NumberPrefix) -> Bool {
        guard low <= high else { return false }
        guard prefix.length > 0 else { return true }
        if let width = fixedWidth {
            // Every width-digit text that begins with the prefix: one interval of values.
            guard prefix.length <= width, let scale = Self.powerOfTen(width - prefix.length) else { return false }
            let first = prefix.value * scale
            return first <= high && first + (scale - 1) >= low
        }
        // Written without leading zeros: `0` alone, or a first digit other than 0.
        if prefix.value == 0 { return prefix.length == 1 && low == 0 }
        guard prefix.length <= highText.utf8.count, let least = Self.powerOfTen(prefix.length - 1),
              prefix.value >= least else { return false }
        for length in prefix.length...highText.utf8.count {
            guard let scale = Self.powerOfTen(length - prefix.length) else { return false }
            let first = prefix.value * scale
            if first <= high && first + (scale - 1) >= low { return true }
        }
        return false
    }

    /// Whether `prefix` is a whole number of the range, written as the range writes it.
    func isComplete(_ prefix: NumberPrefix) -> Bool {
        guard prefix.length > 0, low <= prefix.value, prefix.value <= high else { return false }
        if let width = fixedWidth { return prefix.length == width }
        guard let least = Self.powerOfTen(prefix.length - 1) else { return false }
        return prefix.length == 1 || prefix.value >= least
    }

    /// The digits (0–9) that can come after `prefix` in some number of the range.
    func nextDigits(after prefix: NumberPrefix) -> [UInt64] {
        (0...9).filter { digit in prefix.appending(digit).map(canContinue) ?? false }
    }

    /// 10^exponent for 0 ≤ exponent ≤ 18 (it fits a `UInt64`); nil otherwise.
    private static func powerOfTen(_ exponent: Int) -> UInt64? {
        guard (0...NumberRange.maximumDigits).contains(exponent) else { return nil }
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
