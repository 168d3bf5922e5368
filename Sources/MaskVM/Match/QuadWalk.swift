/// The walk of a ``QuadTable``, four bytes a step, with every table it reads resolved to an
/// address: the quad table and its column parts, and the automaton's premultiplied table.
/// A trivial value (no reference to count), valid while the automaton it was resolved from
/// lives: its ``AutomatonTables`` hold the quad table and the premultiplied table.
///
/// PERF: reached through the automaton, every walk loaded the published word (an atomic
/// acquire), unwrapped the class map's array and read the quad word's offset through
/// `swift_once` (callgrind: the hex id's `.format`, 362 instructions a call, is 336 without
/// them). The table holds its walk, and ``MaskProgram/UnretainedMatcher`` holds the table,
/// made when the matcher is made. The automaton's class of a byte is the last run of the
/// column parts (class times 1), so the walk reads no array of the automaton's.
struct QuadWalk {
    /// The quad table's entries: premultiplied by the row length (`1 << rowShift`).
    let table: UnsafePointer<Int32>
    /// Four runs of 256: each byte's class times k³, k², k and 1 (``QuadTable/columnParts``).
    let parts: UnsafePointer<Int32>
    /// The automaton's table premultiplied by the class count, for the last 0 to 3 bytes
    /// and the step the walk died in.
    let plainTable: UnsafePointer<Int32>
    let rowShift: Int
    let classCount: Int
    let startState: Int
    let acceptingCount: Int

    /// The walk of a quad table of `entries` and `columnParts` at `rowShift`, made of `dfa`,
    /// whose premultiplied table is `plainTable`.
    init(entries: UnsafePointer<Int32>, columnParts: UnsafePointer<Int32>, rowShift: Int, of dfa: DenseDFA,
         plainTable: UnsafePointer<Int32>) {
        table = entries
        parts = columnParts
        self.plainTable = plainTable
        self.rowShift = rowShift
        classCount = dfa.classCount
        startState = dfa.startState
        acceptingCount = dfa.acceptingCount
    }

    /// The class of `byte` (the last run of the column parts is the class times 1).
    @inline(__always)
    private func plainClass(_ byte: UInt8) -> Int {
        Int(parts[768 &+ Int(byte)])
    }

    /// Whether a premultiplied state of the plain table is accepting (ids `1...acceptingCount`).
    @inline(__always)
    private func isAccepting(plain state: Int) -> Bool {
        state >= classCount && state <= acceptingCount &* classCount
    }

    /// Runs the automaton over `bytes`, four bytes a step. With `noting` (a constant at each
    /// call, so each form is compiled without the other's work), every byte read is ORed
    /// into `noted` (see ``SimpleText/note(_:)``), and `end` is where the walk stopped reading.
    @inline(__always)
    func run(_ bytes: UnsafeBufferPointer<UInt8>, noting: Bool) -> (result: ByteMatchResult, noted: UInt8, end: Int) {
        let table = table
        let parts = parts
        let rowShift = rowShift
        var state = startState &<< rowShift
        var noted: UInt8 = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            return (isAccepting(plain: startState &* classCount) ? .complete : .partial, 0, 0)
        }
        // PERF: an index against the end of the last whole four, one add and one compare a
        // step; the parts are four runs of one allocation, read at constant offsets.
        var index = 0
        let quadsEnd = count & ~3
        // SAFETY: `index < quadsEnd` bounds `base[index]` to `base[index + 3]`; each run of
        // `parts` has 256 entries, so any byte indexes it, and the four parts sum to a column
        // below k⁴, at most the row length; `state` is a premultiplied id of a valid state
        // (the table was derived from a verified automaton and holds only such ids), so
        // `state + column` is inside the quad table. The byte-a-step walks below index
        // `plainTable` as `DenseDFA.walkByteAtATime(_:)` does, with the same classes.
        while index < quadsEnd {
            let b0 = base[index], b1 = base[index &+ 1], b2 = base[index &+ 2], b3 = base[index &+ 3]
            if noting { noted |= SimpleText.note(b0) | SimpleText.note(b1) | SimpleText.note(b2) | SimpleText.note(b3) }
            // PERF: the column is summed apart from the state and added to the table's
            // address first, so that the chain of dependent loads is one load a step: summed
            // onto the state, the four adds sat on the chain (four `lea`s before each load).
            let column = (Int(parts[Int(b0)]) &+ Int(parts[256 &+ Int(b1)])) &+ (Int(parts[512 &+ Int(b2)]) &+ Int(parts[768 &+ Int(b3)]))
            let next = Int((table + column)[state])
            if next == 0 { return diedInStep(base, at: index, from: state &>> rowShift, noted: noted) }
            state = next
            index &+= 4
        }
        var plain = (state &>> rowShift) &* classCount
        while index < count {
            if noting { noted |= SimpleText.note(base[index]) }
            plain = Int(plainTable[plain &+ plainClass(base[index])])
            if plain == 0 { return (.illegal(byteOffset: index), noted, index &+ 1) }
            index &+= 1
        }
        return (isAccepting(plain: plain) ? .complete : .partial, noted, count)
    }

    /// Which of the four bytes at `index` killed the walk from the plain state `state`:
    /// they are walked a byte a step (the composed move is dead, so one of them is).
    @inline(never)
    private func diedInStep(_ base: UnsafePointer<UInt8>, at index: Int, from state: Int, noted: UInt8)
        -> (result: ByteMatchResult, noted: UInt8, end: Int)
    {
        var plain = state &* classCount
        for offset in index..<(index &+ 3) {
            plain = Int(plainTable[plain &+ plainClass(base[offset])])
            if plain == 0 { return (.illegal(byteOffset: offset), noted, index &+ 4) }
        }
        return (.illegal(byteOffset: index &+ 3), noted, index &+ 4)
    }
}
