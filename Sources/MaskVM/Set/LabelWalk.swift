/// The breadth-first walk of a union automaton beside every mask of its set, and the flat
/// tables it runs on, in one allocation: what ``MaskLabels/derive(union:members:)`` checks a
/// set with.
///
/// The tables: the union's classes that some byte falls in (in the order of their first
/// byte), and for each mask and union class the mask's classes of the bytes in that union
/// class (one, where the union's classes refine the mask's): `spanClasses[spanStart[i] ..<
/// spanStart[i + 1]]` for `i = mask * unionClasses + unionClass`. The walk's state: each
/// union state's state in every mask (-1 until the walk reaches it), which states it reached,
/// and its queue.
///
/// PERF: the walk's tables were fifteen arrays and buffers, allocated and freed on every
/// derive, and a pass over the 256 bytes for each mask, which cost more than the walk itself
/// for a small set (loading us-zip checks two unions, about 27,000 instructions of its
/// 163,000; issue 21). Now one allocation holds them, and a mask whose class map is the
/// union's (as the compiler nearly always writes it) takes its pairs from the used classes
/// with no pass over bytes.
struct LabelWalk {
    let maskCount: Int
    let unionClasses: Int
    /// The union's classes that some byte falls in, in the order of their first byte.
    let usedClasses: UnsafeMutableBufferPointer<Int>
    /// `maskCount * unionClasses + 1` starts of the spans in ``spanClasses``.
    let spanStart: UnsafeMutableBufferPointer<Int>
    let spanClasses: UnsafeMutableBufferPointer<Int>
    /// Where each mask's table begins in ``memberTables``, and its class count.
    let rowBase: UnsafeMutableBufferPointer<Int>
    let classCounts: UnsafeMutableBufferPointer<Int>
    /// Each state is queued at most once (when first reached), so `stateCount` entries hold the queue.
    let queue: UnsafeMutableBufferPointer<Int>
    let liveMasks: UnsafeMutableBufferPointer<Int>
    /// The current state's targets on each used class, in the order of ``usedClasses``.
    let targets: UnsafeMutableBufferPointer<Int>
    /// Where every span of a used class holds one class (the union's classes refine every
    /// mask's, as in every file the compiler writes): `memberClasses[mask * usedClasses.count
    /// + k]` is mask's class of the bytes in used class `k`. Nil otherwise.
    let memberClasses: UnsafeMutableBufferPointer<Int>?
    /// `memberState[state * maskCount + mask]`: mask's state where the union is in `state`.
    let memberState: UnsafeMutableBufferPointer<Int32>
    /// Every mask's transition table, one after another.
    let memberTables: UnsafeMutableBufferPointer<UInt32>
    let reached: UnsafeMutableBufferPointer<Bool>
    private let storage: UnsafeMutableRawPointer

    /// Whether `union` and `members` have the classes of `earlierUnion` and `earlierMembers`
    /// (the same count, the same map), mask by mask: then their class pairs are the same.
    static func sameClasses(union: DenseDFA, members: [DenseDFA], as earlierUnion: DenseDFA, _ earlierMembers: [DenseDFA]) -> Bool {
        func same(_ left: DenseDFA, _ right: DenseDFA) -> Bool {
            left.classCount == right.classCount && left.classMap[...].hasSameBytes(as: right.classMap[...])
        }
        guard members.count == earlierMembers.count, same(union, earlierUnion) else { return false }
        for index in members.indices where !same(members[index], earlierMembers[index]) { return false }
        return true
    }

