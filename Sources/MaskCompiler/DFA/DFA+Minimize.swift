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

/// The refinable partition of a DFA's states: blocks are contiguous runs of `elements`.
///
/// PERF: the per-state and per-block tables are fixed-size buffers, allocated once (a
/// partition of n states has at most n blocks) and freed with the partition: as arrays, every
/// write of `mark` and `split` checked the array's uniqueness and bounds, about 200
/// instructions a mark, 0.4M of the typical expression's 3.8M a compile (callgrind).
private struct Partition {
    /// Owns the six tables below; held so that they live as long as the partition.
    private let tables: PartitionTables
    let stateCount: Int
    let classCount: Int
    /// Sources of each (target, class), flattened: `inverse[inverseStart[t * k + c] ..< inverseStart[t * k + c + 1]]`.
    private let inverse: [Int]
    private let inverseStart: [Int]

    /// The states, each block's a contiguous run; `location[state]` is where a state is.
    private let elements: UnsafeMutablePointer<Int>
    private let location: UnsafeMutablePointer<Int>
    private let blockOf: UnsafeMutablePointer<Int>
    /// Per block (at most `stateCount`): its run of `elements`, and how many of its states,
    /// at its start, are marked.
    private let blockStart: UnsafeMutablePointer<Int>
    private let blockEnd: UnsafeMutablePointer<Int>
    private let marked: UnsafeMutablePointer<Int>
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
        stateCount = dfa.stateCount
        classCount = dfa.classes.count
        let ignored = deadStateAlone ? 0 : -1
        (inverse, inverseStart) = Self.inverse(of: dfa, ignoring: ignored)
        pushedFor = [Int](repeating: -1, count: classCount)
        (incomingClasses, incomingStart) = Self.incomingClasses(stateCount: stateCount, classCount: classCount,
                                                                inverseStart: inverseStart)
        let capacity = max(stateCount, 1)
        tables = PartitionTables(capacity: capacity)
        elements = tables.table(0)
        location = tables.table(1)
        blockOf = tables.table(2)
        blockStart = tables.table(3)
        blockEnd = tables.table(4)
        marked = tables.table(5)

