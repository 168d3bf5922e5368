/// The breadth-first walk of a union automaton beside every mask of its set, and the flat
/// tables it runs on, in memory its caller lays out (``LabelWalk/Layout``): what
/// ``MaskLabels/derive(union:members:)`` checks a set with.
///
/// The tables: the union's classes that some byte falls in (in the order of their first
/// byte), and for each mask and union class the mask's classes of the bytes in that union
/// class (one, where the union's classes refine the mask's): `spanClasses[spanStart[i] ..<
/// spanStart[i + 1]]` for `i = mask * unionClasses + unionClass`. Per mask: its transitions,
/// read where its automaton holds them, its class count, start state and accepting count.
/// The walk's state: each union state's state in every mask, in a row of its own numbered in
/// the order the walk reaches the states, which row each state has, and the queue.
///
/// Rows in the order of reaching, and none made before: a hostile set's union may declare a
/// million states and 64 masks, 256 MB of member states, and be refused at its first step;
/// the memory the walk writes (and so, past the allocator's first pages, holds) is that of
/// the states it reached, each paid for by the union's transitions and its stored labels
/// (a 17 MB file of that shape held 307 MB before it was refused, 60 MB now).
///
/// PERF: the walk's tables were fifteen arrays and buffers, allocated and freed on every
/// derive, and a pass over the 256 bytes for each mask, which cost more than the walk itself
/// for a small set (loading us-zip checks two unions, about 27,000 instructions of its
/// 163,000; issue 21). Now one allocation holds them (both walks of a set, with
/// ``MaskLabels/derive(union:members:thenOptimistic:)``), a mask whose class map is the
/// union's (as the compiler nearly always writes it) takes its pairs from the used classes
/// with no pass over bytes, and the masks' tables are read in place: the walk copies nothing
/// of them and asks each mask's program for its automaton a few times while it is laid out,
/// never while it runs.
struct LabelWalk {
    let maskCount: Int
    let unionClasses: Int
    /// The union's classes that some byte falls in, in the order of their first byte.
    let usedClasses: UnsafeMutableBufferPointer<Int>
    /// `maskCount * unionClasses + 1` starts of the spans in ``spanClasses``.
    let spanStart: UnsafeMutableBufferPointer<Int>
    let spanClasses: UnsafeMutableBufferPointer<Int>
    /// Each mask's transition table, where its automaton holds it.
    ///
    /// SAFETY: valid while the masks' automata live: ``MaskLabels`` walks inside
    /// `withExtendedLifetime` of the masks it was given.
    let memberTables: UnsafeMutableBufferPointer<UnsafePointer<UInt32>>
    /// Each mask's class map (256 entries), where its automaton holds it (as ``memberTables``).
    let memberMaps: UnsafeMutableBufferPointer<UnsafePointer<UInt8>>
    /// The union's class map, where it is held (the caller keeps the union alive).
    let unionMap: UnsafePointer<UInt8>
    /// Each mask's class count, start state and accepting count (states `1...count` accept).
    let classCounts: UnsafeMutableBufferPointer<Int>
    let startStates: UnsafeMutableBufferPointer<Int>
    let acceptingCounts: UnsafeMutableBufferPointer<Int>
    /// Each state is queued at most once (when first reached), so `stateCount` entries hold the
    /// queue; `queue[i]` has row `i + 1` of ``memberState`` (row 0 is the dead state's).
    let queue: UnsafeMutableBufferPointer<Int>
    let liveMasks: UnsafeMutableBufferPointer<Int>
    /// The current state's targets on each used class, in the order of ``usedClasses``.
    let targets: UnsafeMutableBufferPointer<Int>
    /// The rows of ``targets`` in ``memberState``.
    let targetRows: UnsafeMutableBufferPointer<Int>
    /// Where every span of a used class holds one class (the union's classes refine every
    /// mask's, as in every file the compiler writes): `memberClasses[mask * usedClasses.count
    /// + k]` is mask's class of the bytes in used class `k`. Nil otherwise.
    let memberClasses: UnsafeMutableBufferPointer<Int>?
    /// `memberState[Int(rowOf[state]) * maskCount + mask]`: mask's state where the union is in
    /// `state`. Only the rows of reached states are written, each when its state is reached
    /// (and only those are read).
    let memberState: UnsafeMutableBufferPointer<Int32>
    /// Each state's row in ``memberState``: 0 for the dead state, and for a state not reached.
    let rowOf: UnsafeMutableBufferPointer<Int32>

