/// What a failed trial says, as data: a stable key, the trial's parameters, and a default
/// English template, so an app can show the default text or look the key up in its own
/// translations.
///
/// ```swift
/// let result = Trial.length(.minimum, 8).evaluate("secret")
/// let message = result.messages[0]
/// message.key                      // "too_short"
/// message.parameters["count"]      // .integer(8)
/// message.text                     // "is too short (at least 8 characters)"
/// message.text(template: "doit contenir au moins %{count} caractères")
/// ```
///
/// Templates interpolate parameters written `%{name}` (Rails' i18n syntax); `%%` writes a
/// single `%`. A name with no parameter is left as written.
public struct TrialMessage: Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier of what went wrong, such as `too_short` or `email`: the key an
    /// app's translation table uses. Keys are listed, with their parameters, in docs/trials.md.
    public var key: String
    /// The default English template, such as `is too short (at least %{count} %{unit})`.
    public var template: String
    /// The values the template may interpolate, by name.
    public var parameters: [String: Value]
    /// The field the message is about, when a ``FormValidator`` produced it.
    public var field: String?

    /// A parameter value: kept typed so a translation can choose plural forms from a count.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case integer(Int)
        case number(Double)
        case text(String)
        case list([String])

        /// The value as a template shows it: numbers without a needless `.0`, lists joined
        /// with commas.
        public var description: String {
            switch self {
            case .integer(let value): String(value)
            case .number(let value): Self.format(value)
            case .text(let value): value
            case .list(let values): values.joined(separator: ", ")
            }
        }

        static func format(_ number: Double) -> String {
            // `Int(number)` is exact for integers below 1e15, and needs no libm, unlike `rounded()`.
            if abs(number) < 1e15, Double(Int(number)) == number { return String(Int(number)) }
            return String(number)
        }
    }

    public init(key: String, template: String, parameters: [String: Value] = [:], field: String? = nil) {
        self.key = key
        self.template = template
        self.parameters = parameters
        self.field = field
    }

    /// The default template with the parameters interpolated.
    public var text: String { text(template: template) }

    /// Another template (a translation) with this message's parameters interpolated.
    public func text(template: String) -> String {
        Self.interpolate(template, parameters)
    }

    /// The text from `translation`, which maps a key to a template; the default template
    /// when it has none for this key.
    ///
    /// ```swift
    /// let french = ["too_short": "est trop court (au moins %{count} caractères)"]
    /// message.localized { french[$0] }
    /// ```
    public func localized(_ translation: (_ key: String) -> String?) -> String {
        text(template: translation(key) ?? template)
    }

    /// The field name followed by the text, as Rails' full messages read (`email is not a
    /// valid e-mail address`); only the text when there is no field.
    public var fullText: String {
        field.map { "\($0) \(text)" } ?? text
    }

    public var description: String { fullText }
}
