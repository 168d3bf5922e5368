import MaskLexer
import MaskVM

/// One compilation: its pattern, symbols and limits, and each stage as one call that either
/// returns the stage's result or throws the diagnostic naming the limit it would exceed.
/// ``MaskCompiler/compileStages(_:symbols:limits:)`` reads as the list of these calls.
struct CompilationRun {
    let pattern: String
    let symbols: SymbolSet
    let limits: MaskCompiler.Limits

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
        return try MaskParser.parse(pattern, symbols: symbols, maximumNesting: limits.maximumNesting)
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

    /// The subset construction of the optimistic automaton. Its NFA is the match NFA with a
    /// split before each literal item, derived from the flat form rather than built again
    /// (the same NFA, state for state).
    func determinizeOptimistic(_ classified: ClassifiedNFA) throws(PatternError) -> DFA {
        let optimistic = classified.untagged.withOptionalLiterals(classified.literalItems, start: classified.nfa.start)
        guard optimistic.nfa.count <= limits.maximumNFAStates else { throw nfaStatesError() }
        return try checked(SubsetConstruction.determinize(
            optimistic.nfa, start: optimistic.start, classes: classified.classes,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork),
            automaton: " (optimistic automaton)")
    }

    /// The subset construction of the reading automaton, over class × reading.
    func determinizeReading(_ classified: ClassifiedNFA) throws(PatternError) -> ReadingDFA {
        try checked(ReadingDFA.build(
            classified.nfa, classes: classified.classes, compact: classified.tagged,
            stateLimit: limits.maximumDFAStates, workLimit: limits.maximumDeterminizationWork),
            automaton: " (reading automaton)")
    }

    /// Trimming and minimization, then merging the byte classes no state tells apart.
    func minimize(_ dfa: DFA) -> DFA {
        dfa.minimized().mergingEquivalentClasses()
    }

    /// The VM's forms of the three automata, assembled into a program (which derives the
    /// reading tables, under the reading-work limit).
    func lower(matcher: DFA, optimistic: DFA, reading: ReadingDFA) throws(PatternError) -> MaskProgram {
        do {
            return try MaskProgram(
                matcher: matcher.lowered(),
                optimisticMatcher: optimistic.lowered(),
                reader: reading.lowered(),
                source: MaskProgram.Source(pattern: pattern, symbols: symbols.text),
                maximumReadingWork: limits.maximumReadingWork)
        } catch .readingWorkOverLimit(let work, let limit) {
            throw error("limit-reading-work", "the mask's reading tables need \(work) steps, over the limit of \(limit)",
                        wholePattern)
        } catch {
            // The VM refusing the compiler's own output is a compiler bug; say so.
            throw self.error("internal-error", "internal compiler error: the VM refused the compiled program: \(error)",
                             wholePattern)
        }
    }

    // MARK: Limit errors

    /// The whole pattern, for the diagnostics of limits; counted only when one is reported.
    private var wholePattern: Range<Int> { 0..<pattern.count }

    private func error(_ code: String, _ message: String, _ range: Range<Int>) -> PatternError {
        PatternError(pattern: pattern, symbols: symbols, diagnostics: [
            Diagnostic(severity: .error, code: code, message: message, range: range),
        ])
    }

    private func nfaStatesError() -> PatternError {
        error("limit-nfa-states", "the mask needs more than \(limits.maximumNFAStates) NFA states", wholePattern)
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
            throw error("limit-dfa-states", "the mask needs more than \(limits.maximumDFAStates) DFA states\(automaton)",
                        wholePattern)
        case .failure(.tooMuchWork):
            throw error("limit-determinization-work",
                        "the mask is too complex to determinize within \(limits.maximumDeterminizationWork) steps\(automaton)",
                        wholePattern)
        }
    }
}
