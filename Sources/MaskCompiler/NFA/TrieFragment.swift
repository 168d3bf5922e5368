import MaskLexer

/// A ``ByteTrie`` laid out once as NFA states, to be copied into a build: the states
/// ``NFABuilder`` lays out for the trie, in the same order, with their targets relative to
/// the fragment's first state and the item's continuation left open.
///
/// PERF: a large set's trie is the process's (``SharedSetTries``), but laying it out was
/// still done for each compile that named it: for `\d`, 328 byte states and their splits,
/// each edge's byte set looked up among the build's range arrays, about 0.26M of the
/// typical expression's 2.1M instructions. Copying the fragment looks each distinct byte
/// set up once and writes each state once.
struct TrieFragment: Sendable {
    /// One state: its kind, and its targets as fragment indices, ``continuation`` for the
    /// item's continuation.
    struct State: Sendable {
        /// For a byte state, the index of its byte set in ``byteSets``; -1 for a split.
        let byteSet: Int32
        /// A byte state's successor, a split's preferred branch.
        let first: Int32
        /// A split's other branch; unused for a byte state.
        let second: Int32
    }

    /// The target that stands for the item's continuation.
    static let continuation: Int32 = -1

    /// The distinct byte sets of the trie's edges, in the order the layout first reads them,
    /// so that handing them to the build's ``NFABuilder/SharedRanges`` in this order adds
    /// them as laying the trie out edge by edge did.
    let byteSets: [[ClosedRange<UInt8>]]
    let states: [State]
    /// The state the item starts at, or ``continuation``; nil when the trie has no edges
    /// (laying it out returned nil).
    let entry: Int32?
    /// The trie's numbers for ``ScalarRoute``'s limit bounds.
    let stats: TrieStats

    /// The states ``NFABuilder`` lays out for `trie`: each node's edges as byte states, then
    /// the splits between them (the first edge preferred), then, where a sequence may end,
    /// a split preferring to read more. Children come before their parents in the trie, so
    /// one pass in order lays them out.
    init(_ trie: ByteTrie) {
        var byteSets: [[ClosedRange<UInt8>]] = []
        var setIndex: [[ClosedRange<UInt8>]: Int32] = [:]
        var states: [State] = []
        var entries = [Int32](repeating: Self.continuation, count: trie.nodes.count)
        var branches: [Int32] = []
        var entry: Int32?
        for (index, node) in trie.nodes.enumerated() {
            branches.removeAll(keepingCapacity: true)
            for edge in node.edges {
                let set: Int32
                if let known = setIndex[edge.bytes] {
                    set = known
                } else {
                    set = Int32(byteSets.count)
                    setIndex[edge.bytes] = set
                    byteSets.append(edge.bytes)
                }
                let target = edge.child < 0 ? Self.continuation : entries[edge.child]
                states.append(State(byteSet: set, first: target, second: 0))
                branches.append(Int32(states.count - 1))
            }
            guard var nodeEntry = branches.last else {
                entry = nil
                break
            }
            for other in branches.dropLast().reversed() {
                states.append(State(byteSet: -1, first: other, second: nodeEntry))
                nodeEntry = Int32(states.count - 1)
            }
            if node.ends {
                states.append(State(byteSet: -1, first: nodeEntry, second: Self.continuation))
                nodeEntry = Int32(states.count - 1)
            }
            entries[index] = nodeEntry
            entry = nodeEntry
        }
        self.byteSets = byteSets
        self.states = states
        self.entry = trie.nodes.isEmpty ? nil : entry
        stats = TrieStats(trie)
    }
}
