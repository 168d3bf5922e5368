/// The exact reading, for input where the fast greedy reading may not be the best.
///
/// A reading is a path through the reading automaton: each unit of the input is consumed
/// (read as a literal or as meaningful, possibly after inserting literals) or dropped. Of
/// all readings it picks one that drops the fewest units and, among those, ends complete if
/// any does; among equals, the one that makes the greedy reading's choice at every step
/// where that choice is still optimal. That is the greedy reading itself whenever the
/// greedy reading is optimal, so the two never disagree.
///
/// In ``Mode/strict`` (input that already follows the mask) nothing is inserted and
/// "complete" means accepting; in ``Mode/full`` it means accepting once trailing literals
/// are added.
///
/// A dynamic program over (unit, state), filled backwards: `fresh[i][s]` is the least cost
/// of reading units `i...` from state `s`, `inserted[i][s]` the same after literals were
/// inserted before unit `i` (which must then be consumed: inserting and then dropping is
/// the same as dropping and then inserting, and is never chosen). The cost is twice the
/// drops plus one if the end is not complete. Time O(units × states × classes), linear in
/// the input for a fixed mask. Memory is kept to O((units / B + B) × states) by keeping
/// only every B-th layer and recomputing a block of B layers before walking through it.
struct ReadingSearch {
    enum Mode {
        case strict
        case full
    }

    let tables: ReadingTables
    let input: ReadingInput
    let mode: Mode
    /// The units some state can read; the others are dropped by every reading.
    let candidates: [Int]

    static let blockSize = 64
    private static let unreachable = Int32.max / 4

    init(tables: ReadingTables, input: ReadingInput, mode: Mode) {
        self.tables = tables
        self.input = input
        self.mode = mode
        var candidates: [Int] = []
        for index in 0..<input.unitCount where tables.readable[Int(tables.classMap[Int(input.bytes[input.unit(index).lowerBound])])] {
            candidates.append(index)
        }
        self.candidates = candidates
    }

