import MaskAnalysis
import MaskLexer
import MaskRegex
import MaskVM

/// `-e REGEX`: a regular expression (docs/regex.md) instead of a mask, matched as a whole
/// like `grep -E -x`; and the warning every command gives when a `-m` mask looks like one.
enum RegexOptions {
    static let regex = Option<String>("-e", "--regexp", valueName: "REGEX",
                                      help: "A regular expression instead of a mask (docs/regex.md), matched as a whole.")

    /// The `-e` expression of a command that otherwise takes masks (compile, explain); nil
    /// without `-e`. Refuses `-e` with a mask.
    static func expressionInsteadOfMask(_ arguments: ParsedArguments) throws -> String? {
        guard let expression = try arguments.value(regex) else { return nil }
        guard try PatternOptions.definitions(arguments) == nil else {
            throw ParsedArguments.UsageError(message: "give either -e REGEX or a mask, not both")
        }
        return expression
    }

    /// Compiles the expression to the VM; errors become a compiler-style message.
    static func compile(_ pattern: String) throws -> MaskProgram {
        do {
            return try RegexCompiler.compile(pattern)
        } catch {
            throw CommandError(message: error.description)
        }
    }

    /// Writes the lint warning for a `-m` mask that looks like a regular expression to
    /// standard error, before the mask is compiled (so it comes with the mask's errors too).
    static func warnIfLookalike(_ pattern: String, symbols: SymbolSet) {
        guard let warning = MaskLinter.regexLookalike(in: pattern) else { return }
        let errors = OutputBuffer(fd: 2)
        try? errors.write(DiagnosticRenderer(pattern: pattern, symbols: symbols).render(warning) + "\n")
        try? errors.flush()
    }
}
