/// A compiled mask: what the VM runs. An immutable value, safe to share across threads.
///
/// Make one with `MaskCompiler.compile(_:)`, or load one from bytecode with
/// ``init(bytecode:limits:)`` (the loader verifies everything before the VM may run it):
///
/// ```swift
/// let program = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// program.match("+7(123)456-78-90")            // .complete
/// program.transform("71234567890").text        // "7(123)456-78-90"
/// let bytes = program.bytecode                   // ship these
/// let loaded = try MaskProgram(bytecode: bytes)  // link only MaskVM to run them
/// ```
public struct MaskProgram: Hashable, Sendable {
    /// The automaton of the mask's language, for `match`.
    public var matcher: DenseDFA { storage.matcher }
    /// The automaton of the optimistic language (every literal may be left out), for
    /// `match(_:optimistic: true)`. Made on first use when the compiler deferred it.
    public var optimisticMatcher: DenseDFA { storage.readingParts.optimisticMatcher }
    /// The automaton that reads each character as a literal or as meaningful, for
    /// transform, extract and the editor. Made on first use when the compiler deferred it.
    public var reader: ReadingAutomaton { storage.readingParts.reader }
    /// Where the program came from: informational, kept in the bytecode for tools.
    public var source: Source { storage.source }
    /// Per-state tables derived from ``reader`` on first use, so that transform and the
    /// editor look actions up instead of searching for them.
    var tables: ReadingTables { storage.readingParts.tables }
    /// The tables a reading under `policy` runs (``tables`` for the default).
    func tables(for policy: OptionalLiteralPolicy) -> ReadingTables { storage.readingParts.tables(for: policy) }
    /// Whether the optimistic and reading automata and the reading tables are made yet
    /// (tests check that matching alone never makes them).
    var hasBuiltReadingParts: Bool { storage.deferred.isBuilt }

    /// PERF: every part lives in one immutable object, so copying a program (into an editor,
    /// or into a closure) is one reference count, not one for each of a dozen arrays.
    private let storage: Storage

    private final class Storage: Sendable {
        let matcher: DenseDFA
        let source: Source
        let deferred: DeferredReadingParts

        init(matcher: DenseDFA, source: Source, deferred: DeferredReadingParts) {
            self.matcher = matcher
            self.source = source
            self.deferred = deferred
        }

        var readingParts: ReadingParts { deferred.value }
    }
    /// The pattern and symbol set a program was compiled from.
    public struct Source: Hashable, Sendable {
        public var pattern: String
        public var symbols: String

        public init(pattern: String, symbols: String) {
            self.pattern = pattern
            self.symbols = symbols
        }
    }

    /// Assembles a program from verified parts; the compiler's lowering stage and the
    /// bytecode loader call this. Deriving the reading tables is refused with
    /// ``ProgramError/readingWorkOverLimit(work:limit:)`` when it would take more than
    /// `maximumReadingWork` steps (see ``LoadLimits/maximumReadingWork``).
    ///
    /// PERF: the tables are derived on first use (transform, extract, the editor) when a
    /// bound on their work, from the automaton's size alone, is within the limit: then
    /// deriving them cannot be refused, and a program that only matches never pays for
    /// them. Otherwise their exact work is counted, and they are derived, here.
    package init(
        matcher: DenseDFA, optimisticMatcher: DenseDFA, reader: ReadingAutomaton, source: Source, maximumReadingWork: Int
    ) throws(ProgramError) {
        let deferred: DeferredReadingParts
        if LiteralGraph.insertionWorkBound(classCount: reader.classCount, stateCount: reader.stateCount) <= maximumReadingWork {
            deferred = DeferredReadingParts {
                ReadingParts(optimisticMatcher: optimisticMatcher, reader: reader, matcher: matcher)
            }
        } else {
            deferred = DeferredReadingParts(ready: try ReadingParts(
                optimisticMatcher: optimisticMatcher, reader: reader, matcher: matcher, maximumReadingWork: maximumReadingWork))
        }
        storage = Storage(matcher: matcher, source: source, deferred: deferred)
    }

    /// A program whose optimistic and reading automata are made by `build` on first use, by
    /// one thread while any others wait. The compiler calls this when it has shown, before
    /// deferring them, that building them cannot exceed its limits, nor deriving the
    /// reading tables `maximumReadingWork` steps; so neither can fail later.
    package init(
        matcher: DenseDFA, source: Source,
        deferring build: @escaping @Sendable () -> (optimisticMatcher: DenseDFA, reader: ReadingAutomaton)
    ) {
        let deferred = DeferredReadingParts {
            let built = build()
            return ReadingParts(optimisticMatcher: built.optimisticMatcher, reader: built.reader, matcher: matcher)
        }
        storage = Storage(matcher: matcher, source: source, deferred: deferred)
    }

    public static func == (left: MaskProgram, right: MaskProgram) -> Bool {
        left.storage === right.storage
            || (left.matcher == right.matcher && left.optimisticMatcher == right.optimisticMatcher
                && left.reader == right.reader && left.source == right.source)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(matcher)
        hasher.combine(optimisticMatcher)
        hasher.combine(reader)
        hasher.combine(source)
    }
}
