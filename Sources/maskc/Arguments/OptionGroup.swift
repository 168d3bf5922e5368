/// Options that travel together and are read into one typed value: the shape of
/// swift-argument-parser's `@OptionGroup`. A group declares its options once; the parser,
/// the usage line and the help all come from those declarations, and a command that uses
/// the group reads it with `try Group(parsing: arguments)`.
///
/// ```swift
/// struct OutputOptions: OptionGroup {
///     static let json = Flag("--json", help: "Print JSON.")
///     static let section = OptionSection(json)
///     var json: Bool
///     init(parsing arguments: ParsedArguments) { json = arguments[Self.json] }
/// }
/// ```
protocol OptionGroup {
    /// The group's declarations and how the usage line shows them.
    static var section: OptionSection { get }
    /// Reads and checks the group's options.
    init(parsing arguments: ParsedArguments) throws
}

/// A run of declared options with the usage-line fragment that shows them.
struct OptionSection: Sendable {
    var declarations: [OptionDeclaration]
    /// The fragment of the usage line: `(-m PATTERN | -p FILE) [--symbols CHARS]`.
    var usage: String

    /// Options shown in the usage line each as `[-x VALUE]`, in order.
    init(_ declarations: [OptionDeclaration]) {
        self.declarations = declarations
        usage = declarations.map { "[\($0.usage)\($0.repeatable ? " ..." : "")]" }.joined(separator: " ")
    }

    init(_ declarations: [OptionDeclaration], usage: String) {
        self.declarations = declarations
        self.usage = usage
    }

    init(_ flags: Flag...) {
        self.init(flags.map(\.declaration))
    }

    /// Several sections one after another.
    static func + (left: OptionSection, right: OptionSection) -> OptionSection {
        OptionSection(left.declarations + right.declarations,
                      usage: [left.usage, right.usage].filter { !$0.isEmpty }.joined(separator: " "))
    }

    static let empty = OptionSection([], usage: "")
}
