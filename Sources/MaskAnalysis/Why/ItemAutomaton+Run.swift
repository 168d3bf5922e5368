import MaskLexer

extension ItemAutomaton {
    /// Where a walk can be: a node, and the digits read so far when it is a number range's.
    struct Position: Hashable {
        var node: Int
        var number: NumberPrefix
    }

    /// What can come next after a text: the leaves that could take the next scalar, the
    /// number ranges that could take a next digit, and whether the mask could end.
    struct Next {
        /// Leaves (indices into ``ItemAutomaton/leaves``) that could take the next scalar.
        var scalarLeaves: Set<Int> = []
        /// Number-range leaves with the digits typed in them so far, where another digit fits.
        var numbers: [Int: Set<NumberPrefix>] = [:]
        var allowsEnd = false
    }

    /// Most position visits one walk may make before giving up (a budget for long lines
    /// through masks with many unrolled counts).
    static let maximumWork = 5_000_000

    /// What can come next after `scalars`, counting only positions from which the mask can
    /// still be completed; nil when the text cannot be read to its end (then it is not a
    /// viable prefix) or the walk exceeds ``maximumWork``.
    func next(after scalars: some Sequence<Unicode.Scalar>) -> Next? {
        let live = liveNodes()
        var work = 0
        guard var current = closure(of: [Position(node: start, number: .empty)], live: live, work: &work) else { return nil }
        for scalar in scalars {
            var stepped: [Position] = []
            for position in current {
                switch nodes[position.node] {
                case .scalar(let leaf, let next):
                    if accepts(leaf, scalar) { stepped.append(Position(node: next, number: .empty)) }
                case .number(let leaf, _):
                    guard case .number(let range) = leaves[leaf].accepts, let digit = Self.digitValue(scalar),
                          let longer = position.number.appending(digit), range.canContinue(longer) else { continue }
                    stepped.append(Position(node: position.node, number: longer))
                case .split, .accept: break
                }
            }
            guard !stepped.isEmpty, let after = closure(of: stepped, live: live, work: &work) else { return nil }
            current = after
        }
        var next = Next()
        for position in current {
            switch nodes[position.node] {
            case .scalar(let leaf, _): next.scalarLeaves.insert(leaf)
            case .number(let leaf, _):
                guard case .number(let range) = leaves[leaf].accepts,
                      !range.nextDigits(after: position.number).isEmpty else { continue }
                next.numbers[leaf, default: []].insert(position.number)
            case .accept: next.allowsEnd = true
            case .split: break
            }
        }
        return next
    }

    /// `positions` with every position reachable without consuming: through splits, and
    /// past a number range whose digits so far are a whole number. Dead positions are dropped.
    private func closure(of positions: [Position], live: [Bool], work: inout Int) -> Set<Position>? {
        var seen: Set<Position> = []
        var stack = positions.filter { live[$0.node] }
        while let position = stack.popLast() {
            guard seen.insert(position).inserted else { continue }
            work += 1
            guard work <= Self.maximumWork else { return nil }
            switch nodes[position.node] {
            case .split(let targets):
                for target in targets where live[target] { stack.append(Position(node: target, number: .empty)) }
            case .number(let leaf, let next):
                if case .number(let range) = leaves[leaf].accepts, range.isComplete(position.number), live[next] {
                    stack.append(Position(node: next, number: .empty))
                }
            case .scalar, .accept: break
            }
        }
        return seen
    }

    /// The nodes from which the end can be reached: through splits, and through leaves that
    /// accept something (a negated set of every scalar accepts nothing; a range with its
    /// ends reversed never compiles, but is dead here too).
    func liveNodes() -> [Bool] {
        var predecessors = [[Int]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() {
            switch node {
            case .split(let targets): for target in targets { predecessors[target].append(index) }
            case .scalar(let leaf, let next), .number(let leaf, let next):
                if acceptsSomething(leaf) { predecessors[next].append(index) }
            case .accept: break
            }
        }
        var live = [Bool](repeating: false, count: nodes.count)
        var stack = nodes.indices.filter { if case .accept = nodes[$0] { true } else { false } }
        while let node = stack.popLast() {
            guard !live[node] else { continue }
            live[node] = true
            stack += predecessors[node].filter { !live[$0] }
        }
        return live
    }

    func accepts(_ leaf: Int, _ scalar: Unicode.Scalar) -> Bool {
        guard case .scalars(let ranges) = leaves[leaf].accepts else { return false }
        return ranges.contains { $0.contains(scalar.value) }
    }

    private func acceptsSomething(_ leaf: Int) -> Bool {
        switch leaves[leaf].accepts {
        case .scalars(let ranges): !ranges.isEmpty
        case .number(let range): range.low <= range.high
        }
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt64? {
        (0x30...0x39).contains(scalar.value) ? UInt64(scalar.value - 0x30) : nil
    }
}
