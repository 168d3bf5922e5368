/// The members of a `[...]` set: Unicode scalars and scalar ranges, possibly negated.
///
/// ```swift
/// let hex = ScalarSet(members: ["0"..."9", "A"..."F"], negated: false)
/// hex.contains("B")              // true
/// hex.matchedRanges              // [48...57, 65...70]
/// ScalarSet(members: ["0"..."9"], negated: true).contains("\n")   // false: never the line end
/// ```
public struct ScalarSet: Hashable, Sendable {
    /// The members in the order written; a single scalar is a range of one.
    public var members: [ClosedRange<Unicode.Scalar>]
    /// Whether the set matches every scalar *not* listed (except the line ends).
    public var negated: Bool

    public init(members: [ClosedRange<Unicode.Scalar>], negated: Bool) {
        self.members = members
        self.negated = negated
    }

    /// The scalars a negated set never matches, listed or not: LF and CR, the line end.
    public static let lineEnds: [ClosedRange<UInt32>] = [0x0A...0x0A, 0x0D...0x0D]

    /// Whether `scalar` is matched by the set.
    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        let listed = members.contains { $0.contains(scalar) }
        guard negated else { return listed }
        return !listed && scalar.value != 0x0A && scalar.value != 0x0D
    }

    /// The scalar values matched, as sorted, disjoint, non-adjacent ranges (negation
    /// applied; surrogate code points are not scalars and never appear).
    public var matchedRanges: [ClosedRange<UInt32>] {
        let listed = Self.normalized(members.map { $0.lowerBound.value...$0.upperBound.value })
        guard negated else { return listed }
        return Self.complement(of: listed + Self.lineEnds)
    }

    /// Every scalar value in none of `ranges`, as sorted, disjoint, non-adjacent ranges
    /// (surrogate code points are not scalars and never appear).
    package static func complement(of ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in normalized(ranges + [0xD800...0xDFFF]) {
            if range.lowerBound > next { result.append(next...range.lowerBound - 1) }
            next = range.upperBound + 1
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        return result
    }

    /// Sorted, with overlapping and adjacent ranges merged.
    package static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// The set written back as pattern text, with `]`, `\`, `-` and `^` escaped: `[0-9A-F]`.
    public var pattern: String {
        func escaped(_ scalar: Unicode.Scalar) -> String {
            "]\\-^".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : String(scalar)
        }
        let body = members.map { range in
            range.lowerBound == range.upperBound ? escaped(range.lowerBound)
                : escaped(range.lowerBound) + "-" + escaped(range.upperBound)
        }.joined()
        return "[" + (negated ? "^" : "") + body + "]"
    }
}
