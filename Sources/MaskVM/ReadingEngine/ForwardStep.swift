/// One step of the exact search's forward pass over an explicit set of states: the states
/// a reading that keeps the letters and digits kept so far can be in, moved on by one unit.
/// First the closure over the insertions ``ReadingMoveGenerator`` yields, then the targets
/// of its consumes of the unit (as typed, or as its alternate); a symbol may also be
/// dropped, so its sets are united.
///
/// The one implementation of that step: ``ReadingSearch`` runs it over a whole input, and a
/// ``KeepAutomaton`` over the units its table does not cover (past its cap, multi-byte
/// units), so the two count the same letters and digits dropped.
///
/// PERF: the lists are the caller's buffers, and a state is put in a list only when its
/// stamp is not the current round's, so each list holds distinct states (at most
/// `stateCount`). The generator reads the tables' arrays through buffers entered once.
struct ForwardStep {
    private let moves: ReadingMoveGenerator
    /// Per state, the round that last met it (`stateCount` entries, none above `round`).
    private let stamp: UnsafeMutableBufferPointer<Int>
    /// The current round; a caller that keeps its stamps across steps starts the next step
    /// from it.
    private(set) var round: Int

    /// A step over the tables of `moves` whose stamps are `stamp`: `stateCount` entries,
    /// each at most `round` (for instance all -1 and a round of 0). It lives no longer than
    /// `moves` (``ReadingTables/withMoveGenerator(insertsLettersAndDigits:_:)``).
    init(_ moves: ReadingMoveGenerator, stamp: UnsafeMutableBufferPointer<Int>, round: Int = 0) {
        self.moves = moves
        self.stamp = stamp
        self.round = round
    }

    /// Writes to `closure` the states of `current[..<count]` and those the insertions of
    /// ``ReadingMoves`` reach from them (literals, and padding zeros; a literal that closes a
    /// number range only with `allowClosing`); returns how many.
    @inline(__always)
    mutating func close(
        _ current: UnsafeMutableBufferPointer<Int>, count: Int, into closure: UnsafeMutableBufferPointer<Int>,
        allowClosing: Bool = true
    ) -> Int {
        // SAFETY: every index is a state (the verifier checked the targets), and the closure
        // holds distinct states, at most `stateCount`.
        round &+= 1
        var closureCount = 0
        for position in 0..<count where stamp[current[position]] != round {
            stamp[current[position]] = round
            closure[closureCount] = current[position]
            closureCount &+= 1
        }
        var collect = CollectTargets(stamp: stamp, list: closure, round: round, count: closureCount)
        var next = 0
        while next < collect.count {
            let state = closure[next]
            next &+= 1
            _ = moves.forEachInsertion(from: state, allowsClosing: allowClosing, &collect)
        }
        return collect.count
    }

    /// Writes to `following` the states consuming `typed` (whose first byte is of class
    /// `cls`) or `alternate` (of class `alternateClass`) reaches from `closure[..<count]`;
    /// returns how many.
    @inline(__always)
    mutating func consume(
        _ typed: UnitForm, _ cls: Int, alternate: UnitForm?, _ alternateClass: Int,
        from closure: UnsafeMutableBufferPointer<Int>, count: Int, into following: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        round &+= 1
        var collect = CollectTargets(stamp: stamp, list: following, round: round, count: 0)
        // The unit as typed, then as its alternate: both ways go on.
        for position in 0..<count {
            _ = moves.forEachConsume(of: typed, cls, from: closure[position], &collect)
        }
        // PERF: a unit with an alternate takes a second pass; the others none.
        if let alternate {
            for position in 0..<count {
                _ = moves.forEachConsume(of: alternate, alternateClass, from: closure[position], &collect)
            }
        }
        return collect.count
    }

    /// Adds to `current[..<count]` the states of `following[..<followingCount]` it lacks (a
    /// symbol kept or dropped: both sets go on); returns the new count.
    @inline(__always)
    mutating func unite(
        _ current: UnsafeMutableBufferPointer<Int>, count: Int, with following: UnsafeMutableBufferPointer<Int>, _ followingCount: Int
    ) -> Int {
        round &+= 1
        for position in 0..<count { stamp[current[position]] = round }
        var collect = CollectTargets(stamp: stamp, list: current, round: round, count: count)
        for position in 0..<followingCount { collect.push(following[position]) }
        return collect.count
    }
}

/// The forward pass's visitor: the targets of the moves, each once, appended to `list`.
private struct CollectTargets: ReadingMoveVisitor {
    static var needsRuleOrder: Bool { false }
    let stamp: UnsafeMutableBufferPointer<Int>
    let list: UnsafeMutableBufferPointer<Int>
    let round: Int
    var count: Int

    @inline(__always)
    mutating func visit(_ move: ReadingMove) -> Bool {
        switch move {
        case .consume(let target, _, _), .insert(_, _, let target, _): push(target)
        case .drop: break
        }
        return false
    }

    /// Appends `state` to `list` unless it is 0 (no state) or already met this round.
    @inline(__always)
    mutating func push(_ state: Int) {
        // SAFETY: as in ``ForwardStep``: a state is appended only once a round, so at most
        // `stateCount`; every target is a state.
        guard state != 0, stamp[state] != round else { return }
        stamp[state] = round
        list[count] = state
        count &+= 1
    }
}
