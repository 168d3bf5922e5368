import MaskVM

extension SubsetConstruction {
    /// The construction for an NFA of at most 64 states (most masks: the phone mask has 22),
    /// where a set of NFA states is one 64-bit word: a closure is the union of precomputed
    /// words, the states that move on a letter are one AND, and a set is interned by its
    /// word. It gives the same automaton and counts the same work as the general
    /// construction (``SubsetConstruction/determinizeSparse(_:start:letterCount:keepSets:stateLimit:workLimit:)``).
    ///
    /// PERF: compiling the phone mask spent about 250,000 instructions in three general
    /// constructions (sorting moves, walking closures, hashing sorted lists); this way takes
    /// a few thousand.
    enum WordSets {
        static let capacity = 64

        static func determinize(
            _ compact: CompactNFA, start: Int, letterCount: Int, keepSets: Bool, stateLimit: Int, workLimit: Int
        ) -> Result<Subsets, Failure>? {
            // PERF: the closures and the consumers of each letter are one temporary (on the
            // stack for a mask's NFA), not two arrays.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: compact.count + letterCount) { scratch in
            let closures = UnsafeMutableBufferPointer(rebasing: scratch[0..<compact.count])
            let consumers = UnsafeMutableBufferPointer(rebasing: scratch[compact.count...])
            guard Self.closures(compact, into: closures) else { return nil }
            consumers.initialize(repeating: 0)
            var acceptingStates: UInt64 = 0
            for state in 0..<compact.count {
                if compact.isAccept(state) { acceptingStates |= 1 << UInt64(state) }
                for index in Int(compact.letterStart[state])..<Int(compact.letterStart[state + 1]) {
                    consumers[Int(compact.letters[index])] |= 1 << UInt64(state)
                }
            }
            // PERF: the work is counted exactly (a population count a letter) only when it
            // may matter. First each DFA state counts as the most it could cost (every NFA
            // state in it, and for each letter every NFA state moving and in the closure):
            // while that bound stays within the limit, so does the work. Only a construction
            // whose bound passes the limit is done again, counting exactly, to fail (or not)
            // where it always has.
            let result = determinize(
                compact, closures: UnsafeBufferPointer(closures), consumers: UnsafeBufferPointer(consumers),
                acceptingStates: acceptingStates, start: start, letterCount: letterCount, keepSets: keepSets,
                stateLimit: stateLimit, workLimit: workLimit, exactWork: false)
            if case .failure(.tooMuchWork) = result {
                return determinize(
                    compact, closures: UnsafeBufferPointer(closures), consumers: UnsafeBufferPointer(consumers),
                    acceptingStates: acceptingStates, start: start, letterCount: letterCount, keepSets: keepSets,
                    stateLimit: stateLimit, workLimit: workLimit, exactWork: true)
            }
            return result
            }
        }

