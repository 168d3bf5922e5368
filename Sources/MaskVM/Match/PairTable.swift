import CMaskAtomics

/// An automaton's transitions two bytes at a time: what ``DenseDFA/run(_:)`` walks once it
/// is made, so that a sample costs one dependent table load every two bytes.
///
/// PERF: a table walk is a chain of dependent loads, one load and one add a step (about
/// 1.25 ns a byte here, whatever the mask). Two bytes a step halve the chain; the two class
/// lookups and the column they make depend on the bytes alone, so they run ahead of it.
///
/// Row `s` has a column `c0 << shift | c1` for each pair of classes: the state after a byte
/// of class `c0`, then one of class `c1`; and an end column `c0 << shift | classCount`: the
/// state after the byte of class `c0` alone, for the last byte of an odd-length sample, and
/// to tell which byte of a pair killed the walk. `1 << shift` is the smallest power of two
/// above `classCount`, so every column is below the row length `classCount << shift`.
/// Targets are premultiplied by the row length: the dead state is 0, and the accepting
/// states (ids `1...acceptingCount`) are the premultiplied ids from one row length up to
/// `acceptingCount` row lengths.
///
/// The entries live in an allocation of their own, freed with the table: the walk reads
/// them through a pointer, with no array to retain and release on every call.
final class PairTable: @unchecked Sendable {
    // @unchecked: every stored property is a `let`, and the entries are written only in
    // `init`, before the table is published; afterwards they are only read.

    /// The most entries a pair table may hold (256 KiB): larger automata walk a byte a step.
    static let maximumEntries = 1 << 16

    let shift: Int
    let rowLength: Int
    /// The class count: the low part of every end column.
    let endColumn: Int
    let entryCount: Int
    let entries: UnsafeMutablePointer<Int32>
    /// For each byte, its class shifted into a column's high part (`class << shift`): the
    /// first byte of a pair costs one load, not a load and a shift by a variable count.
    let firstColumns: UnsafeMutablePointer<Int32>

    /// The shift of an automaton of `classCount` classes, if its pair table would be within
    /// ``maximumEntries``.
    static func shift(classCount: Int, stateCount: Int) -> Int? {
        // The smallest shift with `1 << shift > classCount` (its bit length), from the leading
        // zeros (every automaton made or loaded asks; issue 21).
        let shift = Int.bitWidth - classCount.leadingZeroBitCount
        let (rowLength, overflow) = classCount.multipliedReportingOverflow(by: 1 << shift)
        let (entries, entriesOverflow) = rowLength.multipliedReportingOverflow(by: stateCount)
        return overflow || entriesOverflow || entries > maximumEntries ? nil : shift
    }

    /// The pair table of `dfa`, whose pair table is within the limit at `shift`.
    init(_ dfa: DenseDFA, shift: Int) {
        let classCount = dfa.classCount
        let rowLength = classCount << shift
        self.shift = shift
        self.rowLength = rowLength
        endColumn = classCount
        entryCount = dfa.stateCount * rowLength
        entries = UnsafeMutablePointer<Int32>.allocate(capacity: entryCount)
        entries.initialize(repeating: 0, count: entryCount)
        firstColumns = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
        dfa.tables.withClassMap { classMap in
            for byte in 0..<256 { (firstColumns + byte).initialize(to: Int32(classMap[byte]) << shift) }
        }
        dfa.tables.withTransitions { transitions in
            for state in 0..<dfa.stateCount {
                for first in 0..<classCount {
                    let middle = Int(transitions[state * classCount + first])
                    let row = state * rowLength + first << shift
                    entries[row + classCount] = Int32(truncatingIfNeeded: middle * rowLength)
                    for second in 0..<classCount {
                        entries[row + second] = Int32(truncatingIfNeeded: Int(transitions[middle * classCount + second]) * rowLength)
                    }
                }
            }
        }
    }

    deinit {
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        firstColumns.deinitialize(count: 256)
        firstColumns.deallocate()
    }

    /// Runs the automaton over `bytes` from `startState` (a plain id), two bytes a step;
    /// `classes` is its byte-class map.
    @inline(__always)
    func run(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>, startState: Int, acceptingCount: Int) -> ByteMatchResult {
        let table = UnsafePointer(entries)
        let firstColumns = UnsafePointer(firstColumns)
        let end = endColumn
        var state = startState &* rowLength
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            return state >= rowLength && state <= acceptingCount &* rowLength ? .complete : .partial
        }
        // PERF: the walk steps a pointer to the end of the last whole pair, so a step's loop
        // control is one add and one compare (an index tested as `index + 1 < count` took
        // four instructions a step, a quarter of the walk of a 24-byte hex id).
        var byte = base
        let pairsEnd = base + (count & ~1)
        // SAFETY (every subscript below): `byte < pairsEnd` bounds `byte[0]` and `byte[1]`
        // (and `pairsEnd[0]` is the last byte when `count` is odd); `classes` and
        // `firstColumns` have 256 entries, so a column `first | second` (`first` a class
        // shifted by `shift`, `second` at most the class count, below `1 << shift`) is below
        // the row length; `state` is a premultiplied id of a valid state (the table was
        // derived from a verified automaton, and holds only such ids), so
        // `state + column < entryCount`.
        while byte < pairsEnd {
            let first = Int(firstColumns[Int(byte[0])])
            let next = Int(table[state &+ (first | Int(classes[Int(byte[1])]))])
            if next == 0 {
                // Which byte killed the walk: the first alone, or the second.
                let index = byte - base
                return .illegal(byteOffset: table[state &+ (first | end)] == 0 ? index : index &+ 1)
            }
            state = next
            byte += 2
        }
        if count & 1 != 0 {
            state = Int(table[state &+ (Int(firstColumns[Int(pairsEnd[0])]) | end)])
            if state == 0 { return .illegal(byteOffset: count &- 1) }
        }
        return state >= rowLength && state <= acceptingCount &* rowLength ? .complete : .partial
    }
}

/// Where an automaton's ``PairTable`` is kept once its first walk has made it.
///
/// The table is published once (``PublishedOnce``): threads racing on the first walk may
/// each make one, and the first stored is the one every walk uses. Making it is a pure
/// function of the automaton, so every copy is the same.
///
/// PERF: made on the first walk, not when the automaton is: a compile that is followed by
/// no match, or a set's optimistic union, never pays for it (up to 65,536 entries). The
/// walk reads the published table's fields through the word, without retaining it (a
/// retain and release of the table and of this slot cost about 60 instructions a match).
///
/// The slot is a view of the automaton's ``AutomatonTables``, whose allocation holds the word
/// the table is published in.
struct PairTableSlot: Sendable {
    let tables: AutomatonTables
    var shift: Int { tables.pairShift }

    /// Whether the table is made.
    var isMade: Bool { tables.withPairWord { maskc_atomic_word_load_acquire($0) != 0 } }

    /// Runs `dfa` (the automaton this slot belongs to) over `bytes` two bytes a step, making
    /// its table first if need be.
    @inline(__always)
    func run(_ dfa: DenseDFA, _ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        withTable(of: dfa) { $0.run(bytes, classes: classes, startState: dfa.startState, acceptingCount: dfa.acceptingCount) }
    }

    /// Calls `body` with the table of `dfa` (the automaton this slot belongs to), making it
    /// first if need be.
    @inline(__always)
    func withTable<Result>(of dfa: DenseDFA, _ body: (PairTable) -> Result) -> Result {
        let shift = shift
        return tables.withPairWord { word in PublishedOnce.withValue(in: word, make: { PairTable(dfa, shift: shift) }, body) }
    }
}
