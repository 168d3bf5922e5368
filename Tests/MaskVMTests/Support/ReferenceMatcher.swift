import MaskLexer
import MaskVM

/// An independent matcher for differential tests: a memoized backtracking walk over the
/// AST's items and the sample's bytes, sharing nothing with the NFA/DFA pipeline (nor with
/// the lexer's helpers beyond the parsed tree).
///
/// Each node is asked, from a byte position, where it can end and how far a viable prefix
/// of it reaches (the sample ran out inside it, or differs there). One-scalar items (`D`,
/// `X`, `U`, `L`, `A`, sets) are judged on their own UTF-8 decoding of the sample; number
/// ranges on the digits; counts by levels of repetitions.
struct ReferenceMatcher {
    private let items: [MaskNode]

    init(_ ast: MaskAST) {
        items = ast.items
    }

    /// Complete, partial, or illegal with the longest viable prefix in bytes.
    func match(_ sample: [UInt8]) -> ByteMatchResult {
        var memo: [Int: (complete: Bool, furthest: Int)] = [:]

        func explore(_ item: Int, _ position: Int) -> (complete: Bool, furthest: Int) {
            if item == items.count { return (position == sample.count, position) }
            let key = item * (sample.count + 1) + position
            if let known = memo[key] { return known }
            let reach = Self.reach(items[item], sample, position)
            var complete = false
            var furthest = max(position, reach.furthest)
            for end in reach.ends.sorted() {
                let next = explore(item + 1, end)
                complete = complete || next.complete
                furthest = max(furthest, next.furthest)
            }
            memo[key] = (complete, furthest)
            return (complete, furthest)
        }

        let result = explore(0, 0)
        if result.complete { return .complete }
        return result.furthest == sample.count ? .partial : .illegal(byteOffset: result.furthest)
    }

