extension DFA {
    /// The minimal DFA of the same language (Hopcroft's partition refinement, O(k n log n)).
    /// Unreachable states are dropped; the dead state stays 0, accepting states come next,
    /// then the others, each group in breadth-first order from the start.
    func minimized() -> DFA {
        var partition = Partition(self)
        partition.refine()
        return partition.quotient()
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
        while let (splitter, cls) = worklist.popLast() {
            inWorklist[splitter * classCount + cls] = false
            touched.removeAll(keepingCapacity: true)
            // Mark every state whose `cls` transition enters the splitter block: move it to
            // the marked prefix of its own block. Copy the splitter first: marking may reorder it.
            let splitterStates = Array(elements[blockStart[splitter]..<blockEnd[splitter]])
            for target in splitterStates {
                let slot = target * classCount + cls
                for index in inverseStart[slot]..<inverseStart[slot + 1] {
                    mark(inverse[index], touched: &touched)
                }
            }
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

    /// The DFA whose states are the blocks reachable from the start's block, plus the dead
    /// state's block as 0.
    func quotient() -> DFA {
        let deadBlock = blockOf[0]
        var newID = [Int](repeating: -1, count: blockStart.count)
        var representative: [Int] = [0]
        newID[deadBlock] = 0
        var queue = [blockOf[dfa.start]]
        if newID[queue[0]] == -1 {
            newID[queue[0]] = 1
            representative.append(dfa.start)
        }
        var head = 0
        while head < queue.count {
            let block = queue[head]
            head += 1
            let state = representative[newID[block]]
            for cls in 0..<classCount {
                let target = blockOf[dfa.next(state, cls)]
                if newID[target] == -1 {
                    newID[target] = representative.count
                    representative.append(dfa.next(state, cls))
                    queue.append(target)
                }
            }
        }
        // Final numbering, the one the VM uses: dead, then accepting states, then the rest,
        // each group in breadth-first order. The lowered program then keeps these ids.
        let breadthFirst = Array(representative.indices)
        let order = [0] + breadthFirst.dropFirst().filter { dfa.accepting[representative[$0]] }
            + breadthFirst.dropFirst().filter { !dfa.accepting[representative[$0]] }
        var finalID = [Int](repeating: 0, count: order.count)
        for (final, bfs) in order.enumerated() { finalID[bfs] = final }
        var transitions = [Int](repeating: 0, count: representative.count * classCount)
        for (bfs, state) in representative.enumerated() where bfs != 0 {
            for cls in 0..<classCount {
                transitions[finalID[bfs] * classCount + cls] = finalID[newID[blockOf[dfa.next(state, cls)]]]
            }
        }
        return DFA(
            classes: dfa.classes,
            transitions: transitions,
            accepting: order.map { dfa.accepting[representative[$0]] },
            start: finalID[newID[blockOf[dfa.start]]])
    }
}
