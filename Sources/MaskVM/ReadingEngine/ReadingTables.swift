/// Tables derived from a verified ``ReadingAutomaton`` on a program's first reading, so that a
/// reading *looks up* what to do next instead of searching: the preferred way to read each
/// class in each state, the literal to insert first when the class cannot be read yet, the
/// literal that is the only way on (autocomplete), and the placeholder's next step.
///
/// They are derived rather than stored in the bytecode: derived data cannot disagree with
/// the automaton, and the loader has nothing more to verify.
///
/// Each state has a row of entries (its layout, and how each entry is packed, is
/// ``ReadingRowLayout``'s alone); a state is named by its row offset (`state * rowWidth`), so
/// the hot loop adds instead of multiplying.
///
/// Cost: O(states × classes) for everything but the insertion entries, which take one
/// shortest-path pass over the literal transitions per (class, reading) that some state
/// reads: `LiteralGraph.insertionWork` steps. That part is not linear in the automaton's size in the
/// worst case (it is a many-source shortest-path problem), so it is computed before any of
/// it is done and refused above a limit (`MaskProgram.LoadLimits.maximumReadingWork`).
final class ReadingTables: Sendable {
    typealias Layout = ReadingRowLayout

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
    /// The fewest meaningful bytes on a path from the start to an accepting state, and
    /// whether every class read as meaningful holds only ASCII letters and digits or bytes
    /// of 0x80 and up: with them, a cheap bound says when no complete reading of an input
    /// can exist (see `ReadingTables+Complete`).
    let fewestMeaningfulToAccept: Int
    let meaningfulOnlyLettersAndDigits: Bool
    /// Per class, whether a literal on it inserts a letter or digit, or a byte of a
    /// character that is not ASCII: what a complete reading found by the search may not insert.
    let literalIsLetterOrDigit: [Bool]

    // For the exact search (see `ReadingSearch`), by plain state number.
    let stateCount: Int
    /// `targets` of the automaton (literal, meaningful per state and class).
    let targets: [UInt32]
    /// States with every transition going forward; the search fills layers in reverse.
    let topologicalOrder: [Int]
    /// Per state, the most letters and digits a reading can still consume from it: the lazy
    /// walk's bound (`ReadingTables+LetterOrDigitReads`).
    let letterOrDigitReads: [Int32]
    /// Live literal transitions of each state as classes in rank order:
    /// `literalClasses[literalStart[s] ..< literalStart[s + 1]]`.
    let literalClasses: [Int]
    let literalStart: [Int]
    /// Every insertion a reading may make, and which literals close a number range: the
    /// one declaration the exact search and its forward pass read (``ReadingMoves``).
    let moves: ReadingMoves
    /// The number ranges of the source pattern, kept for tables derived from these.
    let ranges: NumberRangeItems
    /// Per state and class, the number a meaningful step reads its digit into: the range's
    /// pattern offset, -1 for a plain digit (a run of them is one number), -2 for no digit.
    /// Rule 6 asks it whether two digits a dropped separator parted landed in one number.
    /// Empty without ranges.
    let digitNumber: [Int32]
    /// Whether some state reads the class at all; a unit whose first byte is in no such
    /// class is dropped by every reading.
    let readable: [Bool]
    /// For each byte, the alternate a typed ASCII letter may be read as where it does not
    /// fit as typed: its other case when some state reads that, else 0 (see
    /// `ReadingTables+Alternates`). 256 entries.
    let asciiAlternate: [UInt8]
    /// Whether some ASCII byte has an alternate. PERF: when not (a phone mask), a byte that
    /// does not fit where it stands goes straight to the insertions.
    let hasASCIIAlternates: Bool
    /// The byte of each class that a literal transition on it stands for (its smallest).
    let representative: [UInt8]
    /// The steps the insertion entries took: at most ``LiteralGraph/insertionWork``, which
    /// the limit was checked against before they were taken.
    let insertionSteps: Int

    /// Whether no state reads a class both as a literal and as meaningful. Then a text has
    /// one path through the reading automaton at most, and the reading tells what the match
    /// automaton would: a greedy reading that had to insert or drop shows that the input
    /// does not follow the mask as it stands, and a text is complete exactly when its
    /// reading ends accepting. PERF: the match automaton is then not run on the common path.
    let isUnambiguous: Bool

    /// The match automaton, which tells whether input already follows the mask (and is
    /// then read as it stands).
    let matcher: DenseDFA

