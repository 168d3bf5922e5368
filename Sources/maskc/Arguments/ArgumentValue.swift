/// A type an option's text converts to (swift-argument-parser's `ExpressibleByArgument`).
///
/// ```swift
/// enum Unit: String, ArgumentValue, CaseIterable { case bytes, characters }
/// static let unit = Option<Unit>("--unit", valueName: "UNIT", help: "...")
/// ```
protocol ArgumentValue: Sendable {
    /// The value a text names, or nil when it names none.
    init?(argument: String)
    /// What a valid value looks like, for errors: "one of characters, scalars, utf8, utf16".
    static var expectation: String { get }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    static var expectation: String { "a text" }
}

extension Double: ArgumentValue {
    init?(argument: String) {
        guard let number = Double(argument), number.isFinite else { return nil }
        self = number
    }

    static var expectation: String { "a number" }
}

/// An enumeration whose cases are named by their raw values on the command line.
protocol NamedArgumentValue: ArgumentValue, CaseIterable, RawRepresentable where RawValue == String {}

extension NamedArgumentValue {
    init?(argument: String) { self.init(rawValue: argument) }
    static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
}
