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

    /// ``DenseDFA/runSimpleText(_:)`` on the match automaton where the storage holds it.
    /// PERF: through ``matcher`` the automaton was copied out of the storage on every call,
    /// each of its tables retained and released (`Trial.format`'s hot path).
    @inline(__always)
    func runSimpleText(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult? {
        storage.matcher.runSimpleText(bytes)
    }
    /// How `match(_:optimistic: true)` judges the optimistic language (every literal may be
    /// left out): a DFA, made on first use, or where that DFA would exceed the compiler's
    /// `maximumDFAStates` or `maximumDeterminizationWork`, a simulation of its NFA (the same
    /// verdicts, slower). ``MatchAutomaton/isSimulation`` tells which.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+7(DDD)DDD")
    /// phone.optimisticMatcher.isSimulation   // false
    /// ```
    public var optimisticMatcher: MatchAutomaton { storage.optimistic.withParts { $0.matcher } }

    /// Matches UTF-8 bytes against the optimistic language, with the matcher where it is
    /// stored (made first if need be). PERF: copying the matcher out retains and releases
    /// each array of its automaton, which cost more than the walk itself.
    func matchOptimistically(utf8 bytes: UnsafeBufferPointer<UInt8>) -> MatchResult {
        storage.optimistic.withParts { parts in parts.dfa?.match(utf8: bytes) ?? parts.matcher.match(utf8: bytes) }
    }

    /// ``matchOptimistically(utf8:)`` with the illegal offset in bytes.
    func runOptimistically(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        storage.optimistic.withParts { parts in parts.dfa?.run(bytes) ?? parts.matcher.run(bytes) }
    }
    /// The automaton that reads each character as a literal or as meaningful, for
    /// transform, extract and the editor. Made on first use when the compiler deferred it.
    public var reader: ReadingAutomaton { storage.reading.withParts { $0.reader } }
    /// Where the program came from: informational, kept in the bytecode for tools.
    public var source: Source { storage.source }
    /// Per-state tables derived from ``reader`` on first use, so that transform and the
    /// editor look actions up instead of searching for them.
    var tables: ReadingTables { storage.reading.withParts { $0.tables } }
    /// The tables a reading under `policy` runs (``tables`` for the default).
    func tables(for policy: OptionalLiteralPolicy) -> ReadingTables { storage.reading.withParts { $0.tables(for: policy) } }
    /// Whether the reading automaton and its tables are made yet (tests check that matching
    /// alone never makes them).
    var hasBuiltReadingParts: Bool { storage.reading.isBuilt }
    /// Whether the optimistic matcher is made yet (tests check that compiling never makes it).
    var hasBuiltOptimisticMatcher: Bool { storage.optimistic.isBuilt }
    /// The labels of a set's union optimistic DFA; nil for one mask or a simulated union.
    var optimisticLabels: MaskLabels? { storage.optimistic.withParts { $0.labels } }
    /// The masks of a set and the labels of its union match automaton; nil for one mask.
    var maskSet: MaskSetParts? { storage.set }

    /// PERF: every part lives in one immutable object, so copying a program (into an editor,
    /// or into a closure) is one reference count, not one for each of a dozen arrays.
    let storage: Storage

    final class Storage: Sendable {
        let matcher: DenseDFA
        let source: Source
        let optimistic: DeferredPart<OptimisticParts>
        let reading: DeferredPart<ReadingParts>
        let set: MaskSetParts?

        init(
            matcher: DenseDFA, source: Source, optimistic: DeferredPart<OptimisticParts>,
            reading: DeferredPart<ReadingParts>, set: MaskSetParts? = nil
        ) {
            self.matcher = matcher
            self.source = source
            self.optimistic = optimistic
            self.reading = reading
            self.set = set
        }
    }

    /// The pattern and symbol set a program was compiled from, and which language the
    /// pattern is written in, so that a tool never reads a regular expression as a mask.
    public struct Source: Hashable, Sendable {
        /// The language of a program's pattern.
        public enum Language: String, Hashable, Sendable {
            /// A mask (docs/syntax.md), compiled by MaskCompiler.
            case mask
            /// A regular expression (docs/regex.md), compiled by MaskRegex; its symbols are unused.
            case regex
        }

        public var pattern: String
        public var symbols: String
        public var language: Language

        public init(pattern: String, symbols: String, language: Language = .mask) {
            self.pattern = pattern
            self.symbols = symbols
            self.language = language
        }
    }

    /// Assembles a program from verified parts; the compiler's eager stages and the bytecode
    /// loader call this. Deriving the reading tables is refused with
    /// ``ProgramError/readingWorkOverLimit(work:limit:)`` when it would take more than
    /// `maximumReadingWork` steps (see ``LoadLimits/maximumReadingWork``).
    package init(
        matcher: DenseDFA, optimisticMatcher: MatchAutomaton, reader: ReadingAutomaton, source: Source,
        maximumReadingWork: Int
    ) throws(ProgramError) {
        storage = Storage(
            matcher: matcher, source: source, optimistic: DeferredPart(ready: OptimisticParts(optimisticMatcher)),
            reading: try Self.readingPart(matcher: matcher, reader: reader, source: source, maximumReadingWork: maximumReadingWork))
    }

    /// ``init(matcher:optimisticMatcher:reader:source:maximumReadingWork:)`` for the loader:
    /// the reading automaton is a verified section of the file, made into its arrays with the
    /// reading parts, on their first use (``ReadingAutomaton/VerifiedSection``).
    init(
        matcher: DenseDFA, optimisticMatcher: MatchAutomaton, readerSection: ReadingAutomaton.VerifiedSection, source: Source,
        maximumReadingWork: Int
    ) throws(ProgramError) {
        let reading: DeferredPart<ReadingParts>
        if Self.readingWorkIsBounded(classCount: readerSection.classCount, stateCount: readerSection.stateCount,
                                     maximumReadingWork: maximumReadingWork) {
            reading = DeferredPart(deferredTo: LoadedReadingBuilder(section: readerSection, matcher: matcher, pattern: source.pattern))
        } else {
            reading = DeferredPart(ready: try ReadingParts(reader: readerSection.automaton(), matcher: matcher,
                                                           ranges: NumberRangeItems(pattern: source.pattern),
                                                           maximumReadingWork: maximumReadingWork))
        }
        storage = Storage(matcher: matcher, source: source, optimistic: DeferredPart(ready: OptimisticParts(optimisticMatcher)),
                          reading: reading)
    }

    /// A program whose optimistic matcher `optimistic` makes on first use, and whose reading
    /// automaton is `reader` (made already) or, when `reader` is nil, `deferredReader` makes
    /// on first use. Threads racing on a first use may each call a builder; one result is
    /// kept, so each must be a pure function of what it captured, and neither may fail: the
    /// optimistic builder falls back to a simulation where a DFA would exceed the limits, and
    /// the compiler defers the reader only when it has shown that building it, and deriving
    /// its tables, stays within them.
    package init(
        matcher: DenseDFA, source: Source, optimistic: @escaping @Sendable () -> MatchAutomaton,
        reader: ReadingAutomaton?, deferredReader: @escaping @Sendable () -> ReadingAutomaton, maximumReadingWork: Int
    ) throws(ProgramError) {
        let reading: DeferredPart<ReadingParts>
        if let reader {
            reading = try Self.readingPart(matcher: matcher, reader: reader, source: source, maximumReadingWork: maximumReadingWork)
        } else {
            reading = DeferredPart { ReadingParts(reader: deferredReader(), matcher: matcher, ranges: NumberRangeItems(pattern: source.pattern)) }
        }
        storage = Storage(matcher: matcher, source: source, optimistic: DeferredPart { OptimisticParts(optimistic()) },
                          reading: reading)
    }

    /// The reading parts of `reader`.
    ///
    /// PERF: the tables are derived on first use (transform, extract, the editor) when a
    /// bound on their work, from the automaton's size alone, is within the limit: then
    /// deriving them cannot be refused, and a program that only matches never pays for
    /// them. Otherwise their exact work is counted, and they are derived, here.
    private static func readingPart(
        matcher: DenseDFA, reader: ReadingAutomaton, source: Source, maximumReadingWork: Int
    ) throws(ProgramError) -> DeferredPart<ReadingParts> {
        if readingWorkIsBounded(classCount: reader.classCount, stateCount: reader.stateCount, maximumReadingWork: maximumReadingWork) {
            return DeferredPart { ReadingParts(reader: reader, matcher: matcher, ranges: NumberRangeItems(pattern: source.pattern)) }
        }
        return DeferredPart(ready: try ReadingParts(reader: reader, matcher: matcher, ranges: NumberRangeItems(pattern: source.pattern),
                                                    maximumReadingWork: maximumReadingWork))
    }

    /// Whether any reading automaton of `stateCount` states over `classCount` classes has
    /// reading tables within `maximumReadingWork` steps, so that they may be derived on first
    /// use, with no count of their exact work.
    private static func readingWorkIsBounded(classCount: Int, stateCount: Int, maximumReadingWork: Int) -> Bool {
        LiteralGraph.insertionWorkBound(classCount: classCount, stateCount: stateCount) <= maximumReadingWork
    }

    /// Assembles a set from its masks' programs (each of one mask), the union automaton of
    /// their languages and, if there is one, of their optimistic languages (without it, the
    /// masks' optimistic matchers are walked side by side); the loader calls this. The masks'
    /// labels are derived and checked against the union automata here, so a set whose union
    /// disagrees with its masks is refused (``MaskLabels/derive(union:members:)``).
    package init(
        union: DenseDFA, optimisticUnion: DenseDFA?, members: [MaskProgram], names: [String?]
    ) throws(ProgramError) {
        try Self.checkMembers(members, names: names)
        let (matchLabels, optimisticLabels) = try MaskLabels.derive(union: union, optimisticUnion: optimisticUnion, members: members)
        let optimistic = if let optimisticUnion {
            OptimisticParts(.dfa(optimisticUnion), labels: optimisticLabels)
        } else {
            OptimisticParts(.masks(members.map(\.optimisticMatcher)))
        }
        storage = Self.setStorage(union: union, members: members, names: names, matchLabels: matchLabels,
                                  optimistic: DeferredPart(ready: optimistic))
    }

    /// Assembles a set as the compiler does: it has the labels of the union match automaton
    /// from its product construction (debug builds, the tests, still derive and compare
    /// them), and `optimistic` makes the union optimistic automaton and its labels on first
    /// use, or, past the limits, walks the masks' own side by side.
    package init(
        union: DenseDFA, members: [MaskProgram], names: [String?], trustedMatchLabels: (accepting: [UInt64], live: [UInt64]),
        optimistic: @escaping @Sendable () -> (matcher: MatchAutomaton, labels: (accepting: [UInt64], live: [UInt64])?)
    ) throws(ProgramError) {
        try Self.checkMembers(members, names: names)
        let matchLabels = MaskLabels(accepting: trustedMatchLabels.accepting, live: trustedMatchLabels.live)
        assert(matchLabels == (try? MaskLabels.derive(union: union, members: members.map(\.matcher))),
               "the compiler's mask labels differ from the derived ones")
        storage = Self.setStorage(
            union: union, members: members, names: names, matchLabels: matchLabels,
            optimistic: DeferredPart {
                let made = optimistic()
                let labels = made.labels.map { MaskLabels(accepting: $0.accepting, live: $0.live) }
                assert(labels == nil || labels == (try? MaskLabels.derive(
                    union: made.matcher.dfa ?? union, members: members.compactMap(\.optimisticMatcher.dfa))),
                    "the compiler's optimistic mask labels differ from the derived ones")
                return OptimisticParts(made.matcher, labels: labels)
            })
    }

    private static func checkMembers(_ members: [MaskProgram], names: [String?]) throws(ProgramError) {
        guard (1...Self.maximumMaskCount).contains(members.count), names.count == members.count else {
            throw .invalidMaskCount(members.count)
        }
        for (index, member) in members.enumerated() where member.maskSet != nil { throw .nestedMaskSet(mask: index) }
    }

    /// A set's storage: its union, its masks, and the first mask's reading parts (what code
    /// that reads one mask sees; the set's own transform, extract and editor choose a mask).
    private static func setStorage(
        union: DenseDFA, members: [MaskProgram], names: [String?], matchLabels: MaskLabels,
        optimistic: DeferredPart<OptimisticParts>
    ) -> Storage {
        // PERF: the names are mapped only when one is empty (the loader's never are): the
        // map was an array made a set (issue 21).
        let set = MaskSetParts(members: members, names: names.contains { $0?.isEmpty == true } ? names.map { $0?.isEmpty == true ? nil : $0 } : names,
                               matchLabels: matchLabels)
        let first = members[0]
        // PERF: the first mask's part itself, not a part that defers to it: one object, one
        // closure and one atomic word fewer a set (issue 21).
        return Storage(matcher: union, source: first.source, optimistic: optimistic, reading: first.storage.reading, set: set)
    }

    /// Whether both are the same compiled program (not only equal ones): one comparison.
    package func isSameProgram(as other: MaskProgram) -> Bool { storage === other.storage }

    public static func == (left: MaskProgram, right: MaskProgram) -> Bool {
        left.storage === right.storage
            || (left.matcher == right.matcher && left.optimisticMatcher == right.optimisticMatcher
                && left.reader == right.reader && left.source == right.source && left.maskSet == right.maskSet)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(matcher)
        hasher.combine(optimisticMatcher)
        hasher.combine(reader)
        hasher.combine(source)
        hasher.combine(maskSet?.members.count ?? 1)
    }
}
