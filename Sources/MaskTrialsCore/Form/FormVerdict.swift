/// What a ``FormValidator`` says of a whole form: every failing trial of every field, in the
/// order the suspects were added, each message naming its field.
///
/// ```swift
/// let verdict = validator.evaluate(["email": "ada@", "password": "correct horse"])
/// verdict.isValid                      // false
/// verdict.fields                       // ["email"]
/// verdict.messages(for: "email")[0].key // "email"
/// ```
public struct FormVerdict: Hashable, Sendable {
    /// Every failure, in the order of the suspects; empty when the form is valid.
    public var messages: [FieldMessage]

    public init(messages: [FieldMessage]) {
        self.messages = messages
    }

    /// The verdict of a form with no failure.
    public static let valid = FormVerdict(messages: [])

    /// Whether no trial failed.
    public var isValid: Bool { messages.isEmpty }

    /// The fields with a failure, each once, in the order of their first failure.
    public var fields: [String] {
        var seen: Set<String> = []
        return messages.compactMap { seen.insert($0.field).inserted ? $0.field : nil }
    }

    /// The failures of one field.
    public func messages(for field: String) -> [FieldMessage] {
        messages.filter { $0.field == field }
    }

    /// The same failures as a ``TrialResult``, each ``TrialMessage`` with its ``TrialMessage/field`` set.
    public var result: TrialResult {
        isValid ? .valid : .invalid(messages.map(\.message))
    }
}
