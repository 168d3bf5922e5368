/// The scalar classes of an expression's sets: scalars that every set takes or leaves
/// alike share a class, so `\d` beside `[0-9a-f]` makes a class of the other numbers, one of
/// `0-9` and one of `a-f`, where its UTF-8 trie made 83 byte classes. Scalars in no set are
/// in no class (every state leads them to the dead state).
struct ScalarAlphabet {
    /// Each class's scalars as intervals, all classes together in increasing order.
    let intervals: [(low: UInt32, high: UInt32, cls: Int)]
    let classCount: Int
    /// For each set, its classes as bits.
    let setClasses: [UInt64]

    /// The most classes (and sets): a set's classes are one word.
    static let capacity = 64

    /// Nil past ``capacity`` sets or classes. `sets` are sorted, disjoint, non-adjacent ranges.
    init?(_ sets: [[ClosedRange<UInt32>]]) {
        guard sets.count <= Self.capacity else { return nil }
        var points: [UInt32] = []
        points.reserveCapacity(2 * sets.reduce(0) { $0 + $1.count })
        for set in sets {
            for range in set {
                points.append(range.lowerBound)
                points.append(range.upperBound + 1)
            }
        }
        points.sort()
        var unique = 0
        for point in points where unique == 0 || points[unique - 1] != point {
            points[unique] = point
            unique += 1
        }
        points.removeLast(points.count - unique)
        // Interval i is points[i] ..< points[i + 1]; its signature has a bit a set holding it.
        var signature = [UInt64](repeating: 0, count: points.count)
        for (bit, set) in sets.enumerated() {
            var index = 0
            for range in set {
                while points[index] < range.lowerBound { index += 1 }
                while points[index] <= range.upperBound {
                    signature[index] |= 1 << UInt64(bit)
                    index += 1
                }
            }
        }
        var classSignatures: [UInt64] = []
        var intervals: [(low: UInt32, high: UInt32, cls: Int)] = []
        intervals.reserveCapacity(points.count)
        for index in 0..<max(points.count - 1, 0) where signature[index] != 0 {
            let cls = classSignatures.firstIndex(of: signature[index]) ?? classSignatures.count
            if cls == classSignatures.count {
                guard cls < Self.capacity else { return nil }
                classSignatures.append(signature[index])
            }
            intervals.append((points[index], points[index + 1] - 1, cls))
        }
        var setClasses = [UInt64](repeating: 0, count: sets.count)
        for (cls, classSignature) in classSignatures.enumerated() {
            for bit in 0..<sets.count where classSignature & (1 << UInt64(bit)) != 0 { setClasses[bit] |= 1 << UInt64(cls) }
        }
        self.intervals = intervals
        self.classCount = classSignatures.count
        self.setClasses = setClasses
    }
}
