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
        return trimmed().minimizedByHopcroft()
    }

    /// Hopcroft's algorithm, whatever the shape of the DFA.
    func minimizedByHopcroft() -> DFA {
        var partition = Partition(self)
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

    init(_ dfa: DFA) {
        self.dfa = dfa
        stateCount = dfa.stateCount
        classCount = dfa.classes.count
        let slots = stateCount * classCount
        var start = [Int](repeating: 0, count: slots + 1)
        for state in 0..<stateCount {
            for cls in 0..<classCount { start[dfa.next(state, cls) * classCount + cls + 1] += 1 }
        }
        for slot in 0..<slots { start[slot + 1] += start[slot] }
        var fill = start
        var inverse = [Int](repeating: 0, count: slots)
        for state in 0..<stateCount {
            for cls in 0..<classCount {
                let slot = dfa.next(state, cls) * classCount + cls
                inverse[fill[slot]] = state
                fill[slot] += 1
            }
        }
        self.inverse = inverse
        self.inverseStart = start

        // Initial partition: accepting states, then the others.
        let acceptingStates = (0..<stateCount).filter { dfa.accepting[$0] }
        let otherStates = (0..<stateCount).filter { !dfa.accepting[$0] }
        elements = acceptingStates + otherStates
        location = [Int](repeating: 0, count: stateCount)
        blockOf = [Int](repeating: 0, count: stateCount)
        for (position, state) in elements.enumerated() { location[state] = position }
        for (first, group) in [(0, acceptingStates), (acceptingStates.count, otherStates)] where !group.isEmpty {
            let block = blockStart.count
            blockStart.append(first)
            blockEnd.append(first + group.count)
            marked.append(0)
            inWorklist.append(contentsOf: repeatElement(false, count: classCount))
            for state in group { blockOf[state] = block }
        }
        // Splitting by one of two complementary blocks suffices; take the smaller.
        let first = blockStart.count == 2 && size(1) < size(0) ? 1 : 0
        for cls in 0..<classCount { push(first, cls) }
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
