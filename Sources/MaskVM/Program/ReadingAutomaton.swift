/// The automaton that says how each character of a text is *read*: as a literal of the mask
/// or as a meaningful character (one taken by a class such as `D`). Transform, extract and
/// the editor run it; `match` does not need it.
///
/// It is a DFA over a tagged alphabet, byte class × ``Reading``: from a state, a byte of
/// class `c` may have a literal transition, a meaningful transition, both (the mask is
/// ambiguous there, as `D?7` is on `7`) or neither. Every transition carries a *rank*: the
/// pattern offset of the leftmost item that reads it, which is how the VM applies the rule
/// "leftmost alternative first" without the compiler.
///
/// Every `ReadingAutomaton` has passed ``init(classMap:classCount:startState:targets:ranks:accepting:)``,
/// which checks, besides what ``DenseDFA`` checks (classes, targets, start and dead states,
/// every state can still accept):
/// - the automaton has no cycle (a mask's texts are bounded), so every walk over it ends;
/// - a literal transition only leaves on a class of exactly one byte (the byte to insert
///   when the literal is skipped is never in doubt).
public struct ReadingAutomaton: Hashable, Sendable {
    /// How a character is read.
    public enum Reading: Int, Hashable, Sendable, CaseIterable {
        /// As a literal of the mask: formatting, not part of the value.
        case literal = 0
        /// By a class (`D`, `X`): part of the value.
        case meaningful = 1
    }

    /// Byte to class, 256 entries.
    public let classMap: [UInt8]
    /// Number of byte classes, 1...256.
    public let classCount: Int
    /// Number of states including the dead state 0.
    public let stateCount: Int
    public let startState: Int
    public let accepting: [Bool]
    /// `targets[(state * classCount + class) * 2 + reading]`; 0 is the dead state.
    public let targets: [UInt32]
    /// Same indexing as ``targets``: the pattern offset (in Characters) of the leftmost item
    /// that reads this transition. Smaller wins where a choice is to be made.
    public let ranks: [UInt32]
    /// Every state but the dead one, in an order where every transition goes forward; the
    /// verifier finds it, and the reading tables and the exact search walk it.
    let topologicalOrder: [Int]

    /// Builds and verifies a reading automaton; state numbers are kept as given.
    public init(
        classMap: [UInt8], classCount: Int, startState: Int,
        targets: [UInt32], ranks: [UInt32], accepting: [Bool]
    ) throws(ProgramError) {
        try DenseDFA.checkClasses(classMap, classCount: classCount)
        let stateCount = accepting.count
        guard stateCount >= 1 else { throw .noStates }
        let columns = classCount * 2
        let (entries, overflow) = stateCount.multipliedReportingOverflow(by: columns)
        guard !overflow, entries <= Int(Int32.max) else { throw .automatonTooLarge(states: stateCount, classes: columns) }
        guard targets.count == entries else { throw .invalidTableSize(expected: entries, found: targets.count) }
        guard ranks.count == entries else { throw .invalidTableSize(expected: entries, found: ranks.count) }
        let failure = targets.withUnsafeBufferPointer { targets in
            accepting.withUnsafeBufferPointer { accepting in
                classMap.withUnsafeBufferPointer { classMap in
                    Self.firstFailure(classMap: classMap, classCount: classCount, startState: startState, targets: targets, accepting: accepting)
                }
            }
        }
        if let failure { throw failure }
        self.init(checked: classMap, classCount: classCount, startState: startState, targets: targets, ranks: ranks,
                  accepting: accepting,
                  topologicalOrder: Self.topologicalOrder(columns: columns, targets: targets, stateCount: stateCount))
    }

