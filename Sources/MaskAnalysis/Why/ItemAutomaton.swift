import MaskLexer

/// A mask as an automaton over its items rather than its bytes: each step consumes one
/// Unicode scalar for one leaf item of the pattern (a class, a set, a literal) or one digit
/// of a number range, and remembers which item it was. Walking a text through it tells
/// which items of the pattern could come next, which the byte automaton has forgotten:
/// `why` uses it to name a number range wherever it stands, under `?`, `|` or a count.
///
/// Counts are unrolled, as the compiler's NFA unrolls them, within ``maximumNodes``.
struct ItemAutomaton {
    /// What a node does.
    enum Node {
        /// Moves to any of the targets without consuming anything.
        case split([Int])
        /// Consumes one scalar that `leaves[leaf]` accepts, then moves to `next`.
        case scalar(leaf: Int, next: Int)
        /// Consumes the digits of the number range `leaves[leaf]`, then moves to `next`.
        case number(leaf: Int, next: Int)
        /// The end of the mask.
        case accept
    }

    /// What one leaf item accepts.
    enum Accepts {
        /// One scalar in these sorted ranges of scalar values.
        case scalars([ClosedRange<UInt32>])
        /// A number of the range.
        case number(NumberRange)
    }

    /// A leaf item of the pattern: its node, which names it, and what it accepts. A literal
    /// of several scalars is one leaf a scalar, all with the literal's node.
    struct Leaf {
        var item: MaskNode
        var accepts: Accepts
    }

    /// Most nodes built before giving up (the compiler's default NFA limit).
    static let maximumNodes = 200_000

    private(set) var nodes: [Node] = [.accept]
    private(set) var leaves: [Leaf] = []
    private(set) var start = 0

    /// The automaton of `ast`; nil when unrolling its counts takes more than ``maximumNodes``.
    init?(_ ast: MaskAST) {
        var next = 0
        for item in ast.items.reversed() {
            guard let entry = build(item, then: next) else { return nil }
            next = entry
        }
        start = next
    }

    /// Adds the nodes of `item` followed by `next`; returns the entry node. Recursion depth
    /// is the item's nesting, which the parser bounds.
    private mutating func build(_ item: MaskNode, then next: Int) -> Int? {
        guard nodes.count < Self.maximumNodes else { return nil }
        switch item.kind {
        case .digit: return addScalar(item, [0x30...0x39], then: next)
        case .letter: return addScalar(item, [0x41...0x5A, 0x61...0x7A], then: next)
        case .upper: return addScalar(item, [0x41...0x5A], then: next)
        case .lower: return addScalar(item, [0x61...0x7A], then: next)
        case .alphanumeric: return addScalar(item, [0x30...0x39, 0x41...0x5A, 0x61...0x7A], then: next)
        case .set(let set): return addScalar(item, set.matchedRanges, then: next)
        case .literal(let character):
            var entry = next
            for scalar in character.unicodeScalars.reversed() {
                entry = addScalar(item, [scalar.value...scalar.value], then: entry)
            }
            return entry
        case .number(let range):
            leaves.append(Leaf(item: item, accepts: .number(range)))
            return add(.number(leaf: leaves.count - 1, next: next))
        case .optional(let inner):
            guard let entry = build(inner, then: next) else { return nil }
            return add(.split([entry, next]))
        case .alternative(let left, let right):
            guard let leftEntry = build(left, then: next), let rightEntry = build(right, then: next) else { return nil }
            return add(.split([leftEntry, rightEntry]))
        case .repeated(let inner, let count):
            return buildRepeated(inner, count, then: next)
        }
    }

    /// `inner` `count` times: the copies past the minimum are nested options (or one loop
    /// for `{n,}`), then the minimum's copies in front.
    private mutating func buildRepeated(_ inner: MaskNode, _ count: RepeatCount, then next: Int) -> Int? {
        var entry = next
        if let maximum = count.maximum {
            for _ in 0..<max(0, maximum - count.minimum) {
                guard let copy = build(inner, then: entry) else { return nil }
                entry = add(.split([copy, next]))
            }
        } else {
            // The loop node is made first so that the copy can return to it.
            let loop = add(.split([]))
            guard let copy = build(inner, then: loop) else { return nil }
            nodes[loop] = .split([copy, next])
            entry = loop
        }
        for _ in 0..<max(0, count.minimum) {
            guard let copy = build(inner, then: entry) else { return nil }
            entry = copy
        }
        return entry
    }

    private mutating func addScalar(_ item: MaskNode, _ ranges: [ClosedRange<UInt32>], then next: Int) -> Int {
        leaves.append(Leaf(item: item, accepts: .scalars(ranges)))
        return add(.scalar(leaf: leaves.count - 1, next: next))
    }

    private mutating func add(_ node: Node) -> Int {
        nodes.append(node)
        return nodes.count - 1
    }
}
