/// The exact reading, for inputs where the fast greedy one would drop a character or end
/// incomplete although a better reading exists.
///
/// A reading is a path through the reading automaton: each unit of the input is consumed
/// (read as a literal or as meaningful, possibly after inserting literals) or dropped. Of
/// all readings it picks one that drops the fewest units and, among those, ends complete if
/// any does (after adding trailing literals); among equals, the one that makes the greedy
/// reading's choice at every step where that choice is still optimal. That is the greedy
/// reading itself whenever the greedy reading is optimal, so the two never disagree.
///
/// A dynamic program over (unit, state), filled backwards: `fresh[i][s]` is the least cost
/// of reading units `i...` from state `s`, `inserted[i][s]` the same after literals were
/// inserted before unit `i` (which must then be consumed: inserting and then dropping is
/// the same as dropping and then inserting, and is never chosen). The cost is twice the
/// drops plus one if the end cannot be completed. Time O(units × states × classes), linear
/// in the input for a fixed mask. Memory is kept to O((units / B + B) × states) by keeping
/// only every B-th layer and recomputing a block of B layers before walking through it.
struct ReadingSearch {
    let tables: ReadingTables
    let input: ReadingInput
    /// The units some state can read; the others are dropped by every reading.
    let candidates: [Int]

    static let blockSize = 64
    private static let unreachable = Int32.max / 4

    init(tables: ReadingTables, input: ReadingInput) {
        self.tables = tables
        self.input = input
        var candidates: [Int] = []
        for index in 0..<input.unitCount where tables.readable[Int(tables.classMap[Int(input.bytes[input.unit(index).lowerBound])])] {
            candidates.append(index)
        }
        self.candidates = candidates
    }

    /// Runs the search and writes the chosen reading into `sink`.
    func run(into sink: inout ReadingSink, mark: Int) -> ReadingOutcome {
        let stateCount = tables.stateCount
        let layers = candidates.count
        let block = Self.blockSize
        let blocks = (layers + block - 1) / block
        // Checkpoint j holds fresh[min(j * B, layers)].
        var checkpoints = [Int32](repeating: Self.unreachable, count: (blocks + 1) * stateCount)
        var end = [Int32](repeating: Self.unreachable, count: stateCount)
        for state in 1..<stateCount {
            end[state] = tables.flags(ofRow: state * tables.rowWidth) & ReadingTables.completableFlag != 0 ? 0 : 1
        }
        checkpoints.replaceSubrange(blocks * stateCount..<(blocks + 1) * stateCount, with: end)
        var next = end
        var fresh = end
        var inserted = end
        if blocks > 1 {
            for layer in stride(from: layers - 1, through: block, by: -1) {
                fill(layer: layer, next: next, fresh: &fresh, inserted: &inserted)
                swap(&next, &fresh)
                if layer % block == 0 {
                    checkpoints.replaceSubrange(layer / block * stateCount..<(layer / block + 1) * stateCount, with: next)
                }
            }
        }

        var walker = Walker(search: self, sink: sink, mark: mark)
        var freshBlock: [Int32] = []
        var insertedBlock: [Int32] = []
        for blockIndex in 0..<blocks {
            let low = blockIndex * block
            let high = min(low + block, layers)
            let span = high - low
            freshBlock = [Int32](repeating: Self.unreachable, count: (span + 1) * stateCount)
            insertedBlock = [Int32](repeating: Self.unreachable, count: span * stateCount)
            freshBlock.replaceSubrange(span * stateCount..<(span + 1) * stateCount,
                                       with: checkpoints[(blockIndex + 1) * stateCount..<(blockIndex + 2) * stateCount])
            for layer in stride(from: high - 1, through: low, by: -1) {
                let offset = (layer - low) * stateCount
                let following = Array(freshBlock[offset + stateCount..<offset + 2 * stateCount])
                fill(layer: layer, next: following, fresh: &fresh, inserted: &inserted)
                freshBlock.replaceSubrange(offset..<offset + stateCount, with: fresh)
                insertedBlock.replaceSubrange(offset..<offset + stateCount, with: inserted)
            }
            for layer in low..<high {
                let offset = (layer - low) * stateCount
                walker.step(layer: layer,
                            fresh: freshBlock[offset..<offset + stateCount],
                            inserted: insertedBlock[offset..<offset + stateCount],
                            next: freshBlock[offset + stateCount..<offset + 2 * stateCount])
            }
        }
        walker.dropRest()
        sink = walker.sink
        return walker.outcome
    }

    /// One way to consume a unit directly: the state it leads to and whether it was read as
    /// meaningful (for a unit of several bytes, whether its first byte was).
    struct Consumption {
        var target: Int
        var meaningful: Bool
    }

