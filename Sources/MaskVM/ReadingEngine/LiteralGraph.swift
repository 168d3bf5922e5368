/// The literal transitions of a reading automaton, in the forms the tables are derived
/// from: each state's literal classes in rank order (for the exact search), and each state's
/// distinct literal targets in the same order (for the insertion entries).
///
/// Several literal classes of a state may lead to one target (`.|/` in a date); a shortest
/// way through literals only needs each target once, and the first class (in rank order)
/// that leads to it is the one a way through it inserts. So the insertion passes walk the
/// distinct targets: fewer edges, the same choices.
struct LiteralGraph {
    /// `classes[classStart[s] ..< classStart[s + 1]]`: the live literal classes of state `s`,
    /// by rank, then class.
    let classes: [Int]
    let classStart: [Int]
    /// `edges[edgeStart[s] ..< edgeStart[s + 1]]`: the distinct literal targets of state `s`,
    /// each as `target << 8 | class` with the first class (in the order above) leading to it.
    let edges: [Int]
    let edgeStart: [Int]
    /// For each class, how some state reads it: 1 as a literal, 2 as meaningful, 3 both.
    let readableAs: [UInt8]
    /// States with at least one literal transition: the only ones an insertion can start from.
    let statesWithLiterals: Int
    /// The byte each class stands for when a literal on it is inserted.
    let representative: [UInt8]

