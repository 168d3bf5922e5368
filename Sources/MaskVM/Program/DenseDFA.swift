/// A deterministic automaton over UTF-8 bytes in the dense form the VM runs: a byte-class
/// map, a row per state, a column per class.
///
/// Every `DenseDFA` has passed ``init(classMap:classCount:startState:transitions:accepting:)``,
/// which checks all of its invariants, so the VM's loops may index the table without
/// checks. The invariants:
/// - state 0 is the dead state: not accepting, every transition leads back to it;
/// - every class in the map and every transition target is in range;
/// - every other state can reach an accepting state (so "partial" is always truthful);
/// - states are numbered dead first, then accepting states, then the rest (the
///   initializer renumbers to get this), so "is accepting" is one range check.
public struct DenseDFA: Hashable, Sendable {
    /// Byte to class, 256 entries.
    public let classMap: [UInt8]
    /// Number of byte classes (columns), 1...256.
    public let classCount: Int
    /// Number of states including the dead state 0.
    public let stateCount: Int
    /// The state matching starts in.
    public let startState: Int
    /// Number of accepting states; they are states `1...acceptingCount`.
    public let acceptingCount: Int
    /// `transitions[state * classCount + class]` is the next state.
    public let transitions: [UInt32]

    /// PERF: the same table with every target premultiplied by `classCount`, so the hot
    /// loop computes `table[state + class]` with no multiply. State ids in the loop are
    /// premultiplied too.
    /// The premultiplied table and the pair table's slot, in one allocation (``RunTables``).
    let runTables: RunTables

    /// Whether every byte a live state moves on to a live state is ASCII other than `\r`:
    /// then every viable prefix of a sample is such text, one byte a Character, and the
    /// offset where a match died converts to Characters without looking at the sample
    /// (see ``characterCount(beforeIllegal:in:)``).
    ///
    /// PERF: converting scanned the prefix again and cost about 100 instructions an illegal
    /// match under callgrind, as much as walking ten bytes.
    let viablePrefixesAreSimpleText: Bool

    /// The two-bytes-a-step form ``run(_:)`` walks, made on the first walk of two bytes or
    /// more (see ``PairTable``); nil when it would exceed ``PairTable/maximumEntries``.
    var pairTable: PairTableSlot? { runTables.hasPairTable ? PairTableSlot(tables: runTables) : nil }

    /// The four-bytes-a-step form ``run(_:)`` walks instead when the automaton is small,
    /// made on the first walk of four bytes or more (see ``QuadTable``); nil when it would
    /// exceed ``QuadTable/maximumEntries``.
    var quadTable: QuadTableSlot? { runTables.hasQuadTable ? QuadTableSlot(tables: runTables) : nil }

    /// Builds and verifies an automaton. `transitions` is row-major (`state * classCount + class`).
    /// States may come in any order as long as state 0 is dead; they are renumbered
    /// (dead, accepting, others) and the renumbered form is what the properties show.
    public init(
        classMap: [UInt8], classCount: Int, startState: Int, transitions: [UInt32], accepting: [Bool]
    ) throws(ProgramError) {
        try Self.checkClasses(classMap, classCount: classCount)
        let stateCount = accepting.count
        guard stateCount >= 1 else { throw .noStates }
        guard transitions.count == stateCount * classCount else {
            throw .invalidTableSize(expected: stateCount * classCount, found: transitions.count)
        }
        guard stateCount * classCount <= Int(Int32.max) else { throw .automatonTooLarge(states: stateCount, classes: classCount) }
        // PERF: the largest target first (one pass the compiler vectorizes); the offending
        // entry is only looked for when there is one.
        if Int(transitions.max() ?? 0) >= stateCount {
            for (index, target) in transitions.enumerated() where Int(target) >= stateCount {
                throw .invalidTarget(state: index / classCount, cls: index % classCount, target: Int(target))
            }
        }
        guard (0..<stateCount).contains(startState) else { throw .invalidStartState(startState) }
        guard !accepting[0], transitions[0..<classCount].allSatisfy({ $0 == 0 }) else { throw .deadStateNotDead }
        if let state = Self.firstStateThatCannotAccept(classCount: classCount, transitions: transitions, accepting: accepting) {
            throw .stateCannotAccept(state)
        }

        // Renumber: dead, then accepting states, then the others, each group in old order.
        // The compiler already emits this order; then the table is used as it is.
        let acceptingCount = accepting.count(where: { $0 })
        let renumbered: [UInt32]
        var start = startState
        if accepting[1...].prefix(acceptingCount).allSatisfy({ $0 }) {
            renumbered = transitions
        } else {
            let order = [0] + (1..<stateCount).filter { accepting[$0] } + (1..<stateCount).filter { !accepting[$0] }
            var newID = [Int](repeating: 0, count: stateCount)
            for (new, old) in order.enumerated() { newID[old] = new }
            var table = [UInt32](repeating: 0, count: transitions.count)
            for (new, old) in order.enumerated() {
                for cls in 0..<classCount {
                    table[new * classCount + cls] = UInt32(newID[Int(transitions[old * classCount + cls])])
                }
            }
            renumbered = table
            start = newID[startState]
        }

        self.init(checked: classMap, classCount: classCount, startState: start, transitions: renumbered,
                  acceptingCount: acceptingCount)
    }

