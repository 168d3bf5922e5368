/// An automaton over UTF-8 bytes with byte classes and ε-moves, matched by simulation: the
/// walk keeps the set of states a text leads to, and a byte moves every state of the set.
///
/// It is the optimistic matcher of a mask whose optimistic DFA would exceed the compiler's
/// `maximumDFAStates` (or `maximumDeterminizationWork`): the same language, so the same
/// verdicts, at a cost of up to its state count a byte instead of one table lookup, and
/// still linear in the sample. ``MaskProgram/optimisticMatcher`` says which one a program has.
///
/// Every `NFASimulation` has passed its initializer's checks (classes and targets in range),
/// and states from which no accepting state can be reached are left out of every walk, so a
/// non-empty set is a truthful `partial`.
public struct NFASimulation: Hashable, Sendable {
    /// Byte to class, 256 entries.
    public let classMap: [UInt8]
    /// Number of byte classes, 1...256.
    public let classCount: Int
    /// The state a walk starts in (with its ε-closure).
    public let startState: Int
    /// The moves of state `s` on bytes: `edgeClasses[i]` to `edgeTargets[i]` for `i` in
    /// `edgeStart[s] ..< edgeStart[s + 1]`.
    let edgeStart: [Int32]
    let edgeClasses: [Int32]
    let edgeTargets: [Int32]
    /// The ε-moves of state `s`: `epsilonTargets[epsilonStart[s] ..< epsilonStart[s + 1]]`.
    let epsilonStart: [Int32]
    let epsilonTargets: [Int32]
    /// Whether each state accepts.
    let accepting: [Bool]
    /// Whether an accepting state can be reached from each state; the walks keep only these.
    let useful: [Bool]

    /// Number of states.
    public var stateCount: Int { accepting.count }

    /// Whether `state` accepts.
    public func isAccepting(_ state: Int) -> Bool { accepting.indices.contains(state) && accepting[state] }

    /// The moves of `state` on a byte: each class and the state it leads to.
    public func moves(of state: Int) -> [(cls: Int, target: Int)] {
        guard accepting.indices.contains(state) else { return [] }
        return (Int(edgeStart[state])..<Int(edgeStart[state + 1])).map { (Int(edgeClasses[$0]), Int(edgeTargets[$0])) }
    }

    /// The ε-moves of `state`: the states it leads to without a byte.
    public func epsilonMoves(of state: Int) -> [Int] {
        guard accepting.indices.contains(state) else { return [] }
        return epsilonTargets[Int(epsilonStart[state])..<Int(epsilonStart[state + 1])].map(Int.init)
    }