    /// The checks of ``init(classMap:classCount:startState:targets:ranks:accepting:)`` that
    /// follow the sizes, in its order, on tables in place (the loader checks a section's
    /// tables without making arrays of them): the first error, or nil when all pass. The
    /// class map and the table's size are checked already.
    static func firstFailure(
        classMap: UnsafeBufferPointer<UInt8>, classCount: Int, startState: Int, targets: UnsafeBufferPointer<UInt32>,
        accepting: UnsafeBufferPointer<Bool>
    ) -> ProgramError? {
        let stateCount = accepting.count
        let columns = classCount * 2
        // PERF: the largest target first (one pass the compiler vectorizes); the offending
        // entry is only looked for when there is one.
        if Int(targets.max() ?? 0) >= stateCount {
            for (index, target) in targets.enumerated() where Int(target) >= stateCount {
                return .invalidTarget(state: index / columns, cls: index % columns / 2, target: Int(target))
            }
        }
        guard (0..<stateCount).contains(startState) else { return .invalidStartState(startState) }
        guard !accepting[0], targets[0..<columns].allSatisfy({ $0 == 0 }) else { return .deadStateNotDead }
        let cycleFree = withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * stateCount) { scratch -> ProgramError? in
            let ordered = Self.placeTopologicalOrder(columns: columns, targets: targets, stateCount: stateCount, scratch: scratch)
            if ordered == stateCount - 1 {
                let order = UnsafeBufferPointer(rebasing: scratch[stateCount..<(stateCount + ordered)])
                return Self.firstStateThatCannotAccept(order: order, columns: columns, targets: targets, accepting: accepting)
                    .map { .stateCannotAccept($0) }
            }
            // A cycle: report a state that cannot accept first, if any, as for any automaton.
            if let state = DenseDFA.firstStateThatCannotAccept(classCount: columns, transitions: targets, accepting: Array(accepting)) {
                return .stateCannotAccept(state)
            }
            var isOrdered = [Bool](repeating: false, count: stateCount)
            for state in scratch[stateCount..<(stateCount + ordered)] { isOrdered[state] = true }
            return .cyclicReadingAutomaton(state: (1..<stateCount).first { !isOrdered[$0] } ?? 0)
        }
        if let cycleFree { return cycleFree }
        // PERF: the bytes of a class are counted only where a literal transition leaves on it
        // (a mask of classes alone, as card-cvc's `D{3,4}`, has none: the count was a tenth
        // of loading such a file), a word of the map at a time (byte by byte, the count was
        // about 800 instructions a mask with a literal; issue 21).
        guard let first = Self.firstLiteralTransition(columns: columns, targets: targets) else { return nil }
        return withUnsafeTemporaryAllocation(of: Int8.self, capacity: classCount) { oneByte -> ProgramError? in
            // -1: not counted yet; then whether the class holds exactly one byte.
            oneByte.initialize(repeating: -1)
            for state in (first / columns)..<stateCount {
                for cls in 0..<classCount where targets[(state * classCount + cls) * 2] != 0 {
                    if oneByte[cls] < 0 { oneByte[cls] = Self.byteCount(of: cls, in: classMap) == 1 ? 1 : 0 }
                    if oneByte[cls] == 0 { return .literalOnWideClass(state: state, cls: cls) }
                }
            }
            return nil
        }
    }

    /// How many bytes `classMap` (256 entries) puts in class `cls`, counted eight at a time:
    /// a byte of the map equal to `cls` is a zero byte of the map XOR the class in each byte.
    private static func byteCount(of cls: Int, in classMap: UnsafeBufferPointer<UInt8>) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let broadcast = UInt64(truncatingIfNeeded: cls) &* 0x0101_0101_0101_0101
        let map = UnsafeRawBufferPointer(classMap)
        var count = 0
        // SAFETY: a verified class map has 256 entries, 32 words.
        for word in 0..<(map.count / 8) {
            let difference = map.loadUnaligned(fromByteOffset: word &* 8, as: UInt64.self) ^ broadcast
            // The high bit of each byte that is zero, and of no other (no carry crosses bytes).
            let zeroBytes = ~(((difference & low) &+ low) | difference | low)
            count &+= zeroBytes.nonzeroBitCount
        }
        return count
    }

    /// A reading automaton the compiler has just built, taken without verification but for
    /// its topological order, which the VM needs (see ``DenseDFA/init(trusted:classCount:startState:transitions:acceptingCount:)``).
    /// Debug builds still run the verifier and check it agrees.
    ///
    /// PERF: the rest of the verification cost about 10,000 instructions a phone mask compile.
    package init(trusted classMap: [UInt8], classCount: Int, startState: Int, targets: [UInt32], ranks: [UInt32], accepting: [Bool]) {
        self.init(checked: classMap, classCount: classCount, startState: startState, targets: targets, ranks: ranks,
                  accepting: accepting,
                  topologicalOrder: Self.topologicalOrder(columns: classCount * 2, targets: targets, stateCount: accepting.count))
        assert({
            guard let verified = try? ReadingAutomaton(
                classMap: classMap, classCount: classCount, startState: startState, targets: targets, ranks: ranks,
                accepting: accepting) else { return false }
            return verified == self && verified.topologicalOrder == topologicalOrder
        }(), "the compiler's reading automaton does not pass the verifier")
    }

    /// Stores a reading automaton whose invariants hold, with its topological order.
    private init(
        checked classMap: [UInt8], classCount: Int, startState: Int, targets: [UInt32], ranks: [UInt32], accepting: [Bool],
        topologicalOrder: [Int]
    ) {
        self.classMap = classMap
        self.classCount = classCount
        self.stateCount = accepting.count
        self.startState = startState
        self.accepting = accepting
        self.targets = targets
        self.ranks = ranks
        self.topologicalOrder = topologicalOrder
    }

    /// The index in `targets` of the first literal transition of a state other than the
    /// dead one (literal columns are the even ones), or nil when there is none.
    private static func firstLiteralTransition(columns: Int, targets: UnsafeBufferPointer<UInt32>) -> Int? {
        // SAFETY: `columns` is even and at most `targets.count` (the dead state's row).
        for index in stride(from: columns, to: targets.count, by: 2) where targets[index] != 0 { return index }
        return nil
    }

    /// The state after reading a byte of class `cls` as `reading` from `state`; 0 when it
    /// cannot be read so.
    public func target(_ state: Int, _ cls: Int, _ reading: Reading) -> Int {
        Int(targets[(state * classCount + cls) * 2 + reading.rawValue])
    }

    /// The rank of that transition (meaningless when it leads to the dead state).
    public func rank(_ state: Int, _ cls: Int, _ reading: Reading) -> Int {
        Int(ranks[(state * classCount + cls) * 2 + reading.rawValue])
    }

    /// The states in an order where every transition goes forward (a topological order),
    /// the dead state left out. When there is a cycle the order is partial: the states on or
    /// after a cycle are missing. Kahn's algorithm, O(states × columns).
    ///
    /// PERF: on flat buffers, with the queue as the order (checked arrays and appends cost
    /// about 2,700 instructions a mask of the card preset, whose file holds eleven; issue 21).
    static func topologicalOrder(columns: Int, targets: [UInt32], stateCount: Int) -> [Int] {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * stateCount) { scratch in
            targets.withUnsafeBufferPointer { targets in
                let ordered = placeTopologicalOrder(columns: columns, targets: targets, stateCount: stateCount, scratch: scratch)
                return Array(scratch[stateCount..<(stateCount + ordered)])
            }
        }
    }

    /// ``topologicalOrder(columns:targets:stateCount:)`` in place: `scratch` holds `2 *
    /// stateCount` entries, and the order is left in `scratch[stateCount...]`; returns its length.
    static func placeTopologicalOrder(
        columns: Int, targets: UnsafeBufferPointer<UInt32>, stateCount: Int, scratch: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let incoming = UnsafeMutableBufferPointer(rebasing: scratch[0..<stateCount])
        let queue = UnsafeMutableBufferPointer(rebasing: scratch[stateCount..<(2 * stateCount)])
        incoming.initialize(repeating: 0)
        // SAFETY: every target was checked to be below `stateCount`, and the table has
        // `stateCount` rows of `columns`; each state is queued at most once (when its
        // last incoming transition is taken, or at the start with none).
        for index in columns..<targets.count where targets[index] != 0 { incoming[Int(targets[index])] &+= 1 }
        var tail = 0
        for state in 1..<max(stateCount, 1) where incoming[state] == 0 {
            queue[tail] = state
            tail &+= 1
        }
        var head = 0
        while head < tail {
            let row = queue[head] &* columns
            head &+= 1
            for index in row..<(row &+ columns) where targets[index] != 0 {
                let target = Int(targets[index])
                incoming[target] &-= 1
                if incoming[target] == 0 {
                    queue[tail] = target
                    tail &+= 1
                }
            }
        }
        return tail
    }

    /// In an acyclic automaton, given its topological order: the first state from which no
    /// accepting state can be reached, successors decided first. O(states × columns).
    /// PERF: on flat buffers (checked arrays cost about 1,900 instructions a mask of the card
    /// preset; issue 21).
    private static func firstStateThatCannotAccept(
        order: UnsafeBufferPointer<Int>, columns: Int, targets: UnsafeBufferPointer<UInt32>, accepting: UnsafeBufferPointer<Bool>
    ) -> Int? {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: accepting.count) { canAccept in
            canAccept.initialize(repeating: false)
            // SAFETY: the order holds states below `accepting.count`, every target is
            // below it, and row `state` is `targets[state * columns ..< (state + 1) * columns]`.
            var position = order.count
            while position > 0 {
                position &-= 1
                let state = order[position]
                var can = accepting[state]
                var index = state &* columns
                let end = index &+ columns
                while !can && index < end {
                    can = canAccept[Int(targets[index])]
                    index &+= 1
                }
                canAccept[state] = can
            }
            return (1..<accepting.count).first { !canAccept[$0] }
        }
    }

    public static func == (left: ReadingAutomaton, right: ReadingAutomaton) -> Bool {
        left.classMap == right.classMap && left.classCount == right.classCount && left.startState == right.startState
            && left.accepting == right.accepting && left.targets == right.targets && left.ranks == right.ranks
    }

    /// The order is derived from the targets, so it takes no part in equality.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(classMap)
        hasher.combine(classCount)
        hasher.combine(startState)
        hasher.combine(accepting)
        hasher.combine(targets)
        hasher.combine(ranks)
    }
}
