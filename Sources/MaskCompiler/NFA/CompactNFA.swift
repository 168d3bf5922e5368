/// The NFA's ε-structure in flat arrays, for the algorithms that walk it many times.
/// PERF: matching on ``NFA/State`` copies its payload (an array of ranges) on every visit;
/// these arrays hold only the integers the walks need.
struct CompactNFA {
    /// A consuming state's successor, a split's preferred branch, or -1 for the accept state.
    let first: [Int32]
    /// A split's other branch; -1 for every other state.
    let second: [Int32]

    init(_ nfa: NFA) {
        var first = [Int32](repeating: -1, count: nfa.states.count)
        var second = [Int32](repeating: -1, count: nfa.states.count)
        for (index, state) in nfa.states.enumerated() {
            switch state {
            case .bytes(_, let next, _, _): first[index] = Int32(next)
            case .split(let preferred, let other):
                first[index] = Int32(preferred)
                second[index] = Int32(other)
            case .accept: break
            }
        }
        self.first = first
        self.second = second
    }

    func isSplit(_ state: Int) -> Bool { second[state] >= 0 }
    func isAccept(_ state: Int) -> Bool { first[state] < 0 }

    /// The ε-closure of `roots` written into `result` (replacing its contents), in priority
    /// order: depth first, preferred branch first, each state once. Every buffer is the
    /// caller's, so repeated calls allocate nothing.
    func closure(of roots: [Int], into result: inout [Int], visited: inout VisitedSet, stack: inout [Int]) {
        visited.clear()
        result.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stack.append(contentsOf: roots.reversed())
        while let state = stack.popLast() {
            guard visited.insert(state) else { continue }
            if isSplit(state) {
                stack.append(Int(second[state]))
                stack.append(Int(first[state]))
            } else {
                result.append(state)
            }
        }
    }
}
