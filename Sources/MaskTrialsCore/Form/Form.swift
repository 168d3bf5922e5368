/// The values of a form's fields by name, read once when a ``FormValidator`` judges:
/// what conditions (`if:`) and cross-field trials (``Trial/confirmation(of:)``) look at.
///
/// ```swift
/// let form = Form(["payment": "card", "card": "4111 1111 1111 1111"])
/// form["payment"]   // "card"
/// form["missing"]   // nil
/// ```
public struct Form: Hashable, Sendable {
    /// The fields that have a text; a field whose text is nil is absent.
    public private(set) var values: [String: String]

    /// A form from field names and texts; nil texts are left out.
    public init(_ values: [String: String?] = [:]) {
        self.values = values.compactMapValues { $0 }
    }

    /// The text of `field`, or nil when the form has none.
    public subscript(field: String) -> String? { values[field] }

    /// Sets a field's text (nil removes it).
    public mutating func set(_ field: String, to text: String?) {
        values[field] = text
    }

    /// The form with no fields: what a trial judged on its own sees.
    public static let empty = Form()
}
