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
    /// PERF: one array, not one for each kind: two allocations and two frees fewer a union
    /// automaton, and a loaded set derives two (issue 21).
    let pairs: [UInt64]

    /// The number of states labelled.
    var stateCount: Int { pairs.count / 2 }

    /// Bit `i` when mask `i` accepts the text that leads to `state`.
    @inline(__always)
    func accepting(_ state: Int) -> UInt64 { pairs[2 &* state] }

    /// Bit `i` when mask `i` can still accept after the text that leads to `state`.
    @inline(__always)
    func live(_ state: Int) -> UInt64 { pairs[2 &* state &+ 1] }

    /// Labels from the two kinds apart (the compiler's product construction makes them so).
    init(accepting: [UInt64], live: [UInt64]) {
        precondition(accepting.count == live.count, "a label of each kind a state")
        pairs = [UInt64](filledWith: 0, count: 2 * accepting.count) { pairs in
            for state in accepting.indices {
                pairs[2 * state] = accepting[state]
                pairs[2 * state + 1] = live[state]
            }
        }
    }

    private init(pairs: [UInt64]) {
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
        let walk = LabelWalk(union: union, members: members)
        defer { walk.deallocate() }
        return try derive(union: union, members: members, walk: walk)
    }

    /// ``derive(union:members:)``, handing back the walk (its class pairs) for a second
    /// union of the same masks (``derive(union:members:after:)``); the caller deallocates it.
    static func deriveKeepingWalk(union: DenseDFA, members: [DenseDFA]) throws(ProgramError) -> (MaskLabels, LabelWalk) {
        let walk = LabelWalk(union: union, members: members)
        do {
            return (try derive(union: union, members: members, walk: walk), walk)
        } catch {
            walk.deallocate()
            throw error
        }
    }

    /// ``derive(union:members:)`` of a second union of a set (its optimistic one), after the
    /// walk of the first: where the two unions and each mask's two automata have the same
    /// classes, the class pairs are the earlier walk's, and are copied, not placed again.
    ///
    /// PERF: placing them reads every class map byte by byte; a set's two walks placed the
    /// same pairs twice, about a tenth of loading us-zip (issue 21).
    static func derive(
        union: DenseDFA, members: [DenseDFA], after earlier: (walk: LabelWalk, union: DenseDFA, members: [DenseDFA])
    ) throws(ProgramError) -> MaskLabels {
        let reusable = LabelWalk.sameClasses(union: union, members: members, as: earlier.union, earlier.members)
        let walk = LabelWalk(union: union, members: members, classesOf: reusable ? earlier.walk : nil)
        defer { walk.deallocate() }
        return try derive(union: union, members: members, walk: walk)
    }

    private static func derive(union: DenseDFA, members: [DenseDFA], walk: LabelWalk) throws(ProgramError) -> MaskLabels {
        let stateCount = union.stateCount
        var pairs = [UInt64](filledWith: 0, count: 2 * stateCount)
        let disagreement = pairs.withUnsafeMutableBufferPointer { pairs in
            walk.run(union: union, members: members, live: LiveLabels(pairs: pairs))
        }
        if let disagreement { throw .maskSetDisagrees(mask: disagreement.mask, state: disagreement.state) }
        if let unreached = walk.reached.firstIndex(of: false) { throw .unreachableState(unreached) }
        let maskCount = members.count
        for state in 0..<stateCount {
            var bits = pairs[2 * state + 1]
            var accepting: UInt64 = 0
            while bits != 0 {
                let mask = bits.trailingZeroBitCount
                bits &= bits - 1
                if members[mask].isAccepting(Int(walk.memberState[state * maskCount + mask])) { accepting |= 1 << UInt64(mask) }
            }
            pairs[2 * state] = accepting
        }
        for state in 0..<stateCount where union.isAccepting(state) != (pairs[2 * state] != 0) {
            throw .maskSetDisagrees(mask: pairs[2 * state] == 0 ? 0 : pairs[2 * state].trailingZeroBitCount, state: state)
        }
        return MaskLabels(pairs: pairs)
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
