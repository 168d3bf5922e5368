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
        // For each union class and mask, the mask's classes of the bytes in the union class
        // (one, where the union's classes refine the mask's): `spanClasses[spanStart[i]..<
        // spanStart[i + 1]]` for i = unionClass * maskCount + mask.
        var usedClasses: [Int] = []
        var classSeen = [Bool](repeating: false, count: union.classCount)
        for byte in 0..<256 where !classSeen[Int(union.classMap[byte])] {
            classSeen[Int(union.classMap[byte])] = true
            usedClasses.append(Int(union.classMap[byte]))
        }
        // PERF: flat arrays throughout (an array of arrays here cost more than the walk for a
        // small set), so the walk's inner loop indexes plain arrays instead of copying a
        // mask's automaton and retaining its arrays at every step. The pairs are counted per
        // (union class, mask), then placed.
        var spanStart = [Int](repeating: 0, count: union.classCount * maskCount + 1)
        var pairs: [(span: Int, classInMember: Int)] = []
        for (mask, member) in members.enumerated() {
            var seen = [Bool](repeating: false, count: union.classCount * member.classCount)
            for byte in 0..<256 {
                let unionClass = Int(union.classMap[byte])
                let classInMember = Int(member.classMap[byte])
                guard !seen[unionClass * member.classCount + classInMember] else { continue }
                seen[unionClass * member.classCount + classInMember] = true
                let span = unionClass * maskCount + mask
                pairs.append((span, classInMember))
                spanStart[span + 1] += 1
            }
        }
        for index in 0..<(spanStart.count - 1) { spanStart[index + 1] += spanStart[index] }
        var spanClasses = [Int](repeating: 0, count: pairs.count)
        var filled = spanStart
        for pair in pairs {
            spanClasses[filled[pair.span]] = pair.classInMember
            filled[pair.span] += 1
        }
        var rowBase = [Int](repeating: 0, count: maskCount)
        var classCounts = [Int](repeating: 0, count: maskCount)
        var transitions: [UInt32] = []
        for (mask, member) in members.enumerated() {
            rowBase[mask] = transitions.count
            classCounts[mask] = member.classCount
            transitions.append(contentsOf: member.transitions)
        }
        // Each union state's state in every mask (-1 until the walk reaches it), and the masks
        // live there (bit i: mask i's state is not 0).
        var memberState = [Int32](repeating: -1, count: stateCount * maskCount)
        var live = [UInt64](repeating: 0, count: stateCount)
        var reached = [Bool](repeating: false, count: stateCount)
        for mask in 0..<maskCount { memberState[mask] = 0 }
        reached[0] = true
        var queue: [Int] = []
        queue.reserveCapacity(stateCount)
        if union.startState == 0 {
            for (mask, member) in members.enumerated() where member.startState != 0 {
                throw .maskSetDisagrees(mask: mask, state: 0)
            }
        } else {
            let start = union.startState
            for (mask, member) in members.enumerated() {
                memberState[start * maskCount + mask] = Int32(member.startState)
                if member.startState != 0 { live[start] |= 1 << UInt64(mask) }
            }
            reached[start] = true
            queue.append(start)
        }
        var liveMasks: [Int] = []
        liveMasks.reserveCapacity(maskCount)
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            liveMasks.removeAll(keepingCapacity: true)
            var bits = live[state]
            while bits != 0 {
                liveMasks.append(bits.trailingZeroBitCount)
                bits &= bits - 1
            }
            let dead = ~live[state]
            for unionClass in usedClasses {
                let next = Int(union.transitions[state * union.classCount + unionClass])
                let isNew = next != 0 && !reached[next]
                if next != 0 && !isNew && live[next] & dead != 0 {
                    // A mask dead here must be dead there.
                    throw .maskSetDisagrees(mask: (live[next] & dead).trailingZeroBitCount, state: next)
                }
                if isNew {
                    reached[next] = true
                    queue.append(next)
                    for mask in 0..<maskCount { memberState[next * maskCount + mask] = 0 }
                    for mask in liveMasks { memberState[next * maskCount + mask] = -1 }
                }
                for mask in liveMasks {
                    let row = rowBase[mask] + Int(memberState[state * maskCount + mask]) * classCounts[mask]
                    let span = unionClass * maskCount + mask
                    for position in spanStart[span]..<spanStart[span + 1] {
                        let step = Int32(transitions[row + spanClasses[position]])
                        let known = memberState[next * maskCount + mask]
                        if known == -1 {
                            memberState[next * maskCount + mask] = step
                            if step != 0 { live[next] |= 1 << UInt64(mask) }
                        } else if known != step {
                            // Next == 0: the union would refuse a text the mask can still
                            // complete. Otherwise two paths to one union state disagree.
                            throw .maskSetDisagrees(mask: mask, state: next == 0 ? state : next)
                        }
                    }
                }
            }
        }
        if let unreached = reached.firstIndex(of: false) { throw .unreachableState(unreached) }
        var accepting = [UInt64](repeating: 0, count: stateCount)
        for state in 0..<stateCount {
            var bits = live[state]
            while bits != 0 {
                let mask = bits.trailingZeroBitCount
                bits &= bits - 1
                if members[mask].isAccepting(Int(memberState[state * maskCount + mask])) { accepting[state] |= 1 << UInt64(mask) }
            }
        }
        for state in 0..<stateCount where union.isAccepting(state) != (accepting[state] != 0) {
            throw .maskSetDisagrees(mask: accepting[state] == 0 ? 0 : accepting[state].trailingZeroBitCount, state: state)
        }
        return MaskLabels(accepting: accepting, live: live)
    }
}
