/// The values of a form's fields by name, read once when a ``FormValidator`` judges:
/// what conditions (`if:`) and cross-field trials (``Trial/confirmation(of:)``) look at.
///
/// A form is also the snapshot an app hands a validator: read on the model's actor, then
/// judged anywhere.
///
/// ```swift
/// let form = Form(["payment": "card", "card": "4111 1111 1111 1111"])
/// form["payment"]   // "card"
/// form["missing"]   // nil
/// let literal: Form = ["email": "ada@example.com", "phone": nil]   // nil: absent
/// ```
public struct Form: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The fields that have a text; a field whose text is nil is absent.
    public private(set) var values: [String: String]

    /// A form from field names and texts; nil texts are left out.
    public init(_ values: [String: String?] = [:]) {
        self.values = values.compactMapValues { $0 }
    }

    /// A form from a dictionary literal of field names and texts; nil texts are left out,
    /// and the last of a repeated name wins.
    public init(dictionaryLiteral elements: (String, String?)...) {
        self.values = [:]
        for (field, text) in elements { values[field] = text }
    }

    /// The text of `field`, or nil when the form has none.
    public subscript(field: String) -> String? { values[field] }

    /// Sets a field's text (nil removes it).
    public mutating func set(_ field: String, to text: String?) {
        values[field] = text
    }

    /// The form with no fields: what a trial judged on its own sees.
    /// PERF: made where it is used, not stored: a stored `static let` went through
    /// `swift_once` on every read (about 20 instructions of each `Trial.passes`), and an
    /// empty dictionary made by `init()` is a shared constant, so making one allocates
    /// nothing (a literal `[:]` went through the literal initializer, a call and a release).
    public static var empty: Form { Form(fields: [String: String]()) }

    private init(fields: [String: String]) {
        values = fields
    }
}
