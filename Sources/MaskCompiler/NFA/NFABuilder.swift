import MaskLexer

/// Thompson construction: turns a ``MaskAST`` into an ``NFA``.
struct NFABuilder: SplitBuilding {
    var states: [NFA.State] = []
    private let limit: Int
    /// Whether every literal is made optional (the optimistic language).
    private let optionalLiterals: Bool
    var ranges: SharedRanges
    /// Each literal item's entry state and continuation, in pairs, in the order built (see
    /// ``CompactNFA/withOptionalLiterals(_:start:)``).
    private var literalItems: [Int] = []
    private var recordsLiterals = false
    /// When set, an open count `{n,}` is built as `{n, n + span}` (the finite reading
    /// automaton's NFA); else as a loop.
    private var openCountSpan: Int?
    /// The trie of each distinct set of byte sequences built so far.
    private var tries: [ByteSequences: ByteTrie] = [:]
    /// The trie of each number range built so far. PERF: IPv4's four equal ranges spelled
    /// out and hashed as byte sequences four times were a sixth of compiling it.
    private var numberTries: [NumberRange: ByteTrie] = [:]
    /// The trie of each set `[...]` built so far. PERF: the MAC mask's twelve copies of
    /// `[0-9A-F]` were spelled out as UTF-8 and hashed as byte sequences twelve times. A
    /// large set's trie is the process's, laid out once (``SharedSetTries``).
    private var setTries: [ScalarSet: ByteTrie] = [:]

    init(limit: Int, optionalLiterals: Bool, expectedStates: Int, ranges: SharedRanges) {
        self.limit = limit
        self.optionalLiterals = optionalLiterals
        self.ranges = ranges
        states.reserveCapacity(min(expectedStates, limit))
    }

    /// Builds the NFA, or returns nil when it would need more than `limit` states. With
    /// `optionalLiterals`, it is the NFA of the optimistic mask (``MaskAST/optimistic``),
    /// state for state, built without making that tree. `ranges` carries the range arrays
    /// from one build of a mask to the next.
    static func build(_ ast: MaskAST, limit: Int, optionalLiterals: Bool = false, ranges: inout SharedRanges) -> NFA? {
        // PERF: about two states an item (a byte and an operator) covers most masks at once.
        var builder = NFABuilder(limit: limit, optionalLiterals: optionalLiterals, expectedStates: 2 * ast.items.count + 2,
                                 ranges: ranges)
        ranges = SharedRanges()
        defer { ranges = builder.ranges }
        guard let start = builder.compileItems(ast) else { return nil }
        return NFA(states: builder.states, start: start)
    }

    /// Adds the accepting state and every item, last first; returns the start state.
    private mutating func compileItems(_ ast: MaskAST) -> Int? {
        guard var next = add(.accept) else { return nil }
        for item in ast.items.reversed() {
            guard let start = compile(item, continuation: next) else { return nil }
            next = start
        }
        return next
    }

    /// The NFA of `ast` with its literal items, each as its entry state and continuation
    /// (flat pairs), from which ``CompactNFA/withOptionalLiterals(_:start:)`` derives the
    /// optimistic NFA.
    static func buildRecordingLiterals(_ ast: MaskAST, limit: Int, ranges: inout SharedRanges) -> (nfa: NFA, literalItems: [Int])? {
        var builder = NFABuilder(limit: limit, optionalLiterals: false, expectedStates: 2 * ast.items.count + 2,
                                 ranges: ranges)
        builder.recordsLiterals = true
        builder.literalItems.reserveCapacity(2 * ast.items.count)
        ranges = SharedRanges()
        defer { ranges = builder.ranges }
        guard let start = builder.compileItems(ast) else { return nil }
        return (NFA(states: builder.states, start: start), builder.literalItems)
    }

    static func build(_ ast: MaskAST, limit: Int, optionalLiterals: Bool = false) -> NFA? {
        var ranges = SharedRanges()
        return build(ast, limit: limit, optionalLiterals: optionalLiterals, ranges: &ranges)
    }

    /// The NFA with every open count `{n,}` bounded to `{n, n + span}`: the same byte sets
    /// (so the same classes serve it), a finite language, for the reading automaton.
    static func buildBoundingOpenCounts(_ ast: MaskAST, limit: Int, span: Int, ranges: inout SharedRanges) -> NFA? {
        var builder = NFABuilder(limit: limit, optionalLiterals: false, expectedStates: 2 * ast.items.count + 2, ranges: ranges)
        builder.openCountSpan = span
        ranges = SharedRanges()
        defer { ranges = builder.ranges }
        guard let start = builder.compileItems(ast) else { return nil }
        return NFA(states: builder.states, start: start)
    }

