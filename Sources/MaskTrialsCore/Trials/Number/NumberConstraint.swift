/// One condition of `Trial.numericality(...)`, as Rails'
/// `numericality` options name them.
public enum NumberConstraint: Hashable, Sendable {
    /// Written as an integer: digits with an optional sign (`only_integer`).
    case onlyInteger
    case greaterThan(Double)
    case greaterThanOrEqualTo(Double)
    case equalTo(Double)
    case lessThan(Double)
    case lessThanOrEqualTo(Double)
    case otherThan(Double)
    /// Within the closed range (`in: 1..10`).
    case `in`(ClosedRange<Double>)
    /// An odd integer.
    case odd
    /// An even integer.
    case even

    /// The comparison this constraint makes, if it is one.
    var comparison: (ComparisonRelation, Double)? {
        switch self {
        case .greaterThan(let bound): (.greaterThan, bound)
        case .greaterThanOrEqualTo(let bound): (.greaterThanOrEqualTo, bound)
        case .equalTo(let bound): (.equalTo, bound)
        case .lessThan(let bound): (.lessThan, bound)
        case .lessThanOrEqualTo(let bound): (.lessThanOrEqualTo, bound)
        case .otherThan(let bound): (.otherThan, bound)
        case .onlyInteger, .in, .odd, .even: nil
        }
    }

    func holds(for number: DecimalNumber) -> Bool {
        if let (relation, bound) = comparison { return relation.holds(number.value, bound) }
        switch self {
        case .onlyInteger: return number.isWrittenAsInteger
        case .in(let range): return range.contains(number.value)
        case .odd: return number.isOdd == true
        case .even: return number.isOdd == false
        default: return true
        }
    }

    var description: String {
        let format = TrialMessage.Value.format
        if let (relation, bound) = comparison { return ".\(relation.rawValue)(\(format(bound)))" }
        return switch self {
        case .onlyInteger: ".onlyInteger"
        case .in(let range): ".in(\(format(range.lowerBound))...\(format(range.upperBound)))"
        case .odd: ".odd"
        case .even: ".even"
        default: ""
        }
    }
}
