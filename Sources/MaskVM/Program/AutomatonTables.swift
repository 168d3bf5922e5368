import CMaskAtomics

/// Everything a ``DenseDFA`` keeps in memory, in one allocation: its byte-class map, its
/// transitions, the premultiplied table (every target times the class count, so the hot
/// loop adds a class to a state with no multiply), and the words its ``PairTable`` and
/// ``QuadTable`` are published in (``PairTableSlot``, ``QuadTableSlot``).
///
/// PERF: the class map and the transitions were arrays of their own beside this, so an
/// automaton was three allocations and every copy of it three retains and three releases;
/// loading us-zip reads five automata and copied them about fifteen times (issue 21). Now an
/// automaton is one allocation and a copy one retain. Before that, the premultiplied table,
/// the pair table's slot object and its atomic word were three allocations more.
///
/// The allocation is written while the automaton is made, before any other thread can see
/// it, and only read afterwards, except for the two words, which only C11 atomics touch
/// (``PublishedOnce``).
struct AutomatonTables: @unchecked Sendable {
    // SAFETY (@unchecked Sendable): see above: the entries are immutable once the automaton
    // is made, and the words are read and written through C11 atomics only.
    private let storage: AutomatonTableStorage

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
        /// Entries of the transition table (states times classes).
        let count: Int

