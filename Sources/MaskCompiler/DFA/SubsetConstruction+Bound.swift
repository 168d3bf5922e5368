extension SubsetConstruction {
    /// Upper bounds on what the construction of an NFA takes, found without doing it: its
    /// states (the dead state included) and its work, counted as
    /// ``determinizeSparse(_:start:letterCount:keepSets:stateLimit:workLimit:)`` counts it.
    struct Bound {
        var states: Int
        var work: Int

        /// Whether a construction within this bound stays within both limits.
        func isWithin(stateLimit: Int, workLimit: Int) -> Bool { states <= stateLimit && work <= workLimit }
    }

    /// The sizes of the NFA's levels: level `n` is the closure of every state some text of
    /// `n` bytes leads to (consuming and accepting states; splits are not counted, as the
    /// construction's sets hold none). Nil when the NFA has a cycle (texts of any length).
    ///
    /// A DFA state reached by a text of `n` bytes is a nonempty subset of level `n`, so the
    /// levels bound the construction (``bound(levels:letterCount:)``). A mask's NFA is
    /// acyclic, and a walk level by level costs about its states times its longest text.
    static func levelSizes(_ compact: CompactNFA, start: Int) -> [Int]? {
        if compact.count <= WordSets.capacity, let sizes = WordSets.levelSizes(compact, start: start) { return sizes }
        return levelSizesSparse(compact, start: start)
    }

    /// The same for any NFA, with closures as lists.
    static func levelSizesSparse(_ compact: CompactNFA, start: Int) -> [Int]? {
        var visited = VisitedSet(count: compact.count)
        var stack: [Int] = []
        var level: [Int] = []
        var roots = [start]
        var sizes: [Int] = []
        while true {
            compact.closure(of: roots, into: &level, visited: &visited, stack: &stack)
            if level.isEmpty { return sizes }
            // An acyclic NFA's texts are shorter than its state count.
            guard sizes.count <= compact.count else { return nil }
            sizes.append(level.count)
            roots.removeAll(keepingCapacity: true)
            for state in level where !compact.isAccept(state) { roots.append(Int(compact.first[state])) }
        }
    }

    /// The bound on a construction over `letterCount` letters whose NFA has these
    /// `levels` (``levelSizes(_:start:)``), or of any NFA whose levels are each at most as
    /// large. Level `n`, of `m` states, holds at most `min(2^m − 1, letterCount^n)` DFA
    /// states; each costs at most `m` steps, and for each letter at most `m` moving states
    /// and a closure of at most the next level's size. Saturates instead of overflowing.
    static func bound(levels: [Int], letterCount: Int) -> Bound {
        func add(_ a: Int, _ b: Int) -> Int { let (sum, overflow) = a.addingReportingOverflow(b); return overflow ? .max : sum }
        func multiply(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b); return overflow ? .max : product
        }
        var states = 1
        var work = 0
        var texts = 1
        for (index, size) in levels.enumerated() {
            let next = index + 1 < levels.count ? levels[index + 1] : 0
            let subsets = size >= Int.bitWidth - 2 ? Int.max : (1 << size) - 1
            let count = min(subsets, texts)
            states = add(states, count)
            work = add(work, multiply(count, add(size, multiply(letterCount, add(size, next)))))
            texts = multiply(texts, letterCount)
        }
        return Bound(states: states, work: work)
    }
}

extension SubsetConstruction.WordSets {
    /// ``SubsetConstruction/levelSizes(_:start:)`` with each level as a word. PERF: the walk
    /// with sorted closures cost the phone mask about 27,000 instructions; this about 1,000.
    /// Nil when the NFA is not in Thompson order or has a cycle (the general walk decides).
    static func levelSizes(_ compact: CompactNFA, start: Int) -> [Int]? {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: compact.count) { closures -> [Int]? in
            guard Self.closures(compact, into: closures) else { return nil }
            var consuming: UInt64 = 0
            for state in 0..<compact.count where !compact.isSplit(state) && !compact.isAccept(state) {
                consuming |= 1 << UInt64(state)
            }
            var sizes: [Int] = []
            var level = closures[start]
            while level != 0 {
                guard sizes.count <= compact.count else { return nil }
                sizes.append(level.nonzeroBitCount)
                var movers = level & consuming
                var next: UInt64 = 0
                while movers != 0 {
                    next |= closures[Int(compact.first[movers.trailingZeroBitCount])]
                    movers &= movers &- 1
                }
                level = next
            }
            return sizes
        }
    }
}
