import MaskVM

extension DFA {
    /// The minimal DFA of the same language. Unreachable states are dropped; the dead state
    /// stays 0, accepting states come next, then the others, each group in breadth-first
    /// order from the start.
    ///
    /// States that cannot reach an accepting state are merged into the dead state, so that
    /// "not dead" means "can still complete" and `partial` is truthful.
    ///
    /// Every mask's DFA is acyclic (a mask denotes a finite language), and an acyclic DFA is
    /// trimmed and minimized in one pass (``minimizedAcyclic(reverseTopologicalOrder:)``).
    /// Any other DFA is trimmed, then goes through Hopcroft's partition refinement,
    /// O(k n log n).
    ///
    /// PERF: consuming, so a DFA the caller is done with is trimmed in place, not copied.
    consuming func minimized() -> DFA {
        if let order = reverseTopologicalOrder() {
            return minimizedAcyclic(reverseTopologicalOrder: order)
        }
        var dfa = self
        dfa.trim()
        return dfa.minimizedByHopcroft(trimmed: true)
    }

    /// Hopcroft's algorithm, whatever the shape of the DFA. `trimmed` says that every state
    /// but the dead one can reach an accepting state or is unreachable (as ``trimmed()``
    /// leaves it): then the dead state starts in a block of its own that is
    /// never a splitter, and no transition into it is ever looked at.
    ///
    /// PERF: in a DFA over Unicode classes most transitions go to the dead state (`\d+`:
    /// 83 byte classes, a few live ones a state); scanning them each time a block holding
    /// the dead state split the others was most of the minimization, and minimization most
    /// of such a compile.
    func minimizedByHopcroft(trimmed: Bool = false) -> DFA {
        var partition = Partition(self, deadStateAlone: trimmed)
        partition.refine()
        return quotient(classOf: partition.blocks())
    }
}

extension SparseDFA {
    /// ``DFA/minimizedByHopcroft(trimmed:)`` of this trimmed automaton (``isTrimmed``), from
    /// its rows: they leave out the moves into the dead state, as the dense partition of a
    /// trimmed DFA does.
    func minimizedByHopcroft() -> SparseDFA {
        var partition = Partition(rows: rows, classCount: classes.count, accepting: accepting, deadStateAlone: true)
        partition.refine()
        return quotient(classOf: partition.blocks())
    }
}

/// The refinable partition of a DFA's states: blocks are contiguous runs of `elements`.
///
/// PERF: the per-state and per-block tables are fixed-size buffers, allocated once (a
/// partition of n states has at most n blocks) and freed with the partition: as arrays, every
/// write of `mark` and `split` checked the array's uniqueness and bounds, about 200
/// instructions a mark, 0.4M of the typical expression's 3.8M a compile (callgrind).
private struct Partition {
    /// Owns the eight tables below; held so that they live as long as the partition.
    private let tables: PartitionTables
    let stateCount: Int
    let classCount: Int
    /// Sources of each (target, class), flattened: entry `e = slotEntry[t * k + c]` (-1 for
    /// none) has the sources `inverse[sourceStart[e] ..< sourceStart[e + 1]]`.
    private let inverse: [Int]
    private let sourceStart: [Int]
    private let slotEntry: [Int32]

    /// The states, each block's a contiguous run; `location[state]` is where a state is.
    private let elements: UnsafeMutablePointer<Int>
    private let location: UnsafeMutablePointer<Int>
    private let blockOf: UnsafeMutablePointer<Int>
    /// Per block (at most `stateCount`): its run of `elements`, and how many of its states,
    /// at its start, are marked.
    private let blockStart: UnsafeMutablePointer<Int>
    private let blockEnd: UnsafeMutablePointer<Int>
    private let marked: UnsafeMutablePointer<Int>
    /// One refinement step's scratch: the states whose move on its class enters the splitter
    /// (at most one a state: a state has one move a class), and the blocks they mark (at
    /// most one a block). PERF: as arrays, each append checked their uniqueness, about a
    /// tenth of the refinement.
    private let predecessors: UnsafeMutablePointer<Int>
    private let touched: UnsafeMutablePointer<Int>
    private var blockCount = 0
    private var worklist: [(block: Int, cls: Int)] = []
    /// The classes on which some transition enters each state, flattened:
    /// `incomingClasses[incomingStart[s] ..< incomingStart[s + 1]]`.
    private let incomingClasses: [Int]
    private let incomingStart: [Int]
    /// Per class, the last block whose splitters were being pushed when it was pushed.
    private var pushedFor: [Int]

