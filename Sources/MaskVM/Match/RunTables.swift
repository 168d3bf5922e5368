import CMaskAtomics

/// What a walk of a ``DenseDFA`` runs on besides its transitions: the premultiplied table
/// (every target times the class count, so the hot loop adds a class to a state with no
/// multiply) and the words its ``PairTable`` and ``QuadTable`` are published in
/// (``PairTableSlot``, ``QuadTableSlot``), made with the automaton, in one allocation.
///
/// PERF: they were an array, a slot object and the slot's atomic word, three allocations an
/// automaton made and freed with every program; loading us-zip reads five automata (issue 21).
/// The quad table's word lives here for the same reason, not in an object of its own.
struct RunTables: @unchecked Sendable {
    // SAFETY (@unchecked Sendable): the entries are written in `init`, before any other
    // thread can see them, and only read afterwards; the word is only read and written
    // through C11 atomics (``PublishedOnce``).
    private let storage: RunTableStorage

    /// The header of the allocation: the pair table's publish word first, so that its
    /// address is the header's, aligned for a word; the quad table's word next (a tuple of
    /// two words is laid out as two words in order).
    struct Header {
        /// The pair table's word, then the quad table's.
        var words: (UInt, UInt)
        let pairShift: Int
        let quadRowShift: Int
        let hasPairTable: Bool
        let hasQuadTable: Bool
        let count: Int

        /// Where the quad table's word is from the header's address: one word in.
        /// PERF: a constant, where a `static let` of the key path's offset was read through
        /// `swift_once` on every walk of a quad table.
        @inline(__always)
        static var quadWordOffset: Int { MemoryLayout<UInt>.stride }
    }

    /// The tables of `transitions`, an automaton of `classCount` classes; `pairShift` is its
    /// ``PairTable/shift(classCount:stateCount:)``, nil when it has no pair table, and
    /// `quadRowShift` its ``QuadTable/rowShift(classCount:stateCount:)``, nil when it has no
    /// quad table.
    init(transitions: [UInt32], classCount: Int, pairShift: Int?, quadRowShift: Int?) {
        let count = transitions.count
        let made = RunTableStorage.create(minimumCapacity: count) { _ in
            Header(words: (0, 0), pairShift: pairShift ?? 0, quadRowShift: quadRowShift ?? 0,
                   hasPairTable: pairShift != nil, hasQuadTable: quadRowShift != nil, count: count)
        }
        storage = unsafeDowncast(made, to: RunTableStorage.self)
        storage.withUnsafeMutablePointers { header, entries in
            maskc_atomic_word_init(UnsafeMutableRawPointer(header), 0)
            maskc_atomic_word_init(UnsafeMutableRawPointer(header) + Header.quadWordOffset, 0)
            transitions.withUnsafeBufferPointer { table in
                // SAFETY: the allocation holds at least `count` entries.
                for index in 0..<count { (entries + index).initialize(to: Int32(truncatingIfNeeded: Int(table[index]) &* classCount)) }
            }
        }
    }

    // The header's fields are read through its address, one at a time: a copy of the whole
    // header would read the word too, which another thread may be publishing into.

    /// Whether the automaton has a pair table (made or not).
    var hasPairTable: Bool { storage.withUnsafeMutablePointerToHeader { $0.pointee.hasPairTable } }
    /// The pair table's shift (meaningful when ``hasPairTable``).
    var pairShift: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.pairShift } }
    /// Whether the automaton has a quad table (made or not).
    var hasQuadTable: Bool { storage.withUnsafeMutablePointerToHeader { $0.pointee.hasQuadTable } }
    /// The quad table's row shift (meaningful when ``hasQuadTable``).
    var quadRowShift: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.quadRowShift } }

    /// `body` applied to the premultiplied table.
    @inline(__always)
    func withPremultiplied<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, entries in body(UnsafeBufferPointer(start: entries, count: header.pointee.count)) }
    }

    /// `body` applied to the word the pair table is published in.
    @inline(__always)
    func withPairWord<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        storage.withUnsafeMutablePointerToHeader { body(UnsafeMutableRawPointer($0)) }
    }

    /// `body` applied to the word the quad table is published in.
    @inline(__always)
    func withQuadWord<Result>(_ body: (UnsafeMutableRawPointer) -> Result) -> Result {
        storage.withUnsafeMutablePointerToHeader { body(UnsafeMutableRawPointer($0) + Header.quadWordOffset) }
    }
}

/// The allocation of ``RunTables``: releases the published pair and quad tables with itself.
final class RunTableStorage: ManagedBuffer<RunTables.Header, Int32> {
    deinit {
        withUnsafeMutablePointers { header, entries in
            PublishedOnce.releasePublished(in: UnsafeMutableRawPointer(header))
            PublishedOnce.releasePublished(in: UnsafeMutableRawPointer(header) + RunTables.Header.quadWordOffset)
            entries.deinitialize(count: header.pointee.count)
        }
    }
}
