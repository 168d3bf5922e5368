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
    /// O(masks × states × distinct class pairs), at most 256 pairs.
    static func derive(union: DenseDFA, members: [DenseDFA]) throws(ProgramError) -> MaskLabels {
        let stateCount = union.stateCount
        var accepting = [UInt64](repeating: 0, count: stateCount)
        var live = [UInt64](repeating: 0, count: stateCount)
        var memberState = [Int](repeating: -1, count: stateCount)
        var queue: [Int] = []
        queue.reserveCapacity(stateCount)
        for (mask, member) in members.enumerated() {
            // The distinct (union class, mask class) pairs: the union's classes need not
            // refine the mask's in a hostile file, so pairs are taken from the bytes.
            var seen = [Bool](repeating: false, count: union.classCount * member.classCount)
            var pairs: [(Int, Int)] = []
            for byte in 0..<256 {
                let pair = (Int(union.classMap[byte]), Int(member.classMap[byte]))
                if !seen[pair.0 * member.classCount + pair.1] {
                    seen[pair.0 * member.classCount + pair.1] = true
                    pairs.append(pair)
                }
            }
            for index in memberState.indices { memberState[index] = -1 }
            memberState[0] = 0
            queue.removeAll(keepingCapacity: true)
            if union.startState == 0 {
                guard member.startState == 0 else { throw .maskSetDisagrees(mask: mask, state: 0) }
            } else {
                memberState[union.startState] = member.startState
                queue.append(union.startState)
            }
            var head = 0
            while head < queue.count {
                let state = queue[head]
                head += 1
                let inMember = memberState[state]
                for (unionClass, memberClass) in pairs {
                    let next = Int(union.transitions[state * union.classCount + unionClass])
                    let nextInMember = Int(member.transitions[inMember * member.classCount + memberClass])
                    if next == 0 {
                        // The union would refuse a text the mask can still complete.
                        guard nextInMember == 0 else { throw .maskSetDisagrees(mask: mask, state: state) }
                    } else if memberState[next] == -1 {
                        memberState[next] = nextInMember
                        queue.append(next)
                    } else if memberState[next] != nextInMember {
                        throw .maskSetDisagrees(mask: mask, state: next)
                    }
                }
            }
            if let unreached = memberState.firstIndex(of: -1) { throw .unreachableState(unreached) }
            let bit: UInt64 = 1 << UInt64(mask)
            for state in 0..<stateCount {
                let inMember = memberState[state]
                if inMember != 0 { live[state] |= bit }
                if member.isAccepting(inMember) { accepting[state] |= bit }
            }
        }
        for state in 0..<stateCount where union.isAccepting(state) != (accepting[state] != 0) {
            throw .maskSetDisagrees(mask: accepting[state] == 0 ? 0 : accepting[state].trailingZeroBitCount, state: state)
        }
        return MaskLabels(accepting: accepting, live: live)
    }
}
