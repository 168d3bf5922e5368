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
    /// The match automaton is made here, and every limit it is held to is checked here. The
    /// optimistic automaton is made on its first use (optimistic matching, `bytecode`); where
    /// it would exceed `maximumDFAStates` or `maximumDeterminizationWork`, the program
    /// simulates its NFA instead, with the same verdicts (``MaskVM/MaskProgram/optimisticMatcher``
    /// says which), so that first use cannot fail. The reading automaton is made on its first
    /// use (transform, extract, the editor) when bounds show it cannot exceed a limit, else
    /// here (see `docs/limits.md`). A program that only matches pays for neither.
    public static func compile(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> MaskProgram {
        let run = CompilationRun(pattern: pattern, symbols: symbols, limits: limits)
        let ast = try run.parse()
        let classified = run.classifyBytes(try run.buildNFA(ast))
        let (matchDFA, matchSetSizes) = try run.determinizeWithSetSizes(classified)
        let matcher = run.minimize(matchDFA)
        let optimistic = run.deferredOptimisticMatcher(try run.buildOptimisticNFA(classified), classes: classified.classes)
        // A mask with an open count `{n,}` is read through a bounded copy built from the AST,
        // which the deferred construction does not make: it is built now.
        if !ast.hasOpenCount, let deferredReading = run.deferredReading(classified, matchSetSizes: matchSetSizes) {
            return try run.lower(matcher: matcher, optimistic: optimistic, reading: nil, deferredReading: deferredReading)
        }
        let reading = try run.determinizeReading(classified, ast: ast)
        return try run.lower(matcher: matcher, optimistic: optimistic, reading: reading, deferredReading: nil)
    }

    /// Compiles `pattern` and keeps every intermediate stage, for tools and tests.
    ///
    /// Each stage is one call on a `CompilationRun`, which holds the limits and throws the
    /// diagnostic of the one a stage would exceed. It accepts and refuses exactly the masks
    /// ``compile(_:symbols:limits:)`` does: an optimistic DFA over the limits is no error
    /// here either (``Compilation/optimisticDFA`` is then nil, and the program simulates).
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
        let optimistic = run.determinizeOptimistic(optimisticNFA, classes: classified.classes).map(run.minimize)
        let optimisticMatcher: MatchAutomaton = optimistic.map { .dfa($0.lowered()) }
            ?? .simulation(CompilationRun.simulation(of: optimisticNFA.nfa, start: optimisticNFA.start, classes: classified.classes))
        let reading = try run.determinizeReading(classified, ast: ast)
        let program = try run.lower(matcher: minimal, optimistic: optimisticMatcher, reading: reading)
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
        try compileReportingWarnings(pattern, symbols: symbols, limits: limits).warnings
    }

    /// Compiles `pattern` and finds its warnings (those of ``warnings(for:symbols:limits:)``)
    /// in one compilation, for tools that both run a mask and warn about it. The warnings
    /// come from the reading automaton, which is therefore made here rather than on first
    /// use; the optimistic automaton is still made on first use, as in
    /// ``compile(_:symbols:limits:)``, which accepts and refuses the same patterns with the
    /// same diagnostics.
    ///
    /// ```swift
    /// let (program, warnings) = try MaskCompiler.compileReportingWarnings("D?7")
    /// warnings.map(\.code)      // ["ambiguous-reading"]
    /// program.match("17")       // .complete
    /// ```
    public static func compileReportingWarnings(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> (program: MaskProgram, warnings: [Diagnostic]) {
        let run = CompilationRun(pattern: pattern, symbols: symbols, limits: limits)
        let ast = try run.parse()
        let classified = run.classifyBytes(try run.buildNFA(ast))
        let matcher = run.minimize(try run.determinize(classified))
        let optimistic = run.deferredOptimisticMatcher(try run.buildOptimisticNFA(classified), classes: classified.classes)
        let reading = try run.determinizeReading(classified, ast: ast)
        let program = try run.lower(matcher: matcher, optimistic: optimistic, reading: reading, deferredReading: nil)
        return (program, reading.ambiguities.map(\.diagnostic))
    }
}
