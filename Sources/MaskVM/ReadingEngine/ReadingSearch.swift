/// The exact reading, for input where the fast greedy reading dropped a letter or digit.
///
/// A reading is a path through the reading automaton: each unit of the input is consumed
/// (read as a literal or as meaningful, possibly after inserting literals) or dropped. The
/// reading taken is, first, the one that keeps the typed letters and digits best, earliest
/// first: a letter or digit is kept when some reading that keeps every letter and digit
/// kept before it can take it too (so no letter or digit is ever dropped to keep a symbol,
/// nor one from the middle to keep a later one, and the overflow goes at the end). Of the
/// readings that keep exactly those, it takes the one that makes the greedy reading's choice
/// at the earliest step where they differ (symbols are consumed where they can be, else
/// dropped). That is the greedy reading itself whenever the greedy reading keeps every
/// letter and digit, so the two never disagree, and a reading of a longer input extends the
/// reading of its prefix whenever it can: typing equals pasting.
///
/// Which letters and digits are kept is found by one forward pass over the set of states a
/// reading keeping them can be in. Then a dynamic program over (unit, state), filled
/// backwards: `fresh[i][s]` is 0 when units `i...` can be read from state `s` keeping every
/// kept letter and digit, `inserted[i][s]` the same after literals were inserted before unit
/// `i` (which must then be consumed: inserting and then dropping is the same as dropping and
/// then inserting, and is never chosen). Time O(units × states × classes), linear in the
/// input for a fixed mask. Memory is kept to O((units / B + B) × states) by keeping only
/// every B-th layer and recomputing a block of B layers before walking through it.
struct ReadingSearch {
    let tables: ReadingTables
    let input: ReadingInput
    /// The units some state can read and that a reading may consume: the letters and digits
    /// kept, and the other readable units (symbols). The others are dropped.
    private(set) var candidates: [Int]
    /// For each candidate, whether it may be dropped (a symbol), or must be consumed (a kept
    /// letter or digit).
    private(set) var optional: [Bool]
    /// How many letters and digits the mask can read are dropped: no reading that keeps the
    /// ones before can take them.
    let droppedLettersAndDigits: Int
    /// The alternate of each unit, packed (see `ReadingTables+Alternates`), for an input that
    /// is not simple and has some; a simple input's come from ``ReadingTables/asciiAlternate``.
    let alternates: [UInt32]?
    /// Whether a reading may insert a literal letter or digit (or a byte of a character
    /// that is not ASCII), and read a unit as its alternate. A complete reading found by the
    /// search (``completeRun(consumingAllBut:into:dropped:mark:)``) may not: a complete text
    /// made by inventing a typed-looking character, such as a card's brand digit or a
    /// country code, would be a different value; and it reads each unit as typed, as the
    /// fast reading it replaces did (which had read none as its alternate).
    private(set) var insertsLettersAndDigits = true
    /// Whether a padding zero pads the last number only right after a typed separator
    /// (``ReadingMoveGenerator/guardsEndPadding``): a complete reading's search
    /// (``completeRun(consumingAllBut:into:dropped:mark:)``) holds to it.
    private(set) var guardsEndPadding = false

    /// The input's last unit that is a typed closer of a number range (``ReadingMoves``), -1
    /// for none: before it no reading inserts a literal that closes a range. A complete
    /// reading's search sets it past the end (see ``completeRun(consumingAllBut:into:dropped:mark:)``).
    private(set) var lastCloser: Int

    /// Whether the walk reads layers that were all filled first, never those asked for on
    /// its way (``LazyLayers``). A test hook: the differential test holds the two to the
    /// same reading.
    var fillsEveryLayer = false

    static let blockSize = 64
    private static let unreachable = ReadingCost.impossible

    init(tables: ReadingTables, input: ReadingInput) {
        self.tables = tables
        self.input = input
        let lastCloser = tables.lastCloser(in: input)
        self.lastCloser = lastCloser
        let alternates = input.unitEnds == nil ? nil : tables.alternates(of: input)
        let pass = Self.forwardPass(tables, input, lastCloser: lastCloser, alternates: alternates, untilFirstDrop: false)
        self.candidates = pass.candidates
        self.optional = pass.optional
        self.droppedLettersAndDigits = pass.droppedLettersAndDigits
        self.alternates = alternates
    }

