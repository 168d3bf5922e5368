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
    /// For an error compiling a set of masks, the 0-based index of the mask it is in, so a
    /// tool can say which mask failed without compiling them one by one again; nil for a
    /// single pattern and for an error of the set as a whole (too many masks, the union
    /// automaton over the limits). ``description`` does not show it.
    ///
    /// ```swift
    /// do { _ = try MaskCompiler.compile(["DD", "DB"]) }
    /// catch { error.maskIndex }   // 1
    /// ```
    public var maskIndex: Int?

    public init(pattern: String, symbols: SymbolSet, diagnostics: [Diagnostic], maskIndex: Int? = nil) {
        self.pattern = pattern
        self.symbols = symbols
        self.diagnostics = diagnostics
        self.maskIndex = maskIndex
    }

    /// The diagnostics rendered, one after another: the first
    /// ``DiagnosticRenderer/shownDiagnostics``, then how many more there are, and how to take
    /// unexpected characters as literals.
    public var description: String {
        DiagnosticRenderer(pattern: pattern, symbols: symbols).render(diagnostics, limit: DiagnosticRenderer.shownDiagnostics)
    }
}
