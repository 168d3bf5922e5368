import MaskLexer

extension MaskAST {
    /// The fewest and most Characters of an accepted text, item by item (each class or
    /// literal is one Character; an optional may be left out; an alternative takes the
    /// shorter or the longer branch). Exact, since items are independent.
    ///
    /// ```swift
    /// try MaskParser.parse("+?7|8(DDD)DDD-?DD-?DD").textLength   // 14...17
    /// ```
    public var textLength: ClosedRange<Int> {
        measure { _ in 1 }
    }

    /// The fewest and most meaningful Characters (those a class, `D` or `X`, accepts) of an
    /// accepted text: the length of the value an app extracts from it.
    public var valueLength: ClosedRange<Int> {
        measure { $0 ? 1 : 0 }
    }

    /// The mask drawn as a text field shows it before anything is typed: `_` for each class,
    /// literals as themselves; an alternative shows its left branch and an optional is shown
    /// taken. That is the reading the matcher prefers (left first, optional taken), and the
    /// form issue 3's editor placeholder takes: `+?7|8(DDD)DDD-?DD-?DD` gives
    /// `+7(___)___-__-__`.
    public var placeholder: String {
        items.map(\.placeholder).joined()
    }

    /// Sums a per-atom weight over the items; `weight(meaningful)` is an atom's size.
    private func measure(_ weight: (Bool) -> Int) -> ClosedRange<Int> {
        var low = 0
        var high = 0
        for item in items {
            let range = item.measure(weight)
            low += range.lowerBound
            high += range.upperBound
        }
        return low...high
    }
}

extension MaskNode {
    /// See ``MaskAST/placeholder``.
    public var placeholder: String {
        var node = self
        while true {
            switch node.kind {
            case .digit, .letter, .upper, .lower, .alphanumeric, .set: return "_"
            case .number(let range):
                return String(repeating: "_", count: range.fixedWidth ?? range.highText.utf8.count)
            case .literal(let character): return String(character)
            case .optional(let item): node = item
            case .alternative(let left, _): node = left
            case .repeated(let item, let count):
                let one = item.placeholder
                return String(repeating: one, count: max(count.minimum, count.maximum ?? count.minimum))
            }
        }
    }

    /// Recursion depth is the item's nesting, which the parser bounds.
    fileprivate func measure(_ weight: (Bool) -> Int) -> ClosedRange<Int> {
        switch kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set: let size = weight(true); return size...size
        case .number(let range):
            let size = weight(true)
            let shortest = range.fixedWidth ?? range.lowText.utf8.count
            let longest = range.fixedWidth ?? range.highText.utf8.count
            return size * shortest...size * longest
        case .literal: let size = weight(false); return size...size
        case .repeated(let item, let count):
            let one = item.measure(weight)
            // An open count has no longest text; Int.max stands for it, saturating.
            guard let maximum = count.maximum else { return one.lowerBound * count.minimum...Int.max }
            let (high, overflow) = one.upperBound.multipliedReportingOverflow(by: maximum)
            return one.lowerBound * count.minimum...(overflow ? Int.max : high)
        case .optional(let item): return 0...item.measure(weight).upperBound
        case .alternative(let left, let right):
            let first = left.measure(weight)
            let second = right.measure(weight)
            return min(first.lowerBound, second.lowerBound)...max(first.upperBound, second.upperBound)
        }
    }

}