    /// The ways a unit can be consumed directly from `state`, preferred first: for one byte
    /// both readings where both are possible; for several bytes, each byte the preferred way.
    func consumptions(of unit: Range<Int>, from state: Int) -> [Consumption] {
        let k = tables.classCount
        let row = state * tables.rowWidth
        let cls = Int(tables.classMap[Int(input.bytes[unit.lowerBound])])
        let first = tables.rows[row + cls]
        guard first != 0 else { return [] }
        if unit.count == 1 {
            let preferred = Consumption(target: tables.state(ofRow: first >> 1), meaningful: first & 1 != 0)
            let other = Int(tables.targets[(state * k + cls) * 2 + (preferred.meaningful ? 0 : 1)])
            return other == 0 ? [preferred] : [preferred, Consumption(target: other, meaningful: !preferred.meaningful)]
        }
        var current = row
        for offset in unit {
            let direct = tables.rows[current + Int(tables.classMap[Int(input.bytes[offset])])]
            guard direct != 0 else { return [] }
            current = direct >> 1
        }
        return [Consumption(target: tables.state(ofRow: current), meaningful: first & 1 != 0)]
    }

    /// Fills layer `layer` (`fresh` and `inserted`) from the fresh costs of the layer after it.
    private func fill(layer: Int, next: [Int32], fresh: inout [Int32], inserted: inout [Int32]) {
        let unit = input.unit(candidates[layer])
        let k = tables.classCount
        for state in tables.topologicalOrder.reversed() {
            var best = Self.unreachable
            for way in consumptions(of: unit, from: state) { best = min(best, next[way.target]) }
            for literal in tables.literalClasses[tables.literalStart[state]..<tables.literalStart[state + 1]] {
                best = min(best, inserted[Int(tables.targets[(state * k + literal) * 2])])
            }
            inserted[state] = best
            fresh[state] = min(best, next[state] + 2)
        }
        inserted[0] = Self.unreachable
        fresh[0] = Self.unreachable
    }

    /// Walks forward through filled layers, taking at each step the first optimal choice in
    /// the greedy reading's order: read directly (preferred reading, then the other), insert
    /// the greedy's literal, insert another literal (in rank order), drop.
    private struct Walker {
        let search: ReadingSearch
        var sink: ReadingSink
        let mark: Int
        var outcome: ReadingOutcome
        var state: Int
        /// The next input unit not yet consumed or dropped.
        var nextUnit = 0

        init(search: ReadingSearch, sink: ReadingSink, mark: Int) {
            self.search = search
            self.sink = sink
            self.mark = mark
            self.state = search.tables.state(ofRow: search.tables.startRow)
            self.outcome = ReadingOutcome(finalRow: search.tables.startRow, consumedAny: false)
        }

        /// Drops the units before `unit` that no state can read.
        mutating func drop(upTo unit: Int) {
            while nextUnit < unit {
                if nextUnit == mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
                outcome.dropped.append(nextUnit)
                nextUnit += 1
            }
        }

        mutating func dropRest() {
            drop(upTo: search.input.unitCount)
            outcome.finalRow = state * search.tables.rowWidth
        }

        mutating func step(layer: Int, fresh: ArraySlice<Int32>, inserted: ArraySlice<Int32>, next: ArraySlice<Int32>) {
            let tables = search.tables
            let k = tables.classCount
            let index = search.candidates[layer]
            drop(upTo: index)
            if index >= mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
            let unit = search.input.unit(index)
            let cls = Int(tables.classMap[Int(search.input.bytes[unit.lowerBound])])
            var goal = fresh[fresh.startIndex + state]
            var mayDrop = true
            while true {
                for way in search.consumptions(of: unit, from: state) where next[next.startIndex + way.target] == goal {
                    consume(unit, way, at: index)
                    return
                }
                var literals = [Int]()
                let insertion = tables.rows[state * tables.rowWidth + k + cls]
                if insertion != 0 { literals.append(Int(tables.classMap[Int(UInt8(truncatingIfNeeded: insertion))])) }
                literals += tables.literalClasses[tables.literalStart[state]..<tables.literalStart[state + 1]]
                if let literal = literals.first(where: { inserted[inserted.startIndex + Int(tables.targets[(state * k + $0) * 2])] == goal }) {
                    sink.emit(tables.representative[literal], meaningful: false)
                    state = Int(tables.targets[(state * k + literal) * 2])
                    goal = inserted[inserted.startIndex + state]
                    mayDrop = false
                    continue
                }
                // Only dropping is left: optimal by construction of the layers when `mayDrop`
                // (after an insertion some consumption is always optimal). Dropping is the
                // safe way out either way.
                assert(mayDrop, "reading search: no optimal step")
                outcome.dropped.append(index)
                nextUnit = index + 1
                return
            }
        }

        private mutating func consume(_ unit: Range<Int>, _ way: Consumption, at index: Int) {
            let tables = search.tables
            if index >= mark, outcome.markAfter < 0 { outcome.markAfter = sink.count }
            if unit.count == 1 {
                sink.emit(search.input.bytes[unit.lowerBound], meaningful: way.meaningful)
            } else {
                var row = state * tables.rowWidth
                for offset in unit {
                    let direct = tables.rows[row + Int(tables.classMap[Int(search.input.bytes[offset])])]
                    sink.emit(search.input.bytes[offset], meaningful: direct & 1 != 0)
                    row = direct >> 1
                }
            }
            state = way.target
            outcome.consumedAny = true
            nextUnit = index + 1
        }
    }
}
