extension Trial {
    /// Rails' `numericality`: passes a decimal number (`42`, `-3.5`, `.5`, `1e3`; ASCII
    /// digits, `.` as the separator, no spaces) that meets every constraint.
    ///
    /// ```swift
    /// let age = Trial.numericality(.onlyInteger, .in(18...130))
    /// age.passes("42")       // true
    /// age.evaluate("4.5")    // .invalid([not_an_integer])
    /// age.evaluate("200")    // .invalid([in])
    /// age.evaluate("old")    // .invalid([not_a_number])
    /// Trial.numericality(.greaterThan(0), .even).passes("8")   // true
    /// ```
    /// Values are compared as `Double`; integers of up to 18 digits are read exactly, and
    /// `odd`/`even` look at the last digit, so they are exact at any size.
    public static func numericality(_ constraints: NumberConstraint...) -> Trial {
        numericality(constraints)
    }

    /// `numericality(...)` with the constraints in an array.
    public static func numericality(_ constraints: [NumberConstraint]) -> Trial {
        Trial(NumericalityJudge(constraints: constraints))
    }
}

final class NumericalityJudge: Judge {
    let constraints: [NumberConstraint]

    init(constraints: [NumberConstraint]) {
        self.constraints = constraints
    }

    enum Fault {
        case notANumber
        /// The number, which fails at least one constraint.
        case fails(DecimalNumber)
    }

    func fault(in text: String, form: Form) -> Fault? {
        guard let number = DecimalNumber.parse(text) else { return .notANumber }
        return constraints.allSatisfy { $0.holds(for: number) } ? nil : .fails(number)
    }

    /// As Rails does: `not_an_integer` alone when the number is not written as an integer
    /// and must be; otherwise one message per failing constraint.
    func report(_ fault: Fault, into messages: inout [TrialMessage]) {
        guard case .fails(let number) = fault else {
            messages.append(TrialMessage(TrialMessage.Key.notANumber))
            return
        }
        if constraints.contains(.onlyInteger), !number.isWrittenAsInteger {
            messages.append(TrialMessage(TrialMessage.Key.notAnInteger))
            return
        }
        for constraint in constraints where !constraint.holds(for: number) {
            messages.append(message(for: constraint))
        }
    }

    private func message(for constraint: NumberConstraint) -> TrialMessage {
        if let (relation, bound) = constraint.comparison {
            return TrialMessage(relation.messageKey, ["count": .number(bound)])
        }
        return switch constraint {
        case .in(let range):
            TrialMessage(TrialMessage.Key.in, ["minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
        case .odd: TrialMessage(TrialMessage.Key.odd)
        case .even: TrialMessage(TrialMessage.Key.even)
        default: TrialMessage(TrialMessage.Key.notAnInteger)
        }
    }

    var description: String {
        "numericality(\(constraints.map(\.description).joined(separator: ", ")))"
    }
}
