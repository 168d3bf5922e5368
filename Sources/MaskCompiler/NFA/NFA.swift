import MaskLexer

/// A Thompson NFA over UTF-8 bytes: the first automaton a mask becomes.
///
/// Built backwards from the accepting state, each item given its continuation, so there
/// are no plain ε-states: a `split` is the only ε-move. A split lists its preferred branch
/// first (the left alternative, taking an optional item), which is the priority order that
/// readings of ambiguous masks follow.
public struct NFA: Hashable, Sendable {
    /// One NFA state.
    public enum State: Hashable, Sendable {
        /// Consumes one byte in `ranges`, then goes to `next`. `meaningful` is true for a
        /// class (`D`, `X`), false for a literal; `origin` is the source range of its item.
        case bytes(ranges: [ClosedRange<UInt8>], next: Int, meaningful: Bool, origin: Range<Int>)
        /// Two ε-moves, `preferred` first.
        case split(preferred: Int, other: Int)
        /// The end of the mask.
        case accept
    }

    public var states: [State]
    public var start: Int

    /// The ε-closure of `roots`: the consuming and accepting states reachable through splits,
    /// in priority order (depth first, preferred branch first), each once.
    public func closure(of roots: [Int]) -> [Int] {
        let compact = CompactNFA(self)
        var result: [Int] = []
        var visited = VisitedSet(count: states.count)
        var stack: [Int] = []
        compact.closure(of: roots, into: &result, visited: &visited, stack: &stack)
        return result
    }
}

/// A set of small integers that clears in O(1): a generation stamp per member.
struct VisitedSet {
    private var stamps: [UInt32]
    private var generation: UInt32 = 1

    init(count: Int) {
        stamps = [UInt32](repeating: 0, count: count)
    }

    /// Inserts `value`; false if it was already there.
    mutating func insert(_ value: Int) -> Bool {
        if stamps[value] == generation { return false }
        stamps[value] = generation
        return true
    }

    mutating func clear() {
        generation &+= 1
        if generation == 0 {
            // After 2^32 clears the stamps wrap; start over so no old stamp looks current.
            stamps = [UInt32](repeating: 0, count: stamps.count)
            generation = 1
        }
    }
}
