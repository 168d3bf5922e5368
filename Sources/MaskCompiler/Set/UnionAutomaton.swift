import MaskVM

/// The union automaton of a set of masks: the product of the masks' minimal automata,
/// restricted to the states a text reaches. A product state is a tuple of one state of each
/// mask, so it knows which masks accept there and which still can (the labels
/// ``MaskVM/MaskProgram`` derives), and a match of every mask at once is one walk.
///
/// The product of minimal automata needs no minimization to keep its labels: two distinct
/// tuples differ in some mask's state, and distinct states of a minimal automaton have
/// distinct futures, so no two product states have the same futures in every mask.
enum UnionAutomaton {
    /// The product of `members` (each a verified minimal automaton, dead state 0), numbered
    /// as the VM numbers states (dead, accepting, others, each group breadth first), with
    /// byte classes that every state treats alike merged.
    static func build(_ members: [DenseDFA], stateLimit: Int) -> DFA? {
        let count = members.count
        // Joint classes: bytes that every mask puts in the same class. Refined one mask at a
        // time; numbered by smallest byte, since bytes are visited in order.
        var joint = [Int](repeating: 0, count: 256)
        var jointCount = 1
        for member in members {
            var renumber = [Int](repeating: -1, count: jointCount * member.classCount)
            var next = 0
            for byte in 0..<256 {
                let key = joint[byte] * member.classCount + Int(member.classMap[byte])
                if renumber[key] == -1 {
                    renumber[key] = next
                    next += 1
                }
                joint[byte] = renumber[key]
            }
            jointCount = next
        }
        // For each mask, its class of each joint class (through the joint class's first byte).
        var memberClass = [Int](repeating: 0, count: count * jointCount)
        var representative = [Int](repeating: -1, count: jointCount)
        for byte in 0..<256 where representative[joint[byte]] == -1 { representative[joint[byte]] = byte }
        for (index, member) in members.enumerated() {
            for cls in 0..<jointCount { memberClass[index * jointCount + cls] = Int(member.classMap[representative[cls]]) }
        }

        // Breadth-first over tuples; state 0 is the all-dead tuple.
        var tuples: [[Int32]] = [[Int32](repeating: 0, count: count)]
        var ids: [[Int32]: Int] = [tuples[0]: 0]
        let startTuple = members.map { Int32($0.startState) }
        var start = 0
        if startTuple != tuples[0] {
            ids[startTuple] = 1
            tuples.append(startTuple)
            start = 1
        }
        var transitions = [Int](repeating: 0, count: jointCount)
        var accepting = [false]
        var head = 1
        var next = [Int32](repeating: 0, count: count)
        while head < tuples.count {
            let tuple = tuples[head]
            head += 1
            accepting.append(members.indices.contains { members[$0].isAccepting(Int(tuple[$0])) })
            for cls in 0..<jointCount {
                for index in 0..<count {
                    let member = members[index]
                    next[index] = Int32(member.transitions[Int(tuple[index]) * member.classCount + memberClass[index * jointCount + cls]])
                }
                let target: Int
                if let known = ids[next] {
                    target = known
                } else {
                    guard tuples.count < stateLimit else { return nil }
                    target = tuples.count
                    ids[next] = target
                    tuples.append(next)
                }
                transitions.append(target)
            }
        }
        let classes = ByteClasses(map: joint.map { UInt8($0) }, count: jointCount)
        let product = DFA(classes: classes, transitions: transitions, accepting: accepting, start: start)
        // Renumbered dead, accepting, others; no two states are merged (see above).
        return product.quotient(classOf: Array(0..<tuples.count)).mergingEquivalentClasses()
    }
}
