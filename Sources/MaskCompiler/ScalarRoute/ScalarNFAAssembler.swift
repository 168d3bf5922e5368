import MaskLexer

/// The Thompson NFA of an expression over Unicode scalars: the byte NFA's structure (the same
/// splits, laid out by the same walk and ``SplitBuilding/repetition(_:span:continuation:body:)``),
/// with each item one state that reads a set of scalars, where the byte NFA lays out the
/// item's UTF-8 trie.
///
/// It gives the states the byte NFA would have (``byteStateCount()``), and each item's trie
/// numbers (``stats(ofSet:)``, worked out on first use: a set's trie costs as much as the
/// rest of a small expression's compile), so ``ScalarRoute`` can tell that the byte route
/// would not have passed a limit.
package struct ScalarNFAAssembler: ExpressionAssembling {
    /// For each state: the index of its set in ``sets``, ``split`` or ``acceptKind``.
    var kinds: [Int32] = []
    /// An item's successor, a split's preferred branch.
    var first: [Int32] = []
    /// A split's other branch.
    var second: [Int32] = []
    /// The distinct sets of scalars the items read: sorted, disjoint, non-adjacent ranges.
    var sets: [[ClosedRange<UInt32>]] = []
    /// Each set's trie numbers once worked out, and whether it holds a scalar of two bytes or more.
    private var setStats: [TrieStats?] = []
    private var setMembers: [[ClosedRange<Unicode.Scalar>]] = []
    var setIsMultibyte: [Bool] = []
    private var setIndex: [RangesKey: Int32] = [:]

    /// A set as a dictionary key, hashed by its size and ends. PERF: `\d` is 235 ranges, and
    /// each copy of an item looks its set up; the copies share one array, which `==` sees at once.
    private struct RangesKey: Hashable {
        let ranges: [ClosedRange<UInt32>]

        func hash(into hasher: inout Hasher) {
            hasher.combine(ranges.count)
            hasher.combine(ranges.first?.lowerBound)
            hasher.combine(ranges.last?.upperBound)
        }
    }
    /// Whether some item was neither a literal nor a set (then the route is not taken).
    private(set) var unsupported = false
    private let limit: Int

    static let split: Int32 = -1
    static let acceptKind: Int32 = -2

    /// An empty NFA whose byte form may have at most `limit` states.
    package init(limit: Int) {
        self.limit = limit
    }

    var count: Int { kinds.count }

    package mutating func accept() -> Int? {
        add(kind: Self.acceptKind, first: 0, second: 0)
    }

    package mutating func item(_ node: MaskNode, continuation: Int) -> Int? {
        let ranges: [ClosedRange<UInt32>]
        let members: [ClosedRange<Unicode.Scalar>]
        switch node.kind {
        case .literal(let character):
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
                unsupported = true
                return nil
            }
            ranges = [scalar.value...scalar.value]
            members = [scalar...scalar]
        default:
            unsupported = true
            return nil
        }
        return add(ranges, members: { members }, continuation: continuation)
    }

    package mutating func set(_ ranges: [ClosedRange<UInt32>], origin: Range<Int>, continuation: Int) -> Int? {
        add(ranges, members: { scalarMembers(ranges) }, continuation: continuation)
    }

    /// An item reading `ranges`; `members` gives them as the mask set the byte NFA would lay out.
    private mutating func add(
        _ ranges: [ClosedRange<UInt32>], members: () -> [ClosedRange<Unicode.Scalar>], continuation: Int
    ) -> Int? {
        let index = setIndex[RangesKey(ranges: ranges)] ?? addSet(ranges, members: members())
        return add(kind: index, first: Int32(continuation), second: 0)
    }

    package mutating func split(preferred: Int, other: Int) -> Int? {
        add(kind: Self.split, first: Int32(preferred), second: Int32(other))
    }

    package mutating func redirect(split state: Int, preferred: Int, other: Int) {
        first[state] = Int32(preferred)
        second[state] = Int32(other)
    }

    /// Nil past the limit: the byte NFA has at least a state for each state here.
    private mutating func add(kind: Int32, first: Int32, second: Int32) -> Int? {
        guard kinds.count < limit else { return nil }
        kinds.append(kind)
        self.first.append(first)
        self.second.append(second)
        return kinds.count - 1
    }

    /// Notes a new set.
    private mutating func addSet(_ ranges: [ClosedRange<UInt32>], members: [ClosedRange<Unicode.Scalar>]) -> Int32 {
        let index = Int32(sets.count)
        setIndex[RangesKey(ranges: ranges)] = index
        sets.append(ranges)
        setMembers.append(members)
        setStats.append(nil)
        setIsMultibyte.append((ranges.last?.upperBound ?? 0) >= 0x80)
        return index
    }

    /// The numbers of the trie the byte NFA lays out for set `index` (a large set's is the
    /// process's, ``SharedSetTries``, as the byte NFA takes it).
    mutating func stats(ofSet index: Int) -> TrieStats {
        if let known = setStats[index] { return known }
        let ranges = sets[index]
        let stats: TrieStats
        if !setIsMultibyte[index] {
            stats = TrieStats(asciiBytes: ranges.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 })
        } else if setMembers[index].count >= SharedSetTries.minimumRanges {
            let set = ScalarSet(members: setMembers[index], negated: false)
            stats = SharedSetTries.fragment(of: set) { TrieFragment(ByteTrie(ByteSequenceBuilder.utf8(set.matchedRanges))) }.stats
        } else {
            stats = TrieStats(ByteTrie(ByteSequenceBuilder.utf8(ranges)))
        }
        setStats[index] = stats
        return stats
    }

    /// The states the byte NFA lays out for the same expression: the same splits and
    /// accepting state, and each item's trie.
    mutating func byteStateCount() -> Int {
        var count = 0
        for kind in kinds { count += kind >= 0 ? stats(ofSet: Int(kind)).layoutCount : 1 }
        return count
    }
}