    /// The range arrays of the NFA's states, one array for each class and each literal byte.
    /// PERF: a state's array is shared with every other state on the same bytes, so most
    /// states cost no allocation (each was a third of an NFA's cost).
    struct SharedRanges {
        private static let digit: [ClosedRange<UInt8>] = [0x30...0x39]
        private static let letter: [ClosedRange<UInt8>] = [0x41...0x5A, 0x61...0x7A]
        /// PERF: the shared arrays, read once: each read of a `static let` goes through
        /// `swift_once`, about 70 instructions a state.
        private let digitRanges = Self.digit
        private let letterRanges = Self.letter
        /// Whether a state has read the digit class, the letter class.
        private var usesDigit = false
        private var usesLetter = false
        /// Every other range array handed out (sets, number digits, `U`, `L`, `A`), each once.
        private var others: [[ClosedRange<UInt8>]] = []

        /// The shared array equal to `ranges`. A mask has few distinct ones, so they are
        /// searched in order.
        mutating func shared(_ ranges: [ClosedRange<UInt8>]) -> [ClosedRange<UInt8>] {
            if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound { return byte(ranges[0].lowerBound) }
            if ranges == digitRanges { return digit }
            if ranges == letterRanges { return letter }
            if let index = others.firstIndex(of: ranges) { return others[index] }
            others.append(ranges)
            return ranges
        }