        /// Where the quad table's word is from the header's address: one word in.
        /// PERF: a constant, where a `static let` of the key path's offset was read through
        /// `swift_once` on every walk of a quad table.
        @inline(__always)
        static var quadWordOffset: Int { MemoryLayout<UInt>.stride }
    }

    /// The elements (four bytes each) the class map's 256 bytes take, at the start.
    static let classMapElements = 64

    /// Allocates the tables of an automaton of `stateCount` states and `classCount` classes,
    /// lets `fill` write its class map (256 entries) and its transitions (`stateCount ×
    /// classCount`, row-major), and derives the premultiplied table from them. The class map
    /// and the transitions need not be verified yet: a caller that finds them invalid drops
    /// the tables unused (nothing derived here indexes by them).
    ///
    /// PERF: the loader decodes a file's table straight into the allocation, with no array
    /// between (issue 21).
    init(
        stateCount: Int, classCount: Int,
        fill: (_ classMap: UnsafeMutableBufferPointer<UInt8>, _ transitions: UnsafeMutableBufferPointer<UInt32>) -> Void
    ) {
        let count = stateCount &* classCount
        let pairShift = PairTable.shift(classCount: classCount, stateCount: stateCount)
        let quadRowShift = QuadTable.rowShift(classCount: classCount, stateCount: stateCount)
        let made = AutomatonTableStorage.create(minimumCapacity: Self.classMapElements + 2 * count) { _ in
            Header(words: (0, 0), pairShift: pairShift ?? 0, quadRowShift: quadRowShift ?? 0,
                   hasPairTable: pairShift != nil, hasQuadTable: quadRowShift != nil, count: count)
        }
        storage = unsafeDowncast(made, to: AutomatonTableStorage.self)
        storage.withUnsafeMutablePointers { header, elements in
            maskc_atomic_word_init(UnsafeMutableRawPointer(header), 0)
            maskc_atomic_word_init(UnsafeMutableRawPointer(header) + Header.quadWordOffset, 0)
            // SAFETY: the allocation holds `64 + 2 × count` elements of four bytes: the class
            // map's 256 bytes, then the transitions, then the premultiplied table. Each region
            // is bound to the one type it is read as, here, before anything reads it.
            let classMap = UnsafeMutableRawPointer(elements).bindMemory(to: UInt8.self, capacity: 256)
            let transitions = elements + Self.classMapElements
            let premultiplied = UnsafeMutableRawPointer(transitions + count).bindMemory(to: Int32.self, capacity: count)
            fill(UnsafeMutableBufferPointer(start: classMap, count: 256), UnsafeMutableBufferPointer(start: transitions, count: count))
            for index in 0..<count {
                (premultiplied + index).initialize(to: Int32(truncatingIfNeeded: Int(transitions[index]) &* classCount))
            }
        }
    }

    /// The tables of `classMap` (256 entries) and `transitions` (`stateCount × classCount`).
    init(classMap: [UInt8], transitions: [UInt32], stateCount: Int, classCount: Int) {
        self.init(stateCount: stateCount, classCount: classCount) { map, table in
            _ = map.initialize(from: classMap)
            _ = table.initialize(from: transitions)
        }
    }

    // The header's fields are read through its address, one at a time: a copy of the whole
    // header would read the words too, which another thread may be publishing into.

    /// Whether the automaton has a pair table (made or not).
    var hasPairTable: Bool { storage.withUnsafeMutablePointerToHeader { $0.pointee.hasPairTable } }
    /// The pair table's shift (meaningful when ``hasPairTable``).
    var pairShift: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.pairShift } }
    /// Whether the automaton has a quad table (made or not).
    var hasQuadTable: Bool { storage.withUnsafeMutablePointerToHeader { $0.pointee.hasQuadTable } }
    /// The quad table's row shift (meaningful when ``hasQuadTable``).
    var quadRowShift: Int { storage.withUnsafeMutablePointerToHeader { $0.pointee.quadRowShift } }

    /// `body` applied to the class map: 256 entries.
    @inline(__always)
    func withClassMap<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.withUnsafeMutablePointerToElements { elements in
            // SAFETY: bound to UInt8 in `init`.
            body(UnsafeBufferPointer(start: UnsafeRawPointer(elements).assumingMemoryBound(to: UInt8.self), count: 256))
        }
    }

    /// `body` applied to the transitions: `transitions[state × classCount + class]`.
    @inline(__always)
    func withTransitions<Result>(_ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            body(UnsafeBufferPointer(start: elements + Self.classMapElements, count: header.pointee.count))
        }
    }

    /// The address of the transitions, for a walk that reads several automata's at once
    /// (``LabelWalk``). SAFETY: valid only while these tables live; whoever reads through it
    /// keeps the automaton alive (`withExtendedLifetime`) for as long.
    var transitionsAddress: UnsafePointer<UInt32> {
        storage.withUnsafeMutablePointerToElements { UnsafePointer($0 + Self.classMapElements) }
    }

    /// The address of the class map (256 entries), as ``transitionsAddress``. SAFETY: as there.
    var classMapAddress: UnsafePointer<UInt8> {
        storage.withUnsafeMutablePointerToElements { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) }
    }

    /// `body` applied to the premultiplied table.
    @inline(__always)
    func withPremultiplied<Result>(_ body: (UnsafeBufferPointer<Int32>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            // SAFETY: bound to Int32 in `init`.
            let start = UnsafeRawPointer(elements + Self.classMapElements + count).assumingMemoryBound(to: Int32.self)
            return body(UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// `body` applied to the class map and the premultiplied table: what a walk a byte a step reads.
    @inline(__always)
    func withClassMapAndPremultiplied<Result>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int32>) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            // SAFETY: the regions are bound to UInt8 and Int32 in `init`.
            let classes = UnsafeRawPointer(elements).assumingMemoryBound(to: UInt8.self)
            let table = UnsafeRawPointer(elements + Self.classMapElements + count).assumingMemoryBound(to: Int32.self)
            return body(UnsafeBufferPointer(start: classes, count: 256), UnsafeBufferPointer(start: table, count: count))
        }
    }

    /// Whether both are the same allocation: then their tables are equal.
    func isSameStorage(as other: AutomatonTables) -> Bool { storage === other.storage }

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

/// The allocation of ``AutomatonTables``: releases the published pair and quad tables with
/// itself. Its entries are of trivial types, so nothing else needs deinitializing.
final class AutomatonTableStorage: ManagedBuffer<AutomatonTables.Header, UInt32> {
    deinit {
        withUnsafeMutablePointerToHeader { header in
            PublishedOnce.releasePublished(in: UnsafeMutableRawPointer(header))
            PublishedOnce.releasePublished(in: UnsafeMutableRawPointer(header) + AutomatonTables.Header.quadWordOffset)
        }
    }
}
