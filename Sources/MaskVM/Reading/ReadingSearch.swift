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

    /// Runs the search and writes the chosen reading into `sink`.
    func run(into sink: inout ReadingSink, mark: Int) -> ReadingOutcome {
        let stateCount = tables.stateCount
        let layers = candidates.count
        let block = Self.blockSize
        let blocks = (layers + block - 1) / block
        let endFlag = mode == .strict ? ReadingTables.acceptingFlag : ReadingTables.completableFlag
        var end = [Int32](repeating: Self.unreachable, count: stateCount)
        for state in 1..<stateCount {
            end[state] = tables.flags(ofRow: state * tables.rowWidth) & endFlag != 0 ? 0 : 1
        }
        // Checkpoint j holds fresh[min(j * B, layers)].
        var checkpoints = [Int32](repeating: Self.unreachable, count: (blocks + 1) * stateCount)
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
        for blockIndex in 0..<blocks {
            let low = blockIndex * block
            let high = min(low + block, layers)
            let span = high - low
            var freshBlock = [Int32](repeating: Self.unreachable, count: (span + 1) * stateCount)
            var insertedBlock = [Int32](repeating: Self.unreachable, count: span * stateCount)
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
        walker.outcome.strict = mode == .strict
        sink = walker.sink
        return walker.outcome
    }

    /// One choice at a step: read the unit (reaching `target`, as meaningful or not),
    /// insert a literal (of class `literal`, reaching `target`), or drop the unit.
    enum Choice {
        case consume(target: Int, meaningful: Bool)
        case insert(literal: Int, target: Int)
        case drop
    }

    /// The choices at `state` for unit `unit`, in the greedy reading's order: before any
    /// insertion (`afterInsertion` false): read it the preferred way, the other way, insert
    /// the greedy's literal, insert another literal (rank order), drop; in the middle of an
    /// insertion run: read it as meaningful, insert the greedy's literal, read it otherwise,
    /// insert another literal.
    func choices(at state: Int, unit: Range<Int>, afterInsertion: Bool) -> [Choice] {
        let k = tables.classCount
        let row = state * tables.rowWidth
        let cls = Int(tables.classMap[Int(input.bytes[unit.lowerBound])])
        var reads: [Choice] = []
        let preferred = tables.rows[row + cls]
        if unit.count == 1, preferred != 0 {
            let meaningful = preferred & 1 != 0
            reads.append(.consume(target: tables.state(ofRow: preferred >> 1), meaningful: meaningful))
            let other = Int(tables.targets[(state * k + cls) * 2 + (meaningful ? 0 : 1)])
            if other != 0 { reads.append(.consume(target: other, meaningful: !meaningful)) }
        } else if preferred != 0 {
            var current = row
            for offset in unit {
                let step = tables.rows[current + Int(tables.classMap[Int(input.bytes[offset])])]
                if step == 0 { break }
                current = step >> 1
                if offset == unit.upperBound - 1 {
                    reads.append(.consume(target: tables.state(ofRow: current), meaningful: preferred & 1 != 0))
                }
            }
        }
        guard mode == .full else { return reads + (afterInsertion ? [] : [.drop]) }
        var inserts: [Choice] = []
        let greedyInsertion = tables.rows[row + tables.insertOffset + cls]
        var greedyLiteral = -1
        if greedyInsertion != 0 {
            greedyLiteral = Int(tables.classMap[Int(UInt8(truncatingIfNeeded: greedyInsertion))])
            inserts.append(.insert(literal: greedyLiteral, target: tables.state(ofRow: greedyInsertion >> 8)))
        }
        for literal in tables.literalClasses[tables.literalStart[state]..<tables.literalStart[state + 1]] where literal != greedyLiteral {
            inserts.append(.insert(literal: literal, target: Int(tables.targets[(state * k + literal) * 2])))
        }
        guard afterInsertion else { return reads + inserts + [.drop] }
        // In a run: a class reads the unit first, then the run goes on, then anything else.
        var ordered: [Choice] = []
        if let first = reads.first, case .consume(_, true) = first, unit.count == 1 { ordered.append(first) }
        ordered += inserts.prefix(1)
        ordered += reads.filter { if case .consume(_, true) = $0, unit.count == 1 { false } else { true } }
        ordered += inserts.dropFirst()
        return ordered
    }

    /// Fills layer `layer` (`fresh` and `inserted`) from the fresh costs of the layer after it.
    private func fill(layer: Int, next: [Int32], fresh: inout [Int32], inserted: inout [Int32]) {
        let unit = input.unit(candidates[layer])
        for state in tables.topologicalOrder.reversed() {
            var best = Self.unreachable
            for choice in choices(at: state, unit: unit, afterInsertion: true) {
                switch choice {
                case .consume(let target, _): best = min(best, next[target])
                case .insert(_, let target): best = min(best, inserted[target])
                case .drop: break
                }
            }
            inserted[state] = best
            fresh[state] = min(best, next[state] + 2)
        }
        inserted[0] = Self.unreachable
        fresh[0] = Self.unreachable
    }

    /// Walks forward through filled layers, taking at each step the first optimal choice.
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
                if nextUnit >= mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
                outcome.dropped.append(nextUnit)
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
                for choice in search.choices(at: state, unit: unit, afterInsertion: afterInsertion) {
                    let cost = switch choice {
                    case .consume(let target, _): next[next.startIndex + target]
                    case .insert(_, let target): inserted[inserted.startIndex + target]
                    case .drop: next[next.startIndex + state] + 2
                    }
                    if cost == goal {
                        chosen = choice
                        break
                    }
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
                    outcome.dropped.append(index)
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
