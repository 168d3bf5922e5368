
/// The exact search's forward pass (``ReadingSearch``), determinized: which typed letters
/// and digits a mask's reading keeps, found by one table step a unit instead of a walk over
/// a set of states.
///
/// The forward pass carries the set of reading-automaton states that a reading keeping every
/// letter and digit kept so far can be in; each unit moves it on by closure over inserted
/// literals, then consumption (as a literal or as meaningful, as typed or as its alternate).
/// A letter or digit that no state of the closure can take is dropped and the set stays; a
/// symbol may be consumed or dropped, so the set becomes the union. For a one-byte unit the
/// next set depends only on the set and the byte (its class, its ASCII alternate, whether it
/// is a letter or digit), so the sets reachable from the start are the states of a DFA over
/// *keep classes* of ASCII bytes: this one, made by the subset construction once per
/// reading tables, on first use.
///
/// A set's choice walks the masks' keep automata to learn each tied mask's exact count of
/// kept letters and digits before reading any (`MaskSetParts+Choice`): the masks whose
/// bound ties are no longer read one after another, each paying its own exact search.
///
/// Limits: at most ``defaultMaximumSubsets`` subsets are made (a mask whose sets blow up
/// keeps the explicit pass); a transition to a subset past the cap is left unmade, and a
/// unit of more than one byte (a non-ASCII Character, CR LF) has no column. The walk takes
/// the explicit step of the forward pass there, the same function the construction used,
/// and returns to the table when it reaches a subset the table has.
final class KeepAutomaton: @unchecked Sendable {
    // @unchecked: every stored property is a `let`, and the table behind `entries` is
    // written only in `init`, before the automaton is published; afterwards only read.

    /// The most subsets the construction makes: 4,096 subsets of a phone mask's keep
    /// classes are about 250 KB of transitions; the 12 phone masks need far fewer.
    static let defaultMaximumSubsets = 4096

    /// For each ASCII byte (128 entries), its keep class.
    let byteClass: [UInt8]
    let classCount: Int
    /// Per keep class: whether the byte is a letter or digit, and whether no state reads it
    /// in any form (the forward pass skips it; it is not a candidate of the search).
    let significant: [Bool]
    let skipped: [Bool]
    /// `subsetCount × classCount` entries: the next subset `<< 2`, or'ed with 1 when the
    /// byte is a letter or digit the pass does not keep, and with 2 when it is also one some
    /// state reads (``ReadingSearch/droppedLettersAndDigits`` counts those); -1 where the
    /// next subset is past the cap.
    let transitions: [Int32]
    /// The subsets, as bit sets of reading-automaton states, and their ids.
    let subsets: SubsetTable
    /// Whether the construction stopped at the cap.
    let isCapped: Bool
    /// The walk's tables: ``transitions`` with each next subset as the offset of its row
    /// (`id × classCount`), and ``byteClass``. PERF: the walk reads them through pointers,
    /// with no array to retain and no multiplication in the chain of dependent loads.
    private let entries: UnsafeMutablePointer<Int>
    private let entryCount: Int
    private let classes: UnsafeMutablePointer<UInt8>

    var subsetCount: Int { subsets.count }

    /// Whether this is the automaton of the units up to the input's last typed closer
    /// (``init(_:maximumSubsets:beforeLastCloser:)``).
    let isBeforeLastCloser: Bool

