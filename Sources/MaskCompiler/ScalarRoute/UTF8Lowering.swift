import MaskVM

/// A minimal DFA over scalar classes written out over UTF-8 bytes: each state's moves become
/// a row over bytes, a lead byte leading to a state for the rest of the scalar. Such inner
/// states are made once for each distinct row (children first, so equal suffixes are one
/// state, as RE2 and Rust's regex-automata share them), which makes the byte DFA minimal:
/// an inner state reads continuation bytes only and never accepts, so it is never
/// equivalent to a state of the scalar DFA, and two inner states with equal rows over
/// distinct states are distinct.
///
/// The result is the program the byte route makes (``SparseDFA/lowered()`` after
/// minimization and merging classes), id for id: the minimal DFA is unique, its states are
/// numbered dead, then accepting, then the rest, each group in breadth-first order over
/// bytes in increasing order, and its classes are the bytes with equal columns, numbered by
/// their smallest byte.
struct UTF8Lowering {
    private let dfa: ScalarDFA
    private let alphabet: ScalarAlphabet
    /// Inner states' rows, each a run `low | high << 8 | target << 16` of bytes to one state.
    private var inner: SequenceInterner
    /// Each full state's row, in the same form: state `s`'s runs are
    /// `fullRuns[fullStart[s] ..< fullStart[s + 1]]`.
    private var fullRuns: [Int] = []
    private var fullStart: [Int] = [0, 0]
    /// The current segment's scalar moves: sorted, disjoint intervals to states.
    private var moves: [(low: UInt32, high: UInt32, target: Int)] = []
    /// One row being built a level (inner levels 1 to 3, the full row at 4).
    private var scratch: [[Int]] = Array(repeating: [], count: 5)
    /// The inner state that takes every scalar of a level's block to one state, by level and state.
    private var wholeBlocks: [Int: Int] = [:]

    init(_ dfa: ScalarDFA, alphabet: ScalarAlphabet) {
        self.dfa = dfa
        self.alphabet = alphabet
        // PERF: about an inner state for each interval of a class (`\d`: 235 ranges, most in
        // blocks of their own), so the interner seldom grows.
        inner = SequenceInterner(expectedCount: max(64, alphabet.intervals.count), expectedLength: 2)
    }

    /// The VM's form of the byte DFA.
    mutating func lowered() -> DenseDFA {
        let fullCount = dfa.stateCount
        fullStart.reserveCapacity(fullCount + 1)
        // PERF: states whose multi-byte classes lead to the same states have the same lead
        // bytes (`\d` after `-v` and in its loop): their runs are made once.
        let multibyteClasses = Set(alphabet.intervals.lazy.filter { $0.high >= 0x80 }.map(\.cls)).sorted()
        let firstMultibyte = alphabet.intervals.firstIndex { $0.high >= 0x80 } ?? alphabet.intervals.count
        var leadRuns: [[Int32]: [Int]] = [:]
        var key = [Int32](repeating: 0, count: multibyteClasses.count)
        for state in 1..<max(fullCount, 1) {
            let base = state * dfa.classCount
            scratch[4].removeAll(keepingCapacity: true)
            moves.removeAll(keepingCapacity: true)
            for interval in alphabet.intervals[..<firstMultibyte] { add(interval, state: state, clippedTo: 0, 0x7F) }
            if let interval = alphabet.intervals[firstMultibyte...].first, interval.low < 0x80 {
                add(interval, state: state, clippedTo: 0, 0x7F)
            }
            if !moves.isEmpty { children(into: 4, level: 0, base: 0, end: 0x7F, byteBase: 0, first: 0) }
            for (index, cls) in multibyteClasses.enumerated() { key[index] = dfa.transitions[base + cls] }
            let asciiEnd = scratch[4].count
            if let known = leadRuns[key] {
                scratch[4].append(contentsOf: known)
            } else {
                // The lead bytes of 2, 3 and 4 bytes with the blocks they choose.
                for (low, high, level, leadBase) in [(0x80 as UInt32, 0x7FF as UInt32, 1, 0xC0), (0x800, 0xFFFF, 2, 0xE0),
                                                      (0x10000, 0x10FFFF, 3, 0xF0)] {
                    moves.removeAll(keepingCapacity: true)
                    for interval in alphabet.intervals[firstMultibyte...] where interval.high >= low && interval.low <= high {
                        add(interval, state: state, clippedTo: low, high)
                    }
                    guard !moves.isEmpty else { continue }
                    children(into: 4, level: level, base: 0, end: high, byteBase: leadBase, first: 0)
                }
                leadRuns[key] = Array(scratch[4][asciiEnd...])
            }
            fullRuns.append(contentsOf: scratch[4])
            fullStart.append(fullRuns.count)
        }
        return numbered(fullCount: fullCount)
    }

