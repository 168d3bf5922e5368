/// A `<lo-hi>` item: a decimal number from `low` to `high`, written at a fixed width when
/// both ends are written with the same number of digits, else without leading zeros.
///
/// ```swift
/// let month = NumberRange(lowText: "01", highText: "12")!
/// month.fixedWidth       // 2: "01" ... "12"
/// NumberRange(lowText: "0", highText: "255")!.fixedWidth   // nil: "0" ... "255", no "007"
/// ```
public struct NumberRange: Hashable, Sendable {
    /// The most digits an end may have (so every value fits in a `UInt64`).
    public static let maximumDigits = 18

    /// The ends as written (ASCII digits only).
    public let lowText: String
    public let highText: String
    public let low: UInt64
    public let high: UInt64

    /// Makes a range from the digits of its ends; nil if either is empty, not all ASCII
    /// digits, or longer than ``maximumDigits``. `low` may be above `high` (the lexer reports it).
    public init?(lowText: String, highText: String) {
        guard let low = Self.value(lowText), let high = Self.value(highText) else { return nil }
        self.lowText = lowText
        self.highText = highText
        self.low = low
        self.high = high
    }

    private static func value(_ text: String) -> UInt64? {
        guard !text.isEmpty, text.utf8.count <= maximumDigits,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return UInt64(text)
    }

    /// The width every number is written at, zero-padded, when both ends have the same
    /// number of digits; nil when numbers are written without leading zeros.
    public var fixedWidth: Int? { lowText.utf8.count == highText.utf8.count ? lowText.utf8.count : nil }

    /// The range written back as pattern text: `<01-12>`.
    public var pattern: String { "<\(lowText)-\(highText)>" }
}

/// The count of a `{n}`, `{n,m}` or `{n,}` postfix.
///
/// ```swift
/// RepeatCount(minimum: 4, maximum: 7).pattern    // "{4,7}"
/// RepeatCount(minimum: 2, maximum: nil).pattern  // "{2,}"
/// ```
public struct RepeatCount: Hashable, Sendable {
    public var minimum: Int
    /// nil for `{n,}`: no upper bound.
    public var maximum: Int?

    public init(minimum: Int, maximum: Int?) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The count written back as pattern text.
    public var pattern: String {
        switch maximum {
        case .none: "{\(minimum),}"
        case .some(let maximum) where maximum == minimum: "{\(minimum)}"
        case .some(let maximum): "{\(minimum),\(maximum)}"
        }
    }
}