    /// Lays out the tables for `union` and `members` (verified automata) and fills those
    /// that do not depend on the walk. With `earlier`, a walk whose union and masks have the
    /// same classes as these (``sameClasses(union:members:as:_:)``), its class pairs are
    /// copied instead of placed.
    init(union: DenseDFA, members: [DenseDFA], classesOf earlier: LabelWalk? = nil) {
        let stateCount = union.stateCount
        let maskCount = members.count
        let unionClasses = union.classCount
        self.maskCount = maskCount
        self.unionClasses = unionClasses
        // A mask makes at most one pair a byte, and at most one a pair of its classes and the union's.
        var pairBound = 0
        var tableEntries = 0
        for member in members {
            pairBound += min(256, unionClasses * member.classCount)
            tableEntries += member.transitions.count
        }
        let spanCount = maskCount * unionClasses + 1
        let intCount = 2 * unionClasses + spanCount + pairBound + 3 * maskCount + stateCount + maskCount * unionClasses
        let int32Start = intCount * MemoryLayout<Int>.stride
        let uint32Start = int32Start + stateCount * maskCount * MemoryLayout<Int32>.stride
        let boolStart = uint32Start + tableEntries * MemoryLayout<UInt32>.stride
        let byteCount = boolStart + stateCount + unionClasses
        storage = .allocate(byteCount: byteCount, alignment: MemoryLayout<Int>.alignment)
        // SAFETY: the regions below are disjoint and lie inside `byteCount` bytes; each is
        // bound to one type, at an offset aligned for it (Ints first, then four-byte types).
        let ints = storage.bindMemory(to: Int.self, capacity: intCount)
        var next = 0
        func intRegion(_ count: Int) -> UnsafeMutableBufferPointer<Int> {
            defer { next += count }
            return UnsafeMutableBufferPointer(start: ints + next, count: count)
        }
        let usedClassSlots = intRegion(unionClasses)
        spanStart = intRegion(spanCount)
        spanClasses = intRegion(pairBound)
        rowBase = intRegion(maskCount)
        classCounts = intRegion(maskCount)
        liveMasks = intRegion(maskCount)
        queue = intRegion(stateCount)
        targets = intRegion(unionClasses)
        let memberClassSlots = intRegion(maskCount * unionClasses)
        memberState = UnsafeMutableBufferPointer(
            start: (storage + int32Start).bindMemory(to: Int32.self, capacity: stateCount * maskCount), count: stateCount * maskCount)
        memberState.initialize(repeating: -1)
        let tables = UnsafeMutableBufferPointer(
            start: (storage + uint32Start).bindMemory(to: UInt32.self, capacity: tableEntries), count: tableEntries)
        memberTables = tables
        let bools = (storage + boolStart).bindMemory(to: Bool.self, capacity: stateCount + unionClasses)
        reached = UnsafeMutableBufferPointer(start: bools, count: stateCount)
        reached.initialize(repeating: false)
        let classIsUsed = UnsafeMutableBufferPointer(start: bools + stateCount, count: unionClasses)
        classIsUsed.initialize(repeating: false)

        if let earlier {
            // The same counts made the same layout: every region is as large as the earlier one.
            let usedCount = earlier.usedClasses.count
            _ = usedClassSlots.initialize(from: earlier.usedClasses)
            usedClasses = UnsafeMutableBufferPointer(rebasing: usedClassSlots[..<usedCount])
            _ = spanStart.initialize(from: earlier.spanStart)
            let placed = earlier.spanStart[maskCount * unionClasses]
            _ = spanClasses.initialize(from: earlier.spanClasses[..<placed])
            if let earlierClasses = earlier.memberClasses {
                _ = memberClassSlots.initialize(from: earlierClasses[..<(maskCount * usedCount)])
                memberClasses = memberClassSlots
            } else {
                memberClasses = nil
            }
            Self.copyTables(of: members, into: tables, rowBase: rowBase, classCounts: classCounts)
            return
        }
        var usedCount = 0
        union.classMap.withUnsafeBufferPointer { unionMap in
            // SAFETY: a verified class map has 256 entries, each below its class count.
            for byte in 0..<256 where !classIsUsed[Int(unionMap[byte])] {
                classIsUsed[Int(unionMap[byte])] = true
                usedClassSlots[usedCount] = Int(unionMap[byte])
                usedCount += 1
            }
        }
        usedClasses = UnsafeMutableBufferPointer(rebasing: usedClassSlots[..<usedCount])
        Self.copyTables(of: members, into: tables, rowBase: rowBase, classCounts: classCounts)
        Self.placePairs(union: union, members: members, classIsUsed: classIsUsed, usedClasses: usedClasses,
                        spanStart: spanStart, spanClasses: spanClasses)
        var everySpanIsOneClass = true
        for mask in 0..<maskCount {
            for (position, unionClass) in usedClasses.enumerated() {
                let span = mask * unionClasses + unionClass
                guard spanStart[span + 1] - spanStart[span] == 1 else {
                    everySpanIsOneClass = false
                    break
                }
                memberClassSlots[mask * usedCount + position] = spanClasses[spanStart[span]]
            }
        }
        memberClasses = everySpanIsOneClass ? memberClassSlots : nil
    }

