import MaskLexer
import MaskVM

/// One compilation: its pattern, symbols and limits, and each stage as one call that either
/// returns the stage's result or throws the diagnostic naming the limit it would exceed.
/// ``MaskCompiler/compileStages(_:symbols:limits:)`` reads as the list of these calls.
struct CompilationRun {
    let pattern: String
    let symbols: SymbolSet
    let limits: MaskCompiler.Limits
    /// What the pattern is called in the diagnostics of limits, and which text they point into.
    var subject = "mask"
    var diagnosticSource: Diagnostic.Source = .pattern

    /// The Thompson NFA, its literal items (entry state and continuation, in pairs, from
    /// which the optimistic NFA is derived) and the distinct byte sets its states read.
    struct ThompsonNFA {
        let nfa: NFA
        let literalItems: [Int]
        let rangeSets: [[ClosedRange<UInt8>]]
    }

    /// The NFA over its byte classes, in the flat forms the subset constructions read:
    /// `tagged` (letters are class × reading, for the reading automaton) and `untagged`
    /// (letters are classes, for the match and optimistic automata; it shares `tagged`'s arrays).
    struct ClassifiedNFA {
        let nfa: NFA
        let literalItems: [Int]
        let classes: ByteClasses
        let tagged: CompactNFA
        let untagged: CompactNFA
    }

    // MARK: Stages

    /// Lexes and parses the pattern; refuses a pattern over the length limit first.
    func parse() throws(PatternError) -> MaskAST {
        // Checked on UTF-8 length first so a huge pattern is refused without being walked.
        if pattern.utf8.count > limits.maximumPatternLength {
            let length = pattern.count
            if length > limits.maximumPatternLength {
                throw error("limit-pattern-length",
                            "pattern is \(length) characters long, over the limit of \(limits.maximumPatternLength)",
                            limits.maximumPatternLength..<length)
            }
        }
        return try MaskParser.parse(pattern, symbols: symbols, maximumNesting: limits.maximumNesting,
                                    maximumCount: limits.maximumCount)
    }

    /// The Thompson construction.
    func buildNFA(_ ast: MaskAST) throws(PatternError) -> ThompsonNFA {
        var ranges = NFABuilder.SharedRanges()
        guard let (nfa, literalItems) = NFABuilder.buildRecordingLiterals(ast, limit: limits.maximumNFAStates, ranges: &ranges) else {
            throw nfaStatesError()
        }
        return ThompsonNFA(nfa: nfa, literalItems: literalItems, rangeSets: ranges.rangeSets)
    }

    /// The byte classes, and the NFA's flat forms over them. The optimistic NFA has the same
    /// byte ranges (only more ways around literals), so one set of classes serves all three
    /// automata. PERF: the builder hands out one array for each set of bytes, so the NFA's
    /// distinct sets are known without a walk over its states; and the match and reading
    /// automata read the same NFA, so its flat form is made once.
    func classifyBytes(_ thompson: ThompsonNFA) -> ClassifiedNFA {
        let classes = NFA.byteClasses(of: thompson.rangeSets)
        let tagged = CompactNFA(thompson.nfa, classes: classes, tagged: true)
        return ClassifiedNFA(nfa: thompson.nfa, literalItems: thompson.literalItems, classes: classes,
                             tagged: tagged, untagged: tagged.untagged())
    }

    /// The subset construction of the match automaton.
    func determinize(_ classified: ClassifiedNFA) throws(PatternError) -> DFA {
        try checked(SubsetConstruction.determinize(
            classified.nfa, classes: classified.classes, compact: classified.untagged,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork), automaton: "")
    }

    /// The same, with the size of each state's NFA state set, which bounds the reading
    /// automaton (``deferredReading(_:matchSetSizes:)``).
    func determinizeWithSetSizes(_ classified: ClassifiedNFA) throws(PatternError) -> (dfa: DFA, setSizes: [Int]) {
        try checked(SubsetConstruction.determinizeWithSetSizes(
            classified.untagged, start: classified.nfa.start, classes: classified.classes,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork), automaton: "")
    }

    /// The same as rows of live moves, for ``minimizeAndLower(_:)``.
    func determinizeRowsWithSetSizes(_ classified: ClassifiedNFA) throws(PatternError) -> (dfa: SparseDFA, setSizes: [Int]) {
        try checked(SubsetConstruction.determinizeRowsWithSetSizes(
            classified.untagged, start: classified.nfa.start, classes: classified.classes,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork), automaton: "")
    }