    /// The keep automaton of `tables`, with at most `maximumSubsets` subsets (at least one).
    ///
    /// With `beforeLastCloser`, the automaton of the forward pass's steps over the units up
    /// to the input's last typed closer of a number range, where no literal closing a range
    /// is inserted (``ReadingMoves/Insertion/closesRange``; ``ForwardStep/close(_:count:into:allowClosing:)``
    /// with `allowClosing` false). A typed closer is kept as a letter or digit is there, as
    /// in every keep automaton. ``firstDrop(_:through:)`` walks it.
    init(_ tables: ReadingTables, maximumSubsets: Int = KeepAutomaton.defaultMaximumSubsets, beforeLastCloser: Bool = false) {
        let cap = max(maximumSubsets, 1)
        // Keep classes: ASCII bytes alike in class, alternate's class and significance; and
        // the ways to consume them (class and alternate's class), which a subset's step
        // depends on besides significance.
        var byteClass = [UInt8](repeating: 0, count: 128)
        var keys: [Int] = []
        var significant: [Bool] = []
        var letterOrDigit: [Bool] = []
        var skipped: [Bool] = []
        var consumption: [Int] = []
        var consumptionKeys: [Int] = []
        var forms: [(typed: UInt8, alternate: UInt8)] = []
        for byte in 0..<128 {
            let value = UInt8(byte)
            let cls = Int(tables.classMap[byte])
            let alternate = tables.asciiAlternate[byte]
            let alternateKey = alternate == 0 ? 0 : Int(tables.classMap[Int(alternate)]) + 1
            let isLetterOrDigit = ReadingInput.isLetterOrDigit(byte: value)
            // A closer of a number range is kept as a letter or digit is, but not counted.
            let isSignificant = isLetterOrDigit || tables.moves.closerClass[cls]
            let consumeKey = (cls << 9) | alternateKey
            let key = consumeKey << 2 | (isSignificant ? 1 : 0) | (isLetterOrDigit ? 2 : 0)
            // PERF: a linear search; a mask has a few keep classes.
            if let known = keys.firstIndex(of: key) {
                byteClass[byte] = UInt8(truncatingIfNeeded: known)
                continue
            }
            keys.append(key)
            byteClass[byte] = UInt8(truncatingIfNeeded: significant.count)
            significant.append(isSignificant)
            letterOrDigit.append(isLetterOrDigit)
            skipped.append(!(tables.readable[cls] || alternate != 0))
            if let known = consumptionKeys.firstIndex(of: consumeKey) {
                consumption.append(known)
            } else {
                consumptionKeys.append(consumeKey)
                consumption.append(forms.count)
                forms.append((value, alternate))
            }
        }
        let k = significant.count

        // PERF: subsets are bit sets, and a subset's step is unions of per-state sets: the
        // closure over inserted literals is closed under union, and so is consuming.
        let stateCount = tables.stateCount
        let width = max((stateCount + 63) / 64, 1)
        let closures = Self.closures(tables, width: width, closing: !beforeLastCloser)
        var moves = [UInt64](repeating: 0, count: stateCount * forms.count * width)
        for state in 0..<stateCount {
            for form in forms.indices {
                var typed = forms[form].typed
                let alternate = UInt32(forms[form].alternate)
                withUnsafeMutablePointer(to: &typed) { pointer in
                    let input = ReadingInput(simple: UnsafeBufferPointer(start: pointer, count: 1))
                    let base = (state * forms.count + form) * width
                    // The unit as typed, then as its alternate: both ways go on.
                    for way in 0..<(alternate == 0 ? 1 : 2) {
                        let form = way == 0 ? input.typedForm(0) : UnitForm.alternate(alternate, of: input)
                        let (literal, meaningful) = ReadingMoveGenerator.consumeTargets(tables, form, Int(tables.classMap[Int(form[0])]), from: state)
                        if literal != 0 { moves[base + literal / 64] |= 1 << UInt64(literal % 64) }
                        if meaningful != 0 { moves[base + meaningful / 64] |= 1 << UInt64(meaningful % 64) }
                    }
                }
            }
        }
        var table = SubsetTable(width: width)
        var start = [UInt64](repeating: 0, count: width)
        let startState = tables.state(ofRow: tables.startRow)
        start[startState / 64] |= 1 << UInt64(startState % 64)
        _ = table.intern(start)
        var transitions: [Int32] = []
        transitions.reserveCapacity(16 * k)
        var closure = [UInt64](repeating: 0, count: width)
        var moved = [UInt64](repeating: 0, count: forms.count * width)
        var following = [UInt64](repeating: 0, count: width)
        var capped = false
        var next = 0
        while next < table.count {
            let id = Int32(truncatingIfNeeded: next)
            // The closure of the subset, then what each way to consume reaches from it.
            for word in 0..<width { closure[word] = 0 }
            Self.forEachState(in: table.words, at: next * width, width: width) { state in
                for word in 0..<width { closure[word] |= closures[state * width + word] }
            }
            for index in moved.indices { moved[index] = 0 }
            Self.forEachState(in: closure, at: 0, width: width) { state in
                for form in forms.indices {
                    let base = (state * forms.count + form) * width
                    for word in 0..<width { moved[form * width + word] |= moves[base + word] }
                }
            }
            for keep in 0..<k {
                let form = consumption[keep] * width
                let none = !(0..<width).contains { moved[form + $0] != 0 }
                guard !skipped[keep], !none else {
                    let lost: Int32 = letterOrDigit[keep] ? (skipped[keep] ? 1 : 3) : 0
                    transitions.append(id << 2 | lost)
                    continue
                }
                // A letter or digit must be kept; a symbol may be kept or dropped.
                for word in 0..<width {
                    following[word] = moved[form + word] | (significant[keep] ? 0 : table.words[next * width + word])
                }
                if let known = table.find(following) {
                    transitions.append(known << 2)
                } else if table.count < cap {
                    transitions.append(table.intern(following) << 2)
                } else {
                    capped = true
                    transitions.append(-1)
                }
            }
            next += 1
        }
        let entryCount = transitions.count
        let entries = UnsafeMutablePointer<Int>.allocate(capacity: max(entryCount, 1))
        for (index, entry) in transitions.enumerated() {
            entries[index] = entry < 0 ? -1 : (Int(entry >> 2) * k) << 2 | Int(entry & 3)
        }
        let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)
        classes.initialize(from: byteClass, count: 128)
        self.byteClass = byteClass
        self.classCount = k
        self.significant = significant
        self.skipped = skipped
        self.transitions = transitions
        self.subsets = table
        self.isCapped = capped
        self.isBeforeLastCloser = beforeLastCloser
        self.entries = entries
        self.entryCount = entryCount
        self.classes = classes
    }

    deinit {
        entries.deallocate()
        classes.deallocate()
    }

    /// For each state, the bit set of it and the states inserting literals reaches from it,
    /// `width` words each: made in reverse topological order (every transition goes forward).
    /// Without `closing`, no literal that closes a number range is inserted.
    private static func closures(_ tables: ReadingTables, width: Int, closing: Bool) -> [UInt64] {
        var closures = [UInt64](repeating: 0, count: tables.stateCount * width)
        for state in tables.topologicalOrder.reversed() {
            closures[state * width + state / 64] |= 1 << UInt64(state % 64)
            // Every insertion (``ReadingMoves``): the table is the walk of input that types no
            // closer, where closing literals may be inserted anywhere; the table before the
            // last typed closer inserts none.
            for insertion in tables.moves.insertions(from: state) where closing || !insertion.closesRange {
                let target = insertion.target
                for word in 0..<width { closures[state * width + word] |= closures[target * width + word] }
            }
        }
        return closures
    }

    /// Calls `body` with each state of the bit set at `words[offset ..< offset + width]`.
    @inline(__always)
    private static func forEachState(in words: [UInt64], at offset: Int, width: Int, _ body: (Int) -> Void) {
        for word in 0..<width {
            var bits = words[offset + word]
            while bits != 0 {
                body(word * 64 + bits.trailingZeroBitCount)
                bits &= bits &- 1
            }
        }
    }

    /// What a walk over an input found.
    struct Count: Equatable {
        /// Letters and digits (``LetterOrDigit/count(_:)`` of their units) in the units the
        /// search does not make candidates: those no state reads in any form, and those no
        /// reading that keeps the ones before can take. Every reading of the mask drops
        /// them, so it keeps at most the input's letters and digits less these; the greedy
        /// and the exact reading keep exactly that many on ASCII input.
        var lost = 0
        /// ``ReadingSearch/droppedLettersAndDigits``: the letters and digits some state
        /// reads that the pass cannot keep.
        var dropped = 0
    }

    /// Walks `input` as the forward pass of `ReadingSearch(tables: tables, input: input)`
    /// does; `tables` must be the ones this automaton was made from.
    ///
    /// PERF: on ASCII input with every subset in the table, one table load a byte.
    func count(_ input: ReadingInput, _ tables: ReadingTables) -> Count {
        var result = Count()
        var subset = 0
        var index = 0
        let unitCount = input.unitCount
        // Input that types a closer of a number range is walked explicitly: before its last
        // closer no closing literal is inserted, which the table (made for input without
        // one) does not know.
        let lastCloser = tables.lastCloser(in: input)
        if lastCloser >= 0 {
            finish(input, tables, from: 0, subset: -1, lastCloser: lastCloser, into: &result)
            return result
        }
        if input.unitEnds == nil {
            // Every unit is one ASCII byte. SAFETY: a byte below 0x80 indexes `classes`; a
            // row offset plus a class is within `entries` (the table holds only offsets of
            // rows it made, or -1).
            let table = UnsafePointer(entries)
            let classes = UnsafePointer(classes)
            var lost = 0
            var dropped = 0
            var row = 0
            while index < unitCount {
                let byte = Int(input.bytes[index])
                guard byte < 0x80 else { break }
                let entry = table[row &+ Int(classes[byte])]
                guard entry >= 0 else { break }
                lost &+= entry & 1
                dropped &+= (entry >> 1) & 1
                row = entry >> 2
                index &+= 1
            }
            result.lost = lost
            result.dropped = dropped
            subset = row / max(classCount, 1)
            if index == unitCount { return result }
        }
        finish(input, tables, from: index, subset: subset, lastCloser: -1, into: &result)
        return result
    }

    /// One step of ``count(_:_:)``'s table walk, for a walk carried from key to key
    /// (``CarriedSetChoice``): from `row` (a row offset, 0 at the start) on `byte`, an ASCII
    /// byte of input that types no closer of a number range, the next row `<< 2`, or'ed with
    /// 1 when the byte is a letter or digit the pass does not keep (and with 2 when some state
    /// reads it); -1 where the table has no step (past the cap: only the explicit pass goes on).
    @inline(__always)
    func step(row: Int, byte: UInt8) -> Int {
        // SAFETY: a byte below 0x80 indexes `classes`; a row the table made plus a class is
        // within `entries`.
        entries[row &+ Int(classes[Int(byte & 0x7F)])]
    }

    /// The walk from unit `index` on, in subset `subset`: table steps where the table has
    /// them, explicit steps elsewhere. Out of line: the common walk never comes here.
    @inline(never)
    private func finish(
        _ input: ReadingInput, _ tables: ReadingTables, from start: Int, subset start2: Int, lastCloser: Int, into result: inout Count
    ) {
        var subset = start2
        var explicit: [Int32] = start2 < 0 ? [Int32(truncatingIfNeeded: tables.state(ofRow: tables.startRow))] : []
        var stepper = SubsetStepper(stateCount: tables.stateCount)
        for index in start..<input.unitCount {
            let unit = input.unit(index)
            let first = input.bytes[unit.lowerBound]
            if subset >= 0 {
                if unit.count == 1, first < 0x80 {
                    let keep = Int(byteClass[Int(first)])
                    let entry = transitions[subset * classCount + keep]
                    if entry >= 0 {
                        result.lost += Int(entry & 1)
                        result.dropped += Int((entry >> 1) & 1)
                        subset = Int(entry >> 2)
                        continue
                    }
                }
                explicit = subsets.states(of: subset)
                subset = -1
            }
            // The forward pass's own step.
            let bytes = UnsafeBufferPointer(rebasing: input.bytes[unit])
            let packed = tables.alternate(of: bytes)
            let cls = Int(tables.classMap[Int(first)])
            guard tables.readable[cls] || packed != 0 else {
                result.lost += LetterOrDigit.count(bytes)
                continue
            }
            let isLetterOrDigit = input.isLetterOrDigit(unit)
            let significant = isLetterOrDigit || index <= lastCloser && tables.isCloser(unit, input)
            let moved = stepper.step(tables, explicit, typed: input.typedForm(index),
                                     alternate: packed == 0 ? nil : UnitForm.alternate(packed, of: input),
                                     allowClosing: index > lastCloser)
            if moved.isEmpty {
                result.lost += LetterOrDigit.count(bytes)
                if isLetterOrDigit { result.dropped += 1 }
            } else {
                explicit = significant ? moved : Self.union(explicit, moved)
            }
            // The table knows only input without closers.
            if index >= lastCloser, let known = subsets.find(states: explicit) { subset = Int(known) }
        }
    }

    /// The union of two sorted lists of distinct states, sorted.
    static func union(_ left: [Int32], _ right: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(left.count + right.count)
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if j == right.count || i < left.count && left[i] < right[j] {
                result.append(left[i])
                i += 1
            } else if i == left.count || right[j] < left[i] {
                result.append(right[j])
                j += 1
            } else {
                result.append(left[i])
                i += 1
                j += 1
            }
        }
        return result
    }
}

