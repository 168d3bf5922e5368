import MaskVM

/// The union automaton of a set of masks: the product of the masks' minimal automata,
/// restricted to the states a text reaches. A product state is a tuple of one state of each
/// mask, so it knows which masks accept there and which still can (the labels), and a match
/// of every mask at once is one walk.
///
/// The product of minimal automata needs no minimization to keep its labels: two distinct
/// tuples differ in some mask's state, and distinct states of a minimal automaton have
/// distinct futures, so no two product states have the same futures in every mask.
struct UnionAutomaton {
    /// The product, numbered as the VM numbers states (dead, accepting, others, each group
    /// breadth first), with byte classes that every state treats alike merged.
    let dfa: DFA
    /// Per state: the masks that accept there, and those that still can.
    let accepting: [UInt64]
    let live: [UInt64]

    /// The product of `members` (each a verified minimal automaton, dead state 0), or nil
    /// past `stateLimit` states.
    ///
    /// PERF: tuples live in one flat array, found through an open-addressing table of their
    /// hashes; a tuple's dead masks are not stepped. A dictionary keyed by arrays made
    /// compiling the 12-mask phone set cost 6.8 ms.
    static func build(_ members: [DenseDFA], stateLimit: Int) -> UnionAutomaton? {
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
        // Each mask's transitions over the joint classes, in one flat table: mask `i`'s
        // state `s` has its row at `base[i] + s * jointCount`.
        var representative = [Int](repeating: -1, count: jointCount)
        for byte in 0..<256 where representative[joint[byte]] == -1 { representative[joint[byte]] = byte }
        var base: [Int] = []
        var rows: [Int32] = []
        for member in members {
            base.append(rows.count)
            for state in 0..<member.stateCount {
                for cls in 0..<jointCount {
                    rows.append(Int32(member.transitions[state * member.classCount + Int(member.classMap[representative[cls]])]))
                }
            }
        }

        // Breadth-first over tuples, stored flat (`count` entries each); tuple 0 is all dead.
        var tuples = [Int32](repeating: 0, count: count)
        var table = TupleTable(width: count)
        table.insert(tuples, at: 0, id: 0)
        let startTuple = members.map { Int32($0.startState) }
        var breadthFirstStart = 0
        var tupleCount = 1
        if startTuple.contains(where: { $0 != 0 }) {
            tuples += startTuple
            table.insert(tuples, at: count, id: 1)
            breadthFirstStart = 1
            tupleCount = 2
        }
        var transitions = [Int](repeating: 0, count: jointCount)
        transitions.reserveCapacity(64 * jointCount)
        // The row of each mask that is still alive in the tuple being expanded; a dead mask
        // stays dead, so only these are stepped.
        var liveMasks = [Int](repeating: 0, count: count)
        var liveRows = [Int](repeating: 0, count: count)
        var head = 1
        // PERF: a plain loop, not one inside closures over buffers: variables that closures
        // capture and change are checked for exclusive access on every use.
        let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { next.deallocate() }
        next.initialize(repeating: 0)
        let key = UnsafeBufferPointer(next)
        while head < tupleCount {
            let tupleBase = head * count
            head += 1
            var liveCount = 0
            for index in 0..<count where tuples[tupleBase + index] != 0 {
                liveMasks[liveCount] = index
                liveRows[liveCount] = base[index] + Int(tuples[tupleBase + index]) * jointCount
                liveCount += 1
            }
            for index in 0..<count { next[index] = 0 }
            for cls in 0..<jointCount {
                var any: Int32 = 0
                for live in 0..<liveCount {
                    let target = rows[liveRows[live] &+ cls]
                    next[liveMasks[live]] = target
                    any |= target
                }
                // Most bytes end every mask: the dead tuple needs no lookup.
                if any == 0 {
                    transitions.append(0)
                } else if let known = table.find(key, in: tuples) {
                    transitions.append(known)
                } else {
                    guard tupleCount < stateLimit else { return nil }
                    tuples.append(contentsOf: key)
                    table.insert(tuples, at: tupleCount * count, id: tupleCount)
                    transitions.append(tupleCount)
                    tupleCount += 1
                }
            }
        }
        // Labels, and the VM's numbering: dead, accepting, others, each in breadth-first order.
        var acceptingLabel = [UInt64](repeating: 0, count: tupleCount)
        var liveLabel = [UInt64](repeating: 0, count: tupleCount)
        for id in 0..<tupleCount {
            for (index, member) in members.enumerated() {
                let state = Int(tuples[id * count + index])
                if state != 0 { liveLabel[id] |= 1 << UInt64(index) }
                if member.isAccepting(state) { acceptingLabel[id] |= 1 << UInt64(index) }
            }
        }
        var order = [0]
        order += (1..<tupleCount).filter { acceptingLabel[$0] != 0 }
        order += (1..<tupleCount).filter { acceptingLabel[$0] == 0 }
        var newID = [Int](repeating: 0, count: tupleCount)
        for (new, old) in order.enumerated() { newID[old] = new }
        var renumbered = [Int](repeating: 0, count: tupleCount * jointCount)
        for (new, old) in order.enumerated() {
            for cls in 0..<jointCount { renumbered[new * jointCount + cls] = newID[transitions[old * jointCount + cls]] }
        }
        let classes = ByteClasses(map: joint.map { UInt8($0) }, count: jointCount)
        let product = DFA(classes: classes, transitions: renumbered, accepting: order.map { acceptingLabel[$0] != 0 },
                          start: newID[breadthFirstStart])
        return UnionAutomaton(dfa: product.mergingEquivalentClasses(),
                              accepting: order.map { acceptingLabel[$0] }, live: order.map { liveLabel[$0] })
    }
}