    /// Builds and verifies an automaton whose accepting states are `1...firstAccepting`, as
    /// the compiler numbers them (and a loaded file nearly always has them): every check of
    /// ``init(classMap:classCount:startState:transitions:accepting:)``, in its order, with
    /// the same errors, but no array of flags and no renumbering.
    ///
    /// PERF: the flags cost an allocation, a free and two passes an automaton; loading
    /// us-zip reads five automata (issue 21).
    init(
        classMap: [UInt8], classCount: Int, startState: Int, transitions: [UInt32], firstAccepting acceptingCount: Int
    ) throws(ProgramError) {
        try Self.checkClasses(classMap, classCount: classCount)
        let stateCount = transitions.count / classCount
        guard stateCount >= 1, transitions.count == stateCount * classCount, acceptingCount < stateCount else {
            throw .invalidTableSize(expected: (acceptingCount + 1) * classCount, found: transitions.count)
        }
        guard stateCount * classCount <= Int(Int32.max) else { throw .automatonTooLarge(states: stateCount, classes: classCount) }
        if Int(transitions.max() ?? 0) >= stateCount {
            for (index, target) in transitions.enumerated() where Int(target) >= stateCount {
                throw .invalidTarget(state: index / classCount, cls: index % classCount, target: Int(target))
            }
        }
        guard (0..<stateCount).contains(startState) else { throw .invalidStartState(startState) }
        guard transitions[0..<classCount].allSatisfy({ $0 == 0 }) else { throw .deadStateNotDead }
        let everyStateCanAccept = stateCount <= 1 || withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { canAccept in
            transitions.withUnsafeBufferPointer { table in
                AcceptingReach.sweepShowsEveryStateCanAccept(
                    columns: classCount, transitions: table, acceptingCount: acceptingCount, stateCount: stateCount, scratch: canAccept)
            }
        }
        if !everyStateCanAccept {
            // The sweep cannot tell: the full search, with the flags made for it (never for a
            // file the compiler wrote).
            let accepting = (0..<stateCount).map { $0 >= 1 && $0 <= acceptingCount }
            if let state = Self.firstStateThatCannotAccept(classCount: classCount, transitions: transitions, accepting: accepting) {
                throw .stateCannotAccept(state)
            }
        }
        self.init(checked: classMap, classCount: classCount, startState: startState, transitions: transitions,
                  acceptingCount: acceptingCount)
    }

    /// An automaton the compiler has just built, taken without verification: its states are
    /// already numbered dead, accepting, others. The loader never calls this (every file is
    /// hostile); the compiler does, because the verifier's search would only confirm what
    /// the compiler's construction guarantees. Debug builds (the tests) still run the
    /// verifier and check it agrees.
    ///
    /// PERF: verifying the compiler's two automata cost about 22,000 instructions a phone
    /// mask compile, a seventh of the whole.
    package init(trusted classMap: [UInt8], classCount: Int, startState: Int, transitions: [UInt32], acceptingCount: Int) {
        self.init(checked: classMap, classCount: classCount, startState: startState, transitions: transitions,
                  acceptingCount: acceptingCount)
        assert(self == (try? DenseDFA(
            classMap: classMap, classCount: classCount, startState: startState, transitions: transitions,
            accepting: (0..<stateCount).map { $0 >= 1 && $0 <= acceptingCount }
        )), "the compiler's automaton does not pass the verifier")
    }

    /// Stores an automaton whose invariants hold, numbered dead, accepting, others, and
    /// derives its premultiplied table.
    private init(checked classMap: [UInt8], classCount: Int, startState: Int, transitions: [UInt32], acceptingCount: Int) {
        self.classMap = classMap
        self.classCount = classCount
        self.stateCount = transitions.count / classCount
        self.startState = startState
        self.acceptingCount = acceptingCount
        self.transitions = transitions
        self.runTables = RunTables(transitions: transitions, classCount: classCount,
                                   pairShift: PairTable.shift(classCount: classCount, stateCount: transitions.count / classCount),
                                   quadRowShift: QuadTable.rowShift(classCount: classCount, stateCount: transitions.count / classCount))
        self.viablePrefixesAreSimpleText = Self.movesOnlyOnSimpleText(classMap: classMap, classCount: classCount, transitions: transitions)
    }

    /// Automata are equal when their tables are: the rest is derived from them.
    public static func == (left: DenseDFA, right: DenseDFA) -> Bool {
        left.classCount == right.classCount && left.startState == right.startState
            && left.acceptingCount == right.acceptingCount && left.classMap == right.classMap
            && left.transitions == right.transitions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(classCount)
        hasher.combine(startState)
        hasher.combine(acceptingCount)
        hasher.combine(classMap)
        hasher.combine(transitions)
    }

