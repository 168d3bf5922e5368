/// The NFA in flat arrays, for the algorithms that walk it many times.
/// PERF: matching on ``NFA/State`` copies its payload (an array of ranges) on every visit;
/// these arrays hold only the integers the walks need.
struct CompactNFA {
    /// A consuming state's successor, a split's preferred branch, or -1 for the accept state.
    let first: [Int32]
    /// A split's other branch; -1 for every other state.
    let second: [Int32]
    /// The letters each consuming state reads, sorted: `letters[letterStart[s] ..< letterStart[s + 1]]`.
    /// Empty unless made with ``init(_:classes:tagged:)``.
    let letterStart: [Int32]
    let letters: [Int32]

    init(_ nfa: NFA) {
        (first, second) = Self.structure(nfa)
        letterStart = []
        letters = []
    }

    /// The NFA with its letters: byte classes, or with `tagged`, class × reading
    /// (`class * 2 + 1` for a meaningful state, `class * 2` for a literal).
    init(_ nfa: NFA, classes: ByteClasses, tagged: Bool) {
        (first, second) = Self.structure(nfa)
        var letterStart = [Int32](repeating: 0, count: nfa.states.count + 1)
        var letters: [Int32] = []
        letters.reserveCapacity(nfa.states.count)
        // PERF: the classes of a range set are found once per distinct set (the classes `D`
        // and `X` recur); a one-byte literal's class is a lookup.
        var known: [(ranges: [ClosedRange<UInt8>], classes: [Int32])] = []
        for (index, state) in nfa.states.enumerated() {
            if case .bytes(let ranges, _, let meaningful, _) = state {
                let tag: Int32 = tagged ? (meaningful ? 1 : 0) : 0
                let scale: Int32 = tagged ? 2 : 1
                if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                    letters.append(Int32(classes.map[Int(ranges[0].lowerBound)]) * scale + tag)
                } else {
                    let found: [Int32]
                    if let entry = known.first(where: { $0.ranges == ranges }) {
                        found = entry.classes
                    } else {
                        found = classes.classes(of: ranges)
                        known.append((ranges, found))
                    }
                    for cls in found { letters.append(cls * scale + tag) }
                }
            }
            letterStart[index + 1] = Int32(letters.count)
        }
        self.letterStart = letterStart
        self.letters = letters
    }

    private static func structure(_ nfa: NFA) -> ([Int32], [Int32]) {
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
        return (first, second)
    }

    var count: Int { first.count }

    func isSplit(_ state: Int) -> Bool { second[state] >= 0 }
    func isAccept(_ state: Int) -> Bool { first[state] < 0 }

    /// The ε-closure of `roots` written into `result` (replacing its contents), in priority
    /// order: depth first, preferred branch first, each state once. Every buffer is the
    /// caller's, so repeated calls allocate nothing. Returns the states visited.
    @discardableResult
    func closure(of roots: [Int], into result: inout [Int], visited: inout VisitedSet, stack: inout [Int]) -> Int {
        visited.clear()
        result.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        stack.append(contentsOf: roots.reversed())
        var steps = 0
        while let state = stack.popLast() {
            steps += 1
            guard visited.insert(state) else { continue }
            if isSplit(state) {
                stack.append(Int(second[state]))
                stack.append(Int(first[state]))
            } else {
                result.append(state)
            }
        }
        return steps
    }
}

extension ByteClasses {
    /// The classes of the bytes in `ranges`, sorted.
    func classes(of ranges: [ClosedRange<UInt8>]) -> [Int32] {
        var member = [Bool](repeating: false, count: count)
        for range in ranges { for byte in range { member[Int(map[Int(byte)])] = true } }
        return (0..<count).compactMap { member[$0] ? Int32($0) : nil }
    }
}
