/// Tables derived from a verified ``ReadingAutomaton`` when a program is made, so that a
/// reading *looks up* what to do next instead of searching: the preferred way to read each
/// class in each state, the literal to insert first when the class cannot be read yet, the
/// literal that is the only way on (autocomplete), and the placeholder's next step.
///
/// They are derived rather than stored in the bytecode: derived data cannot disagree with
/// the automaton, and the loader has nothing more to verify.
///
/// Each state has a row of `rowWidth = 3 * classCount + 3` entries; a state is named by its
/// row offset (`state * rowWidth`), so the hot loop adds instead of multiplying. In a row
/// at offset `p`, with `k` classes:
///
///     p + c          read class c directly, the preferred way: 0, or (target row << 1) | 1 if meaningful
///     p + k + c      next literal to insert on the way to reading class c: 0, or (target row << 8) | byte
///     p + 2k + c     read class c as meaningful: 0, or (target row << 1) | 1
///     p + 3k         the only way on is this literal (autocomplete): 0, or (target row << 8) | byte
///     p + 3k + 1     flags: ``completableFlag``, ``acceptingFlag``
///     p + 3k + 2     placeholder step: 0, or (target row << 9) | (1 << 8 if a class) | byte
final class ReadingTables: Sendable {
    static let completableFlag = 1
    static let acceptingFlag = 2

    let classMap: [UInt8]
    let classCount: Int
    let rowWidth: Int
    let rows: [Int]
    let startRow: Int
    /// The longest text the mask accepts, in bytes: a bound on any reading's output.
    let longestText: Int
    /// The most bytes any text of the mask reads as meaningful, and as literals: with
    /// ``readableAs``, a lower bound on how many characters a reading must drop.
    let mostMeaningful: Int
    let mostLiteral: Int
    /// For each class, how some state reads it: 1 as a literal, 2 as meaningful, 3 both ways,
    /// 0 not at all (formatting noise).
    let readableAs: [UInt8]

    // For the exact search (see `ReadingSearch`), by plain state number.
    let stateCount: Int
    /// `targets` of the automaton (literal, meaningful per state and class).
    let targets: [UInt32]
    /// States with every transition going forward; the search fills layers in reverse.
    let topologicalOrder: [Int]
    /// Live literal transitions of each state as classes in rank order:
    /// `literalClasses[literalStart[s] ..< literalStart[s + 1]]`.
    let literalClasses: [Int]
    let literalStart: [Int]
    /// Whether some state reads the class at all; a unit whose first byte is in no such
    /// class is dropped by every reading.
    let readable: [Bool]
    /// The byte of each class that a literal transition on it stands for (its smallest).
    let representative: [UInt8]

    /// The match automaton, which tells whether input already follows the mask (and is
    /// then read as it stands), and the optimistic one, which tells when the greedy reading
    /// of other input may not be optimal.
    let matcher: DenseDFA
    let optimistic: DenseDFA

    init(_ reader: ReadingAutomaton, matcher: DenseDFA, optimistic: DenseDFA) {
        self.matcher = matcher
        self.optimistic = optimistic
        let k = reader.classCount
        let stateCount = reader.stateCount
        let rowWidth = 3 * k + 3
        self.classMap = reader.classMap
        self.classCount = k
        self.rowWidth = rowWidth
        self.stateCount = stateCount
        self.targets = reader.targets
        self.startRow = reader.startState * rowWidth
        self.topologicalOrder = ReadingAutomaton.topologicalOrder(columns: 2 * k, targets: reader.targets, stateCount: stateCount)

        var representative = [UInt8](repeating: 0, count: k)
        var seen = [Bool](repeating: false, count: k)
        for byte in 0..<256 where !seen[Int(reader.classMap[byte])] {
            seen[Int(reader.classMap[byte])] = true
            representative[Int(reader.classMap[byte])] = UInt8(byte)
        }
        self.representative = representative

        // Literal transitions in rank order, and their reverse, for the searches below.
        var literalClasses: [Int] = []
        var literalStart = [0]
        var literalSources = [[Int]](repeating: [], count: stateCount)
        var readable = [Bool](repeating: false, count: k)
        var readableAs = [UInt8](repeating: 0, count: k)
        for state in 0..<stateCount {
            var live: [Int] = []
            for cls in 0..<k {
                let literal = reader.target(state, cls, .literal)
                if literal != 0 {
                    live.append(cls)
                    literalSources[literal].append(state)
                }
                if literal != 0 { readableAs[cls] |= 1 }
                if reader.target(state, cls, .meaningful) != 0 { readableAs[cls] |= 2 }
                readable[cls] = readableAs[cls] != 0
            }
            live.sort { (reader.rank(state, $0, .literal), $0) < (reader.rank(state, $1, .literal), $1) }
            literalClasses += live
            literalStart.append(literalClasses.count)
        }
        self.literalClasses = literalClasses
        self.literalStart = literalStart
        self.readable = readable
        self.readableAs = readableAs

        var rows = [Int](repeating: 0, count: stateCount * rowWidth)
        let completable = Self.completableStates(reader, literalSources: literalSources)
        for state in 1..<max(stateCount, 1) {
            let row = state * rowWidth
            var liveLiterals = 0
            var lastLiteral = 0
            var anyMeaningful = false
            var placeholder: (rank: Int, entry: Int)?
            for cls in 0..<k {
                let literal = reader.target(state, cls, .literal)
                let meaningful = reader.target(state, cls, .meaningful)
                // Where both readings are possible the leftmost item wins; on a tie, the literal.
                if literal != 0, meaningful == 0 || reader.rank(state, cls, .literal) <= reader.rank(state, cls, .meaningful) {
                    rows[row + cls] = literal * rowWidth << 1
                } else if meaningful != 0 {
                    rows[row + cls] = meaningful * rowWidth << 1 | 1
                }
                if meaningful != 0 { rows[row + 2 * k + cls] = meaningful * rowWidth << 1 | 1 }
                if literal != 0 {
                    liveLiterals += 1
                    lastLiteral = cls
                    let entry = literal * rowWidth << 9 | Int(representative[cls])
                    if placeholder == nil || reader.rank(state, cls, .literal) < placeholder!.rank {
                        placeholder = (reader.rank(state, cls, .literal), entry)
                    }
                }
                if meaningful != 0 {
                    anyMeaningful = true
                    let entry = meaningful * rowWidth << 9 | 1 << 8 | Int(representative[cls])
                    if placeholder == nil || reader.rank(state, cls, .meaningful) < placeholder!.rank {
                        placeholder = (reader.rank(state, cls, .meaningful), entry)
                    }
                }
            }
            if !reader.accepting[state], !anyMeaningful, liveLiterals == 1 {
                rows[row + 3 * k] = reader.target(state, lastLiteral, .literal) * rowWidth << 8 | Int(representative[lastLiteral])
            }
            rows[row + 3 * k + 1] = (completable[state] ? Self.completableFlag : 0) | (reader.accepting[state] ? Self.acceptingFlag : 0)
            rows[row + 3 * k + 2] = placeholder?.entry ?? 0
        }
        Self.fillInsertions(&rows, reader, rowWidth: rowWidth, literalSources: literalSources,
                            literalClasses: literalClasses, literalStart: literalStart, readable: readable,
                            representative: representative)
        self.rows = rows

        // The longest paths from the start, over the topological order: in bytes, in
        // meaningful bytes, in literal bytes.
        var longest = [Int](repeating: 0, count: stateCount)
        var meaningful = [Int](repeating: 0, count: stateCount)
        var literal = [Int](repeating: 0, count: stateCount)
        for state in topologicalOrder.reversed() {
            for column in 0..<2 * k {
                let target = Int(reader.targets[state * 2 * k + column])
                guard target != 0 else { continue }
                longest[state] = max(longest[state], longest[target] + 1)
                meaningful[state] = max(meaningful[state], meaningful[target] + column % 2)
                literal[state] = max(literal[state], literal[target] + 1 - column % 2)
            }
        }
        self.longestText = longest[reader.startState]
        self.mostMeaningful = meaningful[reader.startState]
        self.mostLiteral = literal[reader.startState]
    }

