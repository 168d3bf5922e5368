/// One condition of ``Trial/comparison(_:parse:)``: a relation to a bound that is a value
/// (read anew at each judgement, so it may be a live one) or another field of the form.
///
/// ```swift
/// .greaterThan(18)                      // a value
/// .lessThanOrEqualTo(limits.maximum)    // re-read at each judgement
/// .greaterThan(field: "startDate")      // another field, read with the same parse
/// ```
public struct Comparison<Value: Comparable & Sendable>: Sendable {
    @usableFromInline let relation: ComparisonRelation
    @usableFromInline let target: Target

    @usableFromInline
    enum Target: Sendable {
        case value(@Sendable () -> Value?)
        case field(String)
    }

    /// A relation to a value, evaluated at each judgement; a nil value fails the trial with
    /// `not_comparable`.
    public init(_ relation: ComparisonRelation, _ value: @autoclosure @escaping @Sendable () -> Value?) {
        self.relation = relation
        self.target = .value(value)
    }

    /// A relation to another field of the form, read with the trial's `parse`.
    public init(_ relation: ComparisonRelation, field: String) {
        self.relation = relation
        self.target = .field(field)
    }

    public static func greaterThan(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.greaterThan, value()) }
    public static func greaterThanOrEqualTo(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.greaterThanOrEqualTo, value()) }
    public static func equalTo(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.equalTo, value()) }
    public static func lessThan(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.lessThan, value()) }
    public static func lessThanOrEqualTo(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.lessThanOrEqualTo, value()) }
    public static func otherThan(_ value: @autoclosure @escaping @Sendable () -> Value?) -> Self { Self(.otherThan, value()) }

    public static func greaterThan(field: String) -> Self { Self(.greaterThan, field: field) }
    public static func greaterThanOrEqualTo(field: String) -> Self { Self(.greaterThanOrEqualTo, field: field) }
    public static func equalTo(field: String) -> Self { Self(.equalTo, field: field) }
    public static func lessThan(field: String) -> Self { Self(.lessThan, field: field) }
    public static func lessThanOrEqualTo(field: String) -> Self { Self(.lessThanOrEqualTo, field: field) }
    public static func otherThan(field: String) -> Self { Self(.otherThan, field: field) }

    /// The bound, or nil when it is missing or its field does not parse.
    @inlinable
    func bound(in form: Form, parse: (String) -> Value?) -> Value? {
        switch target {
        case .value(let value): value()
        case .field(let name): form[name].flatMap(parse)
        }
    }
}

extension Trial {
    /// Rails' `comparison` (and Validator's `ValidationRuleComparison`): reads the text as a
    /// value with `parse`, and passes when it meets every condition.
    ///
    /// ```swift
    /// let age = Trial.comparison(.greaterThanOrEqualTo(18), .lessThan(130)) { Int($0) }
    /// age.passes("42")     // true
    /// age.evaluate("12")   // .invalid([greater_than_or_equal_to, count 18])
    /// age.evaluate("x")    // .invalid([not_comparable])
    /// let end = Trial.comparison(.greaterThan(field: "start")) { $0 }   // ISO dates compare as text
    /// ```
    public static func comparison<Value>(
        _ conditions: Comparison<Value>..., parse: @escaping @Sendable (String) -> Value?
    ) -> Trial {
        comparison(conditions, parse: parse)
    }

    /// ``comparison(_:parse:)`` with the conditions in an array.
    ///
    /// PERF: inlinable, so the judging closure is specialized for `Value` in the caller's
    /// module; an unspecialized generic comparison costs a microsecond in metadata lookups.
    @inlinable
    public static func comparison<Value>(
        _ conditions: [Comparison<Value>], parse: @escaping @Sendable (String) -> Value?
    ) -> Trial {
        Trial(ComparisonJudge(conditions, parse: parse))
    }

    /// ``comparison(_:parse:)`` comparing the text itself, as Swift orders strings
    /// (Unicode scalar order after canonical equivalence).
    ///
    /// ```swift
    /// Trial.comparison(.greaterThanOrEqualTo("2024-01-01")).passes("2024-06-30")   // true
    /// ```
    public static func comparison(_ conditions: Comparison<String>...) -> Trial {
        comparison(conditions) { $0 }
    }
}

/// A comparison with its value type erased, so ``Trial`` needs no type parameter.
@usableFromInline
final class ComparisonJudge: OneMessageJudge {
    @usableFromInline let relations: [ComparisonRelation]
    @usableFromInline let readsForm: Bool
    @usableFromInline let firstFailure: @Sendable (String, Form) -> Fault?
    @usableFromInline let boundDescription: @Sendable (Int, Form) -> String

    @usableFromInline
    enum Fault {
        /// The text or a bound could not be read as a value.
        case notComparable
        /// The index of the first condition the value fails, and the form (to describe
        /// a bound that is another field).
        case failed(Int, Form)
    }

    @inlinable
    init<Value>(_ conditions: [Comparison<Value>], parse: @escaping @Sendable (String) -> Value?) {
        relations = conditions.map(\.relation)
        readsForm = conditions.contains { if case .field = $0.target { true } else { false } }
        firstFailure = { text, form in
            guard let value = parse(text) else { return .notComparable }
            for index in conditions.indices {
                guard let bound = conditions[index].bound(in: form, parse: parse) else { return .notComparable }
                if !conditions[index].relation.holds(value, bound) { return .failed(index, form) }
            }
            return nil
        }
        boundDescription = { index, form in
            conditions[index].bound(in: form, parse: parse).map { "\($0)" } ?? ""
        }
    }

    // Spelled out (not the `Judge` default) because an inlinable caller needs it visible.
    @usableFromInline
    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        judge(text, form, &messages)
    }

    @usableFromInline
    func fault(in text: String, form: Form) -> Fault? {
        firstFailure(text, form)
    }

    @usableFromInline
    var saysWhyOfBytes: Bool { true }

    @usableFromInline
    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        judge(utf8: bytes, messages: message)
    }

    @usableFromInline
    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .notComparable:
            TrialMessage(TrialMessage.Key.notComparable)
        case .failed(let index, let form):
            TrialMessage(relations[index].messageKey, ["count": .text(boundDescription(index, form))])
        }
    }

    @usableFromInline
    var description: String {
        "comparison(\(relations.map { ".\($0.rawValue)" }.joined(separator: ", ")))"
    }
}
