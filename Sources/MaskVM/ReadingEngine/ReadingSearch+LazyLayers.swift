/// The exact search's walk over layers asked for on its way, not filled first.
///
/// A layer entry of the search is 0 or ``ReadingCost/impossible``: whether the rest of the
/// input can be read from a state keeping every kept letter and digit. The walk takes, at
/// each step, the first move in the rule's order whose target's entry is 0, so it needs the
/// entries of the targets of the moves it tries, and of nothing else. ``LazyLayers`` works
/// out an entry when first asked, by the fill's own recurrence (any consume or insertion
/// whose target keeps, or a drop where the unit may be dropped), and remembers it. The
/// walk's moves are then the filled walk's, move for move; but a cell whose fast reading
/// dropped one digit (a raw `79123456789` for `+7 (DDD) DDD-DD-DD`) asks a few dozen entries,
/// where the fill computes every state of every layer.
///
/// Each entry is worked out at most once, each time with one pass over its moves, so the
/// cost is at most the fill's. The recursion goes one layer deeper per consume or drop and
/// one insertion further per insertion (the insertions at one unit follow the topological
/// order), so its depth is bounded by the layers (at most ``ReadingSearch/blockSize``) and
/// the insertions between two units.
extension ReadingSearch {
    /// What the walk over asked-for layers gave.
    enum LazyWalk {
        case reading(ReadingOutcome)
        /// No reading from the start keeps what it must and gets to a fine end.
        case noFineEnd
    }