        // Accepting states, the dead state (alone), then the others.
        var position = 0
        var splitters: [Int] = []
        for group in 0..<3 {
            let groupStart = position
            for state in 0..<stateCount {
                let isDead = deadStateAlone && state == 0
                let member = switch group {
                case 0: dfa.accepting[state]
                case 1: isDead
                default: !dfa.accepting[state] && !isDead
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

    /// The classes on which some transition enters each state (read off `inverseStart`).
    private static func incomingClasses(stateCount: Int, classCount: Int, inverseStart: [Int]) -> (classes: [Int], start: [Int]) {
        var classes: [Int] = []
        var start = [0]
        start.reserveCapacity(stateCount + 1)
        inverseStart.withUnsafeBufferPointer { inverseStart in
            // SAFETY: `inverseStart` has `stateCount * classCount + 1` entries.
            for state in 0..<stateCount {
                let row = state &* classCount
                for cls in 0..<classCount where inverseStart[row &+ cls] != inverseStart[row &+ cls &+ 1] { classes.append(cls) }
                start.append(classes.count)
            }
        }
        return (classes, start)
    }

    /// The sources of each (target, class) but those into `ignored`, as `inverse` and
    /// `inverseStart` hold them: a counting sort of the transitions by target and class.
    /// PERF: over unchecked buffers; every entry of the table is read twice. The counts are
    /// summed into each slot's end and the sources placed last first, moving each end back
    /// to its slot's start, so no second array of cursors is copied out of `start` (as
    /// large as the table: 28,000 entries for `\d` in an expression).
    private static func inverse(of dfa: DFA, ignoring ignored: Int) -> (inverse: [Int], start: [Int]) {
        let classCount = dfa.classes.count
        let slots = dfa.stateCount * classCount
        var start = [Int](repeating: 0, count: slots + 1)
        var inverse: [Int] = []
        dfa.transitions.withUnsafeBufferPointer { table in
            // SAFETY: `table` has `slots` entries, each a state, so `target * classCount + cls`
            // is below `slots`, and `start` has one entry more.
            start.withUnsafeMutableBufferPointer { start in
                // PERF: state by state and class by class, not `index % classCount`: a
                // division per entry, twice over the table (15,000 entries for `\d`).
                var index = 0
                for _ in 0..<dfa.stateCount {
                    for cls in 0..<classCount {
                        let target = table[index]
                        if target != ignored { start[target &* classCount &+ cls] &+= 1 }
                        index &+= 1
                    }
                }
                // Now `start[slot]` is the slot's end.
                for slot in 1..<max(slots, 1) { start[slot] &+= start[slot &- 1] }
                if slots > 0 { start[slots] = start[slots &- 1] }
            }
            inverse = [Int](repeating: 0, count: start[slots])
            start.withUnsafeMutableBufferPointer { start in
            inverse.withUnsafeMutableBufferPointer { inverse in
                var index = slots
                for state in stride(from: dfa.stateCount &- 1, through: 0, by: -1) {
                    for cls in stride(from: classCount &- 1, through: 0, by: -1) {
                        index &-= 1
                        let target = table[index]
                        guard target != ignored else { continue }
                        let slot = target &* classCount &+ cls
                        start[slot] &-= 1
                        inverse[start[slot]] = state
                    }
                }
            }
            }
        }
        return (inverse, start)
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
        var touched: [Int] = []
        var predecessors: [Int] = []
        while let (splitter, cls) = worklist.popLast() {
            touched.removeAll(keepingCapacity: true)
            // Collect every state whose `cls` transition enters the splitter block, then mark
            // each (move it to the marked prefix of its block). Collecting first matters:
            // marking reorders blocks, the splitter included.
            predecessors.removeAll(keepingCapacity: true)
            collectPredecessors(of: splitter, on: cls, into: &predecessors)
            for state in predecessors { mark(state, touched: &touched) }
            for block in touched { split(block) }
        }
    }

    /// Appends every state whose `cls` transition enters `block`.
    ///
    /// PERF: over unchecked buffers, and a state with no such predecessor costs two loads. In
    /// a DFA over a Unicode class most (state, class) pairs have none (`\d+`: 83 byte
    /// classes, a few live a state); appending each pair's empty slice of `inverse` was a
    /// third of the minimization.
    private func collectPredecessors(of block: Int, on cls: Int, into predecessors: inout [Int]) {
        let classCount = classCount
        let elements = elements
        inverseStart.withUnsafeBufferPointer { inverseStart in
        inverse.withUnsafeBufferPointer { inverse in
            // SAFETY: positions of a block are inside `elements`; a state's slot is below
            // `stateCount * classCount`, and `inverseStart` has one entry more, each an index
            // into `inverse` or its end.
            for position in blockStart[block]..<blockEnd[block] {
                let slot = elements[position] &* classCount &+ cls
                let end = inverseStart[slot &+ 1]
                var index = inverseStart[slot]
                while index < end {
                    predecessors.append(inverse[index])
                    index &+= 1
                }
            }
        }
        }
    }

    private mutating func mark(_ state: Int, touched: inout [Int]) {
        let block = blockOf[state]
        let markedEnd = blockStart[block] &+ marked[block]
        let position = location[state]
        guard position >= markedEnd else { return }
        let other = elements[markedEnd]
        elements[markedEnd] = state
        elements[position] = other
        location[state] = markedEnd
        location[other] = position
        if marked[block] == 0 { touched.append(block) }
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

/// The storage of a ``Partition``'s six per-state and per-block tables: one allocation of
/// six runs of `capacity` entries, freed with the object.
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
        base = .allocate(capacity: 6 * capacity)
    }

    deinit { base.deallocate() }

    /// The `index`th table (0..<6), `capacity` entries, uninitialized until written.
    func table(_ index: Int) -> UnsafeMutablePointer<Int> { base + index * capacity }
}
