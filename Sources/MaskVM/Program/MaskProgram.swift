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
    public var optimisticMatcher: DenseDFA { storage.optimistic.withParts { $0.matcher } }
    /// The automaton that reads each character as a literal or as meaningful, for
    /// transform, extract and the editor. Made on first use when the compiler deferred it.
    public var reader: ReadingAutomaton { storage.deferred.withParts { $0.reader } }
    /// Where the program came from: informational, kept in the bytecode for tools.
    public var source: Source { storage.source }
    /// Per-state tables derived from ``reader`` on first use, so that transform and the
    /// editor look actions up instead of searching for them.
    var tables: ReadingTables { storage.deferred.withParts { $0.tables } }
    /// The tables a reading under `policy` runs (``tables`` for the default).
    func tables(for policy: OptionalLiteralPolicy) -> ReadingTables { storage.deferred.withParts { $0.tables(for: policy) } }
    /// Whether the reading automaton and tables are made yet (tests check that matching
    /// alone never makes them, and that a set makes them only for the masks it reads).
    var hasBuiltReadingParts: Bool { storage.deferred.isBuilt }
    /// The masks of a set and the labels of its union automata; nil for one mask.
    var maskSet: MaskSetParts? { storage.set }

    /// PERF: every part lives in one immutable object, so copying a program (into an editor,
    /// or into a closure) is one reference count, not one for each of a dozen arrays.
    private let storage: Storage

    private final class Storage: Sendable {
        let matcher: DenseDFA
        let source: Source
        /// The optimistic automaton, deferred apart from the reading parts (which hold it
        /// too): a set's union needs its masks' optimistic automata, not their readers.
        let optimistic: Deferred<OptimisticParts>
        let deferred: DeferredReadingParts
        let set: MaskSetParts?

        init(
            matcher: DenseDFA, source: Source, optimistic: Deferred<OptimisticParts>, deferred: DeferredReadingParts,
            set: MaskSetParts? = nil
        ) {
            self.matcher = matcher
            self.source = source
            self.optimistic = optimistic
            self.deferred = deferred
            self.set = set
        }

        /// A set: the union automata, and the first mask's reader and tables (what code that
        /// reads one mask sees; the set's own transform, extract and editor choose a mask).
        convenience init(matcher: DenseDFA, optimisticMatcher: DenseDFA, set: MaskSetParts) {
            let first = set.members[0]
            self.init(matcher: matcher, source: first.source, optimistic: Deferred(ready: OptimisticParts(optimisticMatcher)),
                      deferred: DeferredReadingParts { first.storage.deferred.withParts { ReadingParts(optimisticMatcher: optimisticMatcher, sharing: $0) } },
                      set: set)
        }
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
        storage = Storage(matcher: matcher, source: source, optimistic: Deferred(ready: OptimisticParts(optimisticMatcher)),
                          deferred: deferred)
    }

    /// A program whose optimistic automaton `optimistic` makes, and whose reading automaton
    /// `reader` makes, each on its first use (threads racing on that first use may each call
    /// them; one result is kept, so each must be a pure function of what it captured). The
    /// compiler calls this when it has shown, before deferring them, that building them
    /// cannot exceed its limits, nor deriving the reading tables its `maximumReadingWork`
    /// steps; so neither can fail later.
    ///
    /// PERF: the two are made apart: a set made of such programs needs their optimistic
    /// automata for its union, but a mask's reader and tables only when the set reads it.
    package init(
        matcher: DenseDFA, source: Source,
        deferringOptimistic optimistic: @escaping @Sendable () -> DenseDFA,
        reader: @escaping @Sendable () -> ReadingAutomaton
    ) {
        let optimisticParts = Deferred { OptimisticParts(optimistic()) }
        let deferred = DeferredReadingParts {
            ReadingParts(optimisticMatcher: optimisticParts.withParts { $0.matcher }, reader: reader(), matcher: matcher)
        }
        storage = Storage(matcher: matcher, source: source, optimistic: optimisticParts, deferred: deferred)
    }

    /// Assembles a set from its masks' programs (each of one mask) and the union automata
    /// of their languages and optimistic languages; the compiler and the loader call this.
    /// The masks' labels are derived and checked against the union automata here, so a set
    /// whose union disagrees with its masks is refused (``MaskLabels/derive(union:members:)``).
    ///
    /// The compiler, which has the labels from its product construction, passes them as
    /// `trustedLabels` (match accepting, match live, optimistic accepting, optimistic live)
    /// and the derivation is skipped; debug builds (the tests) still derive and compare.
    package init(
        union: DenseDFA, optimisticUnion: DenseDFA, members: [MaskProgram], names: [String?],
        trustedLabels: ([UInt64], [UInt64], [UInt64], [UInt64])? = nil
    ) throws(ProgramError) {
        guard (1...Self.maximumMaskCount).contains(members.count), names.count == members.count else {
            throw .invalidMaskCount(members.count)
        }
        for (index, member) in members.enumerated() where member.maskSet != nil { throw .nestedMaskSet(mask: index) }
        let matchLabels: MaskLabels
        let optimisticLabels: MaskLabels
        if let trustedLabels {
            matchLabels = MaskLabels(accepting: trustedLabels.0, live: trustedLabels.1)
            optimisticLabels = MaskLabels(accepting: trustedLabels.2, live: trustedLabels.3)
            assert(matchLabels == (try? MaskLabels.derive(union: union, members: members.map(\.matcher)))
                && optimisticLabels == (try? MaskLabels.derive(union: optimisticUnion, members: members.map(\.optimisticMatcher))),
                "the compiler's mask labels differ from the derived ones")
        } else {
            matchLabels = try MaskLabels.derive(union: union, members: members.map(\.matcher))
            optimisticLabels = try MaskLabels.derive(union: optimisticUnion, members: members.map(\.optimisticMatcher))
        }
        let set = MaskSetParts(
            members: members, names: names.map { $0?.isEmpty == true ? nil : $0 },
            matchLabels: matchLabels, optimisticLabels: optimisticLabels)
        storage = Storage(matcher: union, optimisticMatcher: optimisticUnion, set: set)
    }

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
