/// The masks each state of a set's union automaton belongs to: for every state, the masks
/// in which the text read so far is complete (``accepting``) and those in which it is
/// complete or partial (``live``).
///
/// The labels are derived, never taken on trust: walking the union automaton beside each
/// mask's own minimal automaton, every union state must meet exactly one state of each
/// mask (the union is the product of the masks' minimal automata, so a union state
/// determines where each mask is), and that state says whether the mask accepts and
/// whether it can still. The same walk proves that the union reads every text of every
/// mask, and that it accepts exactly where some mask does.
struct MaskLabels: Hashable, Sendable {
    /// Per state, its accepting label then its live label (``accepting(_:)``, ``live(_:)``):
    /// the order a set's file stores them in.
    ///
    /// PERF: one array, not one for each kind, and a slice of it: a loaded set's labels of
    /// its match and its optimistic automaton are one allocation (issue 21).
    let pairs: ArraySlice<UInt64>

    /// The number of states labelled.
    var stateCount: Int { pairs.count / 2 }

    /// Bit `i` when mask `i` accepts the text that leads to `state`.
    @inline(__always)
    func accepting(_ state: Int) -> UInt64 { pairs[pairs.startIndex &+ 2 &* state] }

    /// Bit `i` when mask `i` can still accept after the text that leads to `state`.
    @inline(__always)
    func live(_ state: Int) -> UInt64 { pairs[pairs.startIndex &+ 2 &* state &+ 1] }

    /// Labels from the two kinds apart (the compiler's product construction makes them so).
    init(accepting: [UInt64], live: [UInt64]) {
        precondition(accepting.count == live.count, "a label of each kind a state")
        pairs = [UInt64](filledWith: 0, count: 2 * accepting.count) { pairs in
            for state in accepting.indices {
                pairs[2 * state] = accepting[state]
                pairs[2 * state + 1] = live[state]
            }
        }[...]
    }

    private init(pairs: ArraySlice<UInt64>) {
        self.pairs = pairs
    }

    /// Derives the labels of `union` from the masks' automata, or says where they disagree.
    ///
    /// PERF: one walk of the union for all masks at once, where a mask is followed only in
    /// the states in which it is still live: a dead mask stays dead (its state 0 leads only
    /// to 0), so one test of the successor's live set checks every dead mask together. The
    /// cost is O(states × (class pairs of the live masks + classes)) instead of a walk of the
    /// whole union for every mask (issue 21: loading the 13-mask phone preset cost 7 times
    /// its compile, nearly all of it here). The class pairs are taken from the bytes: in a
    /// hostile file the union's classes need not refine a mask's. Everything the walk needs
    /// lives in one allocation (``LabelWalk``).
    static func derive(union: DenseDFA, members: [DenseDFA]) throws(ProgramError) -> MaskLabels {
        try derive(union: union, members: .automata(members), thenOptimistic: nil).match
    }

    /// The labels of a set's union match automaton and of its union optimistic automaton
    /// (nil: the set has none), derived from its masks' programs, whose automata are read
    /// where the programs hold them: what the loader checks a set with. A mask whose
    /// optimistic matcher is simulated is refused when the set has a union optimistic
    /// automaton, after the match labels are derived.
    static func derive(
        union: DenseDFA, optimisticUnion: DenseDFA?, members: [MaskProgram]
    ) throws(ProgramError) -> (match: MaskLabels, optimistic: MaskLabels?) {
        guard let optimisticUnion else { return (try derive(union: union, members: .matchers(members), thenOptimistic: nil).match, nil) }
        let simulated = members.firstIndex { member in member.storage.optimistic.withParts { $0.dfa == nil } }
        // The labels are a function of the automata: where the optimistic ones are the match
        // ones (masks without literals), so are their labels. PERF: the second walk cost
        // about 21,000 instructions of the 169,000 that loading postcode-de took; the loader
        // shares an automaton it reads twice, so the comparisons stop at its identity.
        let sameAutomata = simulated == nil && optimisticUnion == union && members.allSatisfy { member in
            member.storage.optimistic.withParts { $0.dfa == member.storage.matcher }
        }
        let walked = try derive(union: union, members: .matchers(members),
                                thenOptimistic: simulated != nil || sameAutomata ? nil : (optimisticUnion, .optimisticMatchers(members)))
        if let simulated {
            throw .malformedSection(tag: BytecodeFormat.Tag.optimistic,
                                    reason: "mask \(simulated + 1) is simulated, so the set can have no union optimistic automaton")
        }
        return (walked.match, walked.optimistic ?? walked.match)
    }