    /// The sizes of a walk's regions, from the union's and the masks' counts alone, so that a
    /// caller can lay out two walks in one allocation.
    struct Layout {
        let stateCount: Int
        let maskCount: Int
        let unionClasses: Int
        let pairBound: Int

        init(union: DenseDFA, members: WalkedMasks) {
            stateCount = union.stateCount
            maskCount = members.count
            unionClasses = union.classCount
            // A mask makes at most one pair a byte, and at most one a pair of its classes and the union's.
            var pairBound = 0
            for mask in 0..<maskCount {
                pairBound += min(256, unionClasses * members.withAutomaton(mask) { $0.classCount })
            }
            self.pairBound = pairBound
        }

        var spanCount: Int { maskCount * unionClasses + 1 }
        /// Words: the masks' table addresses, then every region of Ints.
        var wordCount: Int { 2 * maskCount + 3 * unionClasses + spanCount + pairBound + 5 * maskCount + stateCount + maskCount * unionClasses }
        var int32Start: Int { wordCount * MemoryLayout<Int>.stride }
        var boolStart: Int { int32Start + (stateCount + stateCount * maskCount) * MemoryLayout<Int32>.stride }
        /// The bytes of the walk, rounded up to a word, so that another walk may follow it.
        var byteCount: Int {
            let bytes = boolStart + unionClasses
            return (bytes + MemoryLayout<Int>.stride - 1) / MemoryLayout<Int>.stride * MemoryLayout<Int>.stride
        }
    }

    /// Whether this walk's union and masks have the classes of `earlier`'s (the same counts,
    /// the same maps), mask by mask: then their class pairs are the same.
    private static func hasSameClasses(
        unionMap: UnsafePointer<UInt8>, unionClasses: Int, memberMaps: UnsafeMutableBufferPointer<UnsafePointer<UInt8>>,
        classCounts: UnsafeMutableBufferPointer<Int>, as earlier: LabelWalk
    ) -> Bool {
        func same(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>) -> Bool {
            UnsafeRawBufferPointer(start: left, count: 256).hasSameBytes(as: UnsafeRawBufferPointer(start: right, count: 256))
        }
        let maskCount = memberMaps.count
        guard maskCount == earlier.maskCount, unionClasses == earlier.unionClasses, same(unionMap, earlier.unionMap) else { return false }
        for mask in 0..<maskCount where classCounts[mask] != earlier.classCounts[mask] || !same(memberMaps[mask], earlier.memberMaps[mask]) {
            return false
        }
        return true
    }

