/// Counts the complete lines of large inputs without looking at lines one by one: what
/// `maskc match --count` runs.
///
/// To count on several threads, see ``scan(_:_:threads:)``; for a whole buffer in one call,
/// ``MaskProgram/countLines(in:mode:lineEnding:threads:)``.
///
/// It runs a variant of the program's automaton in which `\n` has a class of its own that
/// leads every state, the dead one included, back to the start, and adds one to a counter
/// when it leaves an accepting state. So a whole buffer is one branch-free table walk, its
/// state carries over from one buffer to the next (a line may span buffers, and can be of
/// any length without being stored), and independent stretches of lines can be walked side
/// by side.
///
/// ```swift
/// let counter = LineCounter(program)
/// var progress = LineCounter.Progress()
/// buffer.withUnsafeBufferPointer { counter.scan($0, &progress) }   // repeat per buffer
/// counter.finish(&progress)
/// progress.complete   // lines the mask accepts
/// progress.lines      // all lines
/// ```
public struct LineCounter: Sendable {
    private let classMap: [UInt8]
    /// Premultiplied next states; the newline column leads to the start.
    private let table: [Int32]
    /// Per table entry: `accepted << 32 | 1` on the newline column, 0 elsewhere. Summing
    /// these counts lines in the low half and complete lines in the high half.
    private let increments: [UInt64]
    private let start: Int
    /// The automaton, when it is simulated rather than a DFA (an optimistic language whose DFA
    /// is over the compiler's limits): then lines are walked one byte at a time through it.
    private let simulated: MatchAutomaton?
    private let lineEnding: LineEnding

    /// Counts carried from one buffer to the next.
    public struct Progress: Sendable {
        /// Complete lines so far.
        public internal(set) var complete = 0
        /// Lines so far.
        public internal(set) var lines = 0
        var state: Int?
        var lineIsOpen = false
        /// For a simulated automaton: the walk of the line in progress, and whether a `\r`
        /// was read that may yet turn out to end the line.
        var walk: MatchAutomaton.Walk?
        var pendingCarriageReturn = false

        public init() {}

        /// Adds the counts of `later`, a scan of the input that follows this one and starts
        /// at the beginning of a line (how parallel scans of one input are put together).
        public mutating func append(_ later: Progress) {
            complete += later.complete
            lines += later.lines
            if later.state != nil || later.walk != nil {
                state = later.state
                walk = later.walk
                pendingCarriageReturn = later.pendingCarriageReturn
                lineIsOpen = later.lineIsOpen
            }
        }
    }

