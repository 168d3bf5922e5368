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
    /// Byte to class, 256 entries: a copy of the map the automaton holds (every read of this
    /// property makes one; the VM reads the map where it is held).
    public var classMap: [UInt8] { tables.withClassMap { Array($0) } }
    /// Number of byte classes (columns), 1...256.
    public let classCount: Int
    /// Number of states including the dead state 0.
    public let stateCount: Int
    /// The state matching starts in.
    public let startState: Int
    /// Number of accepting states; they are states `1...acceptingCount`.
    public let acceptingCount: Int
    /// `transitions[state * classCount + class]` is the next state: a copy of the table the
    /// automaton holds (every read of this property makes one; ``next(_:class:)`` reads one
    /// entry where it is held).
    public var transitions: [UInt32] { tables.withTransitions { Array($0) } }

    /// The class map, the transitions and the premultiplied table (every target times
    /// `classCount`, so that the hot loop computes `table[state + class]` with no multiply;
    /// state ids in the loop are premultiplied too), with the words the pair and quad tables
    /// are published in: one allocation (``AutomatonTables``), so a copy of an automaton is
    /// one retain.
    let tables: AutomatonTables

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
    var pairTable: PairTableSlot? { tables.hasPairTable ? PairTableSlot(tables: tables) : nil }

    /// The four-bytes-a-step form ``run(_:)`` walks instead when the automaton is small,
    /// made on the first walk of four bytes or more (see ``QuadTable``); nil when it would
    /// exceed ``QuadTable/maximumEntries``.
    var quadTable: QuadTableSlot? { tables.hasQuadTable ? QuadTableSlot(tables: tables) : nil }

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

    /// Verifies an automaton whose tables are made already (a loaded file's, decoded straight
    /// into ``AutomatonTables``) and whose accepting states are `1...firstAccepting`, as the
    /// compiler numbers them (and a loaded file nearly always has them): every check of
    /// ``init(classMap:classCount:startState:transitions:accepting:)``, in its order, with the
    /// same errors, but no array of flags, no renumbering and no copy of the tables.
    ///
    /// PERF: the flags cost an allocation, a free and two passes an automaton, and the
    /// tables an array each; loading us-zip reads five automata (issue 21).
    init(verifying tables: AutomatonTables, classCount: Int, startState: Int, firstAccepting acceptingCount: Int) throws(ProgramError) {
        let verified = tables.withClassMap { classMap in
            tables.withTransitions { transitions in
                Result { () throws(ProgramError) in
                    try Self.verify(classMap: classMap, classCount: classCount, startState: startState, transitions: transitions,
                                    firstAccepting: acceptingCount)
                }
            }
        }
        let stateCount = try verified.get()
        self.init(checked: tables, classCount: classCount, stateCount: stateCount, startState: startState, acceptingCount: acceptingCount)
    }

    /// The checks of ``init(verifying:classCount:startState:firstAccepting:)``; returns the
    /// state count.
    private static func verify(
        classMap: UnsafeBufferPointer<UInt8>, classCount: Int, startState: Int, transitions: UnsafeBufferPointer<UInt32>,
        firstAccepting acceptingCount: Int
    ) throws(ProgramError) -> Int {
        try checkClasses(classMap, classCount: classCount)
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
            AcceptingReach.sweepShowsEveryStateCanAccept(
                columns: classCount, transitions: transitions, acceptingCount: acceptingCount, stateCount: stateCount, scratch: canAccept)
        }
        if !everyStateCanAccept {
            // The sweep cannot tell: the full search, with the flags made for it (never for a
            // file the compiler wrote).
            let accepting = (0..<stateCount).map { $0 >= 1 && $0 <= acceptingCount }
            if let state = firstStateThatCannotAccept(classCount: classCount, transitions: transitions, accepting: accepting) {
                throw .stateCannotAccept(state)
            }
        }
        return stateCount
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

    /// Stores an automaton whose invariants hold, numbered dead, accepting, others: its
    /// tables are copied into one allocation, which derives the premultiplied table.
    private init(checked classMap: [UInt8], classCount: Int, startState: Int, transitions: [UInt32], acceptingCount: Int) {
        let stateCount = transitions.count / classCount
        self.init(checked: AutomatonTables(classMap: classMap, transitions: transitions, stateCount: stateCount, classCount: classCount),
                  classCount: classCount, stateCount: stateCount, startState: startState, acceptingCount: acceptingCount)
    }

    /// Stores an automaton whose tables are made and whose invariants hold.
    private init(checked tables: AutomatonTables, classCount: Int, stateCount: Int, startState: Int, acceptingCount: Int) {
        self.classCount = classCount
        self.stateCount = stateCount
        self.startState = startState
        self.acceptingCount = acceptingCount
        self.tables = tables
        self.viablePrefixesAreSimpleText = tables.withClassMap { classMap in
            tables.withTransitions { Self.movesOnlyOnSimpleText(classMap: classMap, classCount: classCount, transitions: $0) }
        }
    }

    /// Automata are equal when their tables are: the rest is derived from them.
    /// PERF: automata that share their tables (a loaded file's optimistic automaton that is
    /// its match automaton) are equal at once.
    public static func == (left: DenseDFA, right: DenseDFA) -> Bool {
        guard left.classCount == right.classCount, left.startState == right.startState,
              left.acceptingCount == right.acceptingCount, left.stateCount == right.stateCount else { return false }
        return left.tables.isSameStorage(as: right.tables) || left.hasSameTables(as: right)
    }

    /// Whether the class maps and the transitions hold the same entries.
    private func hasSameTables(as other: DenseDFA) -> Bool {
        hasSameClassMap(as: other) && tables.withTransitions { left in
            other.tables.withTransitions { right in UnsafeRawBufferPointer(left).hasSameBytes(as: UnsafeRawBufferPointer(right)) }
        }
    }

    /// Whether both put every byte in the same class (their class counts may still differ).
    func hasSameClassMap(as other: DenseDFA) -> Bool {
        tables.withClassMap { left in
            other.tables.withClassMap { right in UnsafeRawBufferPointer(left).hasSameBytes(as: UnsafeRawBufferPointer(right)) }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(classCount)
        hasher.combine(startState)
        hasher.combine(acceptingCount)
        tables.withClassMap { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        tables.withTransitions { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
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
    private static func movesOnlyOnSimpleText(
        classMap: UnsafeBufferPointer<UInt8>, classCount: Int, transitions: UnsafeBufferPointer<UInt32>
    ) -> Bool {
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
    private static func uniformHighClass(_ classMap: UnsafeBufferPointer<UInt8>) -> UInt8? {
        guard classMap.count == 256 else { return nil }
        let raw = UnsafeRawBufferPointer(classMap)
        let first = raw[0x80]
        let broadcast = UInt64(first) &* 0x0101_0101_0101_0101
        for word in 0..<16 where raw.loadUnaligned(fromByteOffset: 0x80 &+ word &* 8, as: UInt64.self) != broadcast {
            return nil
        }
        return first
    }

    /// Checks a class count and a byte-class map: 1 to 256 classes, 256 entries, each below
    /// the count. The reading automaton's verifier uses it too.
    static func checkClasses(_ classMap: [UInt8], classCount: Int) throws(ProgramError) {
        try classMap.withUnsafeBufferPointer { map throws(ProgramError) in try checkClasses(map, classCount: classCount) }
    }

    /// ``checkClasses(_:classCount:)`` of a map where it is held.
    static func checkClasses(_ classMap: UnsafeBufferPointer<UInt8>, classCount: Int) throws(ProgramError) {
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
        next(state, class: byteClass(byte))
    }

    /// The next state from `state` on a byte of class `cls`: `transitions[state * classCount
    /// + cls]`, read where the table is held (`state` and `cls` must be in range).
    public func next(_ state: Int, class cls: Int) -> Int {
        precondition(state >= 0 && state < stateCount && cls >= 0 && cls < classCount, "a state and a class of the automaton")
        return tables.withTransitions { Int($0[state &* classCount &+ cls]) }
    }

    /// `body` applied to the class map (256 entries) where the automaton holds it: what
    /// ``classMap`` copies. The buffer is valid only during the call.
    @inline(__always)
    package func withClassMap<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        tables.withClassMap(body)
    }

    /// `body` applied to the transitions (`stateCount × classCount`, row-major) where the
    /// automaton holds them: what ``transitions`` copies. The buffer is valid only during the call.
    @inline(__always)
    package func withTransitions<Result>(_ body: (UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        tables.withTransitions(body)
    }

    /// The class of `byte`: `classMap[byte]`, read where the map is held.
    public func byteClass(_ byte: UInt8) -> Int {
        tables.withClassMap { Int($0[Int(byte)]) }
    }

    /// The bytes of each class, in class order.
    public var bytesByClass: [[UInt8]] {
        var result = [[UInt8]](repeating: [], count: classCount)
        tables.withClassMap { classMap in
            for byte in 0...255 { result[Int(classMap[byte])].append(UInt8(byte)) }
        }
        return result
    }

    /// Returns a non-dead state from which no accepting state can be reached, if any (see
    /// ``AcceptingReach``). The reading automaton's verifier uses it too, with its tagged
    /// columns as the classes.
    static func firstStateThatCannotAccept(classCount: Int, transitions: [UInt32], accepting: [Bool]) -> Int? {
        transitions.withUnsafeBufferPointer { firstStateThatCannotAccept(classCount: classCount, transitions: $0, accepting: accepting) }
    }

    /// ``firstStateThatCannotAccept(classCount:transitions:accepting:)`` of a table where it is held.
    static func firstStateThatCannotAccept(classCount: Int, transitions: UnsafeBufferPointer<UInt32>, accepting: [Bool]) -> Int? {
        let stateCount = accepting.count
        guard stateCount > 1 else { return nil }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { canAccept in
            if AcceptingReach.sweepShowsEveryStateCanAccept(columns: classCount, transitions: transitions, accepting: accepting, scratch: canAccept) {
                return nil
            }
            AcceptingReach.mark(columns: classCount, transitions: transitions, accepting: accepting, into: canAccept)
            return (1..<stateCount).first { !canAccept[$0] }
        }
    }
}
