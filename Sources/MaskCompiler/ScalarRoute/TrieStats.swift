/// What the byte subset construction does with one item's UTF-8 trie, in numbers: enough for
/// ``ScalarRoute`` to know, without building the byte NFA or its subset construction, that
/// neither would pass a limit.
///
/// In the byte construction a set's trie contributes its root's edges to the DFA state it
/// is entered from, and one DFA state for each other node (a prefix of a scalar leads to one
/// node: the trie is deterministic, and UTF-8 is prefix-free).
struct TrieStats: Sendable {
    /// The NFA states ``NFABuilder`` lays out for the trie: each node's edges, the splits
    /// between them, and a split where a sequence may end.
    let layoutCount: Int
    /// Nodes other than the root: the DFA states a prefix of a scalar leads to.
    let innerNodes: Int
    /// The root's edges (its byte states) and the bytes they read.
    let rootEdges: Int
    let rootBytes: Int
    /// The most edges of a node a root edge leads to.
    let rootChildEdges: Int
    /// The work of the inner nodes' DFA states, less what their last bytes' closures
    /// cost: each node's edges, and for each byte an edge reads, its mover and the edges of
    /// the node it leads to.
    let innerWork: Int
    /// The bytes of inner edges that end a scalar; each costs the continuation's closure.
    let innerEndingBytes: Int

    /// A one-byte item (an ASCII literal or set): one byte state reading `bytes` bytes.
    init(asciiBytes bytes: Int) {
        layoutCount = 1
        innerNodes = 0
        rootEdges = 1
        rootBytes = bytes
        rootChildEdges = 0
        innerWork = 0
        innerEndingBytes = 0
    }

    init(_ trie: ByteTrie) {
        let nodes = trie.nodes
        func bytes(_ ranges: [ClosedRange<UInt8>]) -> Int {
            ranges.reduce(0) { $0 + Int($1.upperBound) - Int($1.lowerBound) + 1 }
        }
        var layout = 0
        var work = 0
        var ending = 0
        for (index, node) in nodes.enumerated() {
            layout += 2 * node.edges.count - (node.edges.isEmpty ? 0 : 1) + (node.ends ? 1 : 0)
            guard index != nodes.count - 1 else { continue }
            work += node.edges.count
            for edge in node.edges {
                let read = bytes(edge.bytes)
                if edge.child < 0 {
                    work += read
                    ending += read
                } else {
                    work += read * (1 + nodes[edge.child].edges.count)
                }
            }
        }
        let root = nodes.last
        layoutCount = layout
        innerNodes = max(nodes.count - 1, 0)
        rootEdges = root?.edges.count ?? 0
        rootBytes = root?.edges.reduce(0) { $0 + bytes($1.bytes) } ?? 0
        rootChildEdges = root?.edges.map { $0.child < 0 ? 0 : nodes[$0.child].edges.count }.max() ?? 0
        innerWork = work
        innerEndingBytes = ending
    }
}
