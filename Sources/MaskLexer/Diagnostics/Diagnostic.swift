/// A located message about a pattern: an error that stops compilation, or a warning.
///
/// Diagnostics are data; ``DiagnosticRenderer`` turns them into compiler-style text only at
/// the edge (the command line, an app's log).
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// Which text a diagnostic's range points into.
    public enum Source: String, Hashable, Sendable {
        /// The pattern.
        case pattern = "mask"
        /// The symbol set, as given to `--symbols`.
        case symbols
        /// A regular expression (the MaskRegex front end), which is shown as the pattern.
        case regex
    }

    public var severity: Severity
    /// A stable identifier such as `unexpected-character`.
    public var code: String
    public var message: String
    /// Character offsets in the source text; empty at the end of the text.
    public var range: Range<Int>
    public var source: Source

    public init(severity: Severity, code: String, message: String, range: Range<Int>, source: Source = .pattern) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.source = source
    }

    /// An error diagnostic for a syntax error.
    public init(error: MaskSyntaxError, at range: Range<Int>, in source: Source = .pattern) {
        self.init(severity: .error, code: error.code, message: error.message, range: range, source: source)
    }
}

extension [Diagnostic] {
    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
