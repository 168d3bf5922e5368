import MaskCompiler
import MaskLexer
import MaskVM

/// Finds the parts of a mask that are probably not what its author meant: optionals that
/// change nothing, overlapping alternatives, literals that may swallow data, masks that
/// accept nothing useful. Every finding is a warning ``Diagnostic`` with a range, rendered
/// by ``MaskLexer/DiagnosticRenderer`` like the compiler's errors.
///
/// ```swift
/// let warnings = try MaskLinter.warnings(for: "D|7DD?")
/// print(DiagnosticRenderer(pattern: "D|7DD?").render(warnings))
/// // mask:1:1: warning: the right branch '7' of 'D|7' is never used: ...
/// ```
///
/// The compiler's own warnings (see ``compilerWarnings(of:)``) are merged in, so lint is the
/// one place that lists everything worth a second look.
public enum MaskLinter {
    /// Compiles `pattern` and lints it; throws the compiler's errors.
    public static func warnings(
        for pattern: String, symbols: SymbolSet = .default, limits: MaskCompiler.Limits = .default
    ) throws(PatternError) -> [Diagnostic] {
        warnings(for: try MaskCompiler.compileStages(pattern, symbols: symbols, limits: limits))
    }

    /// Every warning for a compiled mask, sorted by position (outer spans first), each once.
    public static func warnings(for compilation: Compilation) -> [Diagnostic] {
        let ast = compilation.ast
        let source = PatternSource(ast.pattern)
        var found: [Diagnostic] = []
        for item in ast.items {
            found += grownItemWarnings(in: item, source: source)
        }
        for item in ast.items where item.isOneCharacterItem {
            let languages = item.languagesOfNodes()
            found += optionalWarnings(in: item, source: source, languages: languages)
            found += alternativeWarnings(in: item, source: source, languages: languages)
        }
        found += swallowWarnings(in: ast, source: source)
        found += languageWarnings(of: compilation.program.matcher, patternLength: ast.pattern.count)
        found += compilerWarnings(of: compilation)
        if let lookalike = regexLookalike(in: ast.pattern) { found.append(lookalike) }
        return ordered(found)
    }

    /// Sorted by start, longer (enclosing) spans first, then by code; duplicates dropped.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics
            .filter { seen.insert($0).inserted }
            .sorted {
                ($0.range.lowerBound, -$0.range.upperBound, $0.code, $0.message)
                    < ($1.range.lowerBound, -$1.range.upperBound, $1.code, $1.message)
            }
    }

    static func warning(_ code: LintCode, _ message: String, _ range: Range<Int>) -> Diagnostic {
        Diagnostic(severity: .warning, code: code.rawValue, message: message, range: range)
    }
}