    /// The initial partition: accepting states, then the others; with `deadStateAlone`,
    /// accepting states, the dead state, then the others, and transitions into the dead state
    /// left out of `inverse` (a trimmed DFA's other states all differ from it, so its block
    /// never splits, and leaving it out of the worklist keeps "every block but one" there).
    init(_ dfa: DFA, deadStateAlone: Bool) {
        self.init(rows: MoveRows(table: dfa.transitions, stateCount: dfa.stateCount, classCount: dfa.classes.count,
                                 ignoring: deadStateAlone ? 0 : -1),
                  classCount: dfa.classes.count, accepting: dfa.accepting, deadStateAlone: deadStateAlone)
    }

    /// The same from the automaton's rows, which leave out every move into the dead state
    /// when `deadStateAlone` (and list every move when not).
    init(rows: MoveRows, classCount: Int, accepting: [Bool], deadStateAlone: Bool) {
        stateCount = accepting.count
        self.classCount = classCount
        (inverse, sourceStart, slotEntry, incomingClasses, incomingStart) = Self.inverse(
            of: rows, stateCount: stateCount, classCount: classCount)
        pushedFor = [Int](repeating: -1, count: classCount)
        let capacity = max(stateCount, 1)
        tables = PartitionTables(capacity: capacity)
        elements = tables.table(0)
        location = tables.table(1)
        blockOf = tables.table(2)
        blockStart = tables.table(3)
        blockEnd = tables.table(4)
        marked = tables.table(5)
        predecessors = tables.table(6)
        touched = tables.table(7)

        // Accepting states, the dead state (alone), then the others.
        var position = 0
        var splitters: [Int] = []
        for group in 0..<3 {
            let groupStart = position
            for state in 0..<stateCount {
                let isDead = deadStateAlone && state == 0
                let member = switch group {
                case 0: accepting[state]
                case 1: isDead
                default: !accepting[state] && !isDead
                }
                guard member else { continue }
                elements[position] = state
                location[state] = position
                blockOf[state] = blockCount
                position += 1
            }
            guard position > groupStart else { continue }
            blockStart[blockCount] = groupStart
            blockEnd[blockCount] = position
            marked[blockCount] = 0
            if group != 1 { splitters.append(blockCount) }
            blockCount += 1
        }
        if !deadStateAlone, splitters.count == 2 {
            // Splitting by one of two complementary blocks suffices; take the smaller.
            splitters = [size(1) < size(0) ? 1 : 0]
        }
        for block in splitters { pushSplitters(block) }
    }


    /// Each state's block: equivalent states share one.
    func blocks() -> [Int] {
        Array(UnsafeBufferPointer(start: blockOf, count: stateCount))
    }

