import MaskLexer

extension MaskLinter {
    /// The warnings about counts, sets and number ranges written the long way:
    /// `count-of-one`, `count-of-zero`, `set-is-class`, `range-is-digits`.
    static func grownItemWarnings(in item: MaskNode, source: PatternSource) -> [Diagnostic] {
        item.allNodes.compactMap { node in
            let written = source.written(node)
            switch node.kind {
            case .repeated(_, let count) where count.minimum == 1 && count.maximum == 1:
                return warning(.countOfOne, "'\(written)' repeats the item once: the '{1}' can go", node.range)
            case .repeated(_, let count) where count.maximum == 0:
                return warning(.countOfZero, "'\(written)' repeats the item no times: it accepts only the empty text", node.range)
            case .set(let set):
                guard let name = className(of: set.matchedRanges) else { return nil }
                return warning(.setIsClass, "the set '\(written)' is the class \(name)", node.range)
            case .number(let range):
                guard let width = range.fixedWidth, range.low == 0, range.high == power10(width) - 1 else { return nil }
                return warning(.rangeIsDigits,
                               "the range '\(written)' accepts any \(width) digits: it is \(String(repeating: "D", count: width))",
                               node.range)
            default:
                return nil
            }
        }
    }

    private static func className(of ranges: [ClosedRange<UInt32>]) -> String? {
        switch ranges {
        case [0x30...0x39]: "D"
        case [0x41...0x5A, 0x61...0x7A]: "X"
        case [0x41...0x5A]: "U"
        case [0x61...0x7A]: "L"
        case [0x30...0x39, 0x41...0x5A, 0x61...0x7A]: "A"
        default: nil
        }
    }

    private static func power10(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }
}