    init(_ reader: ReadingAutomaton, representative: [UInt8]) {
        let k = reader.classCount
        let stateCount = reader.stateCount
        var classes: [Int] = []
        var classStart = [Int](repeating: 0, count: stateCount + 1)
        var edges: [Int] = []
        var edgeStart = [Int](repeating: 0, count: stateCount + 1)
        var readableAs = [UInt8](repeating: 0, count: k)
        var statesWithLiterals = 0
        // PERF: a mask's automaton has about one literal transition a state.
        classes.reserveCapacity(stateCount)
        edges.reserveCapacity(stateCount)
        // Scratch: the state each target was last seen from (to keep each target once per
        // state), then one state's sort keys.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: stateCount + k) { scratch in
        reader.targets.withUnsafeBufferPointer { targets in
        reader.ranks.withUnsafeBufferPointer { ranks in
            // SAFETY: `2k` targets and ranks a state; every target is a state; a state has
            // at most `k` literal transitions.
            let seenFrom = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
            let keys = UnsafeMutableBufferPointer(rebasing: scratch[stateCount...])
            seenFrom.initialize(repeating: -1)
            for state in 0..<stateCount {
                let base = state &* k &* 2
                var count = 0
                for cls in 0..<k {
                    if targets[base &+ 2 &* cls] != 0 {
                        readableAs[cls] |= 1
                        // Rank, then class: one integer sorts both (classes are below 256).
                        keys[count] = Int(ranks[base &+ 2 &* cls]) << 8 | cls
                        count += 1
                    }
                    if targets[base &+ 2 &* cls &+ 1] != 0 { readableAs[cls] |= 2 }
                }
                if count > 1 {
                    var stateKeys = UnsafeMutableBufferPointer(rebasing: keys[0..<count])
                    stateKeys.sort()
                }
                if count > 0 { statesWithLiterals += 1 }
                for index in 0..<count {
                    let cls = keys[index] & 0xFF
                    classes.append(cls)
                    let target = Int(targets[base &+ 2 &* cls])
                    if seenFrom[target] != state {
                        seenFrom[target] = state
                        edges.append(target << 8 | cls)
                    }
                }
                classStart[state + 1] = classes.count
                edgeStart[state + 1] = edges.count
            }
        }
        }
        }
        self.classes = classes
        self.classStart = classStart
        self.edges = edges
        self.edgeStart = edgeStart
        self.readableAs = readableAs
        self.statesWithLiterals = statesWithLiterals
        self.representative = representative
    }

    /// The steps ``fillInsertions(_:_:rowWidth:order:)`` takes: one pass per (class, reading)
    /// that some state reads, each visiting every state with literals and each distinct
    /// literal transition once. Known before any of it is done.
    var insertionWork: Int {
        var passes = 0
        for readings in readableAs { passes += (readings & 1 != 0 ? 1 : 0) + (readings & 2 != 0 ? 1 : 0) }
        let (work, overflow) = passes.multipliedReportingOverflow(by: statesWithLiterals + edges.count)
        return overflow ? .max : work
    }

    /// States from which an accepting state can be reached through literals alone: the text
    /// read so far is complete once the skipped trailing literals are added. Over the
    /// topological order, successors first.
    func completableStates(_ reader: ReadingAutomaton, order: [Int]) -> [Bool] {
        var completable = reader.accepting
        for state in order.reversed() where !completable[state] {
            for edge in edgeStart[state]..<edgeStart[state + 1] where completable[edges[edge] >> 8] {
                completable[state] = true
                break
            }
        }
        return completable
    }

    /// The insertion entries. For each class, each state's distance in inserted literals to
    /// a state that reads it; the literal to insert is the leftmost (lowest rank) on a
    /// shortest way. States where a class reads the character are aimed at first, and only
    /// where none can be reached, states where a literal equal to it stands: a typed
    /// character is data where it can be, and a literal prefix does not swallow it (`7`
    /// typed into `+7(DDD)` gives `+7(7`). A skipped optional literal is never inserted, and
    /// of a skipped `7|8` the `7` is.
    ///
    /// The automaton is acyclic, so each pass is one sweep over the topological order,
    /// successors first: a state's distance is 0 where it reads the class, else one more
    /// than its nearest literal target's. Returns the steps taken (states swept and
    /// transitions followed), at most ``insertionWork``.
    func fillInsertions(_ rows: inout [Int], _ reader: ReadingAutomaton, rowWidth: Int, order: [Int]) -> Int {
        let k = reader.classCount
        let stateCount = reader.stateCount
        let unreachable = Int.max
        var pass = 0
        var steps = 0
        // Scratch: `distance[s]` is valid for the pass numbered `stamp[s]` (a state not swept
        // in this pass, having no literals, is at 0 if it reads the class, else
        // unreachable); then the states with literals, successors first.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * stateCount) { scratch in
        reader.targets.withUnsafeBufferPointer { targets in
            // SAFETY: three tables of a state each; `2k` targets a state, each a state.
            let distance = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
            let stamp = UnsafeMutableBufferPointer(rebasing: scratch[stateCount..<2 * stateCount])
            let sweepBuffer = UnsafeMutableBufferPointer(rebasing: scratch[(2 * stateCount)...])
            distance.initialize(repeating: unreachable)
            stamp.initialize(repeating: -1)
            var sweepCount = 0
            for state in order.reversed() where edgeStart[state] < edgeStart[state + 1] {
                sweepBuffer[sweepCount] = state
                sweepCount += 1
            }
            let sweep = UnsafeBufferPointer(rebasing: sweepBuffer[0..<sweepCount])
            for cls in 0..<k {
                // Meaningful (1) first, then literal (0): see above.
                for reading in (0...1).reversed() where readableAs[cls] & UInt8(1 << reading) != 0 {
                    for state in sweep {
                        steps += 1
                        stamp[state] = pass
                        if targets[(state * k + cls) * 2 + reading] != 0 {
                            distance[state] = 0
                            continue
                        }
                        // The first (leftmost) of the nearest targets.
                        var nearest = unreachable
                        var choice = 0
                        steps += edgeStart[state + 1] - edgeStart[state]
                        for edge in edgeStart[state]..<edgeStart[state + 1] {
                            let target = edges[edge] >> 8
                            let through = stamp[target] == pass ? distance[target]
                                : targets[(target * k + cls) * 2 + reading] != 0 ? 0 : unreachable
                            if through < nearest {
                                nearest = through
                                choice = edges[edge]
                            }
                        }
                        guard nearest != unreachable else {
                            distance[state] = unreachable
                            continue
                        }
                        distance[state] = nearest + 1
                        // Every state on the way gets its step, also one that could read the
                        // character as a literal: a run that started towards a class goes on
                        // to the class. A step found towards a class is kept.
                        let row = state * rowWidth
                        if rows[row + ReadingRowLayout.insertion(k, cls)] == 0 && rows[row + ReadingRowLayout.meaningful(k, cls)] == 0 {
                            rows[row + ReadingRowLayout.insertion(k, cls)] = ReadingRowLayout.encode(ReadingRowLayout.Literal(
                                targetRow: (choice >> 8) * rowWidth, byte: representative[choice & 0xFF]))
                        }
                    }
                    pass += 1
                }
            }
        }
        }
        return steps
    }
}
