import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// The rule's order of ``ReadingMoveGenerator`` (its type's comment), written again here the
/// plain way, from the tables' typed accessors, and compared move by move with what the
/// generator yields at every state: the generator works the order out without building
/// moves it does not yield, and must not change it.
@Suite("The rule's order of the reading's moves")
struct ReadingMoveOrderTests {
    @Test("the generator yields the moves in the rule's order, before a run and in one",
          arguments: [81, 82] as [UInt64])
    func ruleOrder(seed: UInt64) throws {
        var compared = 0
        var greedyLiterals = 0
        try EveryMoveCase.forEach(seed: seed, rounds: 60, insertsLettersAndDigits: [true, false]) { place in
            for (mayDrop, allowsClosing) in [(true, true), (false, false)] {
                let unit = ReadingMoveGenerator.Unit(place.tables, typed: place.typed, alternate: place.alternate,
                                                     mayDrop: mayDrop, allowsClosing: allowsClosing)
                for afterInsertion in [false, true] {
                    var yielded = InOrder()
                    place.moves.forEachMove(at: place.state, unit, afterInsertion: afterInsertion, &yielded)
                    let expected = RuleOrder(tables: place.tables, insertsLettersAndDigits: place.moves.insertsLettersAndDigits)
                        .moves(at: place.state, unit, afterInsertion: afterInsertion)
                    #expect(yielded.moves == expected,
                            "[\(place.pattern)] [\(place.sample)] unit \(place.index) state \(place.state) run \(afterInsertion)")
                    greedyLiterals += expected.count { $0.hasSuffix("leads") }
                    compared += 1
                }
            }
        }
        #expect(compared > 2_000)
        #expect(greedyLiterals > 100)
    }
}

/// Records every move, the greedy's `leads` included.
private struct InOrder: ReadingMoveVisitor {
    static var needsRuleOrder: Bool { true }
    var moves: [String] = []

    mutating func visit(_ move: ReadingMove) -> Bool {
        moves.append(RuleOrder.describe(move))
        return false
    }
}

/// The rule's order as the generator's comment states it: read the unit as typed the
/// preferred way, the other way, then as its alternate the same two ways; insert the
/// greedy's literal; the other insertions; drop. In a run, for the typed form and then the
/// alternate: read it as meaningful (a form of one byte), the greedy's literal (when it leads
/// to this form), read it otherwise; then the other insertions, and no drop.
private struct RuleOrder {
    let tables: ReadingTables
    let insertsLettersAndDigits: Bool

    static func describe(_ move: ReadingMove) -> String {
        switch move {
        case .consume(let target, let meaningful, let alternate): "consume \(target) meaningful \(meaningful) alternate \(alternate)"
        case .insert(let byte, let kind, let target, let leads): "insert \(byte) kind \(kind) to \(target)\(leads ? " leads" : "")"
        case .drop: "drop"
        }
    }

    /// The readings of one form, the preferred first; in a run the meaningful one first.
    private func reads(_ form: UnitForm, at state: Int, afterInsertion: Bool) -> [ReadingMove] {
        let row = state * tables.rowWidth
        let cls = Int(tables.classMap[Int(form[0])])
        guard let preferred = tables.directStep(row, cls) else { return [] }
        guard form.count == 1 else {
            guard let target = ReadingMoveGenerator.walk(tables, form, from: state) else { return [] }
            return [.consume(target: target, meaningful: preferred.isMeaningful, alternate: form.isAlternate)]
        }
        var readings: [ReadingMove] = [.consume(target: tables.state(ofRow: preferred.targetRow), meaningful: preferred.isMeaningful,
                                                alternate: form.isAlternate)]
        let other = Int(tables.targets[(state * tables.classCount + cls) * 2 + (preferred.isMeaningful ? 0 : 1)])
        if other != 0 { readings.append(.consume(target: other, meaningful: !preferred.isMeaningful, alternate: form.isAlternate)) }
        if afterInsertion, !preferred.isMeaningful { readings.reverse() }
        return readings
    }

    private func isMeaningfulRead(_ move: ReadingMove?) -> Bool {
        guard let move, case .consume(_, true, _) = move else { return false }
        return true
    }

    func moves(at state: Int, _ unit: ReadingMoveGenerator.Unit, afterInsertion: Bool) -> [String] {
        let row = state * tables.rowWidth
        let insertions = tables.moves.insertions[tables.moves.start[state]..<tables.moves.start[state + 1]]
        func allowed(_ insertion: ReadingMoves.Insertion) -> Bool {
            (unit.allowsClosing || !insertion.closesRange)
                && (insertion.isPadding || insertsLettersAndDigits || !tables.literalIsLetterOrDigit[insertion.literalClass])
        }
        // The greedy's literal: on the way to reading the unit as typed, else as its alternate.
        let typedLiteral = tables.insertion(row, unit.typedClass)
        let literal = typedLiteral ?? (unit.alternate == nil ? nil : tables.insertion(row, unit.alternateClass))
        let literalClass = literal.map { Int(tables.classMap[Int($0.byte)]) } ?? -1
        var greedy: ReadingMove?
        if let literal, insertions.first(where: { $0.literalClass == literalClass }).map(allowed) ?? true {
            greedy = .insert(byte: tables.representative[literalClass], kind: ByteKind.inserted,
                             target: tables.state(ofRow: literal.targetRow), leads: true)
        }
        let others = insertions.filter { allowed($0) && ($0.isPadding || $0.literalClass != literalClass) }
            .map { ReadingMove.insert(byte: $0.byte, kind: $0.kind, target: $0.target, leads: false) }
        var order: [ReadingMove] = []
        let forms = [unit.typed] + (unit.alternate.map { [$0] } ?? [])
        if afterInsertion {
            for (offset, form) in forms.enumerated() {
                var readings = reads(form, at: state, afterInsertion: true)
                // Only a reading of one byte goes before the run goes on.
                if form.count == 1, isMeaningfulRead(readings.first) { order.append(readings.removeFirst()) }
                if (offset == 0) == (typedLiteral != nil), let greedy { order.append(greedy) }
                order += readings
            }
            order += others
        } else {
            for form in forms { order += reads(form, at: state, afterInsertion: false) }
            if let greedy { order.append(greedy) }
            order += others
            if unit.mayDrop { order.append(.drop) }
        }
        return order.map(Self.describe)
    }
}