    /// Runs the search and writes the chosen reading into `sink`, the units it drops into `dropped`.
    func run(into sink: inout ReadingSink, dropped: inout [Int], mark: Int) -> ReadingOutcome {
        let stateCount = tables.stateCount
        let layers = candidates.count
        let block = Self.blockSize
        let blocks = (layers + block - 1) / block
        var end = [Int32](repeating: Self.unreachable, count: stateCount)
        for state in 1..<stateCount {
            let row = state * tables.rowWidth
            let ends = mode == .strict ? tables.isAccepting(row: row) : tables.isCompletable(row: row)
            end[state] = ends ? 0 : 1
        }
        // Checkpoint j holds fresh[min(j * B, layers)].
        var checkpoints = [Int32](repeating: Self.unreachable, count: (blocks + 1) * stateCount)
        checkpoints.replaceSubrange(blocks * stateCount..<(blocks + 1) * stateCount, with: end)
        var next = end
        var scratch = end
        var scratchInserted = end
        if blocks > 1 {
            for layer in stride(from: layers - 1, through: block, by: -1) {
                next.withUnsafeBufferPointer { next in
                    scratch.withUnsafeMutableBufferPointer { fresh in
                        scratchInserted.withUnsafeMutableBufferPointer { fill(layer: layer, next: next, fresh: fresh, inserted: $0) }
                    }
                }
                swap(&next, &scratch)
                if layer % block == 0 {
                    checkpoints.replaceSubrange(layer / block * stateCount..<(layer / block + 1) * stateCount, with: next)
                }
            }
        }

        var walker = Walker(search: self, sink: sink, mark: mark)
        var freshBlock = [Int32](repeating: Self.unreachable, count: (min(block, layers) + 1) * stateCount)
        var insertedBlock = [Int32](repeating: Self.unreachable, count: min(block, layers) * stateCount)
        for blockIndex in 0..<blocks {
            let low = blockIndex * block
            let high = min(low + block, layers)
            let span = high - low
            freshBlock.replaceSubrange(span * stateCount..<(span + 1) * stateCount,
                                       with: checkpoints[(blockIndex + 1) * stateCount..<(blockIndex + 2) * stateCount])
            freshBlock.withUnsafeMutableBufferPointer { fresh in
                insertedBlock.withUnsafeMutableBufferPointer { inserted in
                    for layer in stride(from: high - 1, through: low, by: -1) {
                        let offset = (layer - low) * stateCount
                        // SAFETY: offsets of whole layers inside blocks sized for `span` layers.
                        fill(layer: layer,
                             next: UnsafeBufferPointer(rebasing: fresh[offset + stateCount..<offset + 2 * stateCount]),
                             fresh: UnsafeMutableBufferPointer(rebasing: fresh[offset..<offset + stateCount]),
                             inserted: UnsafeMutableBufferPointer(rebasing: inserted[offset..<offset + stateCount]))
                    }
                }
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
        walker.outcome.strict = mode == .strict
        sink = walker.sink
        dropped = walker.dropped
        return walker.outcome
    }

    /// One choice at a step: read the unit (reaching `target`, as meaningful or not),
    /// insert a literal (of class `literal`, reaching `target`), or drop the unit.
    enum Choice {
        case consume(target: Int, meaningful: Bool)
        case insert(literal: Int, target: Int)
        case drop
    }

    /// Calls `body` with the choices at `state` for unit `unit`, in the greedy reading's
    /// order, until it returns true: before any insertion (`afterInsertion` false): read it
    /// the preferred way, the other way, insert the greedy's literal, insert another literal
    /// (rank order), drop; in the middle of an insertion run: read it as meaningful, insert
    /// the greedy's literal, read it otherwise, insert another literal. In strict mode there
    /// is nothing to insert. PERF: nothing is allocated.
    func forEachChoice(at state: Int, unit: Range<Int>, afterInsertion: Bool, _ body: (Choice) -> Bool) {
        let k = tables.classCount
        let row = state * tables.rowWidth
        let cls = Int(tables.classMap[Int(input.bytes[unit.lowerBound])])
        var reads: (Choice?, Choice?) = (nil, nil)
        let preferred = tables.rows[row + cls]
        if unit.count == 1, preferred != 0 {
            let meaningful = preferred & 1 != 0
            reads.0 = .consume(target: tables.state(ofRow: preferred >> 1), meaningful: meaningful)
            let other = Int(tables.targets[(state * k + cls) * 2 + (meaningful ? 0 : 1)])
            if other != 0 { reads.1 = .consume(target: other, meaningful: !meaningful) }
            // In a run, the meaningful reading comes first.
            if afterInsertion, !meaningful, let other = reads.1 { reads = (other, reads.0) }
        } else if preferred != 0, let target = walk(unit, from: state) {
            reads.0 = .consume(target: target, meaningful: preferred & 1 != 0)
        }
        let greedyInsertion = mode == .full ? tables.rows[row + tables.insertOffset + cls] : 0
        let greedyLiteral = greedyInsertion == 0 ? -1 : Int(tables.classMap[Int(UInt8(truncatingIfNeeded: greedyInsertion))])
        func otherInsertions() -> Bool {
            guard mode == .full else { return false }
            for literal in tables.literalClasses[tables.literalStart[state]..<tables.literalStart[state + 1]] where literal != greedyLiteral {
                if body(.insert(literal: literal, target: Int(tables.targets[(state * k + literal) * 2]))) { return true }
            }
            return false
        }
        let greedy: Choice? = greedyInsertion == 0 ? nil : .insert(literal: greedyLiteral, target: tables.state(ofRow: greedyInsertion >> 8))
        if afterInsertion {
            // A meaningful reading of one byte comes before going on with the run.
            var meaningfulFirst = false
            if unit.count == 1, case .consume(_, true)? = reads.0 { meaningfulFirst = true }
            if meaningfulFirst, let read = reads.0, body(read) { return }
            if let greedy, body(greedy) { return }
            if !meaningfulFirst, let read = reads.0, body(read) { return }
            if let read = reads.1, body(read) { return }
            _ = otherInsertions()
            return
        }
        if let read = reads.0, body(read) { return }
        if let read = reads.1, body(read) { return }
        if let greedy, body(greedy) { return }
        if otherInsertions() { return }
        _ = body(.drop)
    }

    /// Fills layer `layer` (`fresh` and `inserted`) from the fresh costs of the layer after it:
    /// the minimum over the same choices as ``forEachChoice(at:unit:afterInsertion:_:)`` (their order
    /// does not matter for a minimum), without building them. PERF: no allocation per state.
    private func fill(
        layer: Int, next: UnsafeBufferPointer<Int32>,
        fresh: UnsafeMutableBufferPointer<Int32>, inserted: UnsafeMutableBufferPointer<Int32>
    ) {
        let unit = input.unit(candidates[layer])
        let k = tables.classCount
        let cls = Int(tables.classMap[Int(input.bytes[unit.lowerBound])])
        let single = unit.count == 1
        let full = mode == .full
        // PERF: raw buffers for the inner loop; every index was checked when the tables were
        // made (targets < stateCount, literal classes < k, a topological order of all states).
        tables.targets.withUnsafeBufferPointer { targets in
        tables.literalClasses.withUnsafeBufferPointer { literalClasses in
        tables.literalStart.withUnsafeBufferPointer { literalStart in
            for state in tables.topologicalOrder.reversed() {
                var best = Self.unreachable
                if single {
                    let literal = Int(targets[(state &* k &+ cls) &* 2])
                    let meaningful = Int(targets[(state &* k &+ cls) &* 2 &+ 1])
                    if literal != 0 { best = min(best, next[literal]) }
                    if meaningful != 0 { best = min(best, next[meaningful]) }
                } else if let target = walk(unit, from: state) {
                    best = min(best, next[target])
                }
                if full {
                    for index in literalStart[state]..<literalStart[state &+ 1] {
                        best = min(best, inserted[Int(targets[(state &* k &+ literalClasses[index]) &* 2])])
                    }
                }
                inserted[state] = best
                fresh[state] = min(best, next[state] &+ 2)
            }
            inserted[0] = Self.unreachable
            fresh[0] = Self.unreachable
        }
        }
        }
    }

    /// The state after reading a unit of several bytes from `state`, each byte the preferred way.
    private func walk(_ unit: Range<Int>, from state: Int) -> Int? {
        var row = state * tables.rowWidth
        for offset in unit {
            let step = tables.rows[row + Int(tables.classMap[Int(input.bytes[offset])])]
            if step == 0 { return nil }
            row = step >> 1
        }
        return tables.state(ofRow: row)
    }

    /// Walks forward through filled layers, taking at each step the first optimal choice.
    private struct Walker {
        let search: ReadingSearch
        var sink: ReadingSink
        let mark: Int
        var outcome: ReadingOutcome
        var dropped: [Int] = []
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
                if nextUnit >= mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
                dropped.append(nextUnit)
                nextUnit += 1
            }
        }

        mutating func dropRest() {
            drop(upTo: search.input.unitCount)
            outcome.finalRow = state * search.tables.rowWidth
        }

        mutating func step(layer: Int, fresh: ArraySlice<Int32>, inserted: ArraySlice<Int32>, next: ArraySlice<Int32>) {
            let index = search.candidates[layer]
            drop(upTo: index)
            if index >= mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
            let unit = search.input.unit(index)
            var goal = fresh[fresh.startIndex + state]
            var afterInsertion = false
            while true {
                var chosen: Choice?
                search.forEachChoice(at: state, unit: unit, afterInsertion: afterInsertion) { choice in
                    let cost = switch choice {
                    case .consume(let target, _): next[next.startIndex + target]
                    case .insert(_, let target): inserted[inserted.startIndex + target]
                    case .drop: next[next.startIndex + state] + 2
                    }
                    guard cost == goal else { return false }
                    chosen = choice
                    return true
                }
                switch chosen {
                case .consume(let target, let meaningful):
                    consume(unit, reaching: target, meaningful: meaningful, at: index)
                    return
                case .insert(let literal, let target):
                    sink.emit(search.tables.representative[literal], kind: ByteKind.inserted)
                    outcome.inserted = true
                    state = target
                    goal = inserted[inserted.startIndex + state]
                    afterInsertion = true
                case .drop, nil:
                    // `nil` cannot happen (the layers were filled from these very choices);
                    // dropping is the safe way out if it did.
                    assert(chosen != nil, "reading search: no optimal step")
                    dropped.append(index)
                    nextUnit = index + 1
                    return
                }
            }
        }

        private mutating func consume(_ unit: Range<Int>, reaching target: Int, meaningful: Bool, at index: Int) {
            let tables = search.tables
            if index >= mark, outcome.markAfter < 0 { outcome.markAfter = sink.count }
            if unit.count == 1 {
                sink.emit(search.input.bytes[unit.lowerBound], kind: meaningful ? ByteKind.meaningful : ByteKind.literal)
            } else {
                var row = state * tables.rowWidth
                for offset in unit {
                    let step = tables.rows[row + Int(tables.classMap[Int(search.input.bytes[offset])])]
                    sink.emit(search.input.bytes[offset], kind: UInt8(truncatingIfNeeded: step & 1))
                    row = step >> 1
                }
            }
            state = target
            outcome.consumedAny = true
            nextUnit = index + 1
        }
    }
}