    /// States from which an accepting state can be reached through literals alone: the text
    /// read so far is complete once the skipped trailing literals are added.
    private static func completableStates(_ reader: ReadingAutomaton, literalSources: [[Int]]) -> [Bool] {
        var completable = reader.accepting
        var stack = (0..<reader.stateCount).filter { reader.accepting[$0] }
        while let state = stack.popLast() {
            for source in literalSources[state] where !completable[source] {
                completable[source] = true
                stack.append(source)
            }
        }
        return completable
    }

    /// For each class, a breadth-first search backwards over literal transitions from the
    /// states that read it gives every state's distance in inserted literals; the literal to
    /// insert is the leftmost (lowest rank) on a shortest path. States where a class reads the
    /// character are searched for first, and only where none can be reached, states where a
    /// literal equal to it stands: a typed character is data where it can be, and a literal
    /// prefix does not swallow it (`7` typed into `+7(DDD)` gives `+7(7`). A skipped optional
    /// literal is never inserted, and of a skipped `7|8` the `7` is.
    private static func fillInsertions(
        _ rows: inout [Int], _ reader: ReadingAutomaton, rowWidth: Int, literalSources: [[Int]],
        literalClasses: [Int], literalStart: [Int], readable: [Bool], representative: [UInt8]
    ) {
        let k = reader.classCount
        var distance = [Int](repeating: -1, count: reader.stateCount)
        var visited: [Int] = []
        for cls in 0..<k where readable[cls] {
            for reading in [ReadingAutomaton.Reading.meaningful, .literal] {
                for state in visited { distance[state] = -1 }
                visited.removeAll(keepingCapacity: true)
                for state in 1..<reader.stateCount where reader.target(state, cls, reading) != 0 {
                    distance[state] = 0
                    visited.append(state)
                }
                var head = 0
                while head < visited.count {
                    let state = visited[head]
                    head += 1
                    for source in literalSources[state] where distance[source] == -1 {
                        distance[source] = distance[state] + 1
                        visited.append(source)
                    }
                }
                // Every state on the way gets its step, also one that could read the character
                // as a literal: a run that started towards a class goes on to the class.
                for state in visited where distance[state] > 0 && rows[state * rowWidth + k + cls] == 0
                    && rows[state * rowWidth + 2 * k + cls] == 0 {
                    for literal in literalClasses[literalStart[state]..<literalStart[state + 1]] {
                        let target = reader.target(state, literal, .literal)
                        if distance[target] == distance[state] - 1 {
                            rows[state * rowWidth + k + cls] = target * rowWidth << 8 | Int(representative[literal])
                            break
                        }
                    }
                }
            }
        }
    }

    /// Offsets of the parts of a row (see the type's description).
    var insertOffset: Int { classCount }
    var meaningfulOffset: Int { 2 * classCount }
    var forcedOffset: Int { 3 * classCount }
    var flagsOffset: Int { 3 * classCount + 1 }
    var placeholderOffset: Int { 3 * classCount + 2 }

    /// The state number of a row offset.
    @inline(__always)
    func state(ofRow row: Int) -> Int { row / rowWidth }
}