    /// Lays out the tables for `union` and `members` (verified automata) in `memory`, which
    /// holds `layout.byteCount` bytes aligned for a word, and fills those that do not depend
    /// on the walk. With `earlier`, a walk of the same set whose union and masks have the
    /// same classes as these, its class pairs are copied instead of placed.
    init(union: DenseDFA, members: WalkedMasks, layout: Layout, in memory: UnsafeMutableRawPointer, classesOf earlier: LabelWalk? = nil) {
        let stateCount = layout.stateCount
        let maskCount = layout.maskCount
        let unionClasses = layout.unionClasses
        self.maskCount = maskCount
        self.unionClasses = unionClasses
        // SAFETY: the regions below are disjoint and lie inside `layout.byteCount` bytes; each
        // is bound to one type, at an offset aligned for it (words first, then four-byte
        // types, then bytes).
        let memberTables = UnsafeMutableBufferPointer(
            start: memory.bindMemory(to: UnsafePointer<UInt32>.self, capacity: maskCount), count: maskCount)
        self.memberTables = memberTables
        let memberMaps = UnsafeMutableBufferPointer(
            start: (memory + maskCount * MemoryLayout<Int>.stride).bindMemory(to: UnsafePointer<UInt8>.self, capacity: maskCount),
            count: maskCount)
        self.memberMaps = memberMaps
        let unionMap = union.tables.classMapAddress
        self.unionMap = unionMap
        let ints = (memory + 2 * maskCount * MemoryLayout<Int>.stride).bindMemory(to: Int.self, capacity: layout.wordCount - 2 * maskCount)
        var next = 0
        func intRegion(_ count: Int) -> UnsafeMutableBufferPointer<Int> {
            defer { next += count }
            return UnsafeMutableBufferPointer(start: ints + next, count: count)
        }
        let usedClassSlots = intRegion(unionClasses)
        spanStart = intRegion(layout.spanCount)
        spanClasses = intRegion(layout.pairBound)
        let classCounts = intRegion(maskCount)
        let startStates = intRegion(maskCount)
        let acceptingCounts = intRegion(maskCount)
        self.classCounts = classCounts
        self.startStates = startStates
        self.acceptingCounts = acceptingCounts
        liveMasks = intRegion(maskCount)
        queue = intRegion(stateCount)
        targets = intRegion(unionClasses)
        targetRows = intRegion(unionClasses)
        let memberClassSlots = intRegion(maskCount * unionClasses)
        let int32s = (memory + layout.int32Start).bindMemory(to: Int32.self, capacity: stateCount + stateCount * maskCount)
        rowOf = UnsafeMutableBufferPointer(start: int32s, count: stateCount)
        rowOf.initialize(repeating: 0)
        // Not initialized: the walk writes a row when it reaches its state (see the type's comment).
        memberState = UnsafeMutableBufferPointer(start: int32s + stateCount, count: stateCount * maskCount)
        let bools = (memory + layout.boolStart).bindMemory(to: Bool.self, capacity: unionClasses)
        let classIsUsed = UnsafeMutableBufferPointer(start: bools, count: unionClasses)
        classIsUsed.initialize(repeating: false)
        for mask in 0..<maskCount {
            members.withAutomaton(mask) { member in
                memberTables[mask] = member.tables.transitionsAddress
                memberMaps[mask] = member.tables.classMapAddress
                classCounts[mask] = member.classCount
                startStates[mask] = member.startState
                acceptingCounts[mask] = member.acceptingCount
            }
        }

        if let earlier, Self.hasSameClasses(unionMap: unionMap, unionClasses: unionClasses, memberMaps: memberMaps,
                                            classCounts: classCounts, as: earlier) {
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
            return
        }
        var usedCount = 0
        union.withClassMap { unionMap in
            // SAFETY: a verified class map has 256 entries, each below its class count.
            // PERF: eight bytes of one class are one step (``ClassMapRuns``): a map is mostly
            // long runs, and byte by byte this was about 770 instructions a load of us-zip.
            ClassMapRuns.forEachRun(of: unionMap) { byte in
                let cls = Int(unionMap[byte])
                if !classIsUsed[cls] {
                    classIsUsed[cls] = true
                    usedClassSlots[usedCount] = cls
                    usedCount += 1
                }
            }
        }
        usedClasses = UnsafeMutableBufferPointer(rebasing: usedClassSlots[..<usedCount])
        Self.placePairs(unionMap: unionMap, unionClasses: unionClasses, memberMaps: memberMaps, classIsUsed: classIsUsed,
                        usedClasses: usedClasses, spanStart: spanStart, spanClasses: spanClasses)
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

    /// Whether mask `mask` accepts in its state `state`.
    @inline(__always)
    func memberAccepts(_ mask: Int, _ state: Int) -> Bool {
        state >= 1 && state <= acceptingCounts[mask]
    }

    /// Fills the spans, mask by mask. A mask's classes of the bytes in a union class are
    /// listed in the order of their first byte.
    private static func placePairs(
        unionMap: UnsafePointer<UInt8>, unionClasses: Int, memberMaps: UnsafeMutableBufferPointer<UnsafePointer<UInt8>>,
        classIsUsed: UnsafeMutableBufferPointer<Bool>, usedClasses: UnsafeMutableBufferPointer<Int>,
        spanStart: UnsafeMutableBufferPointer<Int>, spanClasses: UnsafeMutableBufferPointer<Int>
    ) {
        func map(_ address: UnsafePointer<UInt8>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: address, count: 256) }
        func same(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>) -> Bool {
            UnsafeRawBufferPointer(map(left)).hasSameBytes(as: UnsafeRawBufferPointer(map(right)))
        }
        var placed = 0
        // Made when a mask's class map is neither the union's nor the previous mask's: the pairs
        // a byte makes are marked in `stamps` (key: union class × 256 + mask class, value: the
        // mask's number + 1), so that nothing is cleared between masks.
        var stamps: UnsafeMutableBufferPointer<Int32>?
        defer { stamps?.deallocate() }
        for (mask, memberMap) in memberMaps.enumerated() {
            let base = mask * unionClasses
            if same(memberMap, unionMap) {
                for unionClass in 0..<unionClasses {
                    spanStart[base + unionClass] = placed
                    if classIsUsed[unionClass] {
                        spanClasses[placed] = unionClass
                        placed += 1
                    }
                }
            } else if mask > 0, same(memberMap, memberMaps[mask - 1]) {
                // PERF: masks of one layout family share their class map (8 of the card
                // preset's 11); their pairs are the previous mask's, with no pass over bytes.
                let previousStart = spanStart[base - unionClasses]
                let shift = placed - previousStart
                for unionClass in 0..<unionClasses { spanStart[base + unionClass] = spanStart[base - unionClasses + unionClass] + shift }
                for position in previousStart..<placed { spanClasses[position + shift] = spanClasses[position] }
                placed += shift
            } else if Self.placeRefiningPairs(unionMap: map(unionMap), unionClasses: unionClasses, memberMap: map(memberMap),
                                              spans: spanStart, base: base, spanClasses: spanClasses, placed: &placed) {
                continue
            } else {
                let marks = stamps ?? {
                    let made = UnsafeMutableBufferPointer<Int32>.allocate(capacity: unionClasses * 256)
                    made.initialize(repeating: 0)
                    return made
                }()
                stamps = marks
                placed = placeMixedPairs(unionMap: map(unionMap), memberMap: map(memberMap), stamp: Int32(mask + 1), stamps: marks,
                                         spans: UnsafeMutableBufferPointer(rebasing: spanStart[base..<(base + unionClasses)]),
                                         spanClasses: spanClasses, placed: placed)
            }
        }
        spanStart[memberMaps.count * unionClasses] = placed
    }