    /// Appends the part of `interval` within `low ... high` to ``moves`` with the state its
    /// class leads to from `state`, joined to the move before when it continues it; not a
    /// move to the dead state.
    private mutating func add(_ interval: (low: UInt32, high: UInt32, cls: Int), state: Int, clippedTo low: UInt32, _ high: UInt32) {
        let target = Int(dfa.transitions[state * dfa.classCount + interval.cls])
        guard target != 0, interval.high >= low, interval.low <= high else { return }
        let clipped = (low: max(interval.low, low), high: min(interval.high, high))
        if let last = moves.last, last.target == target, last.high + 1 == clipped.low {
            moves[moves.count - 1].high = clipped.high
        } else {
            moves.append((clipped.low, clipped.high, target))
        }
    }

    /// Appends to `scratch[row]` the moves over the blocks of `64^level` scalars in
    /// `base ... end` (scalars themselves at level 0), block `k` read as byte `byteBase + k`,
    /// from the moves from index `first` on.
    private mutating func children(into row: Int, level: Int, base: UInt32, end: UInt32, byteBase: Int, first: Int) {
        let shift = UInt32(6 * level)
        var index = first
        var nextBlock: UInt32 = 0
        while index < moves.count, moves[index].low <= end {
            let move = moves[index]
            let low = max(move.low, base) - base
            let high = min(move.high, end) - base
            if level == 0 {
                Self.append(&scratch[row], byteBase + Int(low), byteBase + Int(high), move.target)
            } else {
                var block = max(low >> shift, nextBlock)
                let last = high >> shift
                while block <= last {
                    let child = node(level: level, base: base + block << shift, first: index)
                    Self.append(&scratch[row], byteBase + Int(block), byteBase + Int(block), child)
                    block += 1
                }
                nextBlock = max(nextBlock, last + 1)
            }
            index += 1
        }
    }

    /// The state reading the last `level` bytes of the scalars `base ..< base + 64^level`
    /// (moves from index `first` on).
    private mutating func node(level: Int, base: UInt32, first: Int) -> Int {
        let end = base + (1 << UInt32(6 * level)) - 1
        if moves[first].low <= base, moves[first].high >= end { return whole(level: level, target: moves[first].target) }
        scratch[level].removeAll(keepingCapacity: true)
        children(into: level, level: level - 1, base: base, end: end, byteBase: 0x80, first: first)
        return intern(scratch[level])
    }

    /// The state reading the last `level` bytes of a block that all goes to `target`.
    private mutating func whole(level: Int, target: Int) -> Int {
        let key = target << 2 | (level - 1)
        if let known = wholeBlocks[key] { return known }
        let child = level == 1 ? target : whole(level: level - 1, target: target)
        let state = intern([0x80 | 0xBF << 8 | child << 16])
        wholeBlocks[key] = state
        return state
    }

    private mutating func intern(_ row: [Int]) -> Int {
        dfa.stateCount + inner.intern(row).id
    }

    /// Appends a run of bytes to one state, joined to the run before when it continues it.
    private static func append(_ row: inout [Int], _ low: Int, _ high: Int, _ target: Int) {
        if let last = row.last, last >> 16 == target, (last >> 8) & 0xFF + 1 == low {
            row[row.count - 1] = last & 0xFF | high << 8 | target << 16
        } else {
            row.append(low | high << 8 | target << 16)
        }
    }

