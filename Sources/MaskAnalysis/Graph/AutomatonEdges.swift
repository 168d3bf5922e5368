import MaskVM

/// One state's way on to one target: every class that leads there, and their bytes.
struct AutomatonEdge: Hashable {
    var target: Int
    var classes: [Int]
    var bytes: [UInt8]

    /// The bytes in ``ByteSetNotation``.
    var label: String { ByteSetNotation.bracketed(bytes) }
}

extension DenseDFA {
    /// The live transitions of `state`, classes that lead to the same target grouped in one
    /// edge, edges ordered by their smallest byte. The dead state has none.
    func edges(from state: Int, bytesByClass: [[UInt8]]) -> [AutomatonEdge] {
        guard state > 0, state < stateCount else { return [] }
        var edgeOfTarget: [Int: Int] = [:]
        var edges: [AutomatonEdge] = []
        for cls in 0..<classCount {
            let target = next(state, class: cls)
            guard target != 0 else { continue }
            if let index = edgeOfTarget[target] {
                edges[index].classes.append(cls)
                edges[index].bytes += bytesByClass[cls]
            } else {
                edgeOfTarget[target] = edges.count
                edges.append(AutomatonEdge(target: target, classes: [cls], bytes: bytesByClass[cls]))
            }
        }
        for index in edges.indices { edges[index].bytes.sort() }
        return edges.sorted { ($0.bytes.first ?? 0) < ($1.bytes.first ?? 0) }
    }

    /// The byte a state forces: a non-accepting state whose only way on is one single byte
    /// (a literal the editor can insert without asking). Nil otherwise.
    func forcedByte(at state: Int, edges: [AutomatonEdge]) -> UInt8? {
        guard !isAccepting(state), edges.count == 1, edges[0].bytes.count == 1 else { return nil }
        return edges[0].bytes[0]
    }
}