    /// Whether no live state moves to a live state on a byte of 0x80...0xFF or on `\r`.
    /// The classes of those bytes are listed first, so this reads each state's row once
    /// for the few classes such bytes fall in.
    ///
    /// PERF: every compile and load derives this. Most masks put all of 0x80...0xFF in one
    /// class, which sixteen 8-byte compares find; marking the classes byte by byte (the
    /// fallback) cost about 2,500 instructions a phone mask compile.
    ///
    /// PERF: the list holds bytes, not Ints: 129 Ints are over the 1,024 bytes the standard
    /// library takes from the stack, and the list was a malloc and a free an automaton (about
    /// 200 instructions each; loading us-zip reads five automata, issue 21).
    private static func movesOnlyOnSimpleText(classMap: [UInt8], classCount: Int, transitions: [UInt32]) -> Bool {
        // A class is listed once; at most 129 bytes, so at most 129 classes, are listed.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 129) { classes in
            var listed = 0
            let carriageReturn = classMap[0x0D]
            classes[0] = carriageReturn
            listed = 1
            if let high = uniformHighClass(classMap) {
                if high != carriageReturn {
                    classes[1] = high
                    listed = 2
                }
            } else {
                withUnsafeTemporaryAllocation(of: Bool.self, capacity: 256) { marked in
                    marked.initialize(repeating: false)
                    marked[Int(carriageReturn)] = true
                    for byte in 0x80...0xFF {
                        let cls = classMap[byte]
                        if !marked[Int(cls)] {
                            marked[Int(cls)] = true
                            classes[listed] = cls
                            listed += 1
                        }
                    }
                }
            }
            for state in 1..<max(transitions.count / classCount, 1) {
                for index in 0..<listed where transitions[state &* classCount &+ Int(classes[index])] != 0 { return false }
            }
            return true
        }
    }

    /// The one class of every byte 0x80...0xFF, or nil when they fall in several.
    private static func uniformHighClass(_ classMap: [UInt8]) -> UInt8? {
        guard classMap.count == 256 else { return nil }
        return classMap.withUnsafeBytes { raw -> UInt8? in
            let first = raw[0x80]
            let broadcast = UInt64(first) &* 0x0101_0101_0101_0101
            for word in 0..<16 where raw.loadUnaligned(fromByteOffset: 0x80 &+ word &* 8, as: UInt64.self) != broadcast {
                return nil
            }
            return first
        }
    }

    /// Checks a class count and a byte-class map: 1 to 256 classes, 256 entries, each below
    /// the count. The reading automaton's verifier uses it too.
    static func checkClasses(_ classMap: [UInt8], classCount: Int) throws(ProgramError) {
        guard (1...256).contains(classCount) else { throw .invalidClassCount(classCount) }
        guard classMap.count == 256 else { throw .invalidClassMapSize(classMap.count) }
        // PERF: the largest class first, in one branch-free pass; the offending byte is only
        // looked for when there is one (every load checks two or three maps).
        guard Int(classMap.max() ?? 0) >= classCount else { return }
        for (byte, cls) in classMap.enumerated() where Int(cls) >= classCount {
            throw .invalidClass(byte: UInt8(byte), cls: Int(cls))
        }
    }

    /// Whether `state` (a plain, not premultiplied, state id) is accepting.
    public func isAccepting(_ state: Int) -> Bool {
        state >= 1 && state <= acceptingCount
    }

    /// The next state from `state` on `byte`.
    public func next(_ state: Int, _ byte: UInt8) -> Int {
        Int(transitions[state * classCount + Int(classMap[Int(byte)])])
    }

    /// The bytes of each class, in class order.
    public var bytesByClass: [[UInt8]] {
        var result = [[UInt8]](repeating: [], count: classCount)
        for byte in 0...255 { result[Int(classMap[byte])].append(UInt8(byte)) }
        return result
    }

    /// Returns a non-dead state from which no accepting state can be reached, if any (see
    /// ``AcceptingReach``). The reading automaton's verifier uses it too, with its tagged
    /// columns as the classes.
    static func firstStateThatCannotAccept(classCount: Int, transitions: [UInt32], accepting: [Bool]) -> Int? {
        let stateCount = accepting.count
        guard stateCount > 1 else { return nil }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { canAccept in
            let answered = transitions.withUnsafeBufferPointer { table in
                AcceptingReach.sweepShowsEveryStateCanAccept(columns: classCount, transitions: table, accepting: accepting, scratch: canAccept)
            }
            if answered { return nil }
            transitions.withUnsafeBufferPointer { AcceptingReach.mark(columns: classCount, transitions: $0, accepting: accepting, into: canAccept) }
            return (1..<stateCount).first { !canAccept[$0] }
        }
    }
}
