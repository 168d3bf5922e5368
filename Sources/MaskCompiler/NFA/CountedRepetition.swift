import MaskLexer

/// What the counted-repetition lowering needs of a Thompson construction: ε-splits, and a
/// way to close a loop whose split had to exist before its body. The mask compiler
/// (``NFABuilder``) and the regular-expression front end (``NFAAssembler``) both provide it,
/// so `{n}`, `{n,m}` and `{n,}` are lowered once, by ``repetition(_:span:continuation:body:)``,
/// and a mask's `D{2,}` and an expression's `\d{2,}` get the same states.
package protocol SplitBuilding {
    /// Adds an ε-split, `preferred` first; nil past the state limit.
    mutating func split(preferred: Int, other: Int) -> Int?
    /// Points the split `state` (added before its body existed, to close a loop) at its branches.
    mutating func redirect(split state: Int, preferred: Int, other: Int)
}

extension SplitBuilding {
    /// `item{n,m}` as n copies then `(item (item ...)?)?` nested m - n deep, each skip going
    /// straight to the continuation; `item{n,}` as n - 1 copies then `item+` (a copy whose end
    /// loops back to its start), or a loop `item*` when n is 0; with `span` (bounding open
    /// counts, for the reading automaton), `item{n,}` as `item{n, n + span}`. Built backwards:
    /// `body(&self, next)` adds one copy of the item continuing to `next` and returns its
    /// entry, nil past the state limit. Every copy is built anew: states are not shared.
    ///
    /// PERF: n copies then `item*` built one copy more for the same language (so the same
    /// minimal DFA), and the subset construction carried its states: `\d+` made `\d`'s trie
    /// (235 ranges, hundreds of states) twice.
    package mutating func repetition(
        _ count: RepeatCount, span: Int?, continuation: Int, body: (inout Self, _ continuation: Int) -> Int?
    ) -> Int? {
        var next = continuation
        var copies = count.minimum
        if let maximum = count.maximum ?? span.map({ count.minimum + $0 }) {
            for _ in count.minimum..<maximum {
                guard let entry = body(&self, next), let split = split(preferred: entry, other: continuation) else { return nil }
                next = split
            }
        } else {
            // The loop's split is added first, its preferred branch set once the body exists.
            guard let loop = split(preferred: continuation, other: continuation), let entry = body(&self, loop) else { return nil }
            redirect(split: loop, preferred: entry, other: continuation)
            if copies > 0 {
                // `item+`: the body is entered first, and the loop only after it.
                next = entry
                copies -= 1
            } else {
                next = loop
            }
        }
        for _ in 0..<copies {
            guard let entry = body(&self, next) else { return nil }
            next = entry
        }
        return next
    }
}