/// An open-addressing table from tuples (runs of `width` entries in a flat array) to ids.
/// Each slot keeps its tuple's full hash, so a probe compares tuples only when hashes match.
private struct TupleTable {
    let width: Int
    private var ids: [Int]
    private var hashes: [UInt64]
    private var offsets: [Int]
    private var used = 0

    init(width: Int) {
        self.width = width
        ids = [Int](repeating: -1, count: 256)
        hashes = [UInt64](repeating: 0, count: 256)
        offsets = [Int](repeating: 0, count: 256)
    }

    private static func hash(_ values: UnsafeBufferPointer<Int32>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for value in values { hash = (hash ^ UInt64(UInt32(bitPattern: value))) &* 0xFF51_AFD7_ED55_8CCD }
        // The final mix of MurmurHash3: every input bit reaches the low bits the table uses.
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    /// The id of `tuple`, stored in `tuples`, if it is in the table.
    func find(_ key: UnsafeBufferPointer<Int32>, in tuples: [Int32]) -> Int? {
        tuples.withUnsafeBufferPointer { all -> Int? in
                let hash = Self.hash(key)
                let mask = ids.count - 1
                var slot = Int(truncatingIfNeeded: hash) & mask
                while ids[slot] != -1 {
                    if hashes[slot] == hash {
                        let offset = offsets[slot]
                        var equal = true
                        for index in 0..<width where all[offset &+ index] != key[index] {
                            equal = false
                            break
                        }
                        if equal { return ids[slot] }
                    }
                    slot = (slot &+ 1) & mask
                }
                return nil
        }
    }

    /// Adds the tuple at `offset` of `tuples` with `id`.
    mutating func insert(_ tuples: [Int32], at offset: Int, id: Int) {
        if (used + 1) * 2 > ids.count {
            let old = (ids, hashes, offsets)
            ids = [Int](repeating: -1, count: old.0.count * 2)
            hashes = [UInt64](repeating: 0, count: ids.count)
            offsets = [Int](repeating: 0, count: ids.count)
            for slot in 0..<old.0.count where old.0[slot] != -1 { place(old.1[slot], old.2[slot], old.0[slot]) }
        }
        let hash = tuples.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[offset..<offset + width])) }
        place(hash, offset, id)
        used += 1
    }

    private mutating func place(_ hash: UInt64, _ offset: Int, _ id: Int) {
        let mask = ids.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while ids[slot] != -1 { slot = (slot + 1) & mask }
        ids[slot] = id
        hashes[slot] = hash
        offsets[slot] = offset
    }
}