    /// The pairs of a mask whose classes the union's refine (each union class lies in one
    /// class of the mask, as in every set the compiler writes): one a used union class, which
    /// is what ``placeMixedPairs(unionMap:memberMap:stamp:stamps:spans:spanClasses:placed:)`` would
    /// place. False, with nothing placed, where a union class spans several of the mask's.
    ///
    /// PERF: one pass over the bytes with no table to clear; the general pass cost about
    /// 3,000 instructions a mask, and the card preset's walks make six (issue 21).
    private static func placeRefiningPairs(
        unionMap: UnsafeBufferPointer<UInt8>, unionClasses: Int, memberMap: UnsafeBufferPointer<UInt8>,
        spans spanStart: UnsafeMutableBufferPointer<Int>, base: Int, spanClasses: UnsafeMutableBufferPointer<Int>, placed: inout Int
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: unionClasses) { classInMember -> Bool in
            classInMember.initialize(repeating: -1)
            // SAFETY: both maps have 256 entries, the union's below `unionClasses`.
            // PERF: eight bytes of one class in both maps are one step.
            var refines = true
            ClassMapRuns.forEachRun(of: unionMap, memberMap) { byte in
                let unionClass = Int(unionMap[byte])
                let known = classInMember[unionClass]
                if known != Int(memberMap[byte]) {
                    if known != -1 { refines = false }
                    classInMember[unionClass] = Int(memberMap[byte])
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
        unionMap: UnsafeBufferPointer<UInt8>, memberMap: UnsafeBufferPointer<UInt8>, stamp: Int32, stamps: UnsafeMutableBufferPointer<Int32>,
        spans: UnsafeMutableBufferPointer<Int>, spanClasses: UnsafeMutableBufferPointer<Int>, placed: Int
    ) -> Int {
        // PERF: keys of two bytes, so that the 256 of them fit the stack (256 Ints were over
        // the 1,024 bytes the standard library takes from it, a malloc and a free a mask).
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 256) { keys in
            var keyCount = 0
            spans.initialize(repeating: 0)
            // SAFETY: both maps have 256 entries below their class counts, so each key is
            // below `unionClasses * 256`; a byte adds at most one key.
            for byte in 0..<256 {
                let key = Int(unionMap[byte]) &<< 8 | Int(memberMap[byte])
                guard stamps[key] != stamp else { continue }
                stamps[key] = stamp
                keys[keyCount] = UInt16(truncatingIfNeeded: key)
                keyCount += 1
                spans[key >> 8] += 1
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
    func run(union: DenseDFA, live: LiveLabels) -> (mask: Int, state: Int)? {
        // Row 0: the dead state's, where every mask is dead.
        for mask in 0..<maskCount { memberState[mask] = 0 }
        var tail = 0
        if union.startState == 0 {
            for mask in 0..<maskCount where startStates[mask] != 0 { return (mask, 0) }
        } else {
            let start = union.startState
            for mask in 0..<maskCount {
                memberState[maskCount + mask] = Int32(startStates[mask])
                if startStates[mask] != 0 { live[start] |= 1 << UInt64(mask) }
            }
            rowOf[start] = 1
            queue[0] = start
            tail = 1
        }
        var head = 0
        // PERF: two passes a state, each tight: the first reaches the new states and checks
        // the masks dead here; the second follows each live mask through every class with
        // its row found once (the walk was most of loading the card preset, at 40
        // instructions a step when the masks were looped inside the classes; issue 21).
        return union.withTransitions { unionTable -> (mask: Int, state: Int)? in
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
                // member's table (``memberTables``, alive while the walk runs); spans index
                // the tables built in `init`
                // from the same counts. `live` and `rowOf` hold `stateCount` entries; `queue`
                // gets each state once, and with it a row of `memberState`, which holds
                // `stateCount` rows; rows are read only once written (the dead state's, and
                // those of queued states).
                for (position, unionClass) in usedClasses.enumerated() {
                    let next = Int(unionTable[stateBase &+ unionClass])
                    targets[position] = next
                    guard next != 0 else {
                        targetRows[position] = 0
                        continue
                    }
                    let known = Int(rowOf[next])
                    if known == 0 {
                        queue[tail] = next
                        tail += 1
                        rowOf[next] = Int32(truncatingIfNeeded: tail)
                        targetRows[position] = tail
                        let nextRow = tail &* maskCount
                        for mask in 0..<maskCount { memberState[nextRow &+ mask] = 0 }
                        for index in 0..<liveCount { memberState[nextRow &+ liveMasks[index]] = -1 }
                    } else if live[next] & dead != 0 {
                        // A mask dead here must be dead there (a state reached before has all
                        // of its masks' states).
                        return ((live[next] & dead).trailingZeroBitCount, next)
                    } else {
                        targetRows[position] = known
                    }
                }
                // The state's row: `queue[head - 1]` has row `head`.
                let stateRow = head &* maskCount
                if let memberClasses {
                    // The same steps, in the same order, with each span's one class looked up
                    // directly. PERF: the span's bounds cost as much as the step itself, and
                    // this loop was a third of loading the card preset (issue 21).
                    let usedCount = usedClasses.count
                    var index = 0
                    while index < liveCount {
                        let mask = liveMasks[index]
                        let table = memberTables[mask]
                        let row = Int(memberState[stateRow &+ mask]) &* classCounts[mask]
                        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: mask)
                        let classesOfMask = mask &* usedCount
                        var position = 0
                        while position < usedCount {
                            let step = Int32(truncatingIfNeeded: table[row &+ memberClasses[classesOfMask &+ position]])
                            let slot = targetRows[position] &* maskCount &+ mask
                            let known = memberState[slot]
                            // The usual case first: the state was met before, and agrees. A step
                            // is never -1: targets are below the state count, below Int32.max.
                            if known != step {
                                let next = targets[position]
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
                    let table = memberTables[mask]
                    let row = Int(memberState[stateRow &+ mask]) &* classCounts[mask]
                    let bit: UInt64 = 1 << UInt64(mask)
                    let maskSpans = mask &* unionClasses
                    for unionClass in usedClasses {
                        let next = Int(unionTable[stateBase &+ unionClass])
                        // Reached in the first pass (row 0 for the dead state).
                        let slot = Int(rowOf[next]) &* maskCount &+ mask
                        let span = maskSpans &+ unionClass
                        for position in spanStart[span]..<spanStart[span &+ 1] {
                            let step = Int32(truncatingIfNeeded: table[row &+ spanClasses[position]])
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
