@testable import MaskCompiler
import MaskLexer
import Testing

/// The subset construction runs one of two ways: with NFA state sets as 64-bit words (NFAs of
/// up to 64 states) or as sorted lists (any NFA). They must give the same automaton, state for
/// state, and fail the same way at the same limits.
@Suite("Subset construction")
struct SubsetConstructionTests {
    /// Masks from a fixed pseudo-random sequence (a 64-bit LCG), each small enough for words.
    static let masks: [String] = {
        let atoms = ["D", "X", "7", "8", "+", "(", ")", "-", " ", #"\a"#, #"\€"#, "1"]
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        return (0..<300).map { _ in
            var pattern = ""
            for _ in 0..<next(12) {
                pattern += atoms[next(atoms.count)]
                switch next(5) {
                case 0: pattern += "?"
                case 1: pattern += "|" + atoms[next(atoms.count)]
                default: break
                }
            }
            return pattern
        }
    }()

    private func bothWays(_ pattern: String, tagged: Bool, stateLimit: Int = 1_000, workLimit: Int = 1_000_000) throws
        -> (words: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>,
            sparse: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>) {
        let nfa = try MaskCompiler.compileStages(pattern).nfa
        let classes = nfa.byteClasses
        let compact = CompactNFA(nfa, classes: classes, tagged: tagged)
        let letters = classes.count * (tagged ? 2 : 1)
        let words = try #require(SubsetConstruction.WordSets.determinize(
            compact, start: nfa.start, letterCount: letters, keepSets: true, stateLimit: stateLimit, workLimit: workLimit))
        let sparse = SubsetConstruction.determinizeSparse(
            compact, start: nfa.start, letterCount: letters, keepSets: true, stateLimit: stateLimit, workLimit: workLimit)
        return (words, sparse)
    }

    private func same(_ left: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>,
                      _ right: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>) -> Bool {
        switch (left, right) {
        case (.success(let a), .success(let b)):
            a.transitions == b.transitions && a.accepting == b.accepting && a.start == b.start
                && a.memberStart == b.memberStart && a.members == b.members && a.moves == b.moves
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }

    @Test("words and sorted lists give the same automaton over classes and over class × reading")
    func sameAutomaton() throws {
        for pattern in Self.masks {
            for tagged in [false, true] {
                let (words, sparse) = try bothWays(pattern, tagged: tagged)
                #expect(same(words, sparse), "\(pattern) tagged: \(tagged)")
            }
        }
    }

    @Test("words and sorted lists fail alike at the state and work limits")
    func sameLimits() throws {
        for pattern in ["D?D?D?D?D?D?7", "+?7|8(DDD)DDD-?DD-?DD", "7?D7?D7?D"] {
            for limit in 1...40 {
                let byStates = try bothWays(pattern, tagged: true, stateLimit: limit)
                #expect(same(byStates.words, byStates.sparse), "\(pattern) states \(limit)")
                let byWork = try bothWays(pattern, tagged: false, workLimit: limit * 3)
                #expect(same(byWork.words, byWork.sparse), "\(pattern) work \(limit * 3)")
            }
        }
    }

    @Test("an NFA of more than 64 states takes the general way, and masks compile the same either side of it")
    func largeNFA() throws {
        let small = try MaskCompiler.compileStages(String(repeating: "D?", count: 31))
        let large = try MaskCompiler.compileStages(String(repeating: "D?", count: 32))
        #expect(small.nfa.states.count <= SubsetConstruction.WordSets.capacity)
        #expect(large.nfa.states.count > SubsetConstruction.WordSets.capacity)
        #expect(large.minimalDFA.stateCount == small.minimalDFA.stateCount + 1)
        #expect(large.program.match(String(repeating: "1", count: 32)) == .complete)
    }
}