    func deallocate() { storage.deallocate() }

    /// Copies every mask's transition table into `tables`, one after another, noting where
    /// each begins and its class count.
    private static func copyTables(
        of members: [DenseDFA], into tables: UnsafeMutableBufferPointer<UInt32>, rowBase: UnsafeMutableBufferPointer<Int>,
        classCounts: UnsafeMutableBufferPointer<Int>
    ) {
        var tableStart = 0
        for (mask, member) in members.enumerated() {
            rowBase[mask] = tableStart
            classCounts[mask] = member.classCount
            member.transitions.withUnsafeBufferPointer { table in
                _ = UnsafeMutableBufferPointer(rebasing: tables[tableStart..<(tableStart + table.count)]).initialize(from: table)
            }
            tableStart += member.transitions.count
        }
    }

    /// Fills the spans, mask by mask. A mask's classes of the bytes in a union class are
    /// listed in the order of their first byte.
    private static func placePairs(
        union: DenseDFA, members: [DenseDFA], classIsUsed: UnsafeMutableBufferPointer<Bool>,
        usedClasses: UnsafeMutableBufferPointer<Int>, spanStart: UnsafeMutableBufferPointer<Int>,
        spanClasses: UnsafeMutableBufferPointer<Int>
    ) {
        let unionClasses = union.classCount
        var placed = 0
        // Made when a mask's class map is neither the union's nor the previous mask's: the pairs
        // a byte makes are marked in `stamps` (key: union class × 256 + mask class, value: the
        // mask's number + 1), so that nothing is cleared between masks.
        var stamps: UnsafeMutableBufferPointer<Int32>?
        defer { stamps?.deallocate() }
        for (mask, member) in members.enumerated() {
            let base = mask * unionClasses
            if member.classMap[...].hasSameBytes(as: union.classMap[...]) {
                for unionClass in 0..<unionClasses {
                    spanStart[base + unionClass] = placed
                    if classIsUsed[unionClass] {
                        spanClasses[placed] = unionClass
                        placed += 1
                    }
                }
            } else if mask > 0, member.classMap[...].hasSameBytes(as: members[mask - 1].classMap[...]) {
                // PERF: masks of one layout family share their class map (8 of the card
                // preset's 11); their pairs are the previous mask's, with no pass over bytes.
                let previousStart = spanStart[base - unionClasses]
                let shift = placed - previousStart
                for unionClass in 0..<unionClasses { spanStart[base + unionClass] = spanStart[base - unionClasses + unionClass] + shift }
                for position in previousStart..<placed { spanClasses[position + shift] = spanClasses[position] }
                placed += shift
            } else if Self.placeRefiningPairs(union: union, member: member, spans: spanStart, base: base,
                                              spanClasses: spanClasses, placed: &placed) {
                continue
            } else {
                let marks = stamps ?? {
                    let made = UnsafeMutableBufferPointer<Int32>.allocate(capacity: unionClasses * 256)
                    made.initialize(repeating: 0)
                    return made
                }()
                stamps = marks
                placed = placeMixedPairs(union: union, member: member, stamp: Int32(mask + 1), stamps: marks,
                                         spans: UnsafeMutableBufferPointer(rebasing: spanStart[base..<(base + unionClasses)]),
                                         spanClasses: spanClasses, placed: placed)
            }
        }
        spanStart[members.count * unionClasses] = placed
    }

