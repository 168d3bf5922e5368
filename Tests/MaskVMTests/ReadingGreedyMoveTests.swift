import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The greedy reading's ASCII loop takes every move but the direct table hit from the
/// generator's greedy entries (``ReadingRowView/greedyFirstMove(atRow:byte:class:in:)`` and
/// ``ReadingRowView/greedyMoveInRun(atRow:class:)``). They must be the first moves of
/// the rule's order that need no lookahead, which the slow path and the exact search's walk
/// take from ``ReadingMoveGenerator/forEachMove(at:_:afterInsertion:_:)``: compared here at
/// every state, for every printable ASCII byte, on random masks.
@Suite("The greedy's moves, from the generator's greedy entries")
struct ReadingGreedyMoveTests {
    @Test("the greedy entries yield the rule's order's first move: before a run and in one",
          arguments: [71, 72] as [UInt64])
    func greedyEntriesAreTheFirstMoves(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var compared = 0
        var insertions = 0
        var alternates = 0
        var runEnds = 0
        for round in 0..<60 {
            let pattern = round.isMultiple(of: 2) ? RandomEdits.pattern(&rng) : ValueMasks.pattern(&rng)
            let program = try MaskCompiler.compile(pattern)
            let tables = program.tables(for: .keptWhenTyped)
            let printable = [UInt8](0x20...0x7E)
            printable.withUnsafeBufferPointer { bytes in
                let input = ReadingInput(simple: bytes)
                tables.withMoveGenerator { moves in
                    for index in 0..<input.unitCount {
                        let typed = input.typedForm(index)
                        let packed = UInt32(tables.asciiAlternate[Int(typed[0])])
                        let alternate = packed == 0 ? nil : UnitForm.alternate(packed, of: input)
                        for state in 1..<tables.stateCount {
                            let row = state * tables.rowWidth
                            // Before a run: the byte as typed, with its alternate.
                            var byte = typed[0]
                            var cls = Int(tables.classMap[Int(byte)])
                            let first = moves.view.greedyFirstMove(atRow: row, byte: &byte, class: &cls, in: tables)
                            let unit = ReadingMoveGenerator.Unit(tables, typed: typed, alternate: alternate,
                                                                 mayDrop: false, allowsClosing: true)
                            var expected = FirstMove()
                            moves.forEachMove(at: state, unit, afterInsertion: false, &expected)
                            #expect(describe(first, readAsAlternate: byte != typed[0], tables) == expected.description,
                                    "[\(pattern)] byte \(typed[0]) state \(state)")
                            if first.isInsertion { insertions += 1 }
                            if byte != typed[0], !first.isNone { alternates += 1 }
                            // In a run: the form the greedy reads, which the run goes on with.
                            let form = byte == typed[0] ? typed : alternate!
                            let inRun = moves.view.greedyMoveInRun(atRow: row, class: cls)
                            let formUnit = ReadingMoveGenerator.Unit(tables, typed: form, alternate: nil,
                                                                     mayDrop: false, allowsClosing: true)
                            var expectedInRun = FirstMove()
                            moves.forEachMove(at: state, formUnit, afterInsertion: true, &expectedInRun)
                            #expect(describe(inRun, readAsAlternate: form.isAlternate, tables) == expectedInRun.description,
                                    "[\(pattern)] byte \(typed[0]) in a run, state \(state)")
                            if !inRun.isInsertion, !inRun.isNone { runEnds += 1 }
                            compared += 1
                        }
                    }
                }
            }
        }
        // The comparison met insertions, reads as the alternate and reads in a run, not only
        // bytes read where they stand.
        #expect(compared > 10_000)
        #expect(insertions > 500)
        #expect(alternates > 50)
        #expect(runEnds > 500)
    }

    /// A greedy entry's move as the generator's moves are described by ``FirstMove``.
    private func describe(_ move: GreedyMove, readAsAlternate: Bool, _ tables: ReadingTables) -> String {
        if move.isNone { return "none" }
        let target = tables.state(ofRow: move.targetRow)
        if move.isInsertion { return "insert \(move.literal) kind \(ByteKind.inserted) to \(target)" }
        return "consume \(target) meaningful \(move.isMeaningful) alternate \(readAsAlternate)"
    }
}

/// The first move of the rule's order that needs no lookahead, as the greedy's slow path
/// takes it: a consume, or the insertion that leads to one; "none" when the first move is
/// another insertion or a drop (the greedy gives way there).
private struct FirstMove: ReadingMoveVisitor {
    static var needsRuleOrder: Bool { true }
    var description = "none"

    mutating func visit(_ move: ReadingMove) -> Bool {
        switch move {
        case .consume(let target, let meaningful, let alternate):
            description = "consume \(target) meaningful \(meaningful) alternate \(alternate)"
        case .insert(let byte, let kind, let target, leads: true):
            description = "insert \(byte) kind \(kind) to \(target)"
        case .insert, .drop:
            break
        }
        return true
    }
}
