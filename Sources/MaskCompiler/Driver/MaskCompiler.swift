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
    public static func compileStages(
        _ pattern: String, symbols: SymbolSet = .default, limits: Limits = .default
    ) throws(PatternError) -> Compilation {
        func fail(_ code: String, _ message: String, _ range: Range<Int>) -> PatternError {
            PatternError(pattern: pattern, symbols: symbols, diagnostics: [
                Diagnostic(severity: .error, code: code, message: message, range: range),
            ])
        }
        // Checked on UTF-8 length first so a huge pattern is refused without being walked.
        if pattern.utf8.count > limits.maximumPatternLength {
            let length = pattern.count
            if length > limits.maximumPatternLength {
                throw fail("limit-pattern-length",
                           "pattern is \(length) characters long, over the limit of \(limits.maximumPatternLength)",
                           limits.maximumPatternLength..<length)
            }
        }
        let ast = try MaskParser.parse(pattern, symbols: symbols, maximumNesting: limits.maximumNesting,
                                       maximumCount: limits.maximumCount)
        // The whole pattern, for the diagnostics of limits; counted only when one is reported.
        var whole: Range<Int> { 0..<pattern.count }
        var ranges = NFABuilder.SharedRanges()
        func nfaLimitError() -> PatternError {
            fail("limit-nfa-states", "the mask needs more than \(limits.maximumNFAStates) NFA states", whole)
        }
        func check<Built>(_ result: Result<Built, SubsetConstruction.Failure>, _ automaton: String) throws(PatternError) -> Built {
            switch result {
            case .success(let built): return built
            case .failure(.tooManyStates):
                throw fail("limit-dfa-states", "the mask needs more than \(limits.maximumDFAStates) DFA states\(automaton)", whole)
            case .failure(.tooMuchWork):
                throw fail("limit-determinization-work",
                           "the mask is too complex to determinize within \(limits.maximumDeterminizationWork) steps\(automaton)", whole)
            }
        }
        let stateLimit = limits.maximumDFAStates
        let workLimit = limits.maximumDeterminizationWork
        guard let (nfa, literalItems) = NFABuilder.buildRecordingLiterals(ast, limit: limits.maximumNFAStates, ranges: &ranges) else {
            throw nfaLimitError()
        }
        // The optimistic NFA has the same byte ranges (only more ways around literals), so
        // one set of classes serves all three automata. PERF: the builder hands out one
        // array for each set of bytes, so it knows the NFA's distinct sets without a walk
        // over its states.
        let classes = NFA.byteClasses(of: ranges.rangeSets)
        // The match and reading automata read the same NFA: its flat form is made once.
        let tagged = CompactNFA(nfa, classes: classes, tagged: true)
        let untagged = tagged.untagged()
        let dfa = try check(SubsetConstruction.determinize(
            nfa, classes: classes, compact: untagged, stateLimit: stateLimit, workLimit: workLimit), "")
        let minimal = dfa.minimized().mergingEquivalentClasses()
        // The optimistic NFA is the match NFA with a split before each literal item, derived
        // from its compact form rather than built again (the same NFA, state for state).
        let optimisticNFA = untagged.withOptionalLiterals(literalItems, start: nfa.start)
        guard optimisticNFA.nfa.count <= limits.maximumNFAStates else { throw nfaLimitError() }
        let optimistic = try check(
            SubsetConstruction.determinize(optimisticNFA.nfa, start: optimisticNFA.start, classes: classes,
                                           stateLimit: stateLimit, workLimit: workLimit),
            " (optimistic automaton)"
        ).minimized().mergingEquivalentClasses()
        // The reading automaton must be finite (the VM's readings walk it in topological
        // order), so a mask with an open count `{n,}` is read through a bounded copy:
        // `{n, n + span}`. Ambiguous repetitions (`<0-255>{2,}`, `D?{1,}`) make that copy's
        // automaton grow with the span, so the full span gets a tenth of the limits, and
        // past them the reading settles for a span of one.
        let reading: ReadingDFA
        if ast.hasOpenCount {
            func bounded(span: Int, stateLimit: Int, workLimit: Int) throws(PatternError) -> Result<ReadingDFA, SubsetConstruction.Failure> {
                guard let copy = NFABuilder.buildBoundingOpenCounts(ast, limit: limits.maximumNFAStates, span: span, ranges: &ranges) else {
                    throw nfaLimitError()
                }
                return ReadingDFA.build(copy, classes: classes, compact: CompactNFA(copy, classes: classes, tagged: true),
                                        stateLimit: stateLimit, workLimit: workLimit)
            }
            let full = try bounded(span: limits.openCountReadingSpan, stateLimit: stateLimit / 10, workLimit: workLimit / 10)
            if case .success(let built) = full {
                reading = built
            } else {
                reading = try check(bounded(span: min(1, limits.openCountReadingSpan), stateLimit: stateLimit, workLimit: workLimit),
                                    " (reading automaton)")
            }
        } else {
            reading = try check(ReadingDFA.build(nfa, classes: classes, compact: tagged, stateLimit: stateLimit, workLimit: workLimit),
                                " (reading automaton)")
        }
        let program: MaskProgram
        do {
            program = try MaskProgram(
                matcher: minimal.lowered(),
                optimisticMatcher: optimistic.lowered(),
                reader: reading.lowered(),
                source: MaskProgram.Source(pattern: pattern, symbols: symbols.text),
                maximumReadingWork: limits.maximumReadingWork)
        } catch .readingWorkOverLimit(let work, let limit) {
            throw fail("limit-reading-work",
                       "the mask's reading tables need \(work) steps, over the limit of \(limit)", whole)
        } catch {
            // The VM refusing the compiler's own output is a compiler bug; say so.
            throw fail("internal-error", "internal compiler error: the VM refused the compiled program: \(error)", whole)
        }
        return Compilation(
            ast: ast, nfa: nfa, dfa: dfa, minimalDFA: minimal, optimisticDFA: optimistic, readingDFA: reading,
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