    /// Builds and verifies an automaton: `edgeStart` and `epsilonStart` have one entry more
    /// than there are states, start at 0, never decrease and end at their arrays' counts;
    /// every class is below `classCount`, every target and the start state below the state count.
    package init(
        classMap: [UInt8], classCount: Int, startState: Int, edgeStart: [Int32], edgeClasses: [Int32],
        edgeTargets: [Int32], epsilonStart: [Int32], epsilonTargets: [Int32], accepting: [Bool]
    ) throws(ProgramError) {
        try DenseDFA.checkClasses(classMap, classCount: classCount)
        let stateCount = accepting.count
        guard stateCount >= 1 else { throw .noStates }
        guard stateCount < Int(Int32.max) else { throw .automatonTooLarge(states: stateCount, classes: classCount) }
        guard (0..<stateCount).contains(startState) else { throw .invalidStartState(startState) }
        guard edgeClasses.count == edgeTargets.count,
              Self.isRunIndex(edgeStart, states: stateCount, total: edgeClasses.count),
              Self.isRunIndex(epsilonStart, states: stateCount, total: epsilonTargets.count)
        else { throw .malformedSection(tag: BytecodeFormat.Tag.optimisticNFA, reason: "edge lists do not fit the states") }
        for state in 0..<stateCount {
            for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
                let cls = Int(edgeClasses[edge])
                let target = Int(edgeTargets[edge])
                guard (0..<classCount).contains(cls), (0..<stateCount).contains(target) else {
                    throw .invalidTarget(state: state, cls: cls, target: target)
                }
            }
        }
        for target in epsilonTargets where !(0..<stateCount).contains(Int(target)) {
            throw .malformedSection(tag: BytecodeFormat.Tag.optimisticNFA, reason: "an ε-move leads to state \(target), past the last")
        }
        self.classMap = classMap
        self.classCount = classCount
        self.startState = startState
        self.edgeStart = edgeStart
        self.edgeClasses = edgeClasses
        self.edgeTargets = edgeTargets
        self.epsilonStart = epsilonStart
        self.epsilonTargets = epsilonTargets
        self.accepting = accepting
        useful = Self.usefulStates(
            stateCount: stateCount, edgeStart: edgeStart, edgeTargets: edgeTargets,
            epsilonStart: epsilonStart, epsilonTargets: epsilonTargets, accepting: accepting)
    }

    /// A DFA as an automaton of this kind (every state its row's moves, no ε-move), for a set
    /// whose masks are walked side by side.
    init(_ dfa: DenseDFA) {
        var edgeStart: [Int32] = [0]
        var edgeClasses: [Int32] = []
        var edgeTargets: [Int32] = []
        dfa.withTransitions { transitions in
            for state in 0..<dfa.stateCount {
                for cls in 0..<dfa.classCount {
                    let target = transitions[state * dfa.classCount + cls]
                    if target != 0 {
                        edgeClasses.append(Int32(cls))
                        edgeTargets.append(Int32(target))
                    }
                }
                edgeStart.append(Int32(edgeClasses.count))
            }
        }
        classMap = dfa.classMap
        classCount = dfa.classCount
        startState = dfa.startState
        self.edgeStart = edgeStart
        self.edgeClasses = edgeClasses
        self.edgeTargets = edgeTargets
        epsilonStart = [Int32](repeating: 0, count: dfa.stateCount + 1)
        epsilonTargets = []
        accepting = (0..<dfa.stateCount).map(dfa.isAccepting)
        // A verified DFA: every state but the dead one can accept.
        useful = (0..<dfa.stateCount).map { $0 != 0 }
    }

    private static func isRunIndex(_ starts: [Int32], states: Int, total: Int) -> Bool {
        guard starts.count == states + 1, starts.first == 0, Int(starts[states]) == total else { return false }
        for index in 0..<states where starts[index] > starts[index + 1] { return false }
        return true
    }

    /// The states from which an accepting state can be reached: a walk backwards from them.
    private static func usefulStates(
        stateCount: Int, edgeStart: [Int32], edgeTargets: [Int32], epsilonStart: [Int32], epsilonTargets: [Int32],
        accepting: [Bool]
    ) -> [Bool] {
        // Reverse adjacency, counted then filled (every move, by byte or ε, alike).
        var reverseStart = [Int](repeating: 0, count: stateCount + 1)
        for target in edgeTargets { reverseStart[Int(target) + 1] += 1 }
        for target in epsilonTargets { reverseStart[Int(target) + 1] += 1 }
        for state in 0..<stateCount { reverseStart[state + 1] += reverseStart[state] }
        var fill = reverseStart
        var sources = [Int32](repeating: 0, count: edgeTargets.count + epsilonTargets.count)
        for state in 0..<stateCount {
            for edge in Int(edgeStart[state])..<Int(edgeStart[state + 1]) {
                let target = Int(edgeTargets[edge])
                sources[fill[target]] = Int32(state)
                fill[target] += 1
            }
            for edge in Int(epsilonStart[state])..<Int(epsilonStart[state + 1]) {
                let target = Int(epsilonTargets[edge])
                sources[fill[target]] = Int32(state)
                fill[target] += 1
            }
        }
        var useful = accepting
        var stack = (0..<stateCount).filter { accepting[$0] }
        while let state = stack.popLast() {
            for index in reverseStart[state]..<reverseStart[state + 1] {
                let source = Int(sources[index])
                if !useful[source] {
                    useful[source] = true
                    stack.append(source)
                }
            }
        }
        return useful
    }

    /// Runs the automaton over `bytes`: the verdict a DFA of the same language gives.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        var walk = Walk(self)
        for index in 0..<bytes.count {
            walk.step(bytes[index])
            if walk.isDead { return .illegal(byteOffset: index) }
        }
        // A language with no text at all: the walk is dead before the first byte, as a DFA
        // whose start is its dead state (which `run` reports at its end, as partial).
        return walk.isAccepting ? .complete : .partial
    }

    /// The set of states a text leads to, stepped one byte at a time. Linear: a byte costs
    /// at most the automaton's states and moves.
    struct Walk: Sendable {
        let automaton: NFASimulation
        /// The current states, each once, useful ones only.
        private(set) var states: [Int32] = []
        private var next: [Int32] = []
        private var stack: [Int32] = []
        /// A state is in `next` when its stamp is `generation`.
        private var stamps: [UInt32]
        private var generation: UInt32 = 0

        init(_ automaton: NFASimulation) {
            self.automaton = automaton
            stamps = [UInt32](repeating: 0, count: automaton.stateCount)
            reset()
        }

        var isDead: Bool { states.isEmpty }
        var isAccepting: Bool { states.contains { automaton.accepting[Int($0)] } }

        /// Back to the start state's closure.
        mutating func reset() {
            beginStep()
            addClosure(of: Int32(automaton.startState))
            swap(&states, &next)
        }

        /// Moves every state on `byte`.
        mutating func step(_ byte: UInt8) {
            guard !states.isEmpty else { return }
            let cls = Int32(automaton.classMap[Int(byte)])
            beginStep()
            for state in states {
                let from = Int(state)
                for edge in Int(automaton.edgeStart[from])..<Int(automaton.edgeStart[from + 1])
                where automaton.edgeClasses[edge] == cls {
                    addClosure(of: automaton.edgeTargets[edge])
                }
            }
            swap(&states, &next)
        }

        private mutating func beginStep() {
            next.removeAll(keepingCapacity: true)
            generation &+= 1
            if generation == 0 {
                // After 2^32 steps the stamps wrap; start over so no old stamp looks current.
                for index in stamps.indices { stamps[index] = 0 }
                generation = 1
            }
        }

        /// Adds `root` and every state its ε-moves reach to `next`, each once; states that
        /// cannot reach acceptance are passed through but not kept.
        private mutating func addClosure(of root: Int32) {
            stack.append(root)
            while let state = stack.popLast() {
                let index = Int(state)
                guard stamps[index] != generation else { continue }
                stamps[index] = generation
                guard automaton.useful[index] else { continue }
                next.append(state)
                for edge in Int(automaton.epsilonStart[index])..<Int(automaton.epsilonStart[index + 1]) {
                    stack.append(automaton.epsilonTargets[edge])
                }
            }
        }
    }
}