    /// Where ``keepAutomaton`` is kept once made.
    let keepSlot = KeepAutomatonSlot()

    /// The exact search's forward pass as a DFA (``KeepAutomaton``), made on first use: a
    /// set's choice walks it to rank tied masks without reading them.
    var keepAutomaton: KeepAutomaton { keepSlot.automaton(self) }

    /// Where ``closerKeepAutomaton`` is kept once made.
    let closerKeepSlot = KeepAutomatonSlot(beforeLastCloser: true)

    /// The forward pass over the units up to the input's last typed closer as a DFA
    /// (``KeepAutomaton/init(_:maximumSubsets:beforeLastCloser:)``), made on first use:
    /// ``firstDroppedLetterOrDigit(_:)`` walks it to name an out-of-range date's digit.
    var closerKeepAutomaton: KeepAutomaton { closerKeepSlot.automaton(self) }

    /// Derives the tables; refuses with ``ProgramError/readingWorkOverLimit(work:limit:)``,
    /// before doing it, when the insertion entries would take more than `maximumWork` steps.
    convenience init(
        _ reader: ReadingAutomaton, matcher: DenseDFA, ranges: NumberRangeItems, maximumWork: Int
    ) throws(ProgramError) {
        let representative = Self.representatives(reader.classMap, classCount: reader.classCount)
        let graph = LiteralGraph(reader, representative: representative)
        let work = graph.insertionWork
        guard work <= maximumWork else { throw .readingWorkOverLimit(work: work, limit: maximumWork) }
        self.init(reader, matcher: matcher, representative: representative, graph: graph, ranges: ranges)
    }

    /// Derives the tables without counting their work first: for a caller that has bounded
    /// it already (``LiteralGraph/insertionWorkBound(classCount:stateCount:)``). `ambiguous`
    /// gives ``isUnambiguous`` from the automaton `reader` was pruned from, if it was: a text
    /// may have another path through that one, so only it tells when the match must run.
    convenience init(
        _ reader: ReadingAutomaton, matcher: DenseDFA, ranges: NumberRangeItems, prunedFrom original: ReadingTables? = nil
    ) {
        let representative = Self.representatives(reader.classMap, classCount: reader.classCount)
        self.init(reader, matcher: matcher, representative: representative,
                  graph: LiteralGraph(reader, representative: representative), ranges: ranges,
                  isUnambiguous: original?.isUnambiguous)
    }

    private init(
        _ reader: ReadingAutomaton, matcher: DenseDFA, representative: [UInt8], graph: LiteralGraph,
        ranges: NumberRangeItems, isUnambiguous: Bool? = nil
    ) {
        let k = reader.classCount
        let stateCount = reader.stateCount
        let rowWidth = Layout.rowWidth(classes: k)
        let order = reader.topologicalOrder

        var rows = [Int](repeating: 0, count: stateCount * rowWidth)
        let completable = graph.completableStates(reader, order: order)
        Self.fillSteps(&rows, reader, rowWidth: rowWidth, representative: representative, completable: completable)
        let steps = graph.fillInsertions(&rows, reader, rowWidth: rowWidth, order: order)
        Self.fillPlaceholders(&rows, reader, graph: graph, rowWidth: rowWidth, order: order, representative: representative)
        let longest = Self.longestPaths(reader, order: order)
        let moves = ReadingMoves(reader, graph: graph, representative: representative, ranges: ranges)
        let completion = Self.completionBound(reader, order: order, moves: moves)

        self.matcher = matcher
        self.classMap = reader.classMap
        self.classCount = k
        self.rowWidth = rowWidth
        self.rows = rows
        self.startRow = reader.startState * rowWidth
        self.longestText = longest.bytes
        self.mostMeaningful = longest.meaningful
        self.mostLiteral = longest.literal
        self.fewestMeaningfulToAccept = completion.fewestMeaningful
        self.meaningfulOnlyLettersAndDigits = completion.onlyLettersAndDigits
        self.readableAs = graph.readableAs
        self.stateCount = stateCount
        self.targets = reader.targets
        self.topologicalOrder = order
        self.letterOrDigitReads = Self.letterOrDigitReads(reader, order: order)
        self.literalClasses = graph.classes
        self.literalStart = graph.classStart
        self.moves = moves
        let closerByte = (0..<256).map { byte in byte < 0x80 && moves.closerClass[Int(reader.classMap[byte])] }
        self.closerByte = closerByte
        self.foreignByteKind = moves.hasForeignSeparators ? Self.foreignByteKinds(closerByte: closerByte, openingByte: moves.openingByte) : []
        self.ranges = ranges
        self.digitNumber = Self.digitNumbers(reader, ranges: ranges, representative: representative)
        self.readable = graph.readableAs.map { $0 != 0 }
        let alternates = Self.asciiAlternates(reader.classMap, readableAs: graph.readableAs)
        self.asciiAlternate = alternates
        self.hasASCIIAlternates = alternates.contains { $0 != 0 }
        self.representative = representative
        self.literalIsLetterOrDigit = representative.map { $0 >= 0x80 || ReadingInput.isLetterOrDigit(byte: $0) }
        self.insertionSteps = steps
        self.isUnambiguous = isUnambiguous ?? !zip(stride(from: 0, to: reader.targets.count, by: 2), stride(from: 1, to: reader.targets.count, by: 2))
            .contains { reader.targets[$0] != 0 && reader.targets[$1] != 0 }
    }

