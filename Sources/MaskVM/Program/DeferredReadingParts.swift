import Synchronization

/// What only optimistic matching, transform, extract and the editor use: the optimistic
/// and reading automata, and the tables derived from the reading automaton.
final class ReadingParts: Sendable {
    let optimisticMatcher: DenseDFA
    let reader: ReadingAutomaton
    let tables: ReadingTables

    /// Derives the tables, refusing them over `maximumReadingWork` steps.
    init(optimisticMatcher: DenseDFA, reader: ReadingAutomaton, matcher: DenseDFA, maximumReadingWork: Int) throws(ProgramError) {
        self.optimisticMatcher = optimisticMatcher
        self.reader = reader
        tables = try ReadingTables(reader, matcher: matcher, optimistic: optimisticMatcher, maximumWork: maximumReadingWork)
    }

    /// Derives the tables without counting their work: the caller has bounded it.
    init(optimisticMatcher: DenseDFA, reader: ReadingAutomaton, matcher: DenseDFA) {
        self.optimisticMatcher = optimisticMatcher
        self.reader = reader
        tables = ReadingTables(reader, matcher: matcher, optimistic: optimisticMatcher)
    }
}

/// A program's ``ReadingParts``, made once, on first use, by whichever thread asks first.
///
/// PERF: a compile or a load that is followed only by `match` never makes them (about half
/// of compiling the phone mask, and a quarter of loading it). Once they are made, reading
/// them is one atomic load with acquire ordering; until then, the first thread to ask makes
/// them under a lock while any others wait, so they are made exactly once. The builder
/// cannot fail: whoever defers them has shown that they stay within the limits.
final class DeferredReadingParts: Sendable {
    private enum State {
        case pending(@Sendable () -> ReadingParts)
        case built(ReadingParts)
    }

    /// Set once, when the parts are made; never changed after.
    private let published = AtomicLazyReference<ReadingParts>()
    private let state: Mutex<State>

    init(_ build: @escaping @Sendable () -> ReadingParts) {
        state = Mutex(.pending(build))
    }

    init(ready parts: ReadingParts) {
        state = Mutex(.built(parts))
        _ = published.storeIfNil(parts)
    }

    /// Whether the parts are made.
    var isBuilt: Bool { published.load() != nil }

    var value: ReadingParts {
        if let parts = published.load() { return parts }
        return build()
    }

    @inline(never)
    private func build() -> ReadingParts {
        state.withLock { state in
            switch state {
            case .built(let parts):
                return parts
            case .pending(let make):
                let parts = make()
                // The builder (and what it holds: the compiler's NFA) is released here.
                state = .built(parts)
                return published.storeIfNil(parts)
            }
        }
    }
}

extension LiteralGraph {
    /// An upper bound on ``insertionWork`` for any reading automaton of `stateCount` states
    /// over `classCount` classes, known without looking at its transitions: at most `2k`
    /// passes (one per class and reading), each over at most every state and every state's
    /// distinct literal targets (at most one a class). Saturates instead of overflowing.
    static func insertionWorkBound(classCount: Int, stateCount: Int) -> Int {
        let (edges, edgesOverflow) = stateCount.multipliedReportingOverflow(by: classCount + 1)
        let (work, workOverflow) = edges.multipliedReportingOverflow(by: 2 * classCount)
        return edgesOverflow || workOverflow ? .max : work
    }
}

extension MaskProgram {
    /// An upper bound on the steps deriving the reading tables takes for a reading automaton
    /// of `stateCount` states over `classCount` classes (the work
    /// ``LoadLimits/maximumReadingWork`` limits). The compiler defers the reading automaton
    /// only when this bound, for a bound on its states, is within its limit.
    package static func readingWorkBound(classCount: Int, stateCount: Int) -> Int {
        LiteralGraph.insertionWorkBound(classCount: classCount, stateCount: stateCount)
    }
}