/// The forward pass's step (``ForwardStep``, as ``ReadingSearch`` takes it) over sorted
/// lists of states, for the units a keep automaton's table does not cover.
struct SubsetStepper {
    private let stateCount: Int
    /// The stamps, then the lists of a step: the current set, its closure, the following set.
    private var scratch: [Int]
    private var round = 0

    init(stateCount: Int) {
        self.stateCount = max(stateCount, 1)
        scratch = [Int](repeating: -1, count: 4 * self.stateCount)
    }

    /// The states reached from `current` (distinct states) by the closure over inserted
    /// literals and then consuming `typed` or `alternate`, sorted; empty when none.
    mutating func step(
        _ tables: ReadingTables, _ current: [Int32], typed: UnitForm, alternate: UnitForm?, allowClosing: Bool = true
    ) -> [Int32] {
        let n = stateCount
        let start = round
        var end = start
        let moved = scratch.withUnsafeMutableBufferPointer { buffer -> [Int32] in
            // SAFETY: four regions of `stateCount` entries; `current` holds distinct states.
            let stamp = UnsafeMutableBufferPointer(rebasing: buffer[0..<n])
            let states = UnsafeMutableBufferPointer(rebasing: buffer[n..<2 * n])
            let closure = UnsafeMutableBufferPointer(rebasing: buffer[2 * n..<3 * n])
            let following = UnsafeMutableBufferPointer(rebasing: buffer[3 * n..<4 * n])
            for (position, state) in current.enumerated() { states[position] = Int(state) }
            let count = tables.withMoveGenerator { moves in
                var step = ForwardStep(moves, stamp: stamp, round: start)
                let closureCount = step.close(states, count: current.count, into: closure, allowClosing: allowClosing)
                let cls = Int(tables.classMap[Int(typed[0])])
                let alternateClass = alternate.map { Int(tables.classMap[Int($0[0])]) } ?? 0
                let count = step.consume(typed, cls, alternate: alternate, alternateClass, from: closure, count: closureCount,
                                         into: following)
                end = step.round
                return count
            }
            return following[..<count].map { Int32(truncatingIfNeeded: $0) }.sorted()
        }
        round = end
        return moved
    }
}

