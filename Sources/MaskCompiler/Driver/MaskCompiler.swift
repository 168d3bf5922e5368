import MaskLexer
import MaskVM

/// Compiles mask patterns into programs for the VM:
/// pattern → tokens → AST → Thompson NFA → DFA → minimal DFA → ``MaskVM/MaskProgram``.
///
/// ```swift
/// import MaskCompiler
/// let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// let money = try MaskCompiler.compile("$DDD.DD", symbols: ["$", "."])
/// program.match("+7(123)456-78-90")   // .complete
/// ```
/// Errors throw a ``MaskLexer/PatternError`` carrying every diagnostic; print it to get
/// compiler-style messages with carets.
public enum MaskCompiler {
    /// Compiles `pattern` into a program.
    public static func compile(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> MaskProgram {
        try compileStages(pattern, symbols: symbols, limits: limits).program
    }

    /// Compiles `pattern` and keeps every intermediate stage, for tools and tests.
    ///
    /// Each stage is one call on a `CompilationRun`, which holds the limits and throws the
    /// diagnostic of the one a stage would exceed.
    public static func compileStages(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> Compilation {
        let run = CompilationRun(pattern: pattern, symbols: symbols, limits: limits)
        let ast = try run.parse()
        let thompson = try run.buildNFA(ast)
        let classified = run.classifyBytes(thompson)
        let dfa = try run.determinize(classified)
        let minimal = run.minimize(dfa)
        let optimistic = run.minimize(try run.determinizeOptimistic(classified))
        let reading = try run.determinizeReading(classified)
        let program = try run.lower(matcher: minimal, optimistic: optimistic, reading: reading)
        return Compilation(
            ast: ast, nfa: thompson.nfa, dfa: dfa, minimalDFA: minimal, optimisticDFA: optimistic, readingDFA: reading,
            program: program)
    }

    /// The warnings about a pattern: today, every place where one character can be read
    /// both as a literal and by a class (see ``Ambiguity``). Throws as ``compile(_:symbols:limits:)``.
    ///
    /// ```swift
    /// try MaskCompiler.warnings(for: "7|D").map(\.code)   // ["ambiguous-reading"]
    /// try MaskCompiler.warnings(for: "+7(DDD)")            // []
    /// ```
    public static func warnings(
        for pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> [Diagnostic] {
        try compileStages(pattern, symbols: symbols, limits: limits).warnings
    }
}
