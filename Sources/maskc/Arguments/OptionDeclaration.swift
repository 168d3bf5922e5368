/// One option as the parser and the help see it: its spellings, its value's placeholder
/// and its help line. Commands never look options up by these strings; they read them
/// through the typed ``Option`` and ``Flag`` that wrap a declaration.
struct OptionDeclaration: Sendable {
    /// All spellings, the first being the primary one: `["-m", "--mask"]`.
    var names: [String]
    /// The placeholder shown in help for an option that takes a value; nil for a flag.
    var valueName: String?
    var help: String
    /// Whether the option may be given more than once.
    var repeatable = false

    /// The primary spelling, which also keys the parsed values.
    var key: String { names[0] }
    var takesValue: Bool { valueName != nil }

    /// `-m PATTERN`, `--json`: how the usage line shows the option.
    var usage: String { key + (valueName.map { " \($0)" } ?? "") }

    /// `-m, --mask PATTERN`: how the option list in help shows it.
    var label: String { names.joined(separator: ", ") + (valueName.map { " \($0)" } ?? "") }
}

/// A flag: present or not.
///
/// ```swift
/// static let json = Flag("--json", help: "Print JSON.")
/// let wantsJSON = arguments[json]
/// ```
struct Flag: Sendable {
    let declaration: OptionDeclaration

    init(_ names: String..., help: String) {
        declaration = OptionDeclaration(names: names, valueName: nil, help: help)
    }
}

/// An option that takes a value of type `Value`, converted and checked when read, so a
/// command gets an `Int` or a `LengthUnit`, never the text (swift-argument-parser's
/// `@Option` with an `ExpressibleByArgument` value).
///
/// ```swift
/// static let jobs = Option<Int>("--jobs", valueName: "N", help: "Threads.", in: 1...256)
/// let threads = try arguments.value(jobs) ?? 1
/// ```
struct Option<Value: Sendable>: Sendable {
    let declaration: OptionDeclaration
    /// The value of a text, or nil when the text is not a valid value.
    let convert: @Sendable (String) -> Value?
    /// What a valid value is, for the error message: "a whole number from 1 to 256".
    let expectation: String

    init(
        _ names: String..., valueName: String, help: String, repeatable: Bool = false,
        expectation: String, convert: @escaping @Sendable (String) -> Value?
    ) {
        declaration = OptionDeclaration(names: names, valueName: valueName, help: help, repeatable: repeatable)
        self.convert = convert
        self.expectation = expectation
    }
}

extension Option where Value: ArgumentValue {
    /// An option whose value type knows how to read itself from text.
    init(_ names: String..., valueName: String, help: String, repeatable: Bool = false) {
        declaration = OptionDeclaration(names: names, valueName: valueName, help: help, repeatable: repeatable)
        convert = { Value(argument: $0) }
        expectation = Value.expectation
    }
}

extension Option where Value == Int {
    /// A whole-number option limited to `range`.
    init(_ names: String..., valueName: String, help: String, in range: ClosedRange<Int>) {
        declaration = OptionDeclaration(names: names, valueName: valueName, help: help)
        convert = { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
        expectation = range.upperBound == .max
            ? "a whole number of at least \(range.lowerBound)"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
}
