/// How a value must compare with a bound: the six relations of Rails' `comparison` and
/// `numericality`, with the same message keys.
public enum ComparisonRelation: String, CaseIterable, Hashable, Sendable {
    case greaterThan
    case greaterThanOrEqualTo
    case equalTo
    case lessThan
    case lessThanOrEqualTo
    case otherThan

    /// Whether `value` stands in this relation to `bound`.
    @inlinable
    public func holds<Value: Comparable>(_ value: Value, _ bound: Value) -> Bool {
        switch self {
        case .greaterThan: value > bound
        case .greaterThanOrEqualTo: value >= bound
        case .equalTo: value == bound
        case .lessThan: value < bound
        case .lessThanOrEqualTo: value <= bound
        case .otherThan: value != bound
        }
    }

    /// The message key of a value that fails the relation (Rails' key).
    var messageKey: String {
        switch self {
        case .greaterThan: TrialMessage.Key.greaterThan
        case .greaterThanOrEqualTo: TrialMessage.Key.greaterThanOrEqualTo
        case .equalTo: TrialMessage.Key.equalTo
        case .lessThan: TrialMessage.Key.lessThan
        case .lessThanOrEqualTo: TrialMessage.Key.lessThanOrEqualTo
        case .otherThan: TrialMessage.Key.otherThan
        }
    }
}
