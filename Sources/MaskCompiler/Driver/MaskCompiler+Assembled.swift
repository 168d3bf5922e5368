import MaskLexer
import MaskVM

extension MaskCompiler {
    /// The fewest byte classes at which a looping expression's match automaton is carried as
    /// rows of live moves rather than a dense table.
    static let rowsFromClassCount = 32

    /// Compiles an NFA laid out by another front end (MaskRegex) through the same stages and
    /// limits as a mask: byte classes, the subset construction, minimization, the reading
    /// automaton, lowering. `assemble(&assembler, span)` builds the NFA into the assembler and
    /// returns its start (nil past the NFA state limit): with `span` nil, loops as loops;
    /// with a number, each loop taken at most that many times past its minimum, over the same
    /// byte sets (the finite copy the reading automaton is made from, as for a mask's `{n,}`).
    /// Diagnostics of limits call the pattern `subject` and point into `source`.
    ///
    /// `assembleScalars`, when given, lays out the same structure over scalars
    /// (``ScalarNFAAssembler``): an expression with loops and a class of multi-byte scalars
    /// then takes ``ScalarRoute`` where it can.
    ///
    /// A front end has no literal items the optimistic language could drop, so a program's
    /// optimistic automaton is its match automaton.
    package static func compile(
        assembledFrom pattern: String, subject: String, source: Diagnostic.Source, limits: Limits, hasLoops: Bool,
        assemble: @escaping @Sendable (inout NFAAssembler, _ span: Int?) -> Int?,
        assembleScalars: ((inout ScalarNFAAssembler) -> Int?)? = nil
    ) throws(PatternError) -> MaskProgram {
        var run = CompilationRun(pattern: pattern, symbols: .default, limits: limits)
        run.subject = subject
        run.diagnosticSource = source
        @Sendable func built(span: Int?) -> (nfa: NFA, rangeSets: [[ClosedRange<UInt8>]])? {
            var assembler = NFAAssembler(limit: limits.maximumNFAStates)
            guard let start = assemble(&assembler, span) else { return nil }
            return assembler.finished(start: start)
        }
        // With loops, the byte NFA is needed only for the reading automaton, made on first use.
        let assembledCopy: @Sendable (Int) -> NFA? = { span in built(span: span)?.nfa }
        if hasLoops, let assembleScalars, let lowered = ScalarRoute.matcher(limits: limits, assemble: assembleScalars) {
            let classes: @Sendable () -> ByteClasses = {
                guard let thompson = built(span: nil) else {
                    preconditionFailure("the byte NFA passed its state limit, which the scalar route counted within it")
                }
                return NFA.byteClasses(of: thompson.rangeSets)
            }
            return try run.lower(loweredMatcher: lowered, optimistic: { .dfa(lowered) }, reading: nil,
                                 deferredReading: run.deferredBoundedReading(classes: classes, boundedCopy: assembledCopy))
        }
        guard let thompson = built(span: nil) else { throw run.nfaStatesError() }
        let classified = run.classifyBytes(
            CompilationRun.ThompsonNFA(nfa: thompson.nfa, literalItems: [], rangeSets: thompson.rangeSets))
        // PERF: with loops over a wide alphabet, the match automaton stays rows of live moves
        // until lowered (``SparseDFA``): an expression over a Unicode class has a table of
        // mostly dead moves (the typical expression's 87 classes). On a few classes setting
        // the rows up costs more than it saves (the e-mail-like expression, the password
        // rule and the slug, 2% to 5%), and without loops the DFA is acyclic, which the dense
        // passes minimize in one pass: both take the dense table from the start.
        let lowered: DenseDFA
        let matchSetSizes: [Int]
        if hasLoops && classified.classes.count >= Self.rowsFromClassCount {
            let (rows, sizes) = try run.determinizeRowsWithSetSizes(classified)
            (lowered, matchSetSizes) = (run.minimizeAndLower(rows), sizes)
        } else {
            let (table, sizes) = try run.determinizeWithSetSizes(classified)
            (lowered, matchSetSizes) = (run.minimize(table).lowered(), sizes)
        }
        let optimistic: @Sendable () -> MatchAutomaton = { .dfa(lowered) }
        if !hasLoops, let deferredReading = run.deferredReading(classified, matchSetSizes: matchSetSizes) {
            return try run.lower(loweredMatcher: lowered, optimistic: optimistic, reading: nil, deferredReading: deferredReading)
        }
        if !hasLoops {
            // Without loops the NFA is its own finite copy.
            let reading = try run.determinizeBoundedReading(classified) { _ in thompson.nfa }
            return try run.lower(loweredMatcher: lowered, optimistic: optimistic, reading: reading, deferredReading: nil)
        }
        // PERF: with loops, the reading automaton is read through bounded copies of the NFA,
        // which for a Unicode class (`\d+`) took a compile from about 0.1 to 70 ms; it is made
        // on first use (transform, the editor, bytecode), which a matcher never makes.
        let classes = classified.classes
        return try run.lower(loweredMatcher: lowered, optimistic: optimistic, reading: nil,
                             deferredReading: run.deferredBoundedReading(classes: { classes }, boundedCopy: assembledCopy))
    }
}