        /// The shared arrays equal to each of `sets`, in order: what `sets.map { shared($0) }`
        /// hands out, and the same arrays added in the same order. PERF: a laid-out trie
        /// (``TrieFragment``) hands over all its sets at once, and a Unicode class's are many
        /// (`\d`'s: 105 sets of continuation bytes and 78 single bytes); searched in order
        /// one by one, they were about 0.1M of the typical expression's 2.1M instructions.
        /// Here they are looked up in tables made for the call, so a mask's builds, which
        /// share a few arrays one at a time, keep the search in order and carry no tables.
        mutating func shared(all sets: [[ClosedRange<UInt8>]]) -> [[ClosedRange<UInt8>]] {
            guard sets.count + others.count + bytes.count > 16 else { return sets.map { shared($0) } }
            var byteSlot = [Int16](repeating: -1, count: 256)
            for (index, known) in bytes.enumerated() { byteSlot[Int(known)] = Int16(index) }
            // Open addressing, at most half full: each slot holds an index into `others` plus
            // one, or 0 when empty.
            var slotCount = 64
            while slotCount < 2 * (others.count + sets.count) { slotCount *= 2 }
            var slots = [Int32](repeating: 0, count: slotCount)
            func slot(of ranges: [ClosedRange<UInt8>]) -> Int {
                var hash = UInt64(ranges.count)
                for range in ranges { hash = hash &* 0x1_0001 &+ UInt64(range.lowerBound) &<< 8 &+ UInt64(range.upperBound) }
                var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) &>> 32) & (slotCount - 1)
                while slots[slot] > 0, others[Int(slots[slot]) - 1] != ranges { slot = (slot + 1) & (slotCount - 1) }
                return slot
            }
            for index in others.indices { slots[slot(of: others[index])] = Int32(index + 1) }
            var result: [[ClosedRange<UInt8>]] = []
            result.reserveCapacity(sets.count)
            for ranges in sets {
                if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound {
                    let value = ranges[0].lowerBound
                    if byteSlot[Int(value)] < 0 {
                        _ = byte(value)
                        byteSlot[Int(value)] = Int16(bytes.count - 1)
                    }
                    result.append(ofBytes[Int(byteSlot[Int(value)])])
                } else if ranges == digitRanges {
                    result.append(digit)
                } else if ranges == letterRanges {
                    result.append(letter)
                } else {
                    let found = slot(of: ranges)
                    if slots[found] == 0 {
                        others.append(ranges)
                        slots[found] = Int32(others.count)
                    }
                    result.append(others[Int(slots[found]) - 1])
                }
            }
            return result
        }

        var digit: [ClosedRange<UInt8>] {
            mutating get {
                usesDigit = true
                return digitRanges
            }
        }

        var letter: [ClosedRange<UInt8>] {
            mutating get {
                usesLetter = true
                return letterRanges
            }
        }

        /// Every distinct range array handed out, which are the distinct byte sets of the
        /// NFA's states (the same sets ``NFA/byteClasses`` finds among its states).
        var rangeSets: [[ClosedRange<UInt8>]] {
            (usesDigit ? [digitRanges] : []) + (usesLetter ? [letterRanges] : []) + ofBytes + others
        }
        /// Made for the bytes a mask uses, as it uses them: `ofBytes[i]` is `[bytes[i]...bytes[i]]`.
        /// A mask has few distinct literal bytes, so they are searched in order.
        private var bytes: [UInt8] = []
        private var ofBytes: [[ClosedRange<UInt8>]] = []

        mutating func byte(_ byte: UInt8) -> [ClosedRange<UInt8>] {
            if let index = bytes.firstIndex(of: byte) { return ofBytes[index] }
            if bytes.isEmpty {
                // PERF: room for a phone mask's literals at once, not four reallocations.
                bytes.reserveCapacity(16)
                ofBytes.reserveCapacity(16)
            }
            bytes.append(byte)
            ofBytes.append([byte...byte])
            return ofBytes[ofBytes.count - 1]
        }
    }

    /// Adds the states of `node`, which continue to `continuation`; returns its entry state.
    /// Recursion depth is the item's nesting, which the compiler bounds before building.
    mutating func compile(_ node: MaskNode, continuation: Int) -> Int? {
        switch node.kind {
        case .digit:
            return add(.bytes(ranges: ranges.digit, next: continuation, meaningful: true, origin: node.range))
        case .letter:
            return add(.bytes(ranges: ranges.letter, next: continuation, meaningful: true, origin: node.range))
        case .literal(let character):
            var next = continuation
            for byte in character.utf8.reversed() {
                guard let state = add(.bytes(ranges: ranges.byte(byte), next: next, meaningful: false, origin: node.range)) else {
                    return nil
                }
                next = state
            }
            // In the optimistic language the literal is `literal?`.
            if optionalLiterals { return add(.split(preferred: next, other: continuation)) }
            if recordsLiterals {
                literalItems.append(next)
                literalItems.append(continuation)
            }
            return next
        case .upper:
            return add(.bytes(ranges: ranges.shared([0x41...0x5A]), next: continuation, meaningful: true, origin: node.range))
        case .lower:
            return add(.bytes(ranges: ranges.shared([0x61...0x7A]), next: continuation, meaningful: true, origin: node.range))
        case .alphanumeric:
            return add(.bytes(ranges: ranges.shared([0x30...0x39, 0x41...0x5A, 0x61...0x7A]), next: continuation,
                              meaningful: true, origin: node.range))
        case .set(let set):
            if set.members.count >= SharedSetTries.minimumRanges {
                let fragment = SharedSetTries.fragment(of: set) { TrieFragment(ByteTrie(ByteSequenceBuilder.utf8(set.matchedRanges))) }
                return compile(fragment, origin: node.range, continuation: continuation)
            }
            let trie: ByteTrie
            if let known = setTries[set] {
                trie = known
            } else {
                trie = self.trie(of: ByteSequenceBuilder.utf8(set.matchedRanges))
                setTries[set] = trie
            }
            return compile(trie, origin: node.range, continuation: continuation)
        case .number(let range):
            let trie: ByteTrie
            if let known = numberTries[range] {
                trie = known
            } else {
                trie = self.trie(of: ByteSequenceBuilder.decimal(range))
                numberTries[range] = trie
            }
            return compile(trie, origin: node.range, continuation: continuation)
        case .repeated(let item, let count):
            return compile(item, count, continuation: continuation)
        case .optional(let item):
            guard let body = compile(item, continuation: continuation) else { return nil }
            return add(.split(preferred: body, other: continuation))
        case .alternative(let left, let right):
            guard let first = compile(left, continuation: continuation),
                  let second = compile(right, continuation: continuation) else { return nil }
            return add(.split(preferred: first, other: second))
        }
    }

    /// The trie of `sequences`, made once a build for each distinct set of them.
    private mutating func trie(of sequences: ByteSequences) -> ByteTrie {
        if let known = tries[sequences] { return known }
        let trie = ByteTrie(sequences)
        tries[sequences] = trie
        return trie
    }

    /// Meaningful byte sequences as a deterministic fragment: from each point, one byte
    /// state per distinct future, its bytes disjoint from the others' (a trie over the
    /// sequences, with equal futures shared). PERF: as plain alternatives, every sequence
    /// sharing a first byte stayed alive in the subset construction's sets; for the IPv4
    /// mask, whose optimistic automaton may drop the dots, that multiplied across octets.
    /// The trie of each distinct set of sequences is made once a build (IPv4 has four
    /// equal ranges) and laid out as states for each item.
    private mutating func compile(_ trie: ByteTrie, origin: Range<Int>, continuation: Int) -> Int? {
        var entries = [Int](repeating: -1, count: trie.nodes.count)
        // PERF: one array of branches for every node, not one grown per node (`\d`'s trie
        // has hundreds of nodes).
        var branches: [Int] = []
        // Children come before their parents in `nodes`, so one pass in order lays them out.
        for (index, node) in trie.nodes.enumerated() {
            branches.removeAll(keepingCapacity: true)
            for edge in node.edges {
                let target = edge.child < 0 ? continuation : entries[edge.child]
                guard let state = add(.bytes(ranges: ranges.shared(edge.bytes), next: target, meaningful: true, origin: origin)) else {
                    return nil
                }
                branches.append(state)
            }
            guard var entry = branches.last else { return nil }
            // The others, last first. PERF: by index; `dropLast().reversed()` was not always
            // inlined here (by index, the hex id's compile is 0.6% cheaper).
            for position in stride(from: branches.count - 2, through: 0, by: -1) {
                guard let split = add(.split(preferred: branches[position], other: entry)) else { return nil }
                entry = split
            }
            // Reading more is preferred to ending here.
            if node.ends {
                guard let split = add(.split(preferred: entry, other: continuation)) else { return nil }
                entry = split
            }
            entries[index] = entry
        }
        return entries.last
    }

    /// `trie` laid out as for a set or a number range: for the tests that hold
    /// ``TrieFragment`` to it. The layout itself stays private, for the optimizer to inline
    /// where sets and number ranges are built.
    mutating func layOut(_ trie: ByteTrie, origin: Range<Int>, continuation: Int) -> Int? {
        compile(trie, origin: origin, continuation: continuation)
    }

    /// The states of a trie laid out already (``TrieFragment``), copied in: the states
    /// ``compile(_:origin:continuation:)`` lays out for the same trie, in the same order, and
    /// the same byte sets handed to `ranges` in the same order.
    mutating func compile(_ fragment: TrieFragment, origin: Range<Int>, continuation: Int) -> Int? {
        guard let entry = fragment.entry, fragment.states.count <= limit - states.count else { return nil }
        let sets = ranges.shared(all: fragment.byteSets)
        let base = states.count
        for state in fragment.states {
            let first = state.first == TrieFragment.continuation ? continuation : base + Int(state.first)
            if state.byteSet >= 0 {
                states.append(.bytes(ranges: sets[Int(state.byteSet)], next: first, meaningful: true, origin: origin))
            } else {
                let second = state.second == TrieFragment.continuation ? continuation : base + Int(state.second)
                states.append(.split(preferred: first, other: second))
            }
        }
        return entry == TrieFragment.continuation ? continuation : base + Int(entry)
    }

    /// `item` repeated `count` times (``SplitBuilding/repetition(_:span:continuation:body:)``),
    /// open counts bounded by `openCountSpan` when it is set.
    private mutating func compile(_ item: MaskNode, _ count: RepeatCount, continuation: Int) -> Int? {
        repetition(count, span: openCountSpan, continuation: continuation) { builder, next in
            builder.compile(item, continuation: next)
        }
    }

    mutating func add(_ state: NFA.State) -> Int? {
        guard states.count < limit else { return nil }
        states.append(state)
        return states.count - 1
    }

    mutating func split(preferred: Int, other: Int) -> Int? {
        add(.split(preferred: preferred, other: other))
    }

    mutating func redirect(split state: Int, preferred: Int, other: Int) {
        states[state] = .split(preferred: preferred, other: other)
    }
}

extension MaskAST {
    /// Whether some item has an open count `{n,}`, so the mask's language is infinite.
    var hasOpenCount: Bool { items.contains(where: \.hasOpenCount) }
}

extension MaskNode {
    /// Recursion depth is the item's nesting, which the parser bounds.
    var hasOpenCount: Bool {
        switch kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal: false
        case .optional(let item): item.hasOpenCount
        case .alternative(let left, let right): left.hasOpenCount || right.hasOpenCount
        case .repeated(let item, let count): count.maximum == nil || item.hasOpenCount
        }
    }
}
