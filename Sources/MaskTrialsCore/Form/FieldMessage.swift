/// A failure from a ``FormValidator``: the field it is about, always named, and the trial's
/// message.
///
/// ```swift
/// let verdict = validator.evaluate(["password": "short"])
/// verdict.messages[0].field      // "password"
/// verdict.messages[0].key        // "too_short"
/// verdict.messages[0].fullText   // "password: is too short (at least 8 characters)"
/// ```
public struct FieldMessage: Hashable, Sendable, CustomStringConvertible {
    /// The name of the field, as its ``Suspect`` gives it.
    public var field: String
    /// What the trial says: key, parameters, template.
    public var message: TrialMessage

    public init(field: String, message: TrialMessage) {
        self.field = field
        self.message = message
        self.message.field = field
    }

    /// The message's stable key (``TrialMessage/key``).
    public var key: String { message.key }
    /// The message's parameters (``TrialMessage/parameters``).
    public var parameters: [String: TrialMessage.Value] { message.parameters }
    /// The default text, without the field (``TrialMessage/text``).
    public var text: String { message.text }
    /// The field, a colon and the text: `expiry: expected a digit 0–2 at 1, found '3'`.
    public var fullText: String { message.fullText }

    public var description: String { fullText }
}