    /// Where `node` can end when it starts at `position`, and the furthest byte a viable
    /// prefix of it reaches. Recursion depth is the node's nesting.
    private static func reach(_ node: MaskNode, _ sample: [UInt8], _ position: Int) -> (ends: Set<Int>, furthest: Int) {
        switch node.kind {
        case .digit: return scalar(in: [48...57], sample, position)
        case .letter: return scalar(in: [65...90, 97...122], sample, position)
        case .upper: return scalar(in: [65...90], sample, position)
        case .lower: return scalar(in: [97...122], sample, position)
        case .alphanumeric: return scalar(in: [48...57, 65...90, 97...122], sample, position)
        case .set(let set):
            var listed = set.members.map { $0.lowerBound.value...$0.upperBound.value }
            if set.negated {
                // Everything up to U+10FFFF that is not listed and not a line end.
                listed += [10...10, 13...13]
                var complement: [ClosedRange<UInt32>] = []
                var from: UInt32 = 0
                for range in listed.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                    if range.lowerBound > from { complement.append(from...range.lowerBound - 1) }
                    from = max(from, range.upperBound + 1)
                }
                if from <= 0x10FFFF { complement.append(from...0x10FFFF) }
                listed = complement
            }
            return scalar(in: listed, sample, position)
        case .literal(let character):
            let bytes = Array(String(character).utf8)
            var common = 0
            while common < bytes.count, position + common < sample.count, sample[position + common] == bytes[common] { common += 1 }
            return (common == bytes.count ? [position + common] : [], position + common)
        case .number(let range):
            return number(range, sample, position)
        case .optional(let inner):
            var result = reach(inner, sample, position)
            result.ends.insert(position)
            return result
        case .alternative(let left, let right):
            let first = reach(left, sample, position)
            let second = reach(right, sample, position)
            return (first.ends.union(second.ends), max(first.furthest, second.furthest))
        case .repeated(let inner, let count):
            var ends: Set<Int> = count.minimum == 0 ? [position] : []
            var furthest = position
            var level: Set<Int> = [position]
            var seenFromMinimum: Set<Int> = count.minimum == 0 ? [position] : []
            var repetitions = 0
            while !level.isEmpty {
                if let maximum = count.maximum, repetitions == maximum { break }
                var next: Set<Int> = []
                for start in level {
                    let step = reach(inner, sample, start)
                    next.formUnion(step.ends)
                    furthest = max(furthest, step.furthest)
                }
                repetitions += 1
                if repetitions >= count.minimum {
                    // An open count stops once a level brings no new end.
                    if count.maximum == nil && next.isSubset(of: seenFromMinimum) { break }
                    ends.formUnion(next)
                    seenFromMinimum.formUnion(next)
                }
                level = next
            }
            return (ends, furthest)
        }
    }

    /// One scalar whose value is in one of `ranges` (a surrogate is never a scalar).
    private static func scalar(in ranges: [ClosedRange<UInt32>], _ sample: [UInt8], _ position: Int) -> (ends: Set<Int>, furthest: Int) {
        guard position < sample.count else { return ([], position) }
        let first = sample[position]
        let length: Int
        let smallest: UInt32
        switch first {
        case 0x00...0x7F: length = 1; smallest = 0
        case 0xC2...0xDF: length = 2; smallest = 0x80
        case 0xE0...0xEF: length = 3; smallest = 0x800
        case 0xF0...0xF4: length = 4; smallest = 0x10000
        default: return ([], position)
        }
        let largest: UInt32 = [0x7F, 0x7FF, 0xFFFF, 0x10FFFF][length - 1]
        let leadBits: UInt32 = UInt32(first) & [0x7F, 0x1F, 0x0F, 0x07][length - 1]
        // Grow the prefix byte by byte while some scalar in `ranges` still starts with it.
        var furthest = position
        for taken in 1...length {
            guard position + taken <= sample.count else { break }
            var low = leadBits
            var high = leadBits
            for index in 1..<length {
                let byte: UInt8? = index < taken ? sample[position + index] : nil
                if let byte, !(0x80...0xBF).contains(byte) { return ([], furthest) }
                low = low << 6 | UInt32(byte.map { $0 & 0x3F } ?? 0)
                high = high << 6 | UInt32(byte.map { $0 & 0x3F } ?? 0x3F)
            }
            let candidates = max(low, smallest)...min(high, largest)
            guard low <= high, candidates.lowerBound <= candidates.upperBound,
                  hasScalar(in: ranges, within: candidates) else { return ([], furthest) }
            furthest = position + taken
            if taken == length { return ([position + length], furthest) }
        }
        return ([], furthest)
    }

    private static func hasScalar(in ranges: [ClosedRange<UInt32>], within window: ClosedRange<UInt32>) -> Bool {
        for range in ranges {
            let low = max(range.lowerBound, window.lowerBound)
            let high = min(range.upperBound, window.upperBound)
            guard low <= high else { continue }
            // Some value in low...high that is not a surrogate.
            if low < 0xD800 || high > 0xDFFF { return true }
        }
        return false
    }

    /// The digits of a number from `range.low` to `range.high`: at the common width when
    /// both ends have it, else without leading zeros.
    private static func number(_ range: NumberRange, _ sample: [UInt8], _ position: Int) -> (ends: Set<Int>, furthest: Int) {
        let widths: ClosedRange<Int> = range.fixedWidth.map { $0...$0 } ?? range.lowText.count...range.highText.count
        var digits: [UInt8] = []
        while position + digits.count < sample.count, digits.count < widths.upperBound,
              (48...57).contains(sample[position + digits.count]) {
            digits.append(sample[position + digits.count] - 48)
        }
        // Whether some accepted number of width `width` starts with `prefix`.
        func accepts(prefix: ArraySlice<UInt8>, width: Int) -> Bool {
            if range.fixedWidth == nil, width > 1, prefix.first == 0 { return false }
            var smallest: UInt64 = 0
            var largest: UInt64 = 0
            for index in 0..<width {
                let digit = index < prefix.count ? UInt64(prefix[prefix.startIndex + index]) : nil
                smallest = smallest * 10 + (digit ?? (range.fixedWidth == nil && index == 0 && width > 1 ? 1 : 0))
                largest = largest * 10 + (digit ?? 9)
            }
            return smallest <= range.high && largest >= range.low
        }
        var ends: Set<Int> = []
        var furthest = position
        for taken in 0...digits.count {
            let prefix = digits[0..<taken]
            if widths.contains(where: { $0 >= taken && accepts(prefix: prefix, width: $0) }) {
                furthest = position + taken
                if widths.contains(taken) && taken > 0 && accepts(prefix: prefix, width: taken) { ends.insert(position + taken) }
            }
        }
        return (ends, furthest)
    }
}
