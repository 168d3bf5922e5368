/// What only transform, extract and the editor use: the reading automaton, and the tables
/// derived from it.
final class ReadingParts: Sendable {
    let reader: ReadingAutomaton
    let tables: ReadingTables
    /// The tables for ``OptionalLiteralPolicy/insertedWhenPassed``, made on its first use
    /// (the default policy never pays for them); the same object as ``tables`` when the mask
    /// has no optional literal to insert (published once, ``PublishedOnce``).
    private let insertingTables = PublishedOnce()

    /// The tables a reading under `policy` runs: the default policy reads a stored property.
    @inline(__always)
    func tables(for policy: OptionalLiteralPolicy) -> ReadingTables {
        if policy == .keptWhenTyped { return tables }
        return insertingTables.withValue(make: makeInsertingTables) { $0 }
    }

    /// Derives them from the pruned reading automaton, which has fewer transitions than
    /// ``reader``: its insertion work is within what ``tables`` was allowed.
    @inline(never)
    private func makeInsertingTables() -> ReadingTables {
        reader.insertingOptionalLiterals().map {
            ReadingTables($0, matcher: tables.matcher, ranges: tables.ranges, prunedFrom: tables)
        } ?? tables
    }

    /// Derives the tables, refusing them over `maximumReadingWork` steps. `ranges` are the
    /// number ranges of the source pattern (``NumberRangeItems``).
    init(reader: ReadingAutomaton, matcher: DenseDFA, ranges: NumberRangeItems, maximumReadingWork: Int) throws(ProgramError) {
        self.reader = reader
        tables = try ReadingTables(reader, matcher: matcher, ranges: ranges, maximumWork: maximumReadingWork)
    }

    /// Derives the tables without counting their work: the caller has bounded it.
    init(reader: ReadingAutomaton, matcher: DenseDFA, ranges: NumberRangeItems) {
        self.reader = reader
        tables = ReadingTables(reader, matcher: matcher, ranges: ranges)
    }
}

/// The optimistic matcher (a DFA, or a simulation where the DFA would exceed the limits) and,
/// for a set whose union is a DFA, the masks each of its states accepts and can still reach.
final class OptimisticParts: Sendable {
    /// The matcher's DFA, when it is one. PERF: kept apart so that a match calls it where it
    /// is stored; binding it out of the enum copies it (a retain and release of each array).
    let dfa: DenseDFA?
    /// The matcher when it is not a DFA (a simulation, or the masks walked side by side).
    /// PERF: nil when it is, so that the DFA is held once: held twice, as the enum and apart,
    /// its three arrays were retained and released twice more a part, and a load of us-zip
    /// makes three parts (issue 21).
    private let other: MatchAutomaton?
    /// Per state of the union DFA; nil for one mask, or when the masks are walked side by side.
    let labels: MaskLabels?

    init(_ matcher: MatchAutomaton, labels: MaskLabels? = nil) {
        if case .dfa(let dfa) = matcher {
            self.dfa = dfa
            other = nil
        } else {
            dfa = nil
            other = matcher
        }
        self.labels = labels
    }

    /// The matcher, a DFA or not.
    var matcher: MatchAutomaton {
        if let dfa { return .dfa(dfa) }
        guard let other else { preconditionFailure("optimistic parts hold a DFA or another matcher") }
        return other
    }
}

/// Part of a program (its ``ReadingParts``, its ``OptimisticParts``), made already or made
/// on first use by whichever thread asks first.
///
/// PERF: a compile or a load that is followed only by `match` never makes the deferred ones
/// (about half of compiling the phone mask, and a third of loading it; most of compiling IPv4
/// or a set). Once they are made, reading them is one atomic load with acquire ordering and
/// no reference counting.
///
/// PERF: an enum, so that parts made already (the loader's optimistic matcher, a set's
/// union) are held as they are: as a deferred part they cost an object, a closure context
/// and an atomic word each, three allocations a part made and freed with every program
/// (issue 21: loading us-zip makes three such parts).
///
/// PERF: generic, but specialized: every use is inside MaskVM.
enum DeferredPart<Part: AnyObject & Sendable>: Sendable {
    /// Parts made when the program was.
    case ready(Part)
    /// Parts made on first use.
    case deferred(DeferredBuilder<Part>)

