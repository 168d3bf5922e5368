import CMaskAtomics

/// A small automaton's transitions four bytes at a time: what ``DenseDFA/run(_:)`` walks
/// when the automaton has few states and classes, so that a sample costs one dependent
/// table load every four bytes.
///
/// PERF: the walk is a chain of dependent loads (``PairTable``); a step of the pair table
/// is two bytes for one load of about 5 cycles. The hex id `^[0-9a-f]{24}$` (2 classes,
/// 26 states) walked 12 pair steps, about 70 of its 80 to 120 cycles a call; four bytes a
/// step make it 6. The four class lookups and the column they make depend on the bytes
/// alone, so they run ahead of the chain. Only small automata get one: a table of more
/// than ``maximumEntries`` would no longer stay in the level-1 cache, and a step that
/// misses it costs more than the two it saves.
///
/// Row `s` has a column `((c0 · k + c1) · k + c2) · k + c3` (k the class count) for each
/// four classes: the state after a byte of each, in order. The row length is `k⁴` rounded
/// up to a power of two, so a premultiplied id shifts back to a plain one. Targets are
/// premultiplied by the row length: the dead state is 0, the accepting states (ids
/// `1...acceptingCount`) are the premultiplied ids from one row length up to
/// `acceptingCount` row lengths. The 0 to 3 bytes after the last whole four, and the four
/// in which the walk died (to tell which byte killed it), are walked a byte a step over the
/// automaton's own table.
///
/// Made in memory on the first walk of four bytes or more (``QuadTableSlot``), or when a
/// ``MaskProgram/UnretainedMatcher`` is made, never written to a file: it is a pure function
/// of the automaton. It holds its ``QuadWalk``, the walk with every address resolved.
final class QuadTable: @unchecked Sendable {
    // @unchecked: every stored property is a `let`, and the entries are written only in
    // `init`, before the table is published; afterwards they are only read.

    /// The most entries a quad table may hold (64 KiB): larger automata walk two bytes a step.
    static let maximumEntries = 1 << 14

    /// log2 of the row length.
    let rowShift: Int
    let entryCount: Int
    let entries: UnsafeMutablePointer<Int32>
    /// For each byte, its class times k³, k², k and 1 (four runs of 256): the part of a
    /// column each of the four bytes of a step contributes, one load each.
    let columnParts: UnsafeMutablePointer<Int32>

    /// The row shift of an automaton of `classCount` classes and `stateCount` states, if its
    /// quad table would be within ``maximumEntries``.
    static func rowShift(classCount: Int, stateCount: Int) -> Int? {
        // k⁴ ≤ maximumEntries needs k ≤ 11: anything larger is refused before multiplying.
        guard classCount >= 1, classCount <= 11 else { return nil }
        let columns = classCount * classCount * classCount * classCount
        // The smallest shift with `1 << shift >= columns`. PERF: counted from the leading
        // zeros, not stepped up to: every automaton made or loaded asks (issue 21).
        let shift = Int.bitWidth - (columns - 1).leadingZeroBitCount
        let (entries, overflow) = stateCount.multipliedReportingOverflow(by: 1 << shift)
        return overflow || entries > maximumEntries ? nil : shift
    }

    /// The walk over this table, with the addresses it reads (valid while the automaton lives).
    let walk: QuadWalk

