/// The outcome of a trial or of a whole form: valid, or invalid with every reason, as
/// Validator's `ValidationResult` has it.
///
/// ```swift
/// switch Trial.email.evaluate("@x.com") {
/// case .valid: print("ok")
/// case .invalid(let messages): print(messages.map(\.text))   // ["is not a valid e-mail address"]
/// }
/// ```
public enum TrialResult: Hashable, Sendable {
    case valid
    case invalid([TrialMessage])

    public var isValid: Bool { self == .valid }

    /// The messages of an invalid result; empty when valid.
    public var messages: [TrialMessage] {
        switch self {
        case .valid: []
        case .invalid(let messages): messages
        }
    }

    /// The messages about one field of a form.
    public func messages(forField field: String) -> [TrialMessage] {
        messages.filter { $0.field == field }
    }

    /// Both results together: valid only if both are, with the messages of both.
    public func merging(_ other: TrialResult) -> TrialResult {
        let all = messages + other.messages
        return all.isEmpty && isValid && other.isValid ? .valid : .invalid(all)
    }
}