    /// The byte intervals' classes: intervals whose columns (their live moves, `moves[k]`
    /// over the intervals `spans[k] >> 16 ... spans[k] & 0xFFFF`, as `source << 32 | target`
    /// in state order) are equal share one, numbered in interval order; and each class's
    /// first interval. Columns are digested, then those with equal digests compared as lists.
    private static func columnClasses(intervalCount: Int, spans: [Int], moves: [Int]) -> ([Int], [Int]) {
        var digest = [UInt64](filledWith: 0xCBF2_9CE4_8422_2325, count: intervalCount)
        var columnStart = [Int](filledWith: 0, count: intervalCount + 1)
        var columns = [Int](filledWith: 0, count: spans.reduce(0) { $0 + ($1 & 0xFFFF) - ($1 >> 16) + 1 })
        var classOfInterval = [Int](filledWith: 0, count: intervalCount)
        var representatives: [Int] = []
        digest.withUnsafeMutableBufferPointer { digest in
        columnStart.withUnsafeMutableBufferPointer { columnStart in
        columns.withUnsafeMutableBufferPointer { columns in
            // SAFETY: spans name intervals below `intervalCount`; `columns` holds one entry
            // for each interval of each span, laid out by `columnStart`.
            for (span, move) in zip(spans, moves) {
                for interval in (span >> 16)...(span & 0xFFFF) {
                    digest[interval] = (digest[interval] ^ UInt64(UInt(bitPattern: move))) &* 0x100_0000_01B3
                    columnStart[interval + 1] += 1
                }
            }
            for interval in 0..<intervalCount { columnStart[interval + 1] += columnStart[interval] }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: intervalCount) { fill in
                for interval in 0..<intervalCount { fill[interval] = columnStart[interval] }
                for (span, move) in zip(spans, moves) {
                    for interval in (span >> 16)...(span & 0xFFFF) {
                        columns[fill[interval]] = move
                        fill[interval] += 1
                    }
                }
            }
            func sameColumn(_ one: Int, _ other: Int) -> Bool {
                let length = columnStart[one + 1] - columnStart[one]
                guard columnStart[other + 1] - columnStart[other] == length else { return false }
                for offset in 0..<length where columns[columnStart[one] + offset] != columns[columnStart[other] + offset] {
                    return false
                }
                return true
            }
            for interval in 0..<intervalCount {
                var found = -1
                for (cls, representative) in representatives.enumerated()
                where digest[representative] == digest[interval] && sameColumn(interval, representative) {
                    found = cls
                    break
                }
                if found < 0 {
                    found = representatives.count
                    representatives.append(interval)
                }
                classOfInterval[interval] = found
            }
        }
        }
        }
        return (classOfInterval, representatives)
    }

    /// The canonical numbering, the byte classes and the table.
    private func numbered(fullCount: Int) -> DenseDFA {
        // Every row in one array: the full states', then the inner states'.
        var runs = fullRuns
        runs.append(contentsOf: inner.storage)
        var rowStart = fullStart
        rowStart.removeLast()
        for start in inner.starts { rowStart.append(fullRuns.count + start) }
        let total = fullCount + inner.count
        var order: [Int] = []
        var final = [Int](filledWith: 0, count: total)
        var acceptingCount = 0
        var map: [UInt8] = []
        var classCount = 0
        var transitions: [UInt32] = []
        runs.withUnsafeBufferPointer { runs in
        rowStart.withUnsafeBufferPointer { rowStart in
        final.withUnsafeMutableBufferPointer { final in
            // SAFETY: `rowStart` has `total + 1` entries bounding rows inside `runs`; a run's
            // target is a state below `total`, its bytes below 256.
            // Breadth first from the start, each row's targets in byte order.
            var breadthFirst = [Int](filledWith: -1, count: total)
            order.reserveCapacity(total)
            order.append(0)
            breadthFirst[0] = 0
            if dfa.start != 0 {
                breadthFirst[dfa.start] = 1
                order.append(dfa.start)
            }
            var head = 1
            while head < order.count {
                let state = order[head]
                head += 1
                for index in rowStart[state]..<rowStart[state + 1] where breadthFirst[runs[index] >> 16] < 0 {
                    breadthFirst[runs[index] >> 16] = order.count
                    order.append(runs[index] >> 16)
                }
            }
            // Dead, then the accepting states, then the rest, each in breadth-first order.
            var next = 1
            for acceptingGroup in [true, false] {
                for state in order.dropFirst() where (state < fullCount && dfa.accepting[state]) == acceptingGroup {
                    final[state] = next
                    next += 1
                }
                if acceptingGroup { acceptingCount = next - 1 }
            }
            let reached = order.count
            // Byte intervals over which no row changes.
            var intervalOf = [Int](filledWith: 0, count: 257)
            for index in 0..<rowStart[total] {
                intervalOf[runs[index] & 0xFF] = 1
                intervalOf[(runs[index] >> 8) & 0xFF + 1] = 1
            }
            var intervalCount = 0
            for byte in 0..<256 {
                if intervalOf[byte] != 0 && byte > 0 { intervalCount += 1 }
                intervalOf[byte] = intervalCount
            }
            intervalCount += 1
            // The live moves of the reached states, in state order, over intervals.
            var spans: [Int] = []
            var moves: [Int] = []
            spans.reserveCapacity(rowStart[total])
            moves.reserveCapacity(rowStart[total])
            for state in order {
                let source = final[state] << 32
                for index in rowStart[state]..<rowStart[state + 1] {
                    spans.append(intervalOf[runs[index] & 0xFF] << 16 | intervalOf[(runs[index] >> 8) & 0xFF])
                    moves.append(source | final[runs[index] >> 16])
                }
            }
            let (classOfInterval, representatives) = Self.columnClasses(intervalCount: intervalCount, spans: spans, moves: moves)
            classCount = representatives.count
            transitions = [UInt32](filledWith: 0, count: reached * classCount)
            transitions.withUnsafeMutableBufferPointer { transitions in
                for state in order {
                    let base = final[state] * classCount
                    for index in rowStart[state]..<rowStart[state + 1] {
                        let run = runs[index]
                        let target = UInt32(final[run >> 16])
                        for interval in intervalOf[run & 0xFF]...intervalOf[(run >> 8) & 0xFF] {
                            transitions[base + classOfInterval[interval]] = target
                        }
                    }
                }
            }
            map = [UInt8](filledWith: 0, count: 256)
            for byte in 0..<256 { map[byte] = UInt8(classOfInterval[intervalOf[byte]]) }
        }
        }
        }
        return DenseDFA(trusted: map, classCount: classCount, startState: final[dfa.start], transitions: transitions,
                        acceptingCount: acceptingCount)
    }
}