    /// The optimistic NFA: the match NFA with a split before each literal item, derived from
    /// the flat form rather than built again (the same NFA, state for state), and its start.
    func buildOptimisticNFA(_ classified: ClassifiedNFA) throws(PatternError) -> (nfa: CompactNFA, start: Int) {
        let optimistic = classified.untagged.withOptionalLiterals(classified.literalItems, start: classified.nfa.start)
        guard optimistic.nfa.count <= limits.maximumNFAStates else { throw nfaStatesError() }
        return optimistic
    }

    /// The subset construction of the optimistic automaton, or nil when it would exceed
    /// `maximumDFAStates` or `maximumDeterminizationWork`: then the program simulates the
    /// optimistic NFA instead (``optimisticMatcher(_:classes:)``), so this is never an error.
    func determinizeOptimistic(_ optimistic: (nfa: CompactNFA, start: Int), classes: ByteClasses) -> DFA? {
        try? SubsetConstruction.determinize(
            optimistic.nfa, start: optimistic.start, classes: classes,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork).get()
    }

    /// How the program matches optimistically: the minimal optimistic DFA, or, when its
    /// construction would exceed the limits, the optimistic NFA simulated.
    func optimisticMatcher(_ optimistic: (nfa: CompactNFA, start: Int), classes: ByteClasses) -> MatchAutomaton {
        guard let dfa = determinizeOptimistic(optimistic, classes: classes) else {
            return .simulation(Self.simulation(of: optimistic.nfa, start: optimistic.start, classes: classes))
        }
        return .dfa(minimize(dfa).lowered())
    }

    /// A builder of ``optimisticMatcher(_:classes:)`` for first use: it keeps the optimistic
    /// NFA and the limits, and cannot fail.
    func deferredOptimisticMatcher(_ optimistic: (nfa: CompactNFA, start: Int), classes: ByteClasses) -> @Sendable () -> MatchAutomaton {
        let run = self
        return { run.optimisticMatcher(optimistic, classes: classes) }
    }

    /// The VM's form of a flat NFA over byte classes: a consuming state's letters are its
    /// moves, a split's branches its ε-moves, the accept state accepts.
    static func simulation(of nfa: CompactNFA, start: Int, classes: ByteClasses) -> NFASimulation {
        let count = nfa.count
        var edgeStart = [Int32](repeating: 0, count: count + 1)
        var edgeTargets = [Int32]()
        edgeTargets.reserveCapacity(nfa.letters.count)
        var epsilonStart = [Int32](repeating: 0, count: count + 1)
        var epsilonTargets = [Int32]()
        var edgeClasses = [Int32]()
        edgeClasses.reserveCapacity(nfa.letters.count)
        var accepting = [Bool](repeating: false, count: count)
        for state in 0..<count {
            if nfa.isAccept(state) {
                accepting[state] = true
            } else if nfa.isSplit(state) {
                epsilonTargets.append(nfa.first[state])
                epsilonTargets.append(nfa.second[state])
            } else {
                for index in Int(nfa.letterStart[state])..<Int(nfa.letterStart[state + 1]) {
                    edgeClasses.append(nfa.letters[index])
                    edgeTargets.append(nfa.first[state])
                }
            }
            edgeStart[state + 1] = Int32(edgeClasses.count)
            epsilonStart[state + 1] = Int32(epsilonTargets.count)
        }
        do {
            return try NFASimulation(
                classMap: classes.map, classCount: classes.count, startState: start, edgeStart: edgeStart,
                edgeClasses: edgeClasses, edgeTargets: edgeTargets, epsilonStart: epsilonStart,
                epsilonTargets: epsilonTargets, accepting: accepting)
        } catch {
            // The compiler's own NFA is in range by construction; the VM refusing it is a
            // compiler bug, which no pattern can reach.
            preconditionFailure("the VM refused the compiler's optimistic NFA: \(error)")
        }
    }

    /// The subset construction of the reading automaton, over class × reading.
    ///
    /// The reading automaton must be finite (the VM's readings walk it in topological
    /// order), so a mask with an open count `{n,}` is read through a bounded copy,
    /// `{n, n + span}`, built over the same byte sets (so the same classes serve it).
    /// Ambiguous repetitions (`<0-255>{2,}`, `D?{1,}`) make that copy's automaton grow with
    /// the span, so the full span gets a tenth of the limits, and past them the reading
    /// settles for a span of one.
    func determinizeReading(_ classified: ClassifiedNFA, ast: MaskAST) throws(PatternError) -> ReadingDFA {
        guard ast.hasOpenCount else {
            return try checked(ReadingDFA.build(
                classified.nfa, classes: classified.classes, compact: classified.tagged,
                stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork),
                automaton: " (reading automaton)")
        }
        return try determinizeBoundedReading(classified) { span in
            var ranges = NFABuilder.SharedRanges()
            return NFABuilder.buildBoundingOpenCounts(ast, limit: limits.maximumNFAStates, span: span, ranges: &ranges)
        }
    }

