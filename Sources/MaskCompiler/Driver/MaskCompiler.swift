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
    ///
    /// Every limit is checked here. The optimistic and reading automata are made on their
    /// first use (optimistic matching, transform, extract, the editor, `bytecode`) when
    /// bounds show that making them cannot exceed a limit, so a program that only matches
    /// never pays for them; otherwise they are made here (see `docs/limits.md`).
    public static func compile(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> MaskProgram {
        let run = CompilationRun(pattern: pattern, symbols: symbols, limits: limits)
        let ast = try run.parse()
        let classified = run.classifyBytes(try run.buildNFA(ast))
        let matcher = run.minimize(try run.determinize(classified))
        let optimisticNFA = try run.buildOptimisticNFA(classified)
        // PERF: the optimistic and reading automata are made on first use when bounds show
        // they cannot exceed a limit there; else now, with `compileStages`'s stages. A mask
        // with an open count `{n,}` is read through a bounded copy built from the AST, which
        // the deferred construction does not make: it is built now.
        if !ast.hasOpenCount, let deferred = run.deferredAutomata(classified, optimistic: optimisticNFA) {
            return run.lower(matcher: matcher, deferring: deferred)
        }
        let optimistic = run.minimize(try run.determinizeOptimistic(optimisticNFA, classes: classified.classes))
        let reading = try run.determinizeReading(classified, ast: ast)
        return try run.lower(matcher: matcher, optimistic: optimistic, reading: reading)
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
        let optimisticNFA = try run.buildOptimisticNFA(classified)
        let optimistic = run.minimize(try run.determinizeOptimistic(optimisticNFA, classes: classified.classes))
        let reading = try run.determinizeReading(classified, ast: ast)
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