    /// The walk of ``fillAndWalk(into:dropped:mark:completeOnly:)`` over entries asked for
    /// on its way; on `.reading`, `sink` and `dropped` hold the reading, else they are untouched.
    func lazyWalk(
        _ moves: ReadingMoveGenerator, into sink: inout ReadingSink, dropped: inout [Int], mark: Int, completeOnly: Bool
    ) -> LazyWalk {
        let layers = candidates.count
        let stateCount = tables.stateCount
        return withUnsafeTemporaryAllocation(of: ReadingMoveGenerator.Unit.self, capacity: max(layers, 1)) { units in
            // SAFETY: `layers` units are initialized here and never read past; a unit is a
            // plain value (nothing to deinitialize).
            for layer in 0..<layers { units.initializeElement(at: layer, to: unit(ofLayer: layer, moves)) }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: layers + 1) { left in
            // SAFETY: `layers + 1` entries, each written here before any is read.
            left[layers] = 0
            for layer in (0..<layers).reversed() {
                let mustRead = !optional[layer] && input.isLetterOrDigit(input.unit(candidates[layer]))
                left[layer] = left[layer + 1] + (mustRead ? 1 : 0)
            }
            return tables.letterOrDigitReads.withUnsafeBufferPointer { reads in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: (layers + 1) * stateCount) { known in
                known.initialize(repeating: 0)
                let layersAsked = LazyLayers(
                    moves: moves, units: UnsafeBufferPointer(rebasing: units[0..<layers]), known: known,
                    stateCount: stateCount, completeOnly: completeOnly, tables: tables,
                    lettersOrDigitsLeft: UnsafeBufferPointer(left), letterOrDigitReads: reads)
                // PERF: the visitors point at the entries; a copy would retain the tables'.
                return withUnsafePointer(to: layersAsked) { entries -> LazyWalk in
                    let start = tables.state(ofRow: tables.startRow)
                    guard LazyLayers.keeps(entries, layer: 0, state: start, afterInsertion: false) else { return .noFineEnd }
                    var walker = Walker(search: self, moves: moves, sink: sink, mark: mark)
                    for layer in 0..<layers {
                        walker.step(layer: layer, units[layer]) { state, afterInsertion, moves in
                            var first = FirstKeepingMove(entries: entries, layer: layer, state: state)
                            moves.forEachMove(at: state, units[layer], afterInsertion: afterInsertion, &first)
                            return first.move
                        }
                    }
                    walker.dropRest()
                    sink = walker.sink
                    dropped = walker.dropped
                    return .reading(walker.outcome)
                }
            }
            }
            }
        }
    }

    /// The layers' entries, each worked out when first asked for.
    struct LazyLayers {
        let moves: ReadingMoveGenerator
        let units: UnsafeBufferPointer<ReadingMoveGenerator.Unit>
        /// Per layer and state, what is known: ``freshKnown`` and ``freshKeeps`` for the
        /// state as reached by a consume or a drop, ``insertedKnown`` and ``insertedKeeps``
        /// after an insertion before the layer's unit (no drop may follow).
        let known: UnsafeMutableBufferPointer<UInt8>
        let stateCount: Int
        let completeOnly: Bool
        let tables: ReadingTables
        /// Per layer, how many letters and digits that must be consumed are at it or after
        /// it; one more entry, 0, for the end.
        let lettersOrDigitsLeft: UnsafeBufferPointer<Int32>
        /// Per state, the most letters and digits a reading can still consume from it
        /// (``ReadingTables/letterOrDigitReads``).
        let letterOrDigitReads: UnsafeBufferPointer<Int32>

        static let freshKnown: UInt8 = 1
        static let freshKeeps: UInt8 = 2
        static let insertedKnown: UInt8 = 4
        static let insertedKeeps: UInt8 = 8

        /// Whether the units from candidate `layer` on can be read from `state` keeping every
        /// kept letter and digit and ending where a reading may end: the fill's entry is 0.
        static func keeps(_ entries: UnsafePointer<LazyLayers>, layer: Int, state: Int, afterInsertion: Bool) -> Bool {
            // The dead state reads nothing and is no fine end.
            guard state != 0 else { return false }
            if layer == entries.pointee.units.count {
                return !entries.pointee.completeOnly || entries.pointee.tables.isAccepting(row: state * entries.pointee.tables.rowWidth)
            }
            let known = entries.pointee.known
            let slot = layer * entries.pointee.stateCount + state
            let (knownBit, keepsBit) = afterInsertion ? (Self.insertedKnown, Self.insertedKeeps) : (Self.freshKnown, Self.freshKeeps)
            let entry = known[slot]
            if entry & knownBit != 0 { return entry & keepsBit != 0 }
            // PERF: a state that cannot read the letters and digits still to consume keeps
            // nothing (`ReadingTables+LetterOrDigitReads`): no walk below it is needed.
            // SAFETY: `layer` is below the units' count (checked above), `state` a state.
            guard entries.pointee.lettersOrDigitsLeft[layer] <= entries.pointee.letterOrDigitReads[state] else {
                known[slot] |= knownBit
                return false
            }
            var any = AnyKeepingMove(entries: entries, layer: layer, state: state)
            entries.pointee.moves.forEachMove(at: state, entries.pointee.units[layer], afterInsertion: afterInsertion, &any)
            known[slot] |= knownBit | (any.found ? keepsBit : 0)
            return any.found
        }

        /// Whether `move`, made at `state` for candidate `layer`'s unit, leads to a reading
        /// that keeps.
        @inline(__always)
        static func keeps(_ entries: UnsafePointer<LazyLayers>, _ move: ReadingMove, layer: Int, state: Int) -> Bool {
            switch move {
            case .consume(let target, _, _): keeps(entries, layer: layer + 1, state: target, afterInsertion: false)
            case .insert(_, _, let target, _): keeps(entries, layer: layer, state: target, afterInsertion: true)
            case .drop: keeps(entries, layer: layer + 1, state: state, afterInsertion: false)
            }
        }
    }

    /// Whether some move keeps (the fill's minimum is 0): any order will do.
    private struct AnyKeepingMove: ReadingMoveVisitor {
        static var needsRuleOrder: Bool { false }
        let entries: UnsafePointer<LazyLayers>
        let layer: Int
        let state: Int
        var found = false

        mutating func visit(_ move: ReadingMove) -> Bool {
            found = LazyLayers.keeps(entries, move, layer: layer, state: state)
            return found
        }
    }

    /// The first move in the rule's order that keeps: the filled walk's ``FirstOptimalMove``
    /// when the goal is 0, as it is all along a walk that starts from a state that keeps.
    private struct FirstKeepingMove: ReadingMoveVisitor {
        static var needsRuleOrder: Bool { true }
        let entries: UnsafePointer<LazyLayers>
        let layer: Int
        let state: Int
        var move: ReadingMove?

        mutating func visit(_ move: ReadingMove) -> Bool {
            guard LazyLayers.keeps(entries, move, layer: layer, state: state) else { return false }
            self.move = move
            return true
        }
    }
}
