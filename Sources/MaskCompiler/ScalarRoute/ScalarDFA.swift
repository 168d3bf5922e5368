/// A DFA over scalar classes (``ScalarAlphabet``); state 0 is the dead state.
struct ScalarDFA {
    let classCount: Int
    /// `transitions[state * classCount + cls]`.
    var transitions: [Int32]
    var accepting: [Bool]
    var start: Int

    var stateCount: Int { accepting.count }

    /// The most rounds of refinement: a round costs a pass over the table, and a long chain of
    /// states (`(é[a-z]{100})+`) splits one block a round, so past them the byte route's
    /// Hopcroft minimization decides.
    static let refinementRounds = 64

    /// The minimal automaton by Moore's refinement (the automata here have tens of states):
    /// states are split by acceptance, then by the blocks their moves lead to, until no
    /// block splits; nil past ``refinementRounds``. The dead state's block is state 0, as
    /// every state that cannot accept falls into it.
    func minimized() -> ScalarDFA? {
        let stateCount = stateCount
        var block = accepting.map { $0 ? Int32(1) : 0 }
        var blockCount = accepting.contains(true) ? 2 : 1
        var capacity = 16
        while capacity < 2 * stateCount { capacity *= 2 }
        let mask = capacity - 1
        // PERF: a state's key (its block, and its moves' blocks) is digested, and found in an
        // open-addressing table of the blocks so far, compared move by move on equal digests.
        func key(_ state: Int, _ block: [Int32]) -> UInt64 {
            var digest = (UInt64(UInt32(bitPattern: block[state])) ^ 0xCBF2_9CE4_8422_2325) &* 0x100_0000_01B3
            for cls in 0..<classCount {
                digest = (digest ^ UInt64(UInt32(bitPattern: block[Int(transitions[state * classCount + cls])]))) &* 0x100_0000_01B3
            }
            return digest
        }
        func same(_ one: Int, _ other: Int, _ block: [Int32]) -> Bool {
            guard block[one] == block[other] else { return false }
            for cls in 0..<classCount
            where block[Int(transitions[one * classCount + cls])] != block[Int(transitions[other * classCount + cls])] {
                return false
            }
            return true
        }
        for round in 0... {
            guard round < Self.refinementRounds else { return nil }
            var slots = [Int32](repeating: -1, count: capacity)
            var representatives: [Int] = []
            var digests: [UInt64] = []
            var next = [Int32](repeating: 0, count: stateCount)
            for state in 0..<stateCount {
                let digest = key(state, block)
                var slot = Int(truncatingIfNeeded: (digest &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
                var id: Int32 = -1
                while slots[slot] >= 0 {
                    let known = Int(slots[slot])
                    if digests[known] == digest, same(representatives[known], state, block) {
                        id = Int32(known)
                        break
                    }
                    slot = (slot + 1) & mask
                }
                if id < 0 {
                    id = Int32(representatives.count)
                    slots[slot] = id
                    representatives.append(state)
                    digests.append(digest)
                }
                next[state] = id
            }
            let stable = representatives.count == blockCount
            block = next
            blockCount = representatives.count
            if stable { break }
        }
        // Block ids are given in state order, so the dead state's block is 0.
        var minimal = [Int32](repeating: 0, count: blockCount * classCount)
        var minimalAccepting = [Bool](repeating: false, count: blockCount)
        for state in 0..<stateCount {
            let target = Int(block[state])
            minimalAccepting[target] = accepting[state]
            for cls in 0..<classCount {
                minimal[target * classCount + cls] = block[Int(transitions[state * classCount + cls])]
            }
        }
        return ScalarDFA(classCount: classCount, transitions: minimal, accepting: minimalAccepting, start: Int(block[start]))
    }
}