    /// A counter of the lines of `program`'s language in `mode` (strict or optimistic);
    /// `lineEnding` says whether a `\r` before `\n` is part of the line (``LineEnding/lf``)
    /// or of the line end (``LineEnding/crlf``, the default).
    public init(_ program: MaskProgram, mode: MatchMode = .strict, lineEnding: LineEnding = .crlf) {
        self.lineEnding = lineEnding
        let automaton = program.matcher(for: mode)
        guard let dfa = automaton.dfa else {
            simulated = automaton
            (classMap, table, increments, start) = ([], [], [], 0)
            return
        }
        simulated = nil
        let dfaClassMap = dfa.classMap
        let transitions = dfa.transitions
        // The table's columns: the automaton's classes that some byte other than `\n` (and,
        // with `.crlf`, `\r`) still maps to, numbered afresh, then a column for `\n` and one
        // for `\r`. Numbered afresh, they always fit a byte: 256 bytes, at most 256 columns,
        // even when the automaton has a class for every byte.
        let separate: [UInt8] = lineEnding == .crlf ? [0x0A, 0x0D] : [0x0A]
        var columnOfClass = [Int](repeating: -1, count: dfa.classCount)
        var classOfColumn: [Int] = []
        for byte in 0...255 where !separate.contains(UInt8(byte)) {
            let cls = Int(dfaClassMap[byte])
            if columnOfClass[cls] < 0 {
                columnOfClass[cls] = classOfColumn.count
                classOfColumn.append(cls)
            }
        }
        let newlineColumn = classOfColumn.count
        // With `.crlf`, `\r` gets a column of its own too, and every state `s` a shadow row,
        // "s, then a `\r` not yet known to end the line": on `\n` the line ends as `s`
        // would, on anything else the walk goes on from `s` after `\r`. The hot loop is the
        // same table walk either way.
        let carriageReturnColumn = newlineColumn + 1
        let stride = newlineColumn + separate.count
        let rows = lineEnding == .crlf ? 2 * dfa.stateCount : dfa.stateCount
        var classMap = [UInt8](repeating: 0, count: 256)
        for byte in 0...255 {
            let column = byte == 0x0A ? newlineColumn
                : byte == 0x0D && lineEnding == .crlf ? carriageReturnColumn : columnOfClass[Int(dfaClassMap[byte])]
            classMap[byte] = UInt8(column)
        }
        let originalCarriageReturnClass = Int(dfaClassMap[0x0D])
        let start = dfa.startState * stride
        var table = [Int32](repeating: 0, count: rows * stride)
        var increments = [UInt64](repeating: 0, count: rows * stride)
        for row in 0..<rows {
            // A shadow row `stateCount + s` walks on from `s` after its `\r`, but ends a
            // line as `s` does.
            let lineState = row % dfa.stateCount
            let walkState = row < dfa.stateCount
                ? lineState : Int(transitions[lineState * dfa.classCount + originalCarriageReturnClass])
            for (column, cls) in classOfColumn.enumerated() {
                table[row * stride + column] = Int32(transitions[walkState * dfa.classCount + cls]) * Int32(stride)
            }
            table[row * stride + newlineColumn] = Int32(start)
            increments[row * stride + newlineColumn] = (dfa.isAccepting(lineState) ? 1 << 32 : 0) | 1
            if lineEnding == .crlf {
                table[row * stride + carriageReturnColumn] = Int32(dfa.stateCount + walkState) * Int32(stride)
            }
        }
        self.classMap = classMap
        self.table = table
        self.increments = increments
        self.start = start
    }

