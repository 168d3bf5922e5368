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
    /// construction's sets hold none). Nil when the NFA has a cycle (texts of any length),
    /// or as soon as the levels so far bound a construction over `letterCount` letters to
    /// more than `stateLimit` states (more levels could only bound it higher).
    ///
    /// A DFA state reached by a text of `n` bytes is a nonempty subset of level `n`, so the
    /// levels bound the construction (``bound(levels:letterCount:)``). A mask's NFA is
    /// acyclic, and a walk level by level costs about its states times its longest text;
    /// PERF: stopping at the state limit keeps a mask whose bound is hopeless (the 512-item
    /// benchmark mask) from paying for the whole walk.
    static func levelSizes(_ compact: CompactNFA, start: Int, letterCount: Int, stateLimit: Int) -> [Int]? {
        if compact.count <= WordSets.capacity {
            switch WordSets.levelSizes(compact, start: start, letterCount: letterCount, stateLimit: stateLimit) {
            case .sizes(let sizes): return sizes
            case .overLimit: return nil
            case .notInThompsonOrder: break
            }
        }
        return levelSizesSparse(compact, start: start, letterCount: letterCount, stateLimit: stateLimit)
    }

    /// The same for any NFA, with closures as lists.
    static func levelSizesSparse(_ compact: CompactNFA, start: Int, letterCount: Int, stateLimit: Int) -> [Int]? {
        var visited = VisitedSet(count: compact.count)
        var stack: [Int] = []
        var level: [Int] = []
        var roots = [start]
        var sizes: [Int] = []
        var tally = StateTally(letterCount: letterCount)
        while true {
            compact.closure(of: roots, into: &level, visited: &visited, stack: &stack)
            if level.isEmpty { return sizes }
            // An acyclic NFA's texts are shorter than its state count.
            guard sizes.count <= compact.count, tally.add(levelSize: level.count) <= stateLimit else { return nil }
            sizes.append(level.count)
            roots.removeAll(keepingCapacity: true)
            for state in level where !compact.isAccept(state) { roots.append(Int(compact.first[state])) }
        }
    }

    /// The state bound of ``bound(levels:letterCount:)``, level by level.
    struct StateTally {
        let letterCount: Int
        private(set) var states = 1
        private var texts = 1

        init(letterCount: Int) { self.letterCount = letterCount }

        /// Adds a level of `size` states; returns the bound so far.
        mutating func add(levelSize size: Int) -> Int {
            let subsets = size >= Int.bitWidth - 2 ? Int.max : (1 << size) - 1
            let (sum, sumOverflow) = states.addingReportingOverflow(min(subsets, texts))
            states = sumOverflow ? .max : sum
            let (product, productOverflow) = texts.multipliedReportingOverflow(by: letterCount)
            texts = productOverflow ? .max : product
            return states
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
        var tally = StateTally(letterCount: letterCount)
        var work = 0
        for (index, size) in levels.enumerated() {
            let next = index + 1 < levels.count ? levels[index + 1] : 0
            let before = tally.states
            let count = tally.add(levelSize: size) - before
            work = add(work, multiply(count, add(size, multiply(letterCount, add(size, next)))))
        }
        return Bound(states: tally.states, work: work)
    }
}

extension SubsetConstruction {
    /// A bound on the construction of an NFA `B` over `letterCount` letters from the
    /// construction of an NFA `A` whose sets had these sizes (`setSizes`, as
    /// ``determinizeWithSetSizes(_:start:classes:stateLimit:workLimit:)`` gives them), when
    /// `B` is `A` with each letter split into several (the reading automaton's NFA is the
    /// match NFA with each class read as literal or meaningful). A text over `B`'s letters
    /// leads to a subset of the set its projection leads to in `A`, so each state of `A`, of
    /// `m` NFA states, stands for at most `2^m − 1` states of `B` (and the dead state for
    /// one); each costs at most `m` steps, and for each letter at most `m` moving states and
    /// a closure within the largest set. Saturates instead of overflowing.
    ///
    /// PERF: where the levels of ``levelSizes(_:start:letterCount:stateLimit:)`` are wide
    /// (number ranges: IPv4's levels bound its reading automaton past the limit) the match
    /// automaton's sets are small, and this bound defers the reading automaton.
    static func boundFromSubsets(setSizes: [Int], letterCount: Int) -> Bound {
        func add(_ a: Int, _ b: Int) -> Int { let (sum, overflow) = a.addingReportingOverflow(b); return overflow ? .max : sum }
        func multiply(_ a: Int, _ b: Int) -> Int {
            let (product, overflow) = a.multipliedReportingOverflow(by: b); return overflow ? .max : product
        }
        let largest = setSizes.max() ?? 0
        var states = 1
        var work = 0
        for size in setSizes where size > 0 {
            let subsets = size >= Int.bitWidth - 2 ? Int.max : (1 << size) - 1
            states = add(states, subsets)
            work = add(work, multiply(subsets, add(size, multiply(letterCount, add(size, largest)))))
        }
        return Bound(states: states, work: work)
    }
}

extension SubsetConstruction.Bound {
    /// The tighter of two bounds on one construction, component by component.
    func tightened(by other: Self) -> Self { Self(states: min(states, other.states), work: min(work, other.work)) }
}

extension SubsetConstruction.WordSets {
    enum LevelSizes {
        case sizes([Int])
        /// The levels so far bound the construction past the state limit, or never end.
        case overLimit
        case notInThompsonOrder
    }

    /// ``SubsetConstruction/levelSizes(_:start:letterCount:stateLimit:)`` with each level
    /// as a word. PERF: the walk with sorted closures cost the phone mask about 27,000
    /// instructions; this about 1,000.
    static func levelSizes(_ compact: CompactNFA, start: Int, letterCount: Int, stateLimit: Int) -> LevelSizes {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: compact.count) { closures -> LevelSizes in
            guard Self.closures(compact, into: closures) else { return .notInThompsonOrder }
            var consuming: UInt64 = 0
            for state in 0..<compact.count where !compact.isSplit(state) && !compact.isAccept(state) {
                consuming |= 1 << UInt64(state)
            }
            var sizes: [Int] = []
            var tally = SubsetConstruction.StateTally(letterCount: letterCount)
            var level = closures[start]
            while level != 0 {
                guard sizes.count <= compact.count, tally.add(levelSize: level.nonzeroBitCount) <= stateLimit else {
                    return .overLimit
                }
                sizes.append(level.nonzeroBitCount)
                var movers = level & consuming
                var next: UInt64 = 0
                while movers != 0 {
                    next |= closures[Int(compact.first[movers.trailingZeroBitCount])]
                    movers &= movers &- 1
                }
                level = next
            }
            return .sizes(sizes)
        }
    }
}