    /// The labels of `union` over `members` and, with `optimistic`, of a second union of the
    /// same set (its optimistic one) over its masks' automata: both walks in one allocation,
    /// both kinds of labels in one array. Where the two unions and each mask's two automata
    /// have the same classes, the second walk's class pairs are the first's, copied, not
    /// placed again.
    ///
    /// PERF: placing them reads every class map byte by byte; a set's two walks placed the
    /// same pairs twice, about a tenth of loading us-zip. The two walks and the two label
    /// arrays were four allocations a load (issue 21).
    static func derive(
        union: DenseDFA, members: WalkedMasks, thenOptimistic optimistic: (union: DenseDFA, members: WalkedMasks)?
    ) throws(ProgramError) -> (match: MaskLabels, optimistic: MaskLabels?) {
        let firstLayout = LabelWalk.Layout(union: union, members: members)
        let secondLayout = optimistic.map { LabelWalk.Layout(union: $0.union, members: $0.members) }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: firstLayout.byteCount + (secondLayout?.byteCount ?? 0),
                                                      alignment: MemoryLayout<Int>.alignment)
        defer { memory.deallocate() }
        let firstStates = union.stateCount
        let secondStates = optimistic?.union.stateCount ?? 0
        var pairs = [UInt64](filledWith: 0, count: 2 * (firstStates + secondStates))
        let matchWalk = LabelWalk(union: union, members: members, layout: firstLayout, in: memory)
        try pairs.withUnsafeMutableBufferPointer { pairs throws(ProgramError) in
            try members.keepingAlive { () throws(ProgramError) in
                try derive(union: union, walk: matchWalk, into: UnsafeMutableBufferPointer(rebasing: pairs[..<(2 * firstStates)]))
            }
        }
        guard let optimistic, let secondLayout else { return (MaskLabels(pairs: pairs[...]), nil) }
        let optimisticWalk = LabelWalk(union: optimistic.union, members: optimistic.members, layout: secondLayout,
                                       in: memory + firstLayout.byteCount, classesOf: matchWalk)
        try pairs.withUnsafeMutableBufferPointer { pairs throws(ProgramError) in
            try optimistic.members.keepingAlive { () throws(ProgramError) in
                try derive(union: optimistic.union, walk: optimisticWalk, into: UnsafeMutableBufferPointer(rebasing: pairs[(2 * firstStates)...]))
            }
        }
        return (MaskLabels(pairs: pairs[..<(2 * firstStates)]), MaskLabels(pairs: pairs[(2 * firstStates)...]))
    }

    /// Runs `walk` of `union` and writes the labels into `pairs` (two a state of `union`), or
    /// says where the union and the masks disagree.
    private static func derive(union: DenseDFA, walk: LabelWalk, into pairs: UnsafeMutableBufferPointer<UInt64>) throws(ProgramError) {
        let stateCount = union.stateCount
        if let disagreement = walk.run(union: union, live: LiveLabels(pairs: pairs)) {
            throw .maskSetDisagrees(mask: disagreement.mask, state: disagreement.state)
        }
        // Every state but the dead one has a row once reached.
        if let unreached = walk.rowOf.indices.dropFirst().first(where: { walk.rowOf[$0] == 0 }) { throw .unreachableState(unreached) }
        let maskCount = walk.maskCount
        for state in 0..<stateCount {
            var bits = pairs[2 * state + 1]
            let row = Int(walk.rowOf[state]) * maskCount
            var accepting: UInt64 = 0
            while bits != 0 {
                let mask = bits.trailingZeroBitCount
                bits &= bits - 1
                if walk.memberAccepts(mask, Int(walk.memberState[row + mask])) { accepting |= 1 << UInt64(mask) }
            }
            pairs[2 * state] = accepting
        }
        for state in 0..<stateCount where union.isAccepting(state) != (pairs[2 * state] != 0) {
            throw .maskSetDisagrees(mask: pairs[2 * state] == 0 ? 0 : pairs[2 * state].trailingZeroBitCount, state: state)
        }
    }
}

/// The live labels of ``MaskLabels/pairs`` as the walk writes them, by state: every second
/// word, from the second.
struct LiveLabels {
    let pairs: UnsafeMutableBufferPointer<UInt64>

    subscript(state: Int) -> UInt64 {
        @inline(__always) get { pairs[2 &* state &+ 1] }
        @inline(__always) nonmutating set { pairs[2 &* state &+ 1] = newValue }
    }
}