    /// The pairs of a mask whose classes the union's refine (each union class lies in one
    /// class of the mask, as in every set the compiler writes): one a used union class, which
    /// is what ``placeMixedPairs(union:member:stamp:stamps:spans:spanClasses:placed:)`` would
    /// place. False, with nothing placed, where a union class spans several of the mask's.
    ///
    /// PERF: one pass over the bytes with no table to clear; the general pass cost about
    /// 3,000 instructions a mask, and the card preset's walks make six (issue 21).
    private static func placeRefiningPairs(
        union: DenseDFA, member: DenseDFA, spans spanStart: UnsafeMutableBufferPointer<Int>, base: Int,
        spanClasses: UnsafeMutableBufferPointer<Int>, placed: inout Int
    ) -> Bool {
        let unionClasses = union.classCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: unionClasses) { classInMember -> Bool in
            classInMember.initialize(repeating: -1)
            let refines = union.classMap.withUnsafeBufferPointer { unionMap in
                member.classMap.withUnsafeBufferPointer { memberMap in
                    // SAFETY: both maps have 256 entries, the union's below `unionClasses`.
                    for byte in 0..<256 {
                        let unionClass = Int(unionMap[byte])
                        let known = classInMember[unionClass]
                        if known != Int(memberMap[byte]) {
                            guard known == -1 else { return false }
                            classInMember[unionClass] = Int(memberMap[byte])
                        }
                    }
                    return true
                }
            }
            guard refines else { return false }
            for unionClass in 0..<unionClasses {
                spanStart[base + unionClass] = placed
                if classInMember[unionClass] != -1 {
                    spanClasses[placed] = classInMember[unionClass]
                    placed += 1
                }
            }
            return true
        }
    }

    /// The pairs of a mask whose class map differs from the union's, from the bytes: each
    /// byte's (union class, mask class) once, counted per union class and then placed in byte
    /// order. Returns the number of pairs placed in all.
    private static func placeMixedPairs(
        union: DenseDFA, member: DenseDFA, stamp: Int32, stamps: UnsafeMutableBufferPointer<Int32>,
        spans: UnsafeMutableBufferPointer<Int>, spanClasses: UnsafeMutableBufferPointer<Int>, placed: Int
    ) -> Int {
        // PERF: keys of two bytes, so that the 256 of them fit the stack (256 Ints were over
        // the 1,024 bytes the standard library takes from it, a malloc and a free a mask).
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 256) { keys in
            var keyCount = 0
            spans.initialize(repeating: 0)
            union.classMap.withUnsafeBufferPointer { unionMap in
                member.classMap.withUnsafeBufferPointer { memberMap in
                    // SAFETY: both maps have 256 entries below their class counts, so each key
                    // is below `unionClasses * 256`; a byte adds at most one key.
                    for byte in 0..<256 {
                        let key = Int(unionMap[byte]) &<< 8 | Int(memberMap[byte])
                        guard stamps[key] != stamp else { continue }
                        stamps[key] = stamp
                        keys[keyCount] = UInt16(truncatingIfNeeded: key)
                        keyCount += 1
                        spans[key >> 8] += 1
                    }
                }
            }
            // Counts to starts, then each key to its place, in byte order within a union class.
            var start = placed
            for unionClass in 0..<spans.count {
                let count = spans[unionClass]
                spans[unionClass] = start
                start += count
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: spans.count) { filled in
                _ = filled.initialize(from: spans)
                for index in 0..<keyCount {
                    let unionClass = Int(keys[index] >> 8)
                    spanClasses[filled[unionClass]] = Int(keys[index] & 0xFF)
                    filled[unionClass] += 1
                }
            }
            return start
        }
    }

    /// Walks from the start state, writing `live[state]` (bit `i`: mask `i`'s state there is
    /// not 0); returns the first (mask, state) where the union and a mask disagree, or nil.
    func run(union: DenseDFA, members: [DenseDFA], live: LiveLabels) -> (mask: Int, state: Int)? {
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
        var head = 0
        // PERF: two passes a state, each tight: the first reaches the new states and checks
        // the masks dead here; the second follows each live mask through every class with
        // its row found once (the walk was most of loading the card preset, at 40
        // instructions a step when the masks were looped inside the classes; issue 21).
        return union.transitions.withUnsafeBufferPointer { unionTable -> (mask: Int, state: Int)? in
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
                // SAFETY: the union was verified (every target below `stateCount`, every
                // class below `unionClasses`); member states in `memberState` are start states
                // or targets of a verified member table, so every row index is in that
                // member's part of `memberTables`; spans index the tables built in `init`
                // from the same counts. `memberState`, `live`, `reached` hold `stateCount`
                // (times `maskCount`) entries; `queue` gets each state once.
                for (position, unionClass) in usedClasses.enumerated() {
                    let next = Int(unionTable[stateBase &+ unionClass])
                    targets[position] = next
                    guard next != 0 else { continue }
                    if !reached[next] {
                        reached[next] = true
                        queue[tail] = next
                        tail += 1
                        let nextRow = next &* maskCount
                        for mask in 0..<maskCount { memberState[nextRow &+ mask] = 0 }
                        for index in 0..<liveCount { memberState[nextRow &+ liveMasks[index]] = -1 }
                    } else if live[next] & dead != 0 {
                        // A mask dead here must be dead there (a state reached before has all
                        // of its masks' states).
                        return ((live[next] & dead).trailingZeroBitCount, next)
                    }
                }
                let stateRow = state &* maskCount
                if let memberClasses {
                    // The same steps, in the same order, with each span's one class looked up
                    // directly. PERF: the span's bounds cost as much as the step itself, and
                    // this loop was a third of loading the card preset (issue 21).
                    let usedCount = usedClasses.count
                    var index = 0
                    while index < liveCount {
                        let mask = liveMasks[index]
                        let row = rowBase[mask] &+ Int(memberState[stateRow &+ mask]) &* classCounts[mask]
                        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: mask)
                        let classesOfMask = mask &* usedCount
                        var position = 0
                        while position < usedCount {
                            let next = targets[position]
                            let step = Int32(truncatingIfNeeded: memberTables[row &+ memberClasses[classesOfMask &+ position]])
                            let slot = next &* maskCount &+ mask
                            let known = memberState[slot]
                            // The usual case first: the state was met before, and agrees. A step
                            // is never -1: targets are below the state count, below Int32.max.
                            if known != step {
                                guard known == -1 else { return (mask, next == 0 ? state : next) }
                                memberState[slot] = step
                                if step != 0 { live[next] |= bit }
                            }
                            position &+= 1
                        }
                        index &+= 1
                    }
                    continue
                }
                for index in 0..<liveCount {
                    let mask = liveMasks[index]
                    let row = rowBase[mask] &+ Int(memberState[stateRow &+ mask]) &* classCounts[mask]
                    let bit: UInt64 = 1 << UInt64(mask)
                    let maskSpans = mask &* unionClasses
                    for unionClass in usedClasses {
                        let next = Int(unionTable[stateBase &+ unionClass])
                        let slot = next &* maskCount &+ mask
                        let span = maskSpans &+ unionClass
                        for position in spanStart[span]..<spanStart[span &+ 1] {
                            let step = Int32(truncatingIfNeeded: memberTables[row &+ spanClasses[position]])
                            let known = memberState[slot]
                            if known == -1 {
                                memberState[slot] = step
                                if step != 0 { live[next] |= bit }
                            } else if known != step {
                                // Next == 0: the union would refuse a text the mask can still
                                // complete. Otherwise two paths to one union state disagree.
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
