/// The subset construction over scalar classes, which also bounds what the byte route's
/// construction (over the byte NFA, ``SubsetConstruction``) would take, so that an expression
/// goes this way only when that one could not have failed.
///
/// Why the numbers hold: the scalar NFA is the byte NFA with each item's trie one state, so
/// a DFA state here (a set of items, and the accepting state) is, in the byte construction,
/// the set of those items' root byte states; and while only one of its items reads scalars
/// of two bytes or more, a prefix of a scalar leads from it to one node of that item's trie.
/// The byte construction then has a DFA state for each state here and one for each inner
/// node of each such item (counted exactly), and its work is bounded by the trie's numbers
/// (``TrieStats``) and the closures' sizes in byte states.
enum ScalarSubsets {
    /// The most states tried: past them the byte route decides (it is the one whose limits
    /// and messages hold).
    static let stateCap = 2048

    /// The DFA of `nfa` from `start`, or nil when the byte route must decide: some state holds
    /// two items reading multi-byte scalars, or this construction passes ``stateCap``, or the
    /// byte NFA could pass `nfaStateLimit` states, or its construction `stateLimit` states or
    /// `workLimit` steps.
    static func determinize(
        _ nfa: inout ScalarNFAAssembler, start: Int, alphabet: ScalarAlphabet, nfaStateLimit: Int, stateLimit: Int,
        workLimit: Int
    ) -> ScalarDFA? {
        let count = nfa.count
        let classCount = alphabet.classCount
        let kinds = nfa.kinds
        let firsts = nfa.first
        let seconds = nfa.second
        // Each state's ε-closure (items and the accepting state, sorted), on first use.
        var closures = [[Int32]?](repeating: nil, count: count)
        var visited = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var touched: [Int] = []
        func closure(_ state: Int) -> [Int32] {
            if let known = closures[state] { return known }
            var members: [Int32] = []
            stack.append(state)
            while let top = stack.popLast() {
                guard !visited[top] else { continue }
                visited[top] = true
                touched.append(top)
                if kinds[top] == ScalarNFAAssembler.split {
                    stack.append(Int(seconds[top]))
                    stack.append(Int(firsts[top]))
                } else {
                    members.append(Int32(top))
                }
            }
            for state in touched { visited[state] = false }
            touched.removeAll(keepingCapacity: true)
            members.sort()
            closures[state] = members
            return members
        }

        var ids: [[Int32]: Int32] = [[]: 0]
        var sets: [[Int32]] = [[]]
        var accepting = [false]
        var transitions: [Int32] = []
        transitions.reserveCapacity(classCount * (count + 2))
        func intern(_ members: [Int32]) -> Int32? {
            if let known = ids[members] { return known }
            guard sets.count < stateCap else { return nil }
            let id = Int32(sets.count)
            ids[members] = id
            sets.append(members)
            accepting.append(members.contains { kinds[Int($0)] == ScalarNFAAssembler.acceptKind })
            return id
        }
        guard let startID = intern(closure(start)) else { return nil }
        var marked = [Bool](repeating: false, count: count)
        var successors: [Int32] = []
        var current = 1
        transitions.append(contentsOf: repeatElement(0, count: classCount))
        while current < sets.count {
            let members = sets[current]
            current += 1
            var multibyte = 0
            for member in members {
                let kind = Int(nfa.kinds[Int(member)])
                if kind >= 0 && nfa.setIsMultibyte[kind] { multibyte += 1 }
            }
            guard multibyte <= 1 else { return nil }
            for cls in 0..<classCount {
                successors.removeAll(keepingCapacity: true)
                for member in members {
                    let kind = Int(nfa.kinds[Int(member)])
                    guard kind >= 0, alphabet.setClasses[kind] & (1 << UInt64(cls)) != 0 else { continue }
                    for next in closure(Int(nfa.first[Int(member)])) where !marked[Int(next)] {
                        marked[Int(next)] = true
                        successors.append(next)
                    }
                }
                guard !successors.isEmpty else {
                    transitions.append(0)
                    continue
                }
                for next in successors { marked[Int(next)] = false }
                successors.sort()
                guard let target = intern(successors) else { return nil }
                transitions.append(target)
            }
        }
        guard nfa.byteStateCount() <= nfaStateLimit,
              fitsByteConstruction(&nfa, sets: sets, closure: closure, stateLimit: stateLimit, workLimit: workLimit)
        else { return nil }
        return ScalarDFA(classCount: classCount, transitions: transitions, accepting: accepting, start: Int(startID))
    }

    /// Whether the byte construction stays within `stateLimit` states and `workLimit` steps:
    /// its states are these (`sets`, the dead one included) and the inner nodes of each item
    /// reading multi-byte scalars that some state holds (counted exactly); its work is
    /// bounded state by state. For a state here: its byte states (its items' root edges),
    /// and for each byte class some member reads (at most the bytes the members' roots read)
    /// the movers (at most one a member) and their closure (at most, for each member, the
    /// closure its scalars lead to or the trie node a lead byte does); for an inner node,
    /// its numbers in ``TrieStats``.
    private static func fitsByteConstruction(
        _ nfa: inout ScalarNFAAssembler, sets: [[Int32]], closure: (Int) -> [Int32], stateLimit: Int, workLimit: Int
    ) -> Bool {
        var byteSizes: [Int: Int] = [:]
        func byteSize(ofClosure state: Int) -> Int {
            if let known = byteSizes[state] { return known }
            var size = 0
            for member in closure(state) {
                let kind = Int(nfa.kinds[Int(member)])
                size += kind >= 0 ? nfa.stats(ofSet: kind).rootEdges : 1
            }
            byteSizes[state] = size
            return size
        }
        var multibyteItems: Set<Int32> = []
        var work = 0
        for members in sets.dropFirst() {
            var byteStates = 0
            var rootBytes = 0
            var closureBound = 0
            for member in members {
                let kind = Int(nfa.kinds[Int(member)])
                guard kind >= 0 else {
                    byteStates += 1
                    continue
                }
                let stats = nfa.stats(ofSet: kind)
                if nfa.setIsMultibyte[kind] { multibyteItems.insert(member) }
                byteStates += stats.rootEdges
                rootBytes += stats.rootBytes
                closureBound += max(byteSize(ofClosure: Int(nfa.first[Int(member)])), stats.rootChildEdges)
            }
            work += byteStates + min(rootBytes, 256) * (members.count + closureBound)
            guard work <= workLimit else { return false }
        }
        var byteStateCount = sets.count
        for item in multibyteItems {
            let stats = nfa.stats(ofSet: Int(nfa.kinds[Int(item)]))
            byteStateCount += stats.innerNodes
            work += stats.innerWork + stats.innerEndingBytes * byteSize(ofClosure: Int(nfa.first[Int(item)]))
        }
        return byteStateCount <= stateLimit && work <= workLimit
    }
}
