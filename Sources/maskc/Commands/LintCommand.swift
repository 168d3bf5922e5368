import MaskAnalysis
import MaskCompiler
import MaskLexer

/// `maskc lint`: warnings about a mask, rendered like compiler errors.
enum LintCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "lint",
        summary: "Warn about optionals that change nothing, overlapping alternatives and more.",
        sections: [PatternOptions.section],
        discussion: """
            Each warning names its check and points at the pattern with a caret. The checks: \
            optional-never-skipped, optional-never-taken, alternative-identical, \
            alternative-overlap, literal-may-swallow-data, accepts-only-empty-text, \
            accepts-nothing, and the compiler's own warnings. docs/analysis.md defines each.

            Exit status: 0 when there is no warning, 1 when there are warnings, 2 on an error.
            """,
        examples: ["maskc lint -m 'D|7DD?'", "maskc lint -m '+7(DDD)DDD-DD-DD'"])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let options = try PatternOptions(parsing: arguments)
        if options.isSet { return try lintSet(options, terminal) }
        let compilation: Compilation
        do {
            compilation = try options.compilation()
        } catch {
            // A regular expression given as a mask rarely compiles; the hint comes with the error.
            RegexOptions.warnIfLookalike(options.pattern, symbols: options.symbols)
            throw error
        }
        let warnings = MaskLinter.warnings(for: compilation)
        guard !warnings.isEmpty else { return ExitStatus.success }
        let renderer = DiagnosticRenderer(pattern: compilation.ast.pattern, symbols: compilation.ast.symbols)
        try terminal.output.write(renderer.render(warnings) + "\n")
        try terminal.output.write(warnings.count == 1 ? "1 warning\n" : "\(warnings.count) warnings\n")
        return ExitStatus.failure
    }

    /// A set: each mask's own warnings under its name or number, then the set's.
    private static func lintSet(_ options: PatternOptions, _ terminal: Terminal) throws -> Int32 {
        var count = 0
        for (index, mask) in options.masks.enumerated() {
            let compilation = try PatternOptions.compilation(of: mask, index: index)
            let warnings = MaskLinter.warnings(for: compilation)
            guard !warnings.isEmpty else { continue }
            let renderer = DiagnosticRenderer(pattern: compilation.ast.pattern, symbols: compilation.ast.symbols)
            try terminal.output.write("mask \(mask.name ?? String(index + 1)):\n" + renderer.render(warnings) + "\n")
            count += warnings.count
        }
        for warning in MaskSetLint.warnings(for: try PatternOptions.compile(options.masks)) {
            try terminal.output.write(warning.description + "\n")
            count += 1
        }
        guard count > 0 else { return ExitStatus.success }
        try terminal.output.write(count == 1 ? "1 warning\n" : "\(count) warnings\n")
        return ExitStatus.failure
    }
}
