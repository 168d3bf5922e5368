/// The error thrown for a pattern that cannot be compiled: it carries every diagnostic,
/// and its description renders them like a compiler does.
///
/// ```swift
/// do { _ = try MaskParser.parse("+7(DDB)") }
/// catch { print(error) }   // mask:1:6: error: unexpected character 'B'; ...
/// ```
public struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
    public var pattern: String
    public var symbols: SymbolSet
    public var diagnostics: [Diagnostic]

    public init(pattern: String, symbols: SymbolSet, diagnostics: [Diagnostic]) {
        self.pattern = pattern
        self.symbols = symbols
        self.diagnostics = diagnostics
    }

    /// The diagnostics rendered, one after another: the first
    /// ``DiagnosticRenderer/shownDiagnostics``, then how many more there are, and how to take
    /// unexpected characters as literals.
    public var description: String {
        DiagnosticRenderer(pattern: pattern, symbols: symbols).render(diagnostics, limit: DiagnosticRenderer.shownDiagnostics)
    }
}