    /// The reading automaton of a pattern with loops, read through the bounded copy that
    /// `boundedCopy(span)` builds (each loop taken at most `span` times past its minimum, over
    /// the same byte sets; nil past the NFA state limit): the full span within a tenth of
    /// the limits, else a span of one.
    func determinizeBoundedReading(
        _ classified: ClassifiedNFA, boundedCopy: (Int) -> NFA?
    ) throws(PatternError) -> ReadingDFA {
        func bounded(span: Int, share: Int) throws(PatternError) -> Result<ReadingDFA, SubsetConstruction.Failure> {
            guard let copy = boundedCopy(span) else { throw nfaStatesError() }
            return ReadingDFA.build(
                copy, classes: classified.classes, compact: CompactNFA(copy, classes: classified.classes, tagged: true),
                stateLimit: limits.maximumDFAStates / share, workLimit: limits.maximumDeterminizationWork / share)
        }
        if case .success(let reading) = try bounded(span: limits.openCountReadingSpan, share: 10) { return reading }
        return try checked(bounded(span: min(1, limits.openCountReadingSpan), share: 1), automaton: " (reading automaton)")
    }

    /// ``determinizeBoundedReading(_:boundedCopy:)`` on first use, which cannot fail: past
    /// the limits at a span of one, the loops are read at their minimum (span 0, whose copy
    /// is no larger than the match NFA), without limits.
    /// `classes` gives the match NFA's byte classes (worked out then, where the match
    /// automaton was made without them).
    func deferredBoundedReading(
        classes byteClasses: @escaping @Sendable () -> ByteClasses, boundedCopy: @escaping @Sendable (Int) -> NFA?
    ) -> @Sendable () -> ReadingAutomaton {
        let limits = limits
        return {
            let classes = byteClasses()
            for (span, share) in [(limits.openCountReadingSpan, 10), (min(1, limits.openCountReadingSpan), 1)] {
                if let copy = boundedCopy(span), case .success(let reading) = ReadingDFA.build(
                    copy, classes: classes, stateLimit: limits.maximumDFAStates / share,
                    workLimit: limits.maximumDeterminizationWork / share) {
                    return reading.lowered()
                }
            }
            guard let minimal = boundedCopy(0) else {
                preconditionFailure("the loops at their minimum need more NFA states than the loops did")
            }
            return Self.unlimited(ReadingDFA.build(minimal, classes: classes, stateLimit: .max, workLimit: .max)).lowered()
        }
    }

    /// Trimming and minimization, then merging the byte classes no state tells apart.
    func minimize(_ dfa: consuming DFA) -> DFA {
        dfa.minimized().mergingEquivalentClasses()
    }

    /// The same over the live moves, lowered: the same program as the dense passes make.
    /// An automaton that needs trimming (rare: some state of the construction cannot accept)
    /// takes the dense passes.
    func minimizeAndLower(_ dfa: SparseDFA) -> DenseDFA {
        guard let minimal = dfa.minimizedMergingClasses() else { return minimize(dfa.dense).lowered() }
        return minimal.lowered()
    }

    /// The VM's forms of the three automata, made already, assembled into a program.
    func lower(matcher: DFA, optimistic: MatchAutomaton, reading: ReadingDFA) throws(PatternError) -> MaskProgram {
        try lower(matcher: matcher, optimistic: { optimistic }, reading: reading, deferredReading: nil)
    }

    /// The VM's form of the match automaton, with the optimistic matcher that `optimistic`
    /// makes on first use, and the reading automaton: `reading`, made already, or when it is
    /// nil, made on first use by `deferredReading` (which the caller has shown cannot exceed
    /// a limit). Derives the reading tables of a reading automaton made already under the
    /// reading-work limit.
    func lower(
        matcher: DFA, optimistic: @escaping @Sendable () -> MatchAutomaton, reading: ReadingDFA?,
        deferredReading: (@Sendable () -> ReadingAutomaton)?
    ) throws(PatternError) -> MaskProgram {
        try lower(loweredMatcher: matcher.lowered(), optimistic: optimistic, reading: reading, deferredReading: deferredReading)
    }