    /// Walks `bytes`, which continue whatever earlier calls walked. `interleaved` (the
    /// default) walks four stretches of lines side by side; false walks one byte after
    /// another, for comparison.
    public func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ progress: inout Progress, interleaved: Bool = true) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if let simulated { return scanSimulated(bytes, &progress, simulated) }
        // The line count of one walk lives in 32 bits; walk larger inputs in parts.
        let part = 1 << 30
        if bytes.count > part {
            for start in stride(from: 0, to: bytes.count, by: part) {
                scan(UnsafeBufferPointer(rebasing: bytes[start..<min(start + part, bytes.count)]), &progress, interleaved: interleaved)
            }
            return
        }
        var state = progress.state ?? start
        // Split into up to four stretches, each but the first starting right after a newline.
        var bounds = [0]
        for part in 1..<(interleaved ? 4 : 1) {
            let guess = max(bytes.count * part / 4, bounds[bounds.count - 1])
            if let newline = (guess..<bytes.count).first(where: { base[$0] == 0x0A }) {
                if newline + 1 < bytes.count, newline + 1 > bounds[bounds.count - 1] { bounds.append(newline + 1) }
            }
        }
        bounds.append(bytes.count)
        let sum: UInt64
        if bounds.count == 5 {
            (sum, state) = scanFour(base, bounds, state)
        } else {
            var total: UInt64 = 0
            for index in 0..<bounds.count - 1 {
                // Every stretch after the first starts a fresh line.
                let (part, end) = scanOne(base + bounds[index], bounds[index + 1] - bounds[index], index == 0 ? state : start)
                total &+= part
                state = end
            }
            sum = total
        }
        progress.complete += Int(sum >> 32)
        progress.lines += Int(sum & 0xFFFF_FFFF)
        progress.state = state
        progress.lineIsOpen = base[bytes.count - 1] != 0x0A
    }

    /// At the end of the input: a last line without a newline still counts.
    public func finish(_ progress: inout Progress) {
        guard progress.lineIsOpen else { return }
        let newline: [UInt8] = [0x0A]
        newline.withUnsafeBufferPointer { scan($0, &progress) }
    }

    /// ``scan(_:_:interleaved:)`` through a simulated automaton: each line is walked byte by
    /// byte; with `.crlf`, a `\r` is held back until the next byte shows whether it ends the line.
    private func scanSimulated(_ bytes: UnsafeBufferPointer<UInt8>, _ progress: inout Progress, _ automaton: MatchAutomaton) {
        var walk = progress.walk ?? MatchAutomaton.Walk(automaton)
        var pending = progress.pendingCarriageReturn
        for byte in bytes {
            if byte == 0x0A {
                if walk.isAccepting { progress.complete += 1 }
                progress.lines += 1
                walk = MatchAutomaton.Walk(automaton)
                pending = false
                continue
            }
            if pending {
                walk.step(0x0D)
                pending = false
            }
            if byte == 0x0D, lineEnding == .crlf {
                pending = true
            } else {
                walk.step(byte)
            }
        }
        progress.walk = walk
        progress.pendingCarriageReturn = pending
        progress.lineIsOpen = bytes[bytes.count - 1] != 0x0A
    }

    /// One stretch: returns the summed increments and the final state.
    private func scanOne(_ pointer: UnsafePointer<UInt8>, _ count: Int, _ initial: Int) -> (UInt64, Int) {
        table.withUnsafeBufferPointer { table in
            increments.withUnsafeBufferPointer { increments in
                classMap.withUnsafeBufferPointer { classes in
                    var state = initial
                    var sum: UInt64 = 0
                    for index in 0..<count {
                        // SAFETY: `classes` has 256 entries; `state` is a premultiplied state of
                        // this table and classes are < stride, so `entry` < table.count, which
                        // equals increments.count.
                        let entry = state &+ Int(classes[Int(pointer[index])])
                        sum &+= increments[entry]
                        state = Int(table[entry])
                    }
                    return (sum, state)
                }
            }
        }
    }

    /// Four stretches side by side. PERF: a table walk is a chain of dependent loads, about
    /// six cycles a byte; four independent chains fill those cycles.
    private func scanFour(_ base: UnsafePointer<UInt8>, _ bounds: [Int], _ initial: Int) -> (UInt64, Int) {
        let shortest = (0..<4).map { bounds[$0 + 1] - bounds[$0] }.min() ?? 0
        var states = (initial, start, start, start)
        var sum: UInt64 = 0
        table.withUnsafeBufferPointer { table in
            increments.withUnsafeBufferPointer { increments in
                classMap.withUnsafeBufferPointer { classes in
                    let p0 = base + bounds[0], p1 = base + bounds[1], p2 = base + bounds[2], p3 = base + bounds[3]
                    var (s0, s1, s2, s3) = states
                    var index = 0
                    while index < shortest {
                        // SAFETY: as in scanOne; `index < shortest` keeps every pointer inside
                        // its stretch.
                        let e0 = s0 &+ Int(classes[Int(p0[index])])
                        let e1 = s1 &+ Int(classes[Int(p1[index])])
                        let e2 = s2 &+ Int(classes[Int(p2[index])])
                        let e3 = s3 &+ Int(classes[Int(p3[index])])
                        sum &+= increments[e0] &+ increments[e1] &+ increments[e2] &+ increments[e3]
                        s0 = Int(table[e0])
                        s1 = Int(table[e1])
                        s2 = Int(table[e2])
                        s3 = Int(table[e3])
                        index &+= 1
                    }
                    states = (s0, s1, s2, s3)
                }
            }
        }
        // The rest of each stretch, one at a time; the first three end with a newline, so
        // only the last one's state carries on.
        var finalState = 0
        for (part, state) in [states.0, states.1, states.2, states.3].enumerated() {
            let (tail, end) = scanOne(base + bounds[part] + shortest, bounds[part + 1] - bounds[part] - shortest, state)
            sum &+= tail
            finalState = end
        }
        return (sum, finalState)
    }
}