    /// The sources of each (target, class) of `rows`, as `inverse`, `sourceStart` and
    /// `slotEntry` hold them (a counting sort of the moves by target, then by class within a
    /// target), and the classes on which some move enters each state, as `incomingClasses`
    /// and `incomingStart` hold them: entry `e` is the class `incomingClasses[e]` entering
    /// its state, and the states of `incomingStart[s] ..< incomingStart[s + 1]` are state
    /// `s`'s entries.
    ///
    /// PERF: the work is in the live moves, which in a DFA over a Unicode class are a few
    /// thousand of the table's entries (the typical expression's 14,790); only `slotEntry`
    /// has an entry a (state, class), and it is filled with -1 by `memset`. Reading the
    /// table for its live moves, counting them into a table of slots and then walking every
    /// slot for its end cost about twice the moves' own work.
    private static func inverse(of rows: MoveRows, stateCount: Int, classCount: Int)
        -> (inverse: [Int], sourceStart: [Int], slotEntry: [Int32], incomingClasses: [Int], incomingStart: [Int]) {
        let moveCount = rows.moveCount
        var slotEntry = [Int32](filledWith: -1, count: stateCount * classCount)
        // PERF: written through buffers and cut to length (there is at most one entry a
        // move): an append checks the array's uniqueness each time.
        var incomingClasses = [Int](filledWith: 0, count: moveCount)
        var incomingStart = [Int](filledWith: 0, count: stateCount + 1)
        var sourceStart = [Int](filledWith: 0, count: moveCount + 1)
        var inverse = [Int](filledWith: 0, count: moveCount)
        var entryCount = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: stateCount + 1 + 2 * moveCount) { scratch in
        rows.rowStart.withUnsafeBufferPointer { rowStart in
        rows.classes.withUnsafeBufferPointer { rowClasses in
        rows.targets.withUnsafeBufferPointer { targets in
        slotEntry.withUnsafeMutableBufferPointer { slotEntry in
        incomingClasses.withUnsafeMutableBufferPointer { incomingClasses in
        incomingStart.withUnsafeMutableBufferPointer { incomingStart in
        sourceStart.withUnsafeMutableBufferPointer { sourceStart in
        inverse.withUnsafeMutableBufferPointer { inverse in
            // SAFETY: `scratch` holds where each target's moves end (from one entry before),
            // then the moves sorted by target as pairs (source, class); every target is below
            // `stateCount`, every class below `classCount`, so a slot is below
            // `slotEntry.count`; entries are at most the moves.
            let targetEnd = UnsafeMutableBufferPointer(rebasing: scratch[0...stateCount])
            let sorted = UnsafeMutableBufferPointer(rebasing: scratch[(stateCount + 1)...])
            targetEnd.initialize(repeating: 0)
            for index in 0..<moveCount { targetEnd[targets[index] &+ 1] &+= 1 }
            for state in 0..<stateCount { targetEnd[state &+ 1] &+= targetEnd[state] }
            // Sources in increasing order within each target (a stable placement). Each
            // target's cursor ends where the next target's moves start.
            for source in 0..<stateCount {
                for index in rowStart[source]..<rowStart[source &+ 1] {
                    let position = targetEnd[targets[index]]
                    sorted[position &* 2] = source
                    sorted[position &* 2 &+ 1] = rowClasses[index]
                    targetEnd[targets[index]] = position &+ 1
                }
            }
            // Within each target, one entry a class, numbered as first met; each entry's
            // count summed into `sourceStart` as its end (moved back to its start when placing).
            var begin = 0
            var sourceEnd = 0
            for target in 0..<stateCount {
                let end = targetEnd[target]
                let firstEntry = entryCount
                let rowBase = target &* classCount
                for index in begin..<end {
                    let slot = rowBase &+ sorted[index &* 2 &+ 1]
                    var entry = Int(slotEntry[slot])
                    if entry < 0 {
                        entry = entryCount
                        slotEntry[slot] = Int32(truncatingIfNeeded: entry)
                        incomingClasses[entry] = sorted[index &* 2 &+ 1]
                        entryCount &+= 1
                    }
                    sourceStart[entry] &+= 1
                }
                for entry in firstEntry..<entryCount {
                    sourceEnd &+= sourceStart[entry]
                    sourceStart[entry] = sourceEnd
                }
                incomingStart[target &+ 1] = entryCount
                begin = end
            }
            sourceStart[entryCount] = sourceEnd
            // Last first, so each entry's sources stay in increasing order; each entry's end
            // moves back to its start (the next entry's start is its end).
            var target = stateCount
            while target > 0 {
                target &-= 1
                let first = target == 0 ? 0 : targetEnd[target &- 1]
                let rowBase = target &* classCount
                var index = targetEnd[target]
                while index > first {
                    index &-= 1
                    let entry = Int(slotEntry[rowBase &+ sorted[index &* 2 &+ 1]])
                    sourceStart[entry] &-= 1
                    inverse[sourceStart[entry]] = sorted[index &* 2]
                }
            }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        incomingClasses.removeLast(moveCount - entryCount)
        sourceStart.removeLast(moveCount - entryCount)
        return (inverse, sourceStart, slotEntry, incomingClasses, incomingStart)
    }

    // SAFETY (every pointer below): states are below `stateCount`, blocks below
    // `blockCount <= stateCount`, and positions inside a block's run, below `stateCount`.

    private func size(_ block: Int) -> Int { blockEnd[block] &- blockStart[block] }

    /// Pushes `block` as a splitter on each class by which some transition enters it: a
    /// splitter nothing enters splits nothing.
    private mutating func pushSplitters(_ block: Int) {
        for position in blockStart[block]..<blockEnd[block] {
            let state = elements[position]
            for index in incomingStart[state]..<incomingStart[state &+ 1] {
                let cls = incomingClasses[index]
                guard pushedFor[cls] != block else { continue }
                pushedFor[cls] = block
                worklist.append((block, cls))
            }
        }
    }

    mutating func refine() {
        while let (splitter, cls) = worklist.popLast() {
            // Collect every state whose `cls` transition enters the splitter block, then mark
            // each (move it to the marked prefix of its block). Collecting first matters:
            // marking reorders blocks, the splitter included.
            let predecessorCount = collectPredecessors(of: splitter, on: cls)
            var touchedCount = 0
            for index in 0..<predecessorCount { mark(predecessors[index], touchedCount: &touchedCount) }
            for index in 0..<touchedCount { split(touched[index]) }
        }
    }

    /// Writes every state whose `cls` transition enters `block` into `predecessors`;
    /// returns how many there are.
    ///
    /// PERF: over unchecked buffers, and a state with no such predecessor costs two loads. In
    /// a DFA over a Unicode class most (state, class) pairs have none (`\d+`: 83 byte
    /// classes, a few live a state); appending each pair's empty slice of `inverse` was a
    /// third of the minimization.
    private func collectPredecessors(of block: Int, on cls: Int) -> Int {
        let classCount = classCount
        let elements = elements
        let predecessors = predecessors
        var count = 0
        slotEntry.withUnsafeBufferPointer { slotEntry in
        sourceStart.withUnsafeBufferPointer { sourceStart in
        inverse.withUnsafeBufferPointer { inverse in
            // SAFETY: positions of a block are inside `elements`; a state's slot is below
            // `stateCount * classCount`, its entry (if any) below `sourceStart.count - 1`, and
            // `sourceStart` holds indices into `inverse` or its end. The sources of one class
            // are distinct states, so there are at most `stateCount` of them.
            for position in blockStart[block]..<blockEnd[block] {
                let entry = Int(slotEntry[elements[position] &* classCount &+ cls])
                guard entry >= 0 else { continue }
                let end = sourceStart[entry &+ 1]
                var index = sourceStart[entry]
                while index < end {
                    predecessors[count] = inverse[index]
                    count &+= 1
                    index &+= 1
                }
            }
        }
        }
        }
        return count
    }

    private mutating func mark(_ state: Int, touchedCount: inout Int) {
        let block = blockOf[state]
        let markedEnd = blockStart[block] &+ marked[block]
        let position = location[state]
        guard position >= markedEnd else { return }
        let other = elements[markedEnd]
        elements[markedEnd] = state
        elements[position] = other
        location[state] = markedEnd
        location[other] = position
        if marked[block] == 0 {
            touched[touchedCount] = block
            touchedCount &+= 1
        }
        marked[block] &+= 1
    }

    /// Splits `block` into its marked prefix and the rest, if both are non-empty; the
    /// smaller part becomes the new block and the only new splitter.
    ///
    /// Hopcroft's rule, in the form where the smaller part is always the new block: a
    /// pending splitter (block, c) now stands for the larger part, so with the new block
    /// pushed both parts are pending; a splitter (block, c) already used split everything
    /// the larger part would, given the smaller one. The new block is pushed only on the
    /// classes that enter it (``pushSplitters(_:)``). PERF: with 83 byte classes (`\d+`),
    /// pushing every class of every new block made most of the worklist, each entry a
    /// walk over its block that found nothing.
    private mutating func split(_ block: Int) {
        let markedCount = marked[block]
        marked[block] = 0
        let start = blockStart[block]
        let end = blockEnd[block]
        guard markedCount < end &- start else { return }
        // A split leaves both parts non-empty, so there are never more blocks than states.
        let newBlock = blockCount
        blockCount &+= 1
        if markedCount <= end &- start &- markedCount {
            blockStart[newBlock] = start
            blockEnd[newBlock] = start &+ markedCount
            blockStart[block] = start &+ markedCount
        } else {
            blockStart[newBlock] = start &+ markedCount
            blockEnd[newBlock] = end
            blockEnd[block] = start &+ markedCount
        }
        marked[newBlock] = 0
        for position in blockStart[newBlock]..<blockEnd[newBlock] { blockOf[elements[position]] = newBlock }
        pushSplitters(newBlock)
    }
}

/// The storage of a ``Partition``'s eight per-state and per-block tables: one allocation of
/// eight runs of `capacity` entries, freed with the object.
///
/// A class, not a `~Copyable` partition with a `deinit`: Swift 6.3's compiler crashes
/// ("Invalid bitcast") building that shape under `-sanitize=thread`, which CI runs. A
/// partition is never copied (it is a local `var` of `minimizedByHopcroft`), so its
/// pointers into these tables are never shared.
private final class PartitionTables {
    private let base: UnsafeMutablePointer<Int>
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: 8 * capacity)
    }

    deinit { base.deallocate() }

    /// The `index`th table (0..<8), `capacity` entries, uninitialized until written.
    func table(_ index: Int) -> UnsafeMutablePointer<Int> { base + index * capacity }
}
