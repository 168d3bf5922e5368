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
        var result: [Int] = []
        var seen = Set<Int>()
        var stack = Array(roots.reversed())
        while let state = stack.popLast() {
            guard seen.insert(state).inserted else { continue }
            if case .split(let preferred, let other) = states[state] {
                stack.append(other)
                stack.append(preferred)
            } else {
                result.append(state)
            }
        }
        return result
    }
}
