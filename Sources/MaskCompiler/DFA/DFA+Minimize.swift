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
    func minimized() -> DFA {
        if let order = reverseTopologicalOrder() {
            return minimizedAcyclic(reverseTopologicalOrder: order)
        }
        return trimmed().minimizedByHopcroft(trimmed: true)
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
        return quotient(classOf: partition.blockOf)
    }
}

/// The refinable partition of a DFA's states: blocks are contiguous runs of `elements`.
private struct Partition {
    let dfa: DFA
    let stateCount: Int
    let classCount: Int
    /// Sources of each (target, class), flattened: `inverse[inverseStart[t * k + c] ..< inverseStart[t * k + c + 1]]`.
    private var inverse: [Int]
    private var inverseStart: [Int]

    private var elements: [Int]
    private var location: [Int]
    private(set) var blockOf: [Int]
    private var blockStart: [Int] = []
    private var blockEnd: [Int] = []
    private var marked: [Int] = []
    private var worklist: [(block: Int, cls: Int)] = []
    private var inWorklist: [Bool] = []

    /// The initial partition: accepting states, then the others; with `deadStateAlone`,
    /// accepting states, the dead state, then the others, and transitions into the dead state
    /// left out of `inverse` (a trimmed DFA's other states all differ from it, so its block
    /// never splits, and leaving it out of the worklist keeps "every block but one" there).
    init(_ dfa: DFA, deadStateAlone: Bool) {
        self.dfa = dfa
        stateCount = dfa.stateCount
        classCount = dfa.classes.count
        let slots = stateCount * classCount
        let ignored = deadStateAlone ? 0 : -1
        var start = [Int](repeating: 0, count: slots + 1)
        for state in 0..<stateCount {
            for cls in 0..<classCount where dfa.next(state, cls) != ignored { start[dfa.next(state, cls) * classCount + cls + 1] += 1 }
        }
        for slot in 0..<slots { start[slot + 1] += start[slot] }
        var fill = start
        var inverse = [Int](repeating: 0, count: start[slots])
        for state in 0..<stateCount {
            for cls in 0..<classCount where dfa.next(state, cls) != ignored {
                let slot = dfa.next(state, cls) * classCount + cls
                inverse[fill[slot]] = state
                fill[slot] += 1
            }
        }
        self.inverse = inverse
        self.inverseStart = start

        let acceptingStates = (0..<stateCount).filter { dfa.accepting[$0] }
        let deadStates = deadStateAlone && stateCount > 0 ? [0] : []
        let otherStates = (0..<stateCount).filter { !dfa.accepting[$0] && !(deadStateAlone && $0 == 0) }
        elements = acceptingStates + deadStates + otherStates
        location = [Int](repeating: 0, count: stateCount)
        blockOf = [Int](repeating: 0, count: stateCount)
        for (position, state) in elements.enumerated() { location[state] = position }
        var groupStart = 0
        var splitters: [Int] = []
        for (group, isDead) in [(acceptingStates, false), (deadStates, true), (otherStates, false)] where !group.isEmpty {
            let block = blockStart.count
            blockStart.append(groupStart)
            blockEnd.append(groupStart + group.count)
            groupStart += group.count
            marked.append(0)
            inWorklist.append(contentsOf: repeatElement(false, count: classCount))
            for state in group { blockOf[state] = block }
            if !isDead { splitters.append(block) }
        }
        if !deadStateAlone, splitters.count == 2 {
            // Splitting by one of two complementary blocks suffices; take the smaller.
            splitters = [size(1) < size(0) ? 1 : 0]
        }
        for block in splitters {
            for cls in 0..<classCount { push(block, cls) }
        }
    }

    private func size(_ block: Int) -> Int { blockEnd[block] - blockStart[block] }

    private mutating func push(_ block: Int, _ cls: Int) {
        inWorklist[block * classCount + cls] = true
        worklist.append((block, cls))
    }

    mutating func refine() {
        var touched: [Int] = []
        var predecessors: [Int] = []
        while let (splitter, cls) = worklist.popLast() {
            inWorklist[splitter * classCount + cls] = false
            touched.removeAll(keepingCapacity: true)
            // Collect every state whose `cls` transition enters the splitter block, then mark
            // each (move it to the marked prefix of its block). Collecting first matters:
            // marking reorders blocks, the splitter included.
            predecessors.removeAll(keepingCapacity: true)
            for position in blockStart[splitter]..<blockEnd[splitter] {
                let slot = elements[position] * classCount + cls
                predecessors.append(contentsOf: inverse[inverseStart[slot]..<inverseStart[slot + 1]])
            }
            for state in predecessors { mark(state, touched: &touched) }
            for block in touched { split(block) }
        }
    }

    private mutating func mark(_ state: Int, touched: inout [Int]) {
        let block = blockOf[state]
        let markedEnd = blockStart[block] + marked[block]
        let position = location[state]
        guard position >= markedEnd else { return }
        let other = elements[markedEnd]
        elements[markedEnd] = state
        elements[position] = other
        location[state] = markedEnd
        location[other] = position
        if marked[block] == 0 { touched.append(block) }
        marked[block] += 1
    }

    /// Splits the marked prefix of `block` off into a new block, if it is a proper part.
    private mutating func split(_ block: Int) {
        let markedCount = marked[block]
        marked[block] = 0
        guard markedCount < size(block) else { return }
        let newBlock = blockStart.count
        blockStart.append(blockStart[block])
        blockEnd.append(blockStart[block] + markedCount)
        blockStart[block] += markedCount
        marked.append(0)
        inWorklist.append(contentsOf: repeatElement(false, count: classCount))
        for position in blockStart[newBlock]..<blockEnd[newBlock] { blockOf[elements[position]] = newBlock }
        for cls in 0..<classCount {
            if inWorklist[block * classCount + cls] {
                push(newBlock, cls)
            } else {
                push(size(newBlock) <= size(block) ? newBlock : block, cls)
            }
        }
    }
}
