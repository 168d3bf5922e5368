/// A set of byte sequences as a deterministic trie with equal futures shared: each node
/// reads one of its edges' disjoint byte sets, or ends (where a sequence is complete).
/// The root is the last node; every child comes before its parent.
struct ByteTrie: Sendable {
    struct Node: Sendable {
        /// Whether a sequence ends here.
        var ends: Bool
        /// Disjoint byte sets, each to a child node (-1: the end of every sequence).
        var edges: [(bytes: [ClosedRange<UInt8>], child: Int)]
    }

    private(set) var nodes: [Node] = []

    init(_ sequences: ByteSequences) {
        var built: [Set<[ClosedRange<UInt8>]>: Int] = [:]
        _ = node(Set(sequences), &built)
    }

    /// The node reading any of `suffixes` (an empty suffix: the node ends); -1 when every
    /// suffix is empty.
    private mutating func node(_ suffixes: Set<[ClosedRange<UInt8>]>, _ built: inout [Set<[ClosedRange<UInt8>]>: Int]) -> Int {
        if let known = built[suffixes] { return known }
        let nonEmpty = suffixes.filter { !$0.isEmpty }
        guard !nonEmpty.isEmpty else { return -1 }
        // Elementary intervals of the first bytes, each with the futures that read it;
        // intervals with the same futures share one edge.
        var boundaries = Set<Int>()
        for suffix in nonEmpty {
            boundaries.insert(Int(suffix[0].lowerBound))
            boundaries.insert(Int(suffix[0].upperBound) + 1)
        }
        let cuts = boundaries.sorted()
        var futures: [Set<[ClosedRange<UInt8>]>] = []
        var bytesOf: [[ClosedRange<UInt8>]] = []
        for (low, next) in zip(cuts, cuts.dropFirst()) {
            let interval = UInt8(low)...UInt8(next - 1)
            let future = Set(nonEmpty.filter { $0[0].contains(interval.lowerBound) }.map { Array($0.dropFirst()) })
            guard !future.isEmpty else { continue }
            if let index = futures.firstIndex(of: future) {
                if let last = bytesOf[index].last, Int(last.upperBound) + 1 == low {
                    bytesOf[index][bytesOf[index].count - 1] = last.lowerBound...interval.upperBound
                } else {
                    bytesOf[index].append(interval)
                }
            } else {
                futures.append(future)
                bytesOf.append([interval])
            }
        }
        let edges = zip(futures, bytesOf).map { future, bytes in (bytes: bytes, child: node(future, &built)) }
        nodes.append(Node(ends: suffixes.contains([]), edges: edges))
        built[suffixes] = nodes.count - 1
        return nodes.count - 1
    }
}