    /// The quad table of `dfa`, whose quad table is within the limit at `rowShift`, and whose
    /// premultiplied table is `plainTable` (for the walk's last bytes).
    init(_ dfa: DenseDFA, rowShift: Int, plainTable: UnsafePointer<Int32>) {
        let classCount = dfa.classCount
        let rowLength = 1 << rowShift
        self.rowShift = rowShift
        entryCount = dfa.stateCount * rowLength
        entries = UnsafeMutablePointer<Int32>.allocate(capacity: entryCount)
        entries.initialize(repeating: 0, count: entryCount)
        columnParts = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * 256)
        walk = QuadWalk(entries: entries, columnParts: columnParts, rowShift: rowShift, of: dfa, plainTable: plainTable)
        let weights = [classCount * classCount * classCount, classCount * classCount, classCount, 1]
        dfa.tables.withClassMap { classMap in
            for (position, weight) in weights.enumerated() {
                for byte in 0..<256 {
                    (columnParts + position * 256 + byte).initialize(to: Int32(Int(classMap[byte]) * weight))
                }
            }
        }
        dfa.tables.withTransitions { transitions in
            func next(_ state: Int, _ cls: Int) -> Int { Int(transitions[state * classCount + cls]) }
            // The dead state's row stays all 0; every other state's is filled class by class.
            for state in 1..<dfa.stateCount {
                let row = state << rowShift
                for c0 in 0..<classCount {
                    let s0 = next(state, c0)
                    for c1 in 0..<classCount {
                        let s1 = next(s0, c1)
                        for c2 in 0..<classCount {
                            let s2 = next(s1, c2)
                            let column = ((c0 * classCount + c1) * classCount + c2) * classCount
                            for c3 in 0..<classCount {
                                entries[row + column + c3] = Int32(truncatingIfNeeded: next(s2, c3) << rowShift)
                            }
                        }
                    }
                }
            }
        }
    }

    deinit {
        entries.deinitialize(count: entryCount)
        entries.deallocate()
        columnParts.deinitialize(count: 4 * 256)
        columnParts.deallocate()
    }
}

/// Where an automaton's ``QuadTable`` is kept once its first walk has made it: published
/// once in a word of the automaton's ``AutomatonTables``, as ``PairTableSlot`` keeps a pair
/// table, and read without retaining it.
struct QuadTableSlot: Sendable {
    let tables: AutomatonTables
    var rowShift: Int { tables.quadRowShift }

    /// Whether the table is made.
    var isMade: Bool { tables.withQuadWord { maskc_atomic_word_load_acquire($0) != 0 } }

    /// Runs `dfa` (the automaton this slot belongs to) over `bytes` four bytes a step,
    /// making its table first if need be (``QuadWalk/run(_:noting:)``).
    @inline(__always)
    func run(_ dfa: DenseDFA, _ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        walk(of: dfa).run(bytes, noting: false).result
    }

    /// ``run(_:_:)`` that also notes the bytes it reads (see ``SimpleText/note(_:)``); `end`
    /// is where it stopped reading.
    @inline(__always)
    func runNoting(_ dfa: DenseDFA, _ bytes: UnsafeBufferPointer<UInt8>) -> (result: ByteMatchResult, noted: UInt8, end: Int) {
        walk(of: dfa).run(bytes, noting: true)
    }

    /// The walk of the table of `dfa` (made first if need be), valid while `dfa` lives: its
    /// run tables hold the published table and the premultiplied table.
    @inline(__always)
    func walk(of dfa: DenseDFA) -> QuadWalk {
        withTable(of: dfa) { $0.walk }
    }

    /// Calls `body` with the table of `dfa` (made first if need be), not retained: the run
    /// tables hold it as long as `dfa` lives.
    @inline(__always)
    func withTable<Result>(of dfa: DenseDFA, _ body: (QuadTable) -> Result) -> Result {
        tables.withQuadWord { word in
            PublishedOnce.withValue(in: word, make: { makeTable(of: dfa) }, body)
        }
    }

    /// The table of `dfa`, made: once an automaton, so kept out of the walks it would bloat.
    @inline(never)
    private func makeTable(of dfa: DenseDFA) -> QuadTable {
        tables.withPremultiplied { plainTable in
            // SAFETY: the run tables' entries are never empty (an automaton has a dead state
            // and at least one class), so the address is not nil.
            QuadTable(dfa, rowShift: rowShift, plainTable: plainTable.baseAddress.unsafelyUnwrapped)
        }
    }
}