    /// Parts that `make` makes on first use.
    init(_ make: @escaping @Sendable () -> Part) {
        self = .deferred(ClosureBuilder(make))
    }

    /// Parts that `builder` makes on first use.
    init(deferredTo builder: DeferredBuilder<Part>) {
        self = .deferred(builder)
    }

    /// Parts made already.
    init(ready parts: Part) {
        self = .ready(parts)
    }

    /// Whether the parts are made.
    var isBuilt: Bool {
        switch self {
        case .ready: true
        case .deferred(let builder): builder.isBuilt
        }
    }

    /// `body` applied to the parts, made first if need be.
    @inline(__always)
    func withParts<Result>(_ body: (Part) -> Result) -> Result {
        switch self {
        case .ready(let parts): body(parts)
        case .deferred(let builder): builder.withParts(body)
        }
    }
}

/// The parts of a ``DeferredPart/deferred(_:)``, published once (``PublishedOnce``):
/// threads that race on the very first use may each make them, and the first stored are
/// the ones every thread sees; making them is a pure function of the builder's immutable
/// inputs, so every copy is the same. The builder cannot fail: whoever defers the reading
/// parts has shown that they stay within the limits, and the optimistic parts fall back to
/// a simulation where a DFA would not.
///
/// A subclass holds the inputs and makes the parts (``make()``): ``ClosureBuilder`` from a
/// closure, ``LoadedReadingBuilder`` from a verified section of a file.
///
/// PERF: a subclass keeps its inputs in the builder's own object; a closure put them in a
/// context of their own, one allocation more a deferred part (issue 21: loading us-zip
/// defers the reading parts of both of its masks).
class DeferredBuilder<Part: AnyObject & Sendable>: @unchecked Sendable {
    // SAFETY (@unchecked Sendable): the slot is published once through C11 atomics, and
    // every subclass holds only immutable, Sendable inputs (a non-final class cannot be
    // checked).
    private let slot = PublishedOnce()

    /// Whether the parts are made.
    final var isBuilt: Bool { slot.isPublished }

    /// Makes the parts; any thread may call it, so it reads only the subclass's immutable
    /// inputs.
    func make() -> Part {
        preconditionFailure("a subclass of DeferredBuilder makes its parts")
    }

    /// `body` applied to the parts, made first if need be. PERF: the parts are lent to
    /// `body` without a retain of their own (the published retain outlives the call).
    @inline(__always)
    final func withParts<Result>(_ body: (Part) -> Result) -> Result {
        slot.withValue(make: { self.make() }, body)
    }
}

/// A builder whose parts a closure makes. It keeps what the closure captured (the
/// compiler's NFA, or the verified automata) for the program's life.
final class ClosureBuilder<Part: AnyObject & Sendable>: DeferredBuilder<Part>, @unchecked Sendable {
    // SAFETY (@unchecked Sendable): one immutable, Sendable closure.
    private let makeParts: @Sendable () -> Part

    init(_ make: @escaping @Sendable () -> Part) {
        makeParts = make
    }

    override func make() -> Part { makeParts() }
}

/// The reading parts of a loaded mask: its reading automaton, kept as the verified bytes of
/// its file until the first transform, extract or edit, with the match automaton and the
/// pattern the tables are derived with.
final class LoadedReadingBuilder: DeferredBuilder<ReadingParts>, @unchecked Sendable {
    // SAFETY (@unchecked Sendable): immutable Sendable values.
    private let section: ReadingAutomaton.VerifiedSection
    private let matcher: DenseDFA
    private let pattern: String

    init(section: ReadingAutomaton.VerifiedSection, matcher: DenseDFA, pattern: String) {
        self.section = section
        self.matcher = matcher
        self.pattern = pattern
    }

    override func make() -> ReadingParts {
        ReadingParts(reader: section.automaton(), matcher: matcher, ranges: NumberRangeItems(pattern: pattern))
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