    /// The smallest byte of each class.
    private static func representatives(_ classMap: [UInt8], classCount: Int) -> [UInt8] {
        var representative = [UInt8](repeating: 0, count: classCount)
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: classCount) { seen in
            seen.initialize(repeating: false)
            for byte in 0..<256 where !seen[Int(classMap[byte])] {
                seen[Int(classMap[byte])] = true
                representative[Int(classMap[byte])] = UInt8(byte)
            }
        }
        return representative
    }

    /// Every entry of each row but the insertions: the preferred and the meaningful steps,
    /// the forced literal, the flags and the placeholder step. O(states × classes).
    private static func fillSteps(
        _ rows: inout [Int], _ reader: ReadingAutomaton, rowWidth: Int, representative: [UInt8], completable: [Bool]
    ) {
        let k = reader.classCount
        rows.withUnsafeMutableBufferPointer { rows in
        reader.targets.withUnsafeBufferPointer { targets in
        reader.ranks.withUnsafeBufferPointer { ranks in
            // SAFETY: `targets` and `ranks` have `2k` entries a state, `rows` `rowWidth` a
            // state, and every target is a state (the verifier checked them).
            for state in 1..<max(reader.stateCount, 1) {
                let row = state &* rowWidth
                let base = state &* k &* 2
                var liveLiterals = 0
                var lastLiteral = 0
                var anyMeaningful = false
                var placeholderRank = Int.max
                var placeholder = 0
                for cls in 0..<k {
                    let literal = Int(targets[base &+ 2 &* cls])
                    let meaningful = Int(targets[base &+ 2 &* cls &+ 1])
                    guard literal != 0 || meaningful != 0 else { continue }
                    let literalRank = Int(ranks[base &+ 2 &* cls])
                    let meaningfulRank = Int(ranks[base &+ 2 &* cls &+ 1])
                    // Where both readings are possible the leftmost item wins; on a tie, the literal.
                    let direct = literal != 0 && (meaningful == 0 || literalRank <= meaningfulRank)
                        ? Layout.Step(targetRow: literal &* rowWidth, isMeaningful: false)
                        : Layout.Step(targetRow: meaningful &* rowWidth, isMeaningful: true)
                    rows[row &+ Layout.direct(k, cls)] = Layout.encode(direct)
                    if literal != 0 {
                        liveLiterals += 1
                        lastLiteral = cls
                        // The placeholder takes the leftmost step; of equals, the first met.
                        if placeholder == 0 || literalRank < placeholderRank {
                            placeholderRank = literalRank
                            placeholder = Layout.encode(Layout.PlaceholderStep(
                                targetRow: literal &* rowWidth, isClass: false, byte: representative[cls]))
                        }
                    }
                    if meaningful != 0 {
                        anyMeaningful = true
                        rows[row &+ Layout.meaningful(k, cls)] = Layout.encode(Layout.Step(targetRow: meaningful &* rowWidth, isMeaningful: true))
                        if placeholder == 0 || meaningfulRank < placeholderRank {
                            placeholderRank = meaningfulRank
                            placeholder = Layout.encode(Layout.PlaceholderStep(
                                targetRow: meaningful &* rowWidth, isClass: true, byte: representative[cls]))
                        }
                    }
                }
                if !reader.accepting[state], !anyMeaningful, liveLiterals == 1 {
                    rows[row &+ Layout.forced(k)] = Layout.encode(Layout.Literal(
                        targetRow: Int(targets[base &+ 2 &* lastLiteral]) &* rowWidth, byte: representative[lastLiteral]))
                }
                rows[row &+ Layout.flags(k)] = (completable[state] ? Layout.completableFlag : 0)
                    | (reader.accepting[state] ? Layout.acceptingFlag : 0)
                rows[row &+ Layout.placeholder(k)] = placeholder
            }
        }
        }
        }
    }

    /// The placeholder's steps: the way typing goes on from each state, so that typing a
    /// character that fits the next class gives the text the placeholder showed. Where a
    /// class reads, the leftmost class; else the first of the nearest ways through literals
    /// to a class (the literals reading the next character inserts, as the insertion entries
    /// choose them); where no class can follow, nothing if the text may end there (an
    /// optional literal is kept only when typed, so it is not promised), else the leftmost
    /// literal (the step ``fillSteps`` chose). O(states × classes + literal transitions).
    private static func fillPlaceholders(
        _ rows: inout [Int], _ reader: ReadingAutomaton, graph: LiteralGraph, rowWidth: Int, order: [Int], representative: [UInt8]
    ) {
        let k = reader.classCount
        let unreachable = Int.max
        var distance = [Int](repeating: unreachable, count: reader.stateCount)
        for state in order.reversed() where state != 0 {
            let row = state * rowWidth
            var rank = Int.max
            var step = 0
            for cls in 0..<k {
                let target = Int(reader.targets[(state * k + cls) * 2 + 1])
                let classRank = Int(reader.ranks[(state * k + cls) * 2 + 1])
                if target != 0, classRank < rank {
                    rank = classRank
                    step = Layout.encode(Layout.PlaceholderStep(targetRow: target * rowWidth, isClass: true, byte: representative[cls]))
                }
            }
            if step != 0 {
                distance[state] = 0
                rows[row + Layout.placeholder(k)] = step
                continue
            }
            var nearest = unreachable
            for edge in graph.edgeStart[state]..<graph.edgeStart[state + 1] {
                let target = graph.edges[edge] >> 8
                if distance[target] != unreachable, distance[target] + 1 < nearest {
                    nearest = distance[target] + 1
                    step = Layout.encode(Layout.PlaceholderStep(
                        targetRow: target * rowWidth, isClass: false, byte: representative[graph.edges[edge] & 0xFF]))
                }
            }
            if nearest != unreachable {
                distance[state] = nearest
                rows[row + Layout.placeholder(k)] = step
            } else if reader.accepting[state] {
                rows[row + Layout.placeholder(k)] = 0
            }
        }
    }

    /// The longest paths from the start, over the topological order: in bytes, in
    /// meaningful bytes, in literal bytes.
    private static func longestPaths(_ reader: ReadingAutomaton, order: [Int]) -> (bytes: Int, meaningful: Int, literal: Int) {
        let columns = 2 * reader.classCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * reader.stateCount) { longest in
            reader.targets.withUnsafeBufferPointer { targets in
                // SAFETY: three entries a state; every target is a state.
                longest.initialize(repeating: 0)
                for state in order.reversed() {
                    var bytes = 0
                    var meaningful = 0
                    var literal = 0
                    for column in 0..<columns {
                        let target = Int(targets[state &* columns &+ column])
                        guard target != 0 else { continue }
                        bytes = max(bytes, longest[3 &* target] &+ 1)
                        meaningful = max(meaningful, longest[3 &* target &+ 1] &+ column % 2)
                        literal = max(literal, longest[3 &* target &+ 2] &+ 1 &- column % 2)
                    }
                    longest[3 &* state] = bytes
                    longest[3 &* state &+ 1] = meaningful
                    longest[3 &* state &+ 2] = literal
                }
                let start = reader.startState
                return (longest[3 &* start], longest[3 &* start &+ 1], longest[3 &* start &+ 2])
            }
        }
    }
    /// Per byte: whether it is, alone, a typed closer of a number range (``ReadingMoves``).
    let closerByte: [Bool]
    /// Per byte, for a mask with closers: a letter or digit, a separator that may close a
    /// range as the mask's own would (``foreignClosers(in:)``), or another byte.
    let foreignByteKind: [UInt8]

    /// The state number of a row offset.
    @inline(__always)
    func state(ofRow row: Int) -> Int { row / rowWidth }
}
