extension Trial {
    /// Passes a text equal to `value` (Validator's `ValidationRuleEquality(target:)`).
    public static func equal(to value: String) -> Trial {
        Trial(EqualityJudge(target: .value(value)))
    }

    /// Passes a text equal to what `value` returns at each judgement (Validator's
    /// `dynamicTarget`); nil counts as the empty text. Its message, `mismatch`, does not
    /// show the other value, which may be a password.
    ///
    /// ```swift
    /// let repeatPassword = Trial.equal(to: { passwordField.text })
    /// ```
    public static func equal(to value: @escaping @Sendable () -> String?) -> Trial {
        Trial(EqualityJudge(target: .dynamic(value)))
    }

    /// Rails' `confirmation`: passes a text equal to the form's field `field` (a nil field
    /// counts as empty). Judged alone, with no form, only the empty text passes.
    ///
    /// ```swift
    /// validator.addSuspect(Suspect(name: "passwordConfirmation", text: confirmation,
    ///                              trial: .confirmation(of: "password")))
    /// ```
    public static func confirmation(of field: String) -> Trial {
        Trial(EqualityJudge(target: .field(field)))
    }
}

final class EqualityJudge: OneMessageJudge {
    let target: Target

    init(target: Target) {
        self.target = target
    }

    enum Target: Sendable {
        case value(String)
        case dynamic(@Sendable () -> String?)
        case field(String)
    }

    var readsForm: Bool {
        if case .field = target { true } else { false }
    }

    func fault(in text: String, form: Form) -> Void? {
        let expected = switch target {
        case .value(let value): value
        case .dynamic(let value): value() ?? ""
        case .field(let name): form[name] ?? ""
        }
        return text == expected ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        switch target {
        case .value(let value): TrialMessage(TrialMessage.Key.equalTo, ["count": .text(value)])
        case .dynamic: TrialMessage(TrialMessage.Key.mismatch)
        case .field(let name): TrialMessage(TrialMessage.Key.confirmation, ["attribute": .text(name)])
        }
    }

    var description: String {
        switch target {
        case .value(let value): "equal(to: \(quoted(value)))"
        case .dynamic: "equal(to: { ... })"
        case .field(let name): "confirmation(of: \(quoted(name)))"
        }
    }
}
