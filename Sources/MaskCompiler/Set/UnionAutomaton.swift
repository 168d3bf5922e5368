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
    /// PERF: tuples live in one flat buffer, found through an open-addressing table of their
    /// hashes; a tuple's dead masks are not stepped. A dictionary keyed by arrays made
    /// compiling the 12-mask phone set cost 6.8 ms.
    static func build(_ members: [DenseDFA], stateLimit: Int) -> UnionAutomaton? {
        let count = members.count
        // Joint classes: bytes that every mask puts in the same class. Refined one mask at a
        // time; numbered by smallest byte, since bytes are visited in order.
        var joint = [Int](repeating: 0, count: 256)
        var jointCount = 1
        // PERF: each mask's class map and table are copied out once, to be read as arrays: the
        // automaton holds them in memory of its own, which this module reaches only through a
        // call (reading them through closures cost about 5,000 instructions a us-zip compile).
        for member in members {
            let classMap = member.classMap
            var renumber = [Int](repeating: -1, count: jointCount * member.classCount)
            var next = 0
            for byte in 0..<256 {
                let key = joint[byte] * member.classCount + Int(classMap[byte])
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
            let classMap = member.classMap
            let transitions = member.transitions
            for state in 0..<member.stateCount {
                for cls in 0..<jointCount {
                    rows.append(Int32(transitions[state * member.classCount + Int(classMap[representative[cls]])]))
                }
            }
        }

        // Breadth-first over tuples, stored flat (`count` entries each); tuple 0 is all dead.
        var table = TupleTable(width: count)
        defer { table.deallocate() }
        let next = UnsafeMutableBufferPointer<Int32>.allocate(capacity: count)
        defer { next.deallocate() }
        next.initialize(repeating: 0)
        let key = UnsafePointer(next.baseAddress!)
        table.append(key)
        var breadthFirstStart = 0
        if members.contains(where: { $0.startState != 0 }) {
            for (index, member) in members.enumerated() { next[index] = Int32(member.startState) }
            table.append(key)
            breadthFirstStart = 1
        }
        var transitions = [Int](repeating: 0, count: jointCount)
        transitions.reserveCapacity(64 * jointCount)
        // The tuple in which only mask `i` is alive, in state `s`, at `solo[soloBase[i] + s]`
        // (-1 until found). PERF: masks part ways after a few bytes, and from then on a tuple
        // has one live mask: its successors are found here without hashing the whole tuple.
        var soloBase: [Int] = []
        var soloCount = 0
        for member in members {
            soloBase.append(soloCount)
            soloCount += member.stateCount
        }
        var solo = [Int](repeating: -1, count: soloCount)
        // The row of each mask that is still alive in the tuple being expanded; a dead mask
        // stays dead, so only these are stepped.
        var liveMasks = [Int](repeating: 0, count: count)
        var liveRows = [Int](repeating: 0, count: count)
        var head = 1
        // PERF: a plain loop, not one inside closures over buffers: variables that closures
        // capture and change are checked for exclusive access on every use.
        while head < table.count {
            let tuple = head
            head += 1
            var liveCount = 0
            for index in 0..<count {
                let state = table.state(tuple, index)
                guard state != 0 else { continue }
                liveMasks[liveCount] = index
                liveRows[liveCount] = base[index] + Int(state) * jointCount
                liveCount += 1
            }
            for index in 0..<count { next[index] = 0 }
            for cls in 0..<jointCount {
                var any: Int32 = 0
                var alive = 0
                var lastAlive = 0
                for live in 0..<liveCount {
                    let target = rows[liveRows[live] &+ cls]
                    next[liveMasks[live]] = target
                    any |= target
                    if target != 0 {
                        alive &+= 1
                        lastAlive = live
                    }
                }
                // Most bytes end every mask: the dead tuple needs no lookup.
                if any == 0 {
                    transitions.append(0)
                } else if alive == 1 {
                    let slot = soloBase[liveMasks[lastAlive]] + Int(next[liveMasks[lastAlive]])
                    if solo[slot] < 0 {
                        if let known = table.find(key) {
                            solo[slot] = known
                        } else {
                            guard table.count < stateLimit else { return nil }
                            solo[slot] = table.append(key)
                        }
                    }
                    transitions.append(solo[slot])
                } else if let known = table.find(key) {
                    transitions.append(known)
                } else {
                    guard table.count < stateLimit else { return nil }
                    transitions.append(table.append(key))
                }
            }
        }
        let tupleCount = table.count
        // Labels, and the VM's numbering: dead, accepting, others, each in breadth-first order.
        var acceptingLabel = [UInt64](repeating: 0, count: tupleCount)
        var liveLabel = [UInt64](repeating: 0, count: tupleCount)
        for id in 0..<tupleCount {
            for (index, member) in members.enumerated() {
                let state = Int(table.state(id, index))
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

/// The tuples of a product construction, each a run of `width` mask states numbered by
/// insertion, and an open-addressing table from a tuple to its number. Each slot keeps its
/// tuple's full hash, so a probe compares tuples only when hashes match.
///
/// PERF: raw storage that the caller frees with ``deallocate()``. Arrays made each lookup
/// cost about 600 instructions in retains, uniqueness and bounds checks; the lookups were
/// most of compiling a set.
private struct TupleTable {
    let width: Int
    /// The tuples, flat: tuple `id` is at `id * width`.
    private(set) var tuples: UnsafeMutablePointer<Int32>
    private var tupleCapacity: Int
    private(set) var count = 0
    /// Per slot: the tuple's number, or -1 when empty; and its hash.
    private var ids: UnsafeMutablePointer<Int32>
    private var hashes: UnsafeMutablePointer<UInt64>
    private var slotCount: Int

    init(width: Int) {
        self.width = width
        tupleCapacity = 64
        tuples = .allocate(capacity: tupleCapacity * width)
        slotCount = 256
        ids = .allocate(capacity: slotCount)
        ids.initialize(repeating: -1, count: slotCount)
        hashes = .allocate(capacity: slotCount)
        hashes.initialize(repeating: 0, count: slotCount)
    }

    func deallocate() {
        tuples.deallocate()
        ids.deallocate()
        hashes.deallocate()
    }

    /// The state of mask `index` in tuple `id`.
    func state(_ id: Int, _ index: Int) -> Int32 { tuples[id &* width &+ index] }

    private func hash(_ values: UnsafePointer<Int32>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<width { hash = (hash ^ UInt64(UInt32(bitPattern: values[index]))) &* 0xFF51_AFD7_ED55_8CCD }
        // The final mix of MurmurHash3: every input bit reaches the low bits the table uses.
        hash ^= hash >> 33
        hash = hash &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    /// The number of `key` (`width` states), if it is in the table.
    func find(_ key: UnsafePointer<Int32>) -> Int? {
        let hash = hash(key)
        let mask = slotCount &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while ids[slot] != -1 {
            if hashes[slot] == hash {
                let stored = tuples + Int(ids[slot]) &* width
                var equal = true
                for index in 0..<width where stored[index] != key[index] {
                    equal = false
                    break
                }
                if equal { return Int(ids[slot]) }
            }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// Adds `key` (`width` states), not yet in the table; returns its number.
    @discardableResult
    mutating func append(_ key: UnsafePointer<Int32>) -> Int {
        if count == tupleCapacity {
            let grown = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * tupleCapacity * width)
            grown.moveInitialize(from: tuples, count: count * width)
            tuples.deallocate()
            tuples = grown
            tupleCapacity *= 2
        }
        (tuples + count * width).initialize(from: key, count: width)
        if (count + 1) * 2 > slotCount {
            let (oldIDs, oldHashes, oldCount) = (ids, hashes, slotCount)
            slotCount *= 2
            ids = .allocate(capacity: slotCount)
            ids.initialize(repeating: -1, count: slotCount)
            hashes = .allocate(capacity: slotCount)
            hashes.initialize(repeating: 0, count: slotCount)
            for slot in 0..<oldCount where oldIDs[slot] != -1 { place(oldHashes[slot], oldIDs[slot]) }
            oldIDs.deallocate()
            oldHashes.deallocate()
        }
        place(hash(key), Int32(count))
        count += 1
        return count - 1
    }

    private func place(_ hash: UInt64, _ id: Int32) {
        let mask = slotCount &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while ids[slot] != -1 { slot = (slot &+ 1) & mask }
        ids[slot] = id
        hashes[slot] = hash
    }
}