    /// The first unit of `input` that is a letter or digit some state reads (as typed or as
    /// its alternate) and that no reading keeping every letter and digit before it can take:
    /// the first letter or digit this search drops, found by its forward pass, stopped there;
    /// nil when the search keeps every letter and digit the mask can read.
    static func firstDroppedLetterOrDigit(tables: ReadingTables, input: ReadingInput) -> Int? {
        let alternates = input.unitEnds == nil ? nil : tables.alternates(of: input)
        return forwardPass(tables, input, lastCloser: tables.lastCloser(in: input), alternates: alternates, untilFirstDrop: true)
            .firstDropped
    }

    /// What the forward pass finds (see the type's comment): the candidates (empty when it
    /// stopped at the first drop), and the letters and digits dropped.
    private struct ForwardPass {
        var candidates: [Int] = []
        var optional: [Bool] = []
        var droppedLettersAndDigits = 0
        var firstDropped: Int?
    }

    /// The forward pass over `input`: which letters and digits a reading keeps, each kept when
    /// some reading that keeps those before can take it. With `untilFirstDrop` it stops at the
    /// first letter or digit dropped and lists no candidate (the same steps up to there).
    @inline(__always)
    private static func forwardPass(
        _ tables: ReadingTables, _ input: ReadingInput, lastCloser: Int, alternates: [UInt32]?, untilFirstDrop: Bool
    ) -> ForwardPass {
        var pass = ForwardPass()
        if !untilFirstDrop {
            pass.candidates.reserveCapacity(input.unitCount)
            pass.optional.reserveCapacity(input.unitCount)
        }
        let stateCount = tables.stateCount
        // PERF: the tables' arrays are read through locals, not through the class each time.
        let classMap = tables.classMap
        let readable = tables.readable
        // PERF: whether any unit may have an alternate, decided once.
        let mayHaveAlternates = alternates != nil || (input.unitEnds == nil && tables.hasASCIIAlternates)
        // PERF: the sets live in one temporary buffer: `stamp` (per state, the round that last
        // met it; see ``ForwardStep``), then three lists of states: the current set, its
        // closure, the following set.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * stateCount) { scratch in
            // SAFETY: four regions of `stateCount` entries; each list holds distinct states
            // (a state is added only when its stamp is not this round's), so at most
            // `stateCount`; every target is a state (the verifier checked them).
            scratch.initialize(repeating: -1)
            let stamp = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
            var current = UnsafeMutableBufferPointer(rebasing: scratch[stateCount..<2 * stateCount])
            let closure = UnsafeMutableBufferPointer(rebasing: scratch[2 * stateCount..<3 * stateCount])
            var following = UnsafeMutableBufferPointer(rebasing: scratch[3 * stateCount..<4 * stateCount])
            // The states a reading that keeps the letters and digits kept so far can be in.
            current[0] = tables.state(ofRow: tables.startRow)
            var currentCount = 1
            tables.withMoveGenerator { moves in
            var step = ForwardStep(moves, stamp: stamp)
            for index in 0..<input.unitCount {
                let unit = input.unit(index)
                let typed = input.typedForm(index)
                let cls = Int(classMap[Int(input.bytes[unit.lowerBound])])
                let packed = mayHaveAlternates ? Self.alternate(index, tables, input, alternates) : 0
                // An alternate is only made when some state reads its first byte.
                guard readable[cls] || packed != 0 else { continue }
                let alternate = packed == 0 ? nil : UnitForm.alternate(packed, of: input)
                let alternateClass = packed == 0 ? 0 : Int(classMap[Int(packed & 0xFF)])
                let isLetterOrDigit = input.isLetterOrDigit(unit)
                // A typed closer of a number range is kept as a letter or digit is (rule 1 of
                // "Values, not characters").
                let significant = isLetterOrDigit || index <= lastCloser && tables.isCloser(unit, input)
                // The states reachable by insertions, then those reached by consuming it.
                let closureCount = step.close(current, count: currentCount, into: closure, allowClosing: index > lastCloser)
                let followingCount = step.consume(typed, cls, alternate: alternate, alternateClass,
                                                  from: closure, count: closureCount, into: following)
                guard followingCount > 0 else {
                    if isLetterOrDigit {
                        pass.droppedLettersAndDigits += 1
                        if untilFirstDrop {
                            pass.firstDropped = index
                            return
                        }
                    }
                    continue
                }
                if significant {
                    swap(&current, &following)
                    currentCount = followingCount
                } else {
                    // A symbol may be kept or dropped: both sets go on.
                    currentCount = step.unite(current, count: currentCount, with: following, followingCount)
                }
                if !untilFirstDrop {
                    pass.candidates.append(index)
                    pass.optional.append(!significant)
                }
            }
            }
        }
        return pass
    }

    /// Whether the letters and digits a reading dropped (`dropped`, in order) are exactly
    /// those this search drops: then a greedy reading that dropped them is this search's
    /// reading (it took the first choice that consumes at every step, and its path keeps
    /// every kept letter and digit). PERF: a digit typed into a full field is settled by
    /// the forward pass alone, without the dynamic program.
    func dropsSameLettersAndDigits(as dropped: [Int]) -> Bool {
        var candidate = 0
        for index in dropped where tables.isUnplaced(input.unit(index), input) {
            while candidate < candidates.count, candidates[candidate] < index { candidate += 1 }
            if candidate < candidates.count, candidates[candidate] == index { return false }
        }
        // And the reading dropped as many as the search does.
        return dropped.count { tables.isUnplaced(input.unit($0), input) } == droppedLettersAndDigits
    }

    /// The alternate of unit `index` (packed, 0 for none): from the input's list, or for a
    /// simple input from the ASCII table.
    @inline(__always)
    private static func alternate(_ index: Int, _ tables: ReadingTables, _ input: ReadingInput, _ alternates: [UInt32]?) -> UInt32 {
        if let alternates { return alternates[index] }
        guard input.unitEnds == nil, tables.hasASCIIAlternates else { return 0 }
        return UInt32(tables.asciiAlternate[Int(input.bytes[index])])
    }

    /// The alternate of unit `index` as a form, or nil.
    private func alternateForm(_ index: Int) -> UnitForm? {
        guard insertsLettersAndDigits else { return nil }
        let packed = Self.alternate(index, tables, input, alternates)
        return packed == 0 ? nil : UnitForm.alternate(packed, of: input)
    }

    /// Runs the search and writes the chosen reading into `sink`, the units it drops into `dropped`.
    func run(into sink: inout ReadingSink, dropped: inout [Int], mark: Int) -> ReadingOutcome {
        // Without `completeOnly` every state is a fine end, and the forward pass made sure a
        // reading gets to one.
        fillAndWalk(into: &sink, dropped: &dropped, mark: mark, completeOnly: false)
            ?? ReadingOutcome(finalRow: tables.startRow, consumedAny: false)
    }

    /// The reading that consumes every unit but `dropped` (those a fast reading dropped, in
    /// order), each as typed, inserts no literal letter or digit and no separator that closes a
    /// number range, and ends accepting; nil, with `sink` and
    /// `dropped` untouched, when there is none. Complete beats partial (see
    /// `ReadingTables+Complete`): the typed units it keeps and drops are the fast reading's,
    /// so an editor that forgot a unit the fast reading dropped when it was typed reads the
    /// rest as a paste of the whole does, and typing still equals pasting.
    func completeRun(consumingAllBut greedyDropped: [Int], into sink: inout ReadingSink, dropped: inout [Int], mark: Int) -> ReadingOutcome? {
        var restricted = self
        restricted.insertsLettersAndDigits = false
        // Nor does it insert a separator that closes a number range: it may pad a value
        // (`1:2:3` gives `01:02:03`), but it never splits typed digits among ranges at places
        // the person did not type a separator (`1921` into an address stays `192.1`, not
        // `1.9.2.1`; `123120` into a date stays `12/31/20`, not `01/02/3120`).
        restricted.lastCloser = Int.max
        // Nor does it pad the last number after a separator it inserted (rule 7): a complete
        // value made of digits typed without one (`20241` into `DDDD-<01-12>` as `2024-01`)
        // would be a guess at where they part; it pads only where the digit's own rule does
        // (`20249` gives `2024-09`: no month begins with a 9).
        restricted.guardsEndPadding = true
        if !greedyDropped.isEmpty {
            var skip = 0
            restricted.candidates = candidates.filter { unit in
                while skip < greedyDropped.count, greedyDropped[skip] < unit { skip += 1 }
                return skip == greedyDropped.count || greedyDropped[skip] != unit
            }
        }
        restricted.optional = [Bool](repeating: false, count: restricted.candidates.count)
        return restricted.fillAndWalk(into: &sink, dropped: &dropped, mark: mark, completeOnly: true)
    }

    /// With `completeOnly`, only accepting states are fine ends: nil, with `sink` and
    /// `dropped` untouched, when no reading gets to one.
    private func fillAndWalk(into sink: inout ReadingSink, dropped: inout [Int], mark: Int, completeOnly: Bool) -> ReadingOutcome? {
        tables.withMoveGenerator(insertsLettersAndDigits: insertsLettersAndDigits, guardsEndPadding: guardsEndPadding) { moves in
            fillAndWalk(moves, into: &sink, dropped: &dropped, mark: mark, completeOnly: completeOnly)
        }
    }

    /// ``fillAndWalk(into:dropped:mark:completeOnly:)`` with the moves of `moves`.
    private func fillAndWalk(
        _ moves: ReadingMoveGenerator, into sink: inout ReadingSink, dropped: inout [Int], mark: Int, completeOnly: Bool
    ) -> ReadingOutcome? {
        // PERF: a cell's input (one block of layers) asks only the layers' entries its walk
        // needs (``LazyLayers``): the same reading, without filling every state of every layer.
        if !fillsEveryLayer, candidates.count <= Self.blockSize {
            switch lazyWalk(moves, into: &sink, dropped: &dropped, mark: mark, completeOnly: completeOnly) {
            case .reading(let outcome): return outcome
            case .noFineEnd where completeOnly: return nil
            case .noFineEnd: break
            }
        }
        let stateCount = tables.stateCount
        let layers = candidates.count
        let block = Self.blockSize
        let blocks = (layers + block - 1) / block
        // Every state is a fine end: the letters and digits decide, then the earliest choice.
        // Or only the accepting ones.
        var end = [Int32](repeating: 0, count: stateCount)
        end[0] = Self.unreachable
        if completeOnly {
            for state in 1..<stateCount where !tables.isAccepting(row: state * tables.rowWidth) { end[state] = Self.unreachable }
        }
        let start = tables.state(ofRow: tables.startRow)
        if completeOnly, layers == 0, end[start] != 0 { return nil }
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
                        scratchInserted.withUnsafeMutableBufferPointer {
                            fill(moves, unit(ofLayer: layer, moves), next: next, fresh: fresh, inserted: $0)
                        }
                    }
                }
                swap(&next, &scratch)
                if layer % block == 0 {
                    checkpoints.replaceSubrange(layer / block * stateCount..<(layer / block + 1) * stateCount, with: next)
                }
            }
        }

        var walker = Walker(search: self, moves: moves, sink: sink, mark: mark)
        var freshBlock = [Int32](repeating: Self.unreachable, count: (min(block, layers) + 1) * stateCount)
        var insertedBlock = [Int32](repeating: Self.unreachable, count: min(block, layers) * stateCount)
        // PERF: each layer's unit is made once, by the fill, and the walk takes it from here.
        let reachable = withUnsafeTemporaryAllocation(of: ReadingMoveGenerator.Unit.self, capacity: min(block, layers)) { units -> Bool in
            for blockIndex in 0..<blocks {
                let low = blockIndex * block
                let high = min(low + block, layers)
                let span = high - low
                freshBlock.replaceSubrange(span * stateCount..<(span + 1) * stateCount,
                                           with: checkpoints[(blockIndex + 1) * stateCount..<(blockIndex + 2) * stateCount])
                // PERF: the walk reads the layers through the same buffers as the fill, so its
                // visitor holds no array (no retain or release per move).
                let blockReachable = freshBlock.withUnsafeMutableBufferPointer { fresh in
                    insertedBlock.withUnsafeMutableBufferPointer { inserted -> Bool in
                        for layer in stride(from: high - 1, through: low, by: -1) {
                            let offset = (layer - low) * stateCount
                            // SAFETY: `layer - low` is below `span`, at most the capacity of
                            // `units` (a unit is a plain value: nothing to deinitialize); offsets
                            // of whole layers inside blocks sized for `span` layers.
                            units.initializeElement(at: layer - low, to: unit(ofLayer: layer, moves))
                            fill(moves, units[layer - low],
                                 next: UnsafeBufferPointer(rebasing: fresh[offset + stateCount..<offset + 2 * stateCount]),
                                 fresh: UnsafeMutableBufferPointer(rebasing: fresh[offset..<offset + stateCount]),
                                 inserted: UnsafeMutableBufferPointer(rebasing: inserted[offset..<offset + stateCount]))
                        }
                        // No reading gets to a fine end from the start.
                        if completeOnly, blockIndex == 0, fresh[start] != 0 { return false }
                        for layer in low..<high {
                            let offset = (layer - low) * stateCount
                            // SAFETY: as above.
                            walker.step(layer: layer, units[layer - low],
                                        fresh: UnsafeBufferPointer(rebasing: fresh[offset..<offset + stateCount]),
                                        inserted: UnsafeBufferPointer(rebasing: inserted[offset..<offset + stateCount]),
                                        next: UnsafeBufferPointer(rebasing: fresh[offset + stateCount..<offset + 2 * stateCount]))
                        }
                        return true
                    }
                }
                if !blockReachable { return false }
            }
            return true
        }
        if !reachable { return nil }
        walker.dropRest()
        sink = walker.sink
        dropped = walker.dropped
        return walker.outcome
    }

    /// Candidate `layer` as the moves see it.
    @inline(__always)
    func unit(ofLayer layer: Int, _ moves: ReadingMoveGenerator) -> ReadingMoveGenerator.Unit {
        let index = candidates[layer]
        return moves.unit(typed: input.typedForm(index), alternate: alternateForm(index),
                          mayDrop: optional[layer], allowsClosing: index > lastCloser)
    }

    /// Fills the layer of `unit` (`fresh` and `inserted`) from the fresh costs of the layer after it:
    /// the least `lost` (``ReadingCost``) over the moves of ``ReadingMoveGenerator`` (their
    /// order does not matter for a minimum). PERF: no allocation per state; the visitor is
    /// specialized, no closure is called.
    private func fill(
        _ moves: ReadingMoveGenerator, _ unit: ReadingMoveGenerator.Unit, next: UnsafeBufferPointer<Int32>,
        fresh: UnsafeMutableBufferPointer<Int32>, inserted: UnsafeMutableBufferPointer<Int32>
    ) {
        for state in tables.topologicalOrder.reversed() {
            // A padding zero the guard allows only right after a typed separator counts for
            // the state reached by a consume, not after an insertion.
            let freshOnly = moves.guardsEndPadding && !moves.mayPad(from: state, moves.paddingGuard(unit, true))
            var cheapest = CheapestMove(next: next, inserted: inserted, state: state, paddingFreshOnly: freshOnly)
            moves.forEachMove(at: state, unit, afterInsertion: false, &cheapest)
            inserted[state] = cheapest.read
            fresh[state] = min(cheapest.read, cheapest.padded, cheapest.dropped)
        }
        inserted[0] = Self.unreachable
        fresh[0] = Self.unreachable
    }

    /// The fill's visitor: the least `lost` after consuming or inserting (`inserted` is the
    /// layer being filled: an insertion stays at the same unit, and the states are visited
    /// in reverse topological order, so its targets are filled), after a padding zero made
    /// only where no insertion came before it (`paddingFreshOnly`), and after dropping.
    private struct CheapestMove: ReadingMoveVisitor {
        static var needsRuleOrder: Bool { false }
        let next: UnsafeBufferPointer<Int32>
        let inserted: UnsafeMutableBufferPointer<Int32>
        let state: Int
        let paddingFreshOnly: Bool
        var read = ReadingSearch.unreachable
        var padded = ReadingSearch.unreachable
        var dropped = ReadingSearch.unreachable

        @inline(__always)
        mutating func visit(_ move: ReadingMove) -> Bool {
            // Every target is a state (the verifier checked them), inside both layers.
            switch move {
            case .consume(let target, _, _): read = min(read, next[target])
            case .insert(_, let kind, let target, _) where paddingFreshOnly && kind == ByteKind.insertedMeaningful:
                padded = min(padded, inserted[target])
            case .insert(_, _, let target, _): read = min(read, inserted[target])
            case .drop: dropped = next[state]
            }
            return false
        }
    }

    /// The walk's visitor: the move of least ``ReadingCost``. That is the first in the rule's
    /// order whose `lost` is the layer's `goal`, the least there is, so it stops there.
    private struct FirstOptimalMove: ReadingMoveVisitor {
        static var needsRuleOrder: Bool { true }
        let goal: Int32
        let state: Int
        let next: UnsafeBufferPointer<Int32>
        let inserted: UnsafeBufferPointer<Int32>
        var rank = 0
        var best: ReadingMove?
        var bestCost = ReadingCost(lost: ReadingCost.impossible, rank: Int.max)

        mutating func visit(_ move: ReadingMove) -> Bool {
            // SAFETY: every target is a state (the verifier checked them), inside both layers.
            let lost = switch move {
            case .consume(let target, _, _): next[target]
            case .insert(_, _, let target, _): inserted[target]
            case .drop: next[state]
            }
            let cost = ReadingCost(lost: lost, rank: rank)
            rank += 1
            if cost < bestCost { (best, bestCost) = (move, cost) }
            return lost == goal
        }
    }

    /// Walks forward through filled layers, taking at each step the first optimal choice.
    struct Walker {
        let search: ReadingSearch
        /// The search's moves, entered for this walk.
        let moves: ReadingMoveGenerator
        var sink: ReadingSink
        let mark: Int
        var outcome: ReadingOutcome
        var dropped: [Int] = []
        var state: Int
        /// The next input unit not yet consumed or dropped.
        var nextUnit = 0

        init(search: ReadingSearch, moves: ReadingMoveGenerator, sink: ReadingSink, mark: Int) {
            self.search = search
            self.moves = moves
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

        /// Walks candidate `layer`, whose unit is `unit`, through filled layers.
        mutating func step(
            layer: Int, _ unit: ReadingMoveGenerator.Unit,
            fresh: UnsafeBufferPointer<Int32>, inserted: UnsafeBufferPointer<Int32>, next: UnsafeBufferPointer<Int32>
        ) {
            step(layer: layer, unit) { state, afterInsertion, moves in
                let goal = afterInsertion ? inserted[state] : fresh[state]
                var optimal = FirstOptimalMove(goal: goal, state: state, next: next, inserted: inserted)
                moves.forEachMove(at: state, unit, afterInsertion: afterInsertion, &optimal)
                // Only a move that keeps what the layer keeps: the layers were filled from
                // these very moves, so one always does.
                return optimal.bestCost.lost == goal ? optimal.best : nil
            }
        }

        /// Walks candidate `layer`, whose unit is `unit`, taking the moves `choose` picks at
        /// a state (fresh, or after an insertion) until one consumes or drops the unit.
        @inline(__always)
        mutating func step(
            layer: Int, _ unit: ReadingMoveGenerator.Unit,
            choose: (_ state: Int, _ afterInsertion: Bool, _ moves: ReadingMoveGenerator) -> ReadingMove?
        ) {
            let index = search.candidates[layer]
            drop(upTo: index)
            if index >= mark, outcome.markBefore < 0 { outcome.markBefore = sink.count }
            var afterInsertion = false
            while true {
                let chosen = choose(state, afterInsertion, moves)
                switch chosen {
                case .consume(let target, let meaningful, let alternate):
                    let form = alternate ? unit.alternate ?? unit.typed : unit.typed
                    consume(form, reaching: target, meaningful: meaningful, at: index)
                    return
                case .insert(let byte, let kind, let target, _):
                    sink.emit(byte, kind: kind)
                    outcome.inserted = true
                    outcome.insertedBefore = index
                    state = target
                    afterInsertion = true
                case .drop, nil:
                    // `nil` cannot happen (see above); dropping is the safe way out if it did.
                    assert(chosen != nil, "reading search: no optimal step")
                    dropped.append(index)
                    nextUnit = index + 1
                    return
                }
            }
        }

        private mutating func consume(_ form: UnitForm, reaching target: Int, meaningful: Bool, at index: Int) {
            if index >= mark, outcome.markAfter < 0 { outcome.markAfter = sink.count }
            if form.isAlternate { outcome.normalized = true }
            moves.write(form, from: state, meaningful: meaningful, into: &sink)
            state = target
            outcome.consumedAny = true
            nextUnit = index + 1
        }
    }
}
