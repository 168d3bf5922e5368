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
    /// large set's trie is the process's (``SharedSetTries``).
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
            let trie: ByteTrie
            if set.members.count >= SharedSetTries.minimumRanges {
                trie = SharedSetTries.trie(of: set) { ByteTrie(ByteSequenceBuilder.utf8(set.matchedRanges)) }
            } else if let known = setTries[set] {
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
            for other in branches.dropLast().reversed() {
                guard let split = add(.split(preferred: other, other: entry)) else { return nil }
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
