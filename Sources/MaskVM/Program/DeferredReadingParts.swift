import Synchronization

/// What only transform, extract and the editor use: the reading automaton, and the tables
/// derived from it.
final class ReadingParts: Sendable {
    let reader: ReadingAutomaton
    let tables: ReadingTables
    /// The tables for ``OptionalLiteralPolicy/insertedWhenPassed``, made on its first use
    /// (the default policy never pays for them); the same object as ``tables`` when the mask
    /// has no optional literal to insert. Held as the bits of a retained reference (0 until
    /// made), released in `deinit`.
    ///
    /// PERF: an `Atomic<UInt>` load is inlined; `AtomicLazyReference.load()` is a generic
    /// call into Synchronization that looks its metadata up on every call (about 900
    /// instructions under callgrind, as much as a whole transform of a phone number).
    private let insertingTablesBits = Atomic<UInt>(0)

    /// The tables a reading under `policy` runs: the default policy reads a stored property.
    @inline(__always)
    func tables(for policy: OptionalLiteralPolicy) -> ReadingTables {
        if policy == .keptWhenTyped { return tables }
        let bits = insertingTablesBits.load(ordering: .acquiring)
        guard bits != 0, let pointer = UnsafeRawPointer(bitPattern: bits) else { return makeInsertingTables() }
        return Unmanaged<ReadingTables>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Derives them from the pruned reading automaton, which has fewer transitions than
    /// ``reader``: its insertion work is within what ``tables`` was allowed. Threads that
    /// race on the first use may each make them; the first published wins, as for
    /// ``DeferredPart``.
    @inline(never)
    private func makeInsertingTables() -> ReadingTables {
        let made = reader.insertingOptionalLiterals().map {
            ReadingTables($0, matcher: tables.matcher, prunedFrom: tables)
        } ?? tables
        let bits = UInt(bitPattern: Unmanaged.passRetained(made).toOpaque())
        let (exchanged, original) = insertingTablesBits.compareExchange(
            expected: 0, desired: bits, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        guard !exchanged, let pointer = UnsafeRawPointer(bitPattern: original) else { return made }
        Unmanaged.passUnretained(made).release()   // the retain taken for publishing
        return Unmanaged<ReadingTables>.fromOpaque(pointer).takeUnretainedValue()
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: insertingTablesBits.load(ordering: .acquiring)) {
            Unmanaged<ReadingTables>.fromOpaque(pointer).release()
        }
    }

    /// Derives the tables, refusing them over `maximumReadingWork` steps.
    init(reader: ReadingAutomaton, matcher: DenseDFA, maximumReadingWork: Int) throws(ProgramError) {
        self.reader = reader
        tables = try ReadingTables(reader, matcher: matcher, maximumWork: maximumReadingWork)
    }

    /// Derives the tables without counting their work: the caller has bounded it.
    init(reader: ReadingAutomaton, matcher: DenseDFA) {
        self.reader = reader
        tables = ReadingTables(reader, matcher: matcher)
    }
}

/// The optimistic matcher (a DFA, or a simulation where the DFA would exceed the limits) and,
/// for a set whose union is a DFA, the masks each of its states accepts and can still reach.
final class OptimisticParts: Sendable {
    let matcher: MatchAutomaton
    /// The matcher's DFA, when it is one. PERF: kept apart so that a match calls it where it
    /// is stored; binding it out of the enum copies it (a retain and release of each array).
    let dfa: DenseDFA?
    /// Per state of the union DFA; nil for one mask, or when the masks are walked side by side.
    let labels: MaskLabels?

    init(_ matcher: MatchAutomaton, labels: MaskLabels? = nil) {
        self.matcher = matcher
        dfa = matcher.dfa
        self.labels = labels
    }
}

/// Part of a program (its ``ReadingParts``, its ``OptimisticParts``), made on first use by
/// whichever thread asks first.
///
/// PERF: a compile or a load that is followed only by `match` never makes them (about half
/// of compiling the phone mask, and a third of loading it; most of compiling IPv4 or a set). Once they are made, reading them
/// is one atomic load with acquire ordering and no reference counting.
///
/// They are published through an atomic pointer that holds one retain of them: the first
/// parts stored are the ones every thread sees from then on. Threads that race on the very
/// first use may each make them, and all but the first store are dropped; making them is a
/// pure function of the builder's immutable captures, so every copy is the same. No lock is
/// taken: ThreadSanitizer cannot see the ordering of `Synchronization`'s Linux `Mutex` and
/// reports its guarded state as a race. `AtomicLazyReference` would do the same job, but
/// its `load()` is not inlined and instantiates generic metadata on every call (about 650
/// instructions; a transform is about 1,000). The builder cannot fail: whoever defers the
/// reading parts has shown that they stay within the limits, and the optimistic parts fall
/// back to a simulation where a DFA would not.
///
/// PERF: generic, but specialized: every use is inside MaskVM.
final class DeferredPart<Part: AnyObject & Sendable>: Sendable {
    /// The address of the published parts, retained once by this object (released in
    /// `deinit`), or 0. An integer, as `Atomic` of a pointer is not `Sendable`.
    private let published = Atomic<UInt>(0)
    /// Makes the parts; immutable, so any thread may call it. It keeps what it captured (the
    /// compiler's NFA, or the verified automata) for the program's life.
    private let make: @Sendable () -> Part

    init(_ make: @escaping @Sendable () -> Part) {
        self.make = make
    }

    init(ready parts: Part) {
        make = { parts }
        published.store(UInt(bitPattern: Unmanaged.passRetained(parts).toOpaque()), ordering: .releasing)
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            Unmanaged<Part>.fromOpaque(pointer).release()
        }
    }

    /// Whether the parts are made.
    var isBuilt: Bool { published.load(ordering: .acquiring) != 0 }

    /// `body` applied to the parts, made first if need be. PERF: the parts are lent to
    /// `body` without a retain of their own (the published retain outlives the call).
    @inline(__always)
    func withParts<Result>(_ body: (Part) -> Result) -> Result {
        // SAFETY: a published pointer holds a retain that lives as long as `self`.
        if let pointer = UnsafeRawPointer(bitPattern: published.load(ordering: .acquiring)) {
            return Unmanaged<Part>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return body(build())
    }

    @inline(never)
    private func build() -> Part {
        let parts = make()
        let retained = Unmanaged.passRetained(parts)
        let (stored, current) = published.compareExchange(
            expected: 0, desired: UInt(bitPattern: retained.toOpaque()), ordering: .acquiringAndReleasing)
        if stored { return parts }
        // Another thread published first: keep its parts, so every reader sees one set.
        retained.release()
        guard let pointer = UnsafeRawPointer(bitPattern: current) else { return parts }
        return Unmanaged<Part>.fromOpaque(pointer).takeUnretainedValue()
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
