import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// ``ReadingMoveGenerator`` is the one source of a reading's moves: the exact search's fill
/// takes a minimum over them unordered, its walk takes the first of least cost in the rule's
/// order, and the greedy's slow path the first without lookahead. Those agree only if both
/// orders yield the same moves; and the walk's choice is the least ``ReadingCost``.
@Suite("The reading's moves, from one generator")
struct ReadingMoveGeneratorTests {
    @Test("in the rule's order and unordered, the generator yields the same moves at every state and unit",
          arguments: [61, 62] as [UInt64])
    func sameMovesInBothOrders(seed: UInt64) throws {
        var compared = 0
        var insertionsSeen = 0
        var paddingSeen = 0
        try EveryMoveCase.forEach(seed: seed, rounds: 80) { place in
            for (mayDrop, allowsClosing) in [(true, true), (false, false)] {
                let unit = ReadingMoveGenerator.Unit(place.tables, typed: place.typed, alternate: place.alternate,
                                                     mayDrop: mayDrop, allowsClosing: allowsClosing)
                var ordered = RecordMoves<InRuleOrder>()
                var unordered = RecordMoves<Unordered>()
                place.moves.forEachMove(at: place.state, unit, afterInsertion: false, &ordered)
                place.moves.forEachMove(at: place.state, unit, afterInsertion: false, &unordered)
                #expect(ordered.moves.sorted() == unordered.moves.sorted(),
                        "[\(place.pattern)] [\(place.sample)] unit \(place.index) state \(place.state)")
                #expect(ordered.moves.contains("drop") == mayDrop)
                insertionsSeen += ordered.moves.count { $0.hasPrefix("insert") }
                paddingSeen += ordered.moves.count { $0.hasPrefix("insert 48 kind 3") }
                compared += 1
            }
        }
        // The comparison met insertions of both kinds, not only consumes.
        #expect(compared > 1_000)
        #expect(insertionsSeen > 100)
        #expect(paddingSeen > 0)
    }

    @Test("a reading's cost orders by what it keeps first, then by the earliest choice")
    func costOrder() {
        let keeps = ReadingCost(lost: 0, rank: 5)
        let keepsEarlier = ReadingCost(lost: 0, rank: 1)
        let loses = ReadingCost(lost: ReadingCost.impossible, rank: 0)
        #expect(keepsEarlier < keeps)
        #expect(keeps < loses)
        #expect([loses, keeps, keepsEarlier].min() == keepsEarlier)
    }

    @Test("the greedy's slow path takes the moves the search takes: non-ASCII input reads alike both ways")
    func slowPathAgrees() throws {
        let program = try MaskCompiler.compile("+7(DDD)DDD-DD-DD")
        let tables = program.tables(for: .keptWhenTyped)
        // Arabic-Indic digits go to the slow path (units that are not one ASCII byte).
        for sample in ["٧١٢٣٤٥٦٧٨٩٠", "7(١٢٣)", "٩١٢٣"] {
            let fast = program.transform(sample)
            let exact = tables.readBySearchAlone(sample, autocomplete: true)
            #expect(fast.text == exact.text, "[\(sample)]")
            #expect(fast.dropped == exact.dropped, "[\(sample)]")
        }
        // The slow path inserts literals and reads each digit as its ASCII alternate.
        #expect(program.transform("٧١٢٣٤٥٦٧٨٩٠").text == "+7(123)456-78-90")
    }
}

private protocol MoveOrder { static var needsRuleOrder: Bool { get } }
private enum InRuleOrder: MoveOrder { static var needsRuleOrder: Bool { true } }
private enum Unordered: MoveOrder { static var needsRuleOrder: Bool { false } }

/// Records every move as text (without the greedy's `leads`, which only the order uses).
private struct RecordMoves<Order: MoveOrder>: ReadingMoveVisitor {
    static var needsRuleOrder: Bool { Order.needsRuleOrder }
    var moves: [String] = []

    mutating func visit(_ move: ReadingMove) -> Bool {
        switch move {
        case .consume(let target, let meaningful, let alternate):
            moves.append("consume \(target) meaningful \(meaningful) alternate \(alternate)")
        case .insert(let byte, let kind, let target, _):
            moves.append("insert \(byte) kind \(kind) to \(target)")
        case .drop:
            moves.append("drop")
        }
        return false
    }
}