/// Where a ``ReadingTables``'s keep automaton is kept once made, published once
/// (``PublishedOnce``): threads racing on the first use may each make one, and the first
/// stored is the one every walk uses. Making it is a pure function of the tables, so every
/// copy is the same.
final class KeepAutomatonSlot: Sendable {
    private let slot = PublishedOnce()
    /// Whether its automaton is the one before the last typed closer (``KeepAutomaton/isBeforeLastCloser``).
    private let beforeLastCloser: Bool

    init(beforeLastCloser: Bool = false) {
        self.beforeLastCloser = beforeLastCloser
    }

    /// Whether it is made.
    var isMade: Bool { slot.isPublished }

    /// The automaton, made from `tables` (the tables this slot belongs to) if need be.
    @inline(__always)
    func automaton(_ tables: ReadingTables) -> KeepAutomaton {
        slot.withValue(make: { [beforeLastCloser] in KeepAutomaton(tables, beforeLastCloser: beforeLastCloser) }) { $0 }
    }

    /// Stores `made` unless one is stored already, and returns the stored one. Tests use it
    /// to install an automaton made with a small cap.
    func publish(_ made: KeepAutomaton) -> KeepAutomaton {
        slot.publish(made)
    }
}

/// The subsets of a ``KeepAutomaton``: bit sets of `width` words each, in order of making,
/// and an open-addressing index from a subset to its id.
struct SubsetTable: Sendable {
    let width: Int
    /// `count × width` words.
    private(set) var words: [UInt64] = []
    private(set) var count = 0
    /// Ids plus one (0 for an empty slot); a power of two, at most half full.
    private var slots = [Int32](repeating: 0, count: 128)

