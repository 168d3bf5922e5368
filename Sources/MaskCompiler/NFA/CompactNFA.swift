import MaskVM

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
    /// Each consuming state's origin (the pattern offset of its item); only when tagged.
    let origins: [Int]

    init(_ nfa: NFA) {
        (first, second) = Self.structure(nfa)
        letterStart = []
        letters = []
        origins = []
    }

    /// The NFA with its letters: byte classes, or with `tagged`, class × reading
    /// (`class * 2 + 1` for a meaningful state, `class * 2` for a literal).
    init(_ nfa: NFA, classes: ByteClasses, tagged: Bool) {
        (first, second) = Self.structure(nfa)
        var letterStart = [Int32](filledWith: 0, count: nfa.states.count + 1)
        var letters: [Int32] = []
        letters.reserveCapacity(2 * nfa.states.count)
        var origins = [Int](filledWith: 0, count: tagged ? nfa.states.count : 0)
        let scale: Int32 = tagged ? 2 : 1
        // PERF: over many classes (a Unicode class: `\d`'s trie has 87), a state's classes are
        // noted as its bytes first reach them and the few noted are put in order, where
        // reading the marks back took a pass over every class a state; over a few classes
        // that pass is the cheaper.
        let notesClasses = classes.count >= Self.notedFromClassCount
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: classes.count) { member in
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: classes.count) { noted in
            member.initialize(repeating: false)
            for (index, state) in nfa.states.enumerated() {
                if case .bytes(let ranges, _, let meaningful, let origin) = state {
                    if tagged { origins[index] = origin.lowerBound }
                    let tag: Int32 = tagged && meaningful ? 1 : 0
                    if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                        // PERF: a literal byte's class is a lookup.
                        letters.append(Int32(classes.map[Int(ranges[0].lowerBound)]) * scale + tag)
                    } else if notesClasses {
                        var count = 0
                        for range in ranges {
                            for byte in range {
                                let cls = Int(classes.map[Int(byte)])
                                if !member[cls] {
                                    member[cls] = true
                                    noted[count] = Int32(cls)
                                    count += 1
                                }
                            }
                        }
                        // A state's classes are few, and mostly in order already.
                        noted.baseAddress?.insertionSort(count: count)
                        for slot in 0..<count {
                            letters.append(noted[slot] * scale + tag)
                            member[Int(noted[slot])] = false
                        }
                    } else {
                        // A class's bytes mark their classes; the marks are read back in order.
                        for range in ranges { for byte in range { member[Int(classes.map[Int(byte)])] = true } }
                        for cls in 0..<classes.count where member[cls] {
                            letters.append(Int32(cls) * scale + tag)
                            member[cls] = false
                        }
                    }
                }
                letterStart[index + 1] = Int32(letters.count)
            }
        }
        }
        self.letterStart = letterStart
        self.letters = letters
        self.origins = origins
    }

    /// The fewest byte classes at which a state's classes are noted as its bytes reach them
    /// rather than read back from marks over every class.
    static let notedFromClassCount = 32

    init(first: [Int32], second: [Int32], letterStart: [Int32], letters: [Int32], origins: [Int]) {
        self.first = first
        self.second = second
        self.letterStart = letterStart
        self.letters = letters
        self.origins = origins
    }

    /// The same NFA over plain classes, from one made with `tagged: true` (its letters are
    /// `class * 2 + reading`, in order, so halving keeps them sorted). Shares its arrays.
    func untagged() -> CompactNFA {
        CompactNFA(first: first, second: second, letterStart: letterStart, letters: letters.map { $0 >> 1 }, origins: origins)
    }

    private static func structure(_ nfa: NFA) -> ([Int32], [Int32]) {
        var first = [Int32](filledWith: -1, count: nfa.states.count)
        var second = [Int32](filledWith: -1, count: nfa.states.count)
        // PERF: each state is matched in place; copying it out (as `enumerated()` does)
        // retains and releases its array of ranges.
        for index in nfa.states.indices {
            switch nfa.states[index] {
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
