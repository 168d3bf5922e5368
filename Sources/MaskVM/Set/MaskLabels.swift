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
    /// `accepting[state]`: bit `i` when mask `i` accepts the text that leads to `state`.
    let accepting: [UInt64]
    /// `live[state]`: bit `i` when mask `i` can still accept after that text.
    let live: [UInt64]

    /// Derives the labels of `union` from the masks' automata, or says where they disagree.
    ///
    /// PERF: one walk of the union for all masks at once, where a mask is followed only in
    /// the states in which it is still live: a dead mask stays dead (its state 0 leads only
    /// to 0), so one test of the successor's live set checks every dead mask together. The
    /// cost is O(states × (class pairs of the live masks + classes)) instead of a walk of the
    /// whole union for every mask (issue 21: loading the 13-mask phone preset cost 7 times
    /// its compile, nearly all of it here). The class pairs are taken from the bytes: in a
    /// hostile file the union's classes need not refine a mask's.
    static func derive(union: DenseDFA, members: [DenseDFA]) throws(ProgramError) -> MaskLabels {
        let stateCount = union.stateCount
        let maskCount = members.count
        let unionClasses = union.classCount
        // For each union class and mask, the mask's classes of the bytes in the union class
        // (one, where the union's classes refine the mask's): `spanClasses[spanStart[i]..<
        // spanStart[i + 1]]` for i = unionClass * maskCount + mask.
        // PERF: flat buffers throughout, allocated once and indexed without checks in the
        // walk below (the walk was more than half of loading the 11-mask card preset, at
        // about 30 instructions a step through checked arrays; issue 21). The pairs are
        // counted per (union class, mask), then placed; which pairs a byte makes is marked
        // in `stamps` (key: union class × 256 + mask class, value: the mask's number + 1),
        // so that no per-mask table is cleared or allocated.
        // PERF: every array is reserved at the size it nearly always ends at (each used union
        // class makes at least one pair a mask): growing them cost more than the walk of a
        // small set such as us-zip's.
        var usedClasses: [Int] = []
        usedClasses.reserveCapacity(unionClasses)
        var spanStart = [Int](filledWith: 0, count: unionClasses * maskCount + 1)
        var pairs: [(span: Int, classInMember: Int)] = []
        pairs.reserveCapacity(unionClasses * maskCount)
        let stamps = UnsafeMutableBufferPointer<Int32>.allocate(capacity: unionClasses * 256)
        stamps.initialize(repeating: 0)
        defer { stamps.deallocate() }
        union.classMap.withUnsafeBufferPointer { unionMap in
            // SAFETY: class maps have 256 entries (verified), each below its class count,
            // so every key is below `unionClasses * 256`.
            for byte in 0..<256 where stamps[Int(unionMap[byte]) &<< 8] == 0 {
                stamps[Int(unionMap[byte]) &<< 8] = -1
                usedClasses.append(Int(unionMap[byte]))
            }
            var previousMaskPairs = 0
            for mask in members.indices {
                let maskPairs = pairs.count
                defer { previousMaskPairs = maskPairs }
                // PERF: masks of one layout family share their class map (8 of the card
                // preset's 11); their pairs are the previous mask's, with no pass over bytes.
                if mask > 0, members[mask].classMap == members[mask - 1].classMap {
                    for index in previousMaskPairs..<maskPairs {
                        let span = pairs[index].span + 1
                        pairs.append((span, pairs[index].classInMember))
                        spanStart[span + 1] += 1
                    }
                    continue
                }
                let stamp = Int32(mask + 1)
                members[mask].classMap.withUnsafeBufferPointer { memberMap in
                    for byte in 0..<256 {
                        let unionClass = Int(unionMap[byte])
                        let classInMember = Int(memberMap[byte])
                        let key = unionClass &<< 8 | classInMember
                        guard stamps[key] != stamp else { continue }
                        stamps[key] = stamp
                        let span = unionClass * maskCount + mask
                        pairs.append((span, classInMember))
                        spanStart[span + 1] += 1
                    }
                }
            }
        }
        for index in 0..<(spanStart.count - 1) { spanStart[index + 1] += spanStart[index] }
        var spanClasses = [Int](filledWith: 0, count: pairs.count)
        var filled = spanStart
        for pair in pairs {
            spanClasses[filled[pair.span]] = pair.classInMember
            filled[pair.span] += 1
        }
        var rowBase = [Int](filledWith: 0, count: maskCount)
        var classCounts = [Int](filledWith: 0, count: maskCount)
        var transitions: [UInt32] = []
        transitions.reserveCapacity(members.reduce(0) { $0 + $1.transitions.count })
        for mask in members.indices {
            rowBase[mask] = transitions.count
            classCounts[mask] = members[mask].classCount
            transitions.append(contentsOf: members[mask].transitions)
        }
        let walk = Walk(stateCount: stateCount, maskCount: maskCount)
        defer { walk.deallocate() }
        let disagreement = union.transitions.withUnsafeBufferPointer { unionTable in
            transitions.withUnsafeBufferPointer { memberTables in
                spanStart.withUnsafeBufferPointer { spanStart in
                    spanClasses.withUnsafeBufferPointer { spanClasses in
                        walk.run(
                            union: union, unionTable: unionTable, usedClasses: usedClasses, members: members,
                            memberTables: memberTables, rowBase: rowBase, classCounts: classCounts,
                            spanStart: spanStart, spanClasses: spanClasses)
                    }
                }
            }
        }
        if let disagreement { throw .maskSetDisagrees(mask: disagreement.mask, state: disagreement.state) }
        if let unreached = walk.reached.firstIndex(of: false) { throw .unreachableState(unreached) }
        var accepting = [UInt64](filledWith: 0, count: stateCount)
        for state in 0..<stateCount {
            var bits = walk.live[state]
            while bits != 0 {
                let mask = bits.trailingZeroBitCount
                bits &= bits - 1
                if members[mask].isAccepting(Int(walk.memberState[state * maskCount + mask])) { accepting[state] |= 1 << UInt64(mask) }
            }
        }
        for state in 0..<stateCount where union.isAccepting(state) != (accepting[state] != 0) {
            throw .maskSetDisagrees(mask: accepting[state] == 0 ? 0 : accepting[state].trailingZeroBitCount, state: state)
        }
        return MaskLabels(accepting: accepting, live: Array(walk.live))
    }

    /// The breadth-first walk of the union beside every mask: each union state's state in
    /// every mask (-1 until the walk reaches it), the masks live there (bit i: mask i's
    /// state is not 0), and which states it reached.
    private struct Walk {
        let maskCount: Int
        let memberState: UnsafeMutableBufferPointer<Int32>
        let live: UnsafeMutableBufferPointer<UInt64>
        let reached: UnsafeMutableBufferPointer<Bool>
        /// Each state is queued at most once (when first reached), so `stateCount` entries hold the queue.
        let queue: UnsafeMutableBufferPointer<Int>
        let liveMasks: UnsafeMutableBufferPointer<Int>

        init(stateCount: Int, maskCount: Int) {
            self.maskCount = maskCount
            memberState = .allocate(capacity: stateCount * maskCount)
            memberState.initialize(repeating: -1)
            live = .allocate(capacity: stateCount)
            live.initialize(repeating: 0)
            reached = .allocate(capacity: stateCount)
            reached.initialize(repeating: false)
            queue = .allocate(capacity: stateCount)
            queue.initialize(repeating: 0)
            liveMasks = .allocate(capacity: maskCount)
            liveMasks.initialize(repeating: 0)
        }

        func deallocate() {
            queue.deallocate()
            liveMasks.deallocate()
            memberState.deallocate()
            live.deallocate()
            reached.deallocate()
        }

        /// Walks from the start state; returns the first (mask, state) where the union and a
        /// mask disagree, or nil.
        func run(
            union: DenseDFA, unionTable: UnsafeBufferPointer<UInt32>, usedClasses: [Int], members: [DenseDFA],
            memberTables: UnsafeBufferPointer<UInt32>, rowBase: [Int], classCounts: [Int],
            spanStart: UnsafeBufferPointer<Int>, spanClasses: UnsafeBufferPointer<Int>
        ) -> (mask: Int, state: Int)? {
            for mask in 0..<maskCount { memberState[mask] = 0 }
            reached[0] = true
            var tail = 0
            if union.startState == 0 {
                for (mask, member) in members.enumerated() where member.startState != 0 { return (mask, 0) }
            } else {
                let start = union.startState
                for (mask, member) in members.enumerated() {
                    memberState[start * maskCount + mask] = Int32(member.startState)
                    if member.startState != 0 { live[start] |= 1 << UInt64(mask) }
                }
                reached[start] = true
                queue[0] = start
                tail = 1
            }
            let unionClasses = union.classCount
            var head = 0
            // PERF: two passes a state, each tight: the first reaches the new states and checks
            // the masks dead here; the second follows each live mask through every class with
            // its row found once (the walk was most of loading the card preset, at 40
            // instructions a step when the masks were looped inside the classes; issue 21).
            return usedClasses.withUnsafeBufferPointer { usedClasses in
                rowBase.withUnsafeBufferPointer { rowBase in
                    classCounts.withUnsafeBufferPointer { classCounts -> (mask: Int, state: Int)? in
                        while head < tail {
                            let state = queue[head]
                            head += 1
                            var liveCount = 0
                            var bits = live[state]
                            while bits != 0 {
                                liveMasks[liveCount] = bits.trailingZeroBitCount
                                liveCount += 1
                                bits &= bits - 1
                            }
                            let dead = ~live[state]
                            let stateBase = state &* unionClasses
                            // SAFETY: the union was verified (every target below `stateCount`,
                            // every class below `unionClasses`); member states in `memberState`
                            // are start states or targets of a verified member table, so every
                            // row index is in that member's part of `memberTables`; spans index
                            // the arrays built above from the same counts. `memberState`, `live`,
                            // `reached` hold `stateCount` (times `maskCount`) entries; `queue`
                            // gets each state once.
                            for unionClass in usedClasses {
                                let next = Int(unionTable[stateBase &+ unionClass])
                                guard next != 0 else { continue }
                                if !reached[next] {
                                    reached[next] = true
                                    queue[tail] = next
                                    tail += 1
                                    let nextRow = next &* maskCount
                                    for mask in 0..<maskCount { memberState[nextRow &+ mask] = 0 }
                                    for index in 0..<liveCount { memberState[nextRow &+ liveMasks[index]] = -1 }
                                } else if live[next] & dead != 0 {
                                    // A mask dead here must be dead there (a state reached
                                    // before has all of its masks' states).
                                    return ((live[next] & dead).trailingZeroBitCount, next)
                                }
                            }
                            let stateRow = state &* maskCount
                            for index in 0..<liveCount {
                                let mask = liveMasks[index]
                                let row = rowBase[mask] &+ Int(memberState[stateRow &+ mask]) &* classCounts[mask]
                                let bit: UInt64 = 1 << UInt64(mask)
                                for unionClass in usedClasses {
                                    let next = Int(unionTable[stateBase &+ unionClass])
                                    let slot = next &* maskCount &+ mask
                                    let span = unionClass &* maskCount &+ mask
                                    for position in spanStart[span]..<spanStart[span &+ 1] {
                                        let step = Int32(truncatingIfNeeded: memberTables[row &+ spanClasses[position]])
                                        let known = memberState[slot]
                                        if known == -1 {
                                            memberState[slot] = step
                                            if step != 0 { live[next] |= bit }
                                        } else if known != step {
                                            // Next == 0: the union would refuse a text the mask
                                            // can still complete. Otherwise two paths to one
                                            // union state disagree.
                                            return (mask, next == 0 ? state : next)
                                        }
                                    }
                                }
                            }
                        }
                        return nil
                    }
                }
            }
        }
    }
}