        @inline(__always)
        private static func determinize(
            _ compact: CompactNFA, closures: UnsafeBufferPointer<UInt64>, consumers: UnsafeBufferPointer<UInt64>,
            acceptingStates: UInt64, start: Int, letterCount: Int, keepSets: Bool, stateLimit: Int, workLimit: Int,
            exactWork: Bool
        ) -> Result<Subsets, Failure> {
            let stateBound = compact.count &* (1 &+ 2 &* letterCount)

            // PERF: every growing array is reserved for a DFA about twice the NFA's size; a
            // reallocation costs hundreds of instructions, as much as a dozen DFA states.
            let expected = 2 * compact.count + 2
            var sets = WordInterner(expectedCount: expected)
            _ = sets.intern(0)
            // PERF: transitions are kept as moves (table entry, then target) and laid out in a
            // table once the state count is known: appending a row per new state went through
            // the generic `append(contentsOf:)` and cost more than the rest of the construction.
            var moves: [Int] = []
            moves.reserveCapacity(4 * expected)
            var accepting: [Bool] = []
            accepting.reserveCapacity(expected)
            accepting.append(false)
            var work = 0
            var failure: Failure?
            let startID: Int
            switch sets.intern(closures[start]) {
            case (let id, true) where id >= stateLimit: return .failure(.tooManyStates)
            case (let id, let isNew):
                startID = id
                if isNew { accepting.append(closures[start] & acceptingStates != 0) }
            }
            // SAFETY: `letter < letterCount == consumers.count`; a mover is a state below
            // `compact.count == first.count` whose successor `first[mover]` is a state too.
            compact.first.withUnsafeBufferPointer { first in
                var pending = 1
                states: while pending < sets.count {
                    let current = pending
                    pending += 1
                    let set = sets.words[current]
                    work += exactWork ? set.nonzeroBitCount : stateBound
                    guard work <= workLimit else {
                        failure = .tooMuchWork
                        break
                    }
                    for letter in 0..<letterCount {
                        var movers = set & consumers[letter]
                        guard movers != 0 else { continue }
                        var next: UInt64 = 0
                        while movers != 0 {
                            next |= closures[Int(first[movers.trailingZeroBitCount])]
                            movers &= movers &- 1
                            if exactWork { work += 1 }
                        }
                        if exactWork {
                            work += next.nonzeroBitCount
                            guard work <= workLimit else {
                                failure = .tooMuchWork
                                break states
                            }
                        }
                        let (target, isNew) = sets.intern(next)
                        if isNew {
                            guard target < stateLimit else {
                                failure = .tooManyStates
                                break states
                            }
                            accepting.append(next & acceptingStates != 0)
                        }
                        moves.append(current * letterCount + letter)
                        moves.append(target)
                    }
                }
            }
            if let failure { return .failure(failure) }
            var transitions = [Int](filledWith: 0, count: sets.count * letterCount)
            for move in stride(from: 0, to: moves.count, by: 2) { transitions[moves[move]] = moves[move + 1] }

            var memberStart: [Int] = []
            var members: [Int] = []
            if keepSets {
                memberStart.reserveCapacity(sets.count + 1)
                members.reserveCapacity(sets.words.reduce(0) { $0 + $1.nonzeroBitCount })
                memberStart.append(0)
                for var set in sets.words {
                    while set != 0 {
                        members.append(set.trailingZeroBitCount)
                        set &= set &- 1
                    }
                    memberStart.append(members.count)
                }
            }
            return .success(Subsets(transitions: transitions, accepting: accepting, start: startID,
                                    memberStart: memberStart, members: members, moves: moves))
        }

        /// The ε-closure of each NFA state as a word: itself, or for a split the union of its
        /// branches'. Thompson construction adds every state after its successors, so one
        /// pass in index order finds each branch done; nil for an NFA not so ordered (then
        /// the general construction runs). Written into `closures`, one word a state.
        static func closures(_ compact: CompactNFA, into closures: UnsafeMutableBufferPointer<UInt64>) -> Bool {
            for state in 0..<compact.count {
                if compact.isSplit(state) {
                    let preferred = Int(compact.first[state])
                    let other = Int(compact.second[state])
                    guard preferred < state, other < state else { return false }
                    closures[state] = closures[preferred] | closures[other]
                } else {
                    closures[state] = 1 << UInt64(state)
                }
            }
            return true
        }
    }

    /// Gives each distinct word a small id, in order of first appearance: an open-addressing
    /// table of ids keyed by the word.
    struct WordInterner {
        private(set) var words: [UInt64] = []
        private var slots: [Int32]

        init(expectedCount: Int) {
            var capacity = 16
            while capacity < expectedCount * 2 { capacity *= 2 }
            slots = [Int32](filledWith: -1, count: capacity)
            words.reserveCapacity(expectedCount)
        }

        var count: Int { words.count }

        mutating func intern(_ word: UInt64) -> (id: Int, isNew: Bool) {
            let mask = slots.count - 1
            var slot = Self.slot(word, mask)
            while slots[slot] >= 0 {
                let id = Int(slots[slot])
                if words[id] == word { return (id, false) }
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(words.count)
            words.append(word)
            if words.count * 2 > slots.count { grow() }
            return (words.count - 1, true)
        }

        private mutating func grow() {
            slots = [Int32](filledWith: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for (id, word) in words.enumerated() {
                var slot = Self.slot(word, mask)
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(id)
            }
        }

        private static func slot(_ word: UInt64, _ mask: Int) -> Int {
            Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        }
    }
}
