import MaskRegex

extension RegexNode {
    /// The fewest and most scalars of a text the node matches; nil for the most when a
    /// repetition has no upper bound. Exact, since every literal and set reads one scalar.
    /// Recursion depth is the nesting, which the parser bounds.
    var scalarLength: (minimum: Int, maximum: Int?) {
        switch kind {
        case .empty: return (0, 0)
        case .literal, .set: return (1, 1)
        case .concatenation(let nodes):
            return nodes.map(\.scalarLength).reduce((0, 0)) { total, part in
                (total.0 &+ part.minimum, total.1.flatMap { sum in part.maximum.map { sum &+ $0 } })
            }
        case .alternation(let branches):
            let lengths = branches.map(\.scalarLength)
            let maxima = lengths.compactMap(\.maximum)
            return (lengths.map(\.minimum).min() ?? 0, maxima.count == lengths.count ? maxima.max() : nil)
        case .repetition(let node, let count):
            let inner = node.scalarLength
            // An unbounded count of a node that only matches the empty text still matches nothing longer.
            if inner.maximum == 0 { return (0, 0) }
            return (inner.minimum &* count.minimum, count.maximum.flatMap { times in inner.maximum.map { $0 &* times } })
        }
    }

    /// ``description`` with every set of more than `rangeLimit` ranges shortened to its first
    /// ranges and a count (`[0-9٠-٩…+62 ranges]`), so that `\d` or `\w` fits on a line.
    func abbreviated(rangeLimit: Int = 4) -> String {
        switch kind {
        case .set(let ranges) where ranges.count > rangeLimit:
            let shown = RegexNode(.set(Array(ranges.prefix(rangeLimit))), range).description.dropLast()
            return shown + "…+\(ranges.count - rangeLimit) ranges]"
        case .empty, .literal, .set:
            return description
        case .concatenation(let nodes):
            return nodes.map { node in
                if case .alternation = node.kind { return "(?:\(node.abbreviated(rangeLimit: rangeLimit)))" }
                return node.abbreviated(rangeLimit: rangeLimit)
            }.joined()
        case .alternation(let branches):
            return branches.map { $0.abbreviated(rangeLimit: rangeLimit) }.joined(separator: "|")
        case .repetition(let node, let count):
            let operand: String = switch node.kind {
            case .literal, .set: node.abbreviated(rangeLimit: rangeLimit)
            default: "(?:\(node.abbreviated(rangeLimit: rangeLimit)))"
            }
            return operand + count.pattern
        }
    }
}
