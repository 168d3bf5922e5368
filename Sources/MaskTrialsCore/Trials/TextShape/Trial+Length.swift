/// SwiftCop's length rules that take one count: `.is`, `.minimum`, `.maximum`.
public enum LengthRule: Hashable, Sendable {
    /// Exactly the count.
    case `is`
    /// At least the count.
    case minimum
    /// At most the count.
    case maximum
}

/// SwiftCop's length rule that takes a range: `.in`.
public enum LengthRange: Hashable, Sendable {
    /// Within the range: `2..<5` (half-open) or `2...5` (closed), `8...` or `...64`.
    case `in`
}

extension Trial {
    /// Passes a text whose length is, is at least, or is at most `count`, counted in `unit`
    /// (Characters unless you say otherwise).
    ///
    /// ```swift
    /// Trial.length(.is, 10).passes("0123456789")        // true
    /// Trial.length(.minimum, 4).passes("abc")           // false: "is too short (at least 4 characters)"
    /// Trial.length(.maximum, 255, unit: .utf8)          // fits a 255-byte column
    /// ```
    public static func length(_ rule: LengthRule, _ count: Int, unit: LengthUnit = .characters) -> Trial {
        let judge = switch rule {
        case .is: LengthJudge(minimum: count, maximum: count, unit: unit, spelling: .exactly)
        case .minimum: LengthJudge(minimum: count, maximum: Int.max, unit: unit, spelling: .minimum)
        case .maximum: LengthJudge(minimum: 0, maximum: count, unit: unit, spelling: .maximum)
        }
        return Trial(judge)
    }

    /// Passes a text whose length is in a half-open range: `.length(.in, 2..<5)` passes 2, 3
    /// or 4 Characters. An empty range passes nothing.
    public static func length(_ rule: LengthRange, _ range: Range<Int>, unit: LengthUnit = .characters) -> Trial {
        // An empty range passes nothing: bounds 1...0. Otherwise `upperBound - 1` cannot
        // overflow, as it is above the lower bound.
        range.isEmpty ? ranged(1, 0, unit) : ranged(range.lowerBound, range.upperBound - 1, unit)
    }

    /// Passes a text whose length is in a closed range: `.length(.in, 2...5)` passes 2 to 5.
    public static func length(_ rule: LengthRange, _ range: ClosedRange<Int>, unit: LengthUnit = .characters) -> Trial {
        ranged(range.lowerBound, range.upperBound, unit)
    }

    /// Passes a text at least `range.lowerBound` long: `.length(.in, 8...)`.
    public static func length(_ rule: LengthRange, _ range: PartialRangeFrom<Int>, unit: LengthUnit = .characters) -> Trial {
        ranged(range.lowerBound, Int.max, unit)
    }

    /// Passes a text at most `range.upperBound` long: `.length(.in, ...64)`.
    public static func length(_ rule: LengthRange, _ range: PartialRangeThrough<Int>, unit: LengthUnit = .characters) -> Trial {
        ranged(0, range.upperBound, unit)
    }

    private static func ranged(_ minimum: Int, _ maximum: Int, _ unit: LengthUnit) -> Trial {
        Trial(LengthJudge(minimum: minimum, maximum: maximum, unit: unit, spelling: .range))
    }
}

final class LengthJudge: OneMessageJudge {
    /// Inclusive bounds; `maximum` may be below `minimum` (an empty range: nothing passes).
    let minimum: Int
    let maximum: Int
    let unit: LengthUnit
    /// How the trial was written, for its messages and description.
    let spelling: Spelling

    init(minimum: Int, maximum: Int, unit: LengthUnit, spelling: Spelling) {
        self.minimum = minimum
        self.maximum = maximum
        self.unit = unit
        self.spelling = spelling
    }

    enum Spelling {
        case exactly, minimum, maximum, range
    }

    enum Fault {
        case tooShort, tooLong, wrongLength
    }

    func fault(in text: String, form: Form) -> Fault? {
        // Counting stops one past the maximum: that is all a "too long" verdict needs.
        let limit = maximum == Int.max ? Int.max : maximum + 1
        let length = TextLength.count(text, in: unit, upTo: limit)
        if length >= minimum && length <= maximum { return nil }
        if spelling == .exactly { return .wrongLength }
        return length < minimum ? .tooShort : .tooLong
    }

    func message(for fault: Fault) -> TrialMessage {
        let (key, count) = switch fault {
        case .tooShort: (TrialMessage.Key.tooShort, minimum)
        case .tooLong: (TrialMessage.Key.tooLong, maximum)
        case .wrongLength: (TrialMessage.Key.wrongLength, minimum)
        }
        // Only the parameters the trial has: a `.minimum` trial has no maximum to show (it
        // would be Int.max), and a translation that names `%{maximum}` must not print one.
        var parameters: [String: TrialMessage.Value] = ["count": .integer(count), "unit": .text(unit.name(count: count))]
        if spelling == .minimum || spelling == .range { parameters["minimum"] = .integer(minimum) }
        if spelling == .maximum || (spelling == .range && maximum != Int.max) { parameters["maximum"] = .integer(maximum) }
        return TrialMessage(key, parameters)
    }

    var description: String {
        let unitSuffix = unit == .characters ? "" : ", unit: .\(unit.rawValue)"
        let bounds = switch spelling {
        case .exactly: "is: \(minimum)"
        case .minimum: "minimum: \(minimum)"
        case .maximum: "maximum: \(maximum)"
        case .range: maximum == Int.max ? "in: \(minimum)..." : "in: \(minimum)...\(maximum)"
        }
        return "length(\(bounds)\(unitSuffix))"
    }
}