    init(width: Int) {
        self.width = width
        words.reserveCapacity(64 * width)
    }

    /// The hash of the `width` words of `words` from `offset`.
    private func hash(_ words: [UInt64], at offset: Int) -> Int {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for word in 0..<width { hash = (hash ^ words[offset + word]) &* 0xBF58_476D_1CE4_E5B9 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 31))
    }

    /// The id of `set` (`width` words), if it was made.
    func find(_ set: [UInt64]) -> Int32? {
        let mask = slots.count - 1
        var slot = hash(set, at: 0) & mask
        while slots[slot] != 0 {
            let id = Int(slots[slot]) - 1
            if (0..<width).allSatisfy({ words[id * width + $0] == set[$0] }) { return Int32(truncatingIfNeeded: id) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The id of the set of `states`, if it was made.
    func find(states: [Int32]) -> Int32? {
        var set = [UInt64](repeating: 0, count: width)
        for state in states {
            let state = Int(state)
            guard state / 64 < width else { return nil }
            set[state / 64] |= 1 << UInt64(state % 64)
        }
        return find(set)
    }

    /// Adds `set`, which is not in the table, and returns its id.
    mutating func intern(_ set: [UInt64]) -> Int32 {
        let id = count
        words += set
        count += 1
        if 2 * count > slots.count {
            slots = [Int32](repeating: 0, count: 2 * slots.count)
            for made in 0..<count { place(made) }
        } else {
            place(id)
        }
        return Int32(truncatingIfNeeded: id)
    }

    private mutating func place(_ id: Int) {
        let mask = slots.count - 1
        var slot = hash(words, at: id * width) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: id + 1)
    }

    /// The states of subset `id`, sorted.
    func states(of id: Int) -> [Int32] {
        var states: [Int32] = []
        for word in 0..<width {
            var bits = words[id * width + word]
            while bits != 0 {
                states.append(Int32(truncatingIfNeeded: word * 64 + bits.trailingZeroBitCount))
                bits &= bits &- 1
            }
        }
        return states
    }
}