    /// The same with the match automaton lowered already: a front end whose optimistic
    /// automaton is its match automaton lowers it once for both. PERF: lowering narrows the
    /// whole table and derives the VM's run tables (the typical expression's 170 states ×
    /// 87 classes), about 0.1M instructions a time.
    func lower(
        loweredMatcher: DenseDFA, optimistic: @escaping @Sendable () -> MatchAutomaton, reading: ReadingDFA?,
        deferredReading: (@Sendable () -> ReadingAutomaton)?
    ) throws(PatternError) -> MaskProgram {
        do {
            return try MaskProgram(
                matcher: loweredMatcher, source: MaskProgram.Source(
                    pattern: pattern, symbols: symbols.text, language: diagnosticSource == .regex ? .regex : .mask),
                optimistic: optimistic, reader: reading?.lowered(),
                deferredReader: deferredReading ?? { preconditionFailure("no reading automaton to make") },
                maximumReadingWork: limits.maximumReadingWork)
        } catch .readingWorkOverLimit(let work, let limit) {
            throw error("limit-reading-work", "the \(subject)'s reading tables need \(work) steps, over the limit of \(limit)",
                        wholePattern)
        } catch {
            throw self.error("internal-error", "internal compiler error: the VM refused the compiled program: \(error)",
                             wholePattern)
        }
    }

    // MARK: Deferring the reading automaton

    /// How to make the reading automaton on first use, when the bounds of
    /// ``SubsetConstruction/bound(levels:letterCount:)`` show that making it cannot exceed a
    /// limit: neither its construction the states or work, nor its tables the reading work.
    /// Nil when the bounds cannot show it; then it is made now, and fails (or not) as it
    /// always has.
    ///
    /// PERF: it is about a third of compiling the phone mask, and matching never needs it.
    /// Two bounds, the tighter taken: one walk over the match NFA, level by level (the
    /// reading automaton's NFA is the match NFA with its letters tagged literal or
    /// meaningful, so its level `n` holds the same sets of NFA states), and the sizes of the
    /// match automaton's sets (`matchSetSizes`, from its construction; a tagged text leads to
    /// a subset of the set its untagged text leads to).
    func deferredReading(_ classified: ClassifiedNFA, matchSetSizes: [Int]) -> (@Sendable () -> ReadingAutomaton)? {
        let classCount = classified.classes.count
        let stateLimit = limits.maximumDFAStates
        let workLimit = limits.maximumDeterminizationWork
        var readingBound = SubsetConstruction.boundFromSubsets(setSizes: matchSetSizes, letterCount: 2 * classCount)
        if !readingBound.isWithin(stateLimit: stateLimit, workLimit: workLimit) {
            guard let levels = SubsetConstruction.levelSizes(
                classified.untagged, start: classified.nfa.start, letterCount: classCount, stateLimit: stateLimit)
            else { return nil }
            readingBound = readingBound.tightened(by: SubsetConstruction.bound(levels: levels, letterCount: 2 * classCount))
        }
        guard readingBound.isWithin(stateLimit: stateLimit, workLimit: workLimit),
              MaskProgram.readingWorkBound(classCount: classCount, stateCount: readingBound.states)
                  <= limits.maximumReadingWork
        else { return nil }
        let nfa = classified.nfa
        let classes = classified.classes
        let tagged = classified.tagged
        return {
            // Within the limits, as the bounds showed: the construction runs without them.
            Self.unlimited(ReadingDFA.build(nfa, classes: classes, compact: tagged, stateLimit: .max, workLimit: .max))
                .lowered()
        }
    }

    /// The result of a construction run without limits, which cannot fail (a state or a
    /// step past `Int.max` is out of reach of any memory).
    private static func unlimited<Built>(_ result: Result<Built, SubsetConstruction.Failure>) -> Built {
        switch result {
        case .success(let built): return built
        case .failure: preconditionFailure("a subset construction without limits failed")
        }
    }

    // MARK: Limit errors

    /// The whole pattern, for the diagnostics of limits; counted only when one is reported.
    private var wholePattern: Range<Int> { 0..<pattern.count }

    private func error(_ code: String, _ message: String, _ range: Range<Int>) -> PatternError {
        PatternError(pattern: pattern, symbols: symbols, diagnostics: [
            Diagnostic(severity: .error, code: code, message: message, range: range, source: diagnosticSource),
        ])
    }

    func nfaStatesError() -> PatternError {
        error("limit-nfa-states", "the \(subject) needs more than \(limits.maximumNFAStates) NFA states", wholePattern)
    }

    /// A subset construction's result, or the diagnostic of the limit it ran into;
    /// `automaton` names which automaton it was (empty for the match automaton).
    private func checked<Built>(
        _ result: Result<Built, SubsetConstruction.Failure>, automaton: String
    ) throws(PatternError) -> Built {
        switch result {
        case .success(let built):
            return built
        case .failure(.tooManyStates):
            throw error("limit-dfa-states", "the \(subject) needs more than \(limits.maximumDFAStates) DFA states\(automaton)",
                        wholePattern)
        case .failure(.tooMuchWork):
            throw error("limit-determinization-work",
                        "the \(subject) is too complex to determinize within \(limits.maximumDeterminizationWork) steps\(automaton)",
                        wholePattern)
        }
    }
}
