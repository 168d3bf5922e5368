/// One move of a reading at one unit of its input: **consume** the unit (reaching `target`,
/// as meaningful or not, as typed or as its alternate), **insert** one of
/// ``ReadingMoves``'s insertions before it (a literal or a padding zero, `byte` of
/// ``ByteKind`` `kind`), or **drop** it. ``ReadingMoveGenerator`` yields them in the rule's
/// order; ``ReadingCost`` is what they are compared by.
enum ReadingMove {
    case consume(target: Int, meaningful: Bool, alternate: Bool)
    /// `leads`: the greedy reading's insertion, on its way to reading this unit (the first
    /// insertion a reading without lookahead makes; see ``ReadingMoveGenerator``).
    case insert(byte: UInt8, kind: UInt8, target: Int, leads: Bool)
    case drop
}

/// What a caller does with the moves ``ReadingMoveGenerator`` yields. PERF: the generator is
/// generic over its visitor, so each caller's loop is specialized and calls no closure.
protocol ReadingMoveVisitor {
    /// Whether the visitor needs the rule's order (the walk, the greedy reading). A minimum or
    /// a set of targets does not, and the generator then skips working the order out.
    static var needsRuleOrder: Bool { get }

    /// Takes one move; true stops the generator (the visitor has what it wanted).
    mutating func visit(_ move: ReadingMove) -> Bool
}

/// The reading's objective, written once. A reading is compared first by `lost`, whether it
/// keeps every letter and digit (and every typed closer of a number range) that the forward
/// pass found some reading can keep, then by `rank`, the place of its move in the rule's
/// order at the first step where two readings differ: the earliest choice wins.
///
/// The exact search fills its layers with the `lost` part (0, or ``impossible`` for a
/// reading that loses a kept one); the walk then takes, at each step, the move of least
/// cost, which is the first in the rule's order of those whose rest keeps what the layer
/// says. A new rule is one change in ``ReadingMoveGenerator`` (a move, or its place in the
/// order) and, where it decides what must be kept, one term here.
struct ReadingCost: Comparable {
    /// 0 when the rest of the input can be read keeping everything the forward pass kept;
    /// ``impossible`` when not.
    let lost: Int32
    /// The move's place in the rule's order at its step, 0 first.
    let rank: Int

    /// The `lost` of a reading that cannot keep what it must (or does not get to a fine end).
    static let impossible = Int32.max / 4

    static func < (lhs: ReadingCost, rhs: ReadingCost) -> Bool {
        (lhs.lost, lhs.rank) < (rhs.lost, rhs.rank)
    }
}
