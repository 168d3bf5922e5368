/// How a program judges samples in one ``MatchMode``: a DFA walk, or, for an optimistic
/// language whose DFA would exceed the compiler's limits, a simulation of its NFA (the same
/// verdicts, linear in the sample, slower by up to the NFA's size a byte).
///
/// ```swift
/// let phone = try MaskCompiler.compile("+7(DDD)DDD")
/// phone.optimisticMatcher.isSimulation          // false: a DFA, made on first use
/// phone.optimisticMatcher.dfa?.stateCount       // its size
/// ```
/// See `docs/limits.md`: the optimistic automaton is made on its first use, and where it
/// would exceed `maximumDFAStates` the program simulates its NFA instead of failing.
public enum MatchAutomaton: Hashable, Sendable {
    /// A deterministic automaton: one table lookup a byte.
    case dfa(DenseDFA)
    /// The NFA, simulated: the set of states a text leads to.
    case simulation(NFASimulation)
    /// A set of masks whose union automaton would exceed the limits: each mask's automaton,
    /// in list order, walked side by side. A text is complete when it is complete in some
    /// mask, partial when it is in none but some can still complete it.
    case masks([MatchAutomaton])

    /// The DFA, or nil when the automaton is simulated.
    public var dfa: DenseDFA? {
        if case .dfa(let dfa) = self { return dfa }
        return nil
    }

    /// Whether samples are judged by simulation rather than by one DFA walk.
    public var isSimulation: Bool { dfa == nil }

    /// The states of the DFA, or of every simulated automaton together.
    public var stateCount: Int {
        switch self {
        case .dfa(let dfa): dfa.stateCount
        case .simulation(let nfa): nfa.stateCount
        case .masks(let members): members.reduce(0) { $0 + $1.stateCount }
        }
    }

    /// A one-line description for tools: "DFA, 27 states, 7 classes" or
    /// "NFA simulation (its DFA is over the limits), 120 states".
    public var summary: String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        return switch self {
        case .dfa(let dfa): "DFA, \(count(dfa.stateCount, "state", "states")), \(count(dfa.classCount, "class", "classes"))"
        case .simulation(let nfa): "NFA simulation (its DFA is over the limits), \(count(nfa.stateCount, "state", "states"))"
        case .masks(let members):
            "each mask's own, walked side by side (the union DFA is over the limits), \(count(members.count, "mask", "masks"))"
        }
    }

    /// Runs the automaton over `bytes`.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        switch self {
        case .dfa(let dfa): return dfa.run(bytes)
        case .simulation(let nfa): return nfa.run(bytes)
        case .masks:
            var walk = Walk(self)
            for index in 0..<bytes.count {
                walk.step(bytes[index])
                if walk.isDead { return .illegal(byteOffset: index) }
            }
            return walk.isAccepting ? .complete : .partial
        }
    }

    /// What the automaton accepts after `prefix` (which it must not refuse before its end;
    /// otherwise nothing is expected): see ``ExpectedCharacters``. For a simulated automaton,
    /// ASCII characters are listed one by one and any other character as `otherCharacters`.
    public func expectedCharacters<Prefix: Sequence<UInt8>>(after prefix: Prefix) -> ExpectedCharacters {
        if case .dfa(let dfa) = self { return dfa.expectedCharacters(at: dfa.state(after: prefix)) }
        var walk = Walk(self)
        for byte in prefix { walk.step(byte) }
        guard !walk.isDead else { return ExpectedCharacters(items: [], allowsEnd: false) }
        var items: [ExpectedCharacters.Item] = []
        var scalars: [Unicode.Scalar] = []
        var other = false
        for byte in 0...255 {
            var probe = walk
            probe.step(UInt8(byte))
            guard !probe.isDead else { continue }
            if byte < 0x80 { scalars.append(Unicode.Scalar(UInt8(byte))) } else { other = true }
        }
        let digits = (0x30...0x39).map { Unicode.Scalar(UInt8($0)) }
        if digits.allSatisfy(scalars.contains) {
            items.append(.digit)
            scalars.removeAll { digits.contains($0) }
        }
        items += scalars.map { .character(Character($0)) }
        if other { items.append(.otherCharacters) }
        return ExpectedCharacters(items: items, allowsEnd: walk.isAccepting)
    }

    /// The automaton stepped one byte at a time: a DFA state, a simulation's set of states, or
    /// one walk per mask.
    struct Walk: Sendable {
        private var dfa: DenseDFA?
        private var state = 0
        private var simulation: NFASimulation.Walk?
        private var members: [Walk] = []

        init(_ automaton: MatchAutomaton) {
            switch automaton {
            case .dfa(let dfa):
                self.dfa = dfa
                state = dfa.startState
            case .simulation(let nfa): simulation = NFASimulation.Walk(nfa)
            case .masks(let automata): members = automata.map(Walk.init)
            }
        }

        mutating func step(_ byte: UInt8) {
            if let dfa {
                state = dfa.next(state, byte)
            } else if simulation != nil {
                simulation?.step(byte)
            } else {
                for index in members.indices { members[index].step(byte) }
            }
        }

        var isDead: Bool {
            if dfa != nil { return state == 0 }
            if let simulation { return simulation.isDead }
            return members.allSatisfy(\.isDead)
        }

        var isAccepting: Bool {
            if let dfa { return dfa.isAccepting(state) }
            if let simulation { return simulation.isAccepting }
            return members.contains(where: \.isAccepting)
        }

        /// Per mask (bit `i` for mask `i`; one mask is bit 0): which accept, which are alive.
        var labels: (accepting: UInt64, live: UInt64) {
            guard !members.isEmpty else { return (isAccepting ? 1 : 0, isDead ? 0 : 1) }
            var accepting: UInt64 = 0
            var live: UInt64 = 0
            for (index, member) in members.enumerated() where index < 64 {
                if member.isAccepting { accepting |= 1 << UInt64(index) }
                if !member.isDead { live |= 1 << UInt64(index) }
            }
            return (accepting, live)
        }
    }
}
