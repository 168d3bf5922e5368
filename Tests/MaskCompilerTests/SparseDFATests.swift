@testable import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// A regular expression's match automaton goes from the subset construction to lowering as
/// rows of live moves (``SparseDFA``); the program must be the one the dense passes make.
@Suite("Sparse DFA")
struct SparseDFATests {
    /// Classes `[a]`, `[b]`, `[c-d]`, `[e]`, `[f]` and the rest: six columns, so that equal
    /// columns (merged classes) and runs of live moves both occur.
    private static let classes: ByteClasses = {
        var classes = ByteClasses()
        for range: ClosedRange<UInt8> in [0x61...0x61, 0x62...0x62, 0x63...0x64, 0x65...0x65, 0x66...0x66] {
            classes.split(by: [range])
        }
        return classes
    }()

    @Test("rows of live moves minimize, merge classes and lower to the dense passes' automaton", arguments: [11, 12, 13] as [UInt64])
    func sameAsDense(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        let k = Self.classes.count
        var minimizedSparse = 0
        var merged = 0
        var shrunk = 0
        for _ in 0..<400 {
            let n = Int.random(in: 2...14, using: &generator)
            // Mostly dead moves, as a Unicode class's DFA has them; a column is sometimes
            // copied from another, so that some classes are equal everywhere.
            var transitions = [Int](repeating: 0, count: n * k)
            for index in k..<(n * k) where Int.random(in: 0..<3, using: &generator) == 0 {
                transitions[index] = Int.random(in: 1..<n, using: &generator)
            }
            if Bool.random(using: &generator) {
                let from = Int.random(in: 0..<k, using: &generator)
                let to = Int.random(in: 0..<k, using: &generator)
                for state in 0..<n { transitions[state * k + to] = transitions[state * k + from] }
            }
            let accepting = (0..<n).map { $0 > 0 && Int.random(in: 0..<3, using: &generator) == 0 }
            let start = Int.random(in: 1..<n, using: &generator)
            let dense = DFA(classes: Self.classes, transitions: transitions, accepting: accepting, start: start)
            let sparse = SparseDFA(classes: Self.classes,
                                   rows: MoveRows(table: transitions, stateCount: n, classCount: k, ignoring: 0),
                                   accepting: accepting, start: start)
            #expect(sparse.dense == dense)
            let expected = dense.minimized().mergingEquivalentClasses()
            // Rows of a DFA some of whose states cannot accept (or whose sweeps do not settle)
            // are left to the dense passes.
            let canAccept = dense.trimmed() == dense
            guard let minimal = sparse.minimizedMergingClasses() else { continue }
            #expect(canAccept, "\(transitions) \(accepting)")
            minimizedSparse += 1
            #expect(minimal.dense == expected, "\(transitions) \(accepting) start \(start)")
            #expect(minimal.lowered() == expected.lowered())
            if expected.classes.count < k { merged += 1 }
            if expected.stateCount < n { shrunk += 1 }
        }
        #expect(minimizedSparse > 40)
        #expect(merged > 20)
        #expect(shrunk > 20)
    }

    @Test("the construction's moves are the rows of its table")
    func constructionMoves() throws {
        for pattern in ["DDD-DD", "+?7|8(DDD)DDD-?DD-?DD", "X{2,}D", "[a-f0-9]{1,}-?D{3,}", "<0-255>{2,}"] {
            let stages = try MaskCompiler.compileStages(pattern)
            let classes = stages.nfa.byteClasses
            let subsets = try SubsetConstruction.determinize(
                CompactNFA(stages.nfa, classes: classes, tagged: false), start: stages.nfa.start, letterCount: classes.count,
                keepSets: false, stateLimit: 10_000, workLimit: 10_000_000).get()
            let rows = MoveRows(constructionMoves: subsets.moves, stateCount: subsets.accepting.count, classCount: classes.count)
            #expect(rows.table(classCount: classes.count, filling: 0) == subsets.transitions, "\(pattern)")
            let dense = DFA(classes: classes, transitions: subsets.transitions, accepting: subsets.accepting, start: subsets.start)
            let sparse = SparseDFA(classes: classes, subsets: subsets)
            let run = CompilationRun(pattern: pattern, symbols: .default, limits: .default)
            #expect(run.minimizeAndLower(sparse) == run.minimize(dense).lowered(), "\(pattern)")
        }
    }
}

private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
