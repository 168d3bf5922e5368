@testable import MaskCompiler
import MaskLexer
import MaskVM
import Testing

@Suite("DFA")
struct DFATests {
    private func stages(_ pattern: String) throws -> Compilation {
        try MaskCompiler.compileStages(pattern)
    }

    /// Every string over `alphabet` up to `length`, shortest first.
    private func strings(over alphabet: [UInt8], upTo length: Int) -> [[UInt8]] {
        var all: [[UInt8]] = [[]]
        var frontier: [[UInt8]] = [[]]
        for _ in 0..<length {
            frontier = frontier.flatMap { prefix in alphabet.map { prefix + [$0] } }
            all += frontier
        }
        return all
    }

    private func accepts(_ dfa: DFA, _ bytes: [UInt8]) -> Bool {
        dfa.state(after: bytes).map { dfa.accepting[$0] } ?? false
    }

    @Test("state counts of subset construction and of the minimal DFA (dead state included)", arguments: [
        ("", 2, 2), ("D", 3, 3), ("DD?", 4, 4), ("7|8", 3, 3), ("D?D?D?", 5, 5), ("D?7", 5, 5),
        ("+?7|8(DDD)DDD-?DD-?DD", 18, 18), ("7|7", 3, 3), ("X|D", 3, 3), ("DD|DD", 5, 5), ("+?+D", 5, 5),
    ])
    func stateCounts(pattern: String, subset: Int, minimal: Int) throws {
        let compiled = try stages(pattern)
        #expect(compiled.dfa.stateCount == subset)
        #expect(compiled.minimalDFA.stateCount == minimal)
    }

    @Test("Hopcroft merges equivalent states and trimming sends hopeless ones to the dead state")
    func minimizationMerges() {
        // Bytes a/b (class 1) and anything else (class 0). States 2 and 3 both accept and go
        // to 3 on a/b: equivalent. State 4 is reachable but can never accept: trimmed away.
        var classes = ByteClasses()
        classes.split(by: [0x61...0x62])
        let k = 2
        var transitions = [Int](repeating: 0, count: 5 * k)
        transitions[1 * k + 1] = 2
        transitions[1 * k + 0] = 4
        transitions[2 * k + 1] = 3
        transitions[3 * k + 1] = 3
        transitions[4 * k + 1] = 4
        let dfa = DFA(classes: classes, transitions: transitions, accepting: [false, false, true, true, false], start: 1)
        let minimal = dfa.trimmed().minimized()
        // dead, the accepting class {2, 3}, the start.
        #expect(minimal.stateCount == 3)
        #expect(minimal.accepting == [false, true, false])
        #expect(minimal.start == 2)
        #expect(minimal.next(2, 1) == 1)
        #expect(minimal.next(1, 1) == 1)
        #expect(minimal.next(2, 0) == 0)
    }

    @Test("minimization and trimming keep the language", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "D?7", "1D|2D", "7|8?D", "+?|7?", "-| ?DD", "X?D|7X",
    ])
    func sameLanguage(pattern: String) throws {
        let compiled = try stages(pattern)
        let alphabet = Array("+-() 78AZ1".utf8)
        for text in strings(over: alphabet, upTo: 4) {
            #expect(accepts(compiled.dfa, text) == accepts(compiled.minimalDFA, text), "\(text)")
        }
    }

    @Test("the minimal DFA has no two equivalent states and no state that cannot accept", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "D?7", "1D|2D", "DD|DD", "X?X?X?D", "7|8|9D?",
    ])
    func minimality(pattern: String) throws {
        let dfa = try stages(pattern).minimalDFA
        let n = dfa.stateCount
        let k = dfa.classes.count
        // Distinguishable pairs by fixed point: start from accepting vs not, then propagate.
        var distinct = [[Bool]](repeating: [Bool](repeating: false, count: n), count: n)
        for a in 0..<n { for b in 0..<n where dfa.accepting[a] != dfa.accepting[b] { distinct[a][b] = true } }
        var changed = true
        while changed {
            changed = false
            for a in 0..<n {
                for b in 0..<n where !distinct[a][b] {
                    if (0..<k).contains(where: { distinct[dfa.next(a, $0)][dfa.next(b, $0)] }) {
                        distinct[a][b] = true
                        changed = true
                    }
                }
            }
        }
        for a in 0..<n { for b in 0..<n where a != b { #expect(distinct[a][b], "states \(a) and \(b) are equivalent") } }
        // Every state but the dead one reaches acceptance.
        for state in 1..<n {
            var seen: Set<Int> = [state]
            var stack = [state]
            var reaches = false
            while let current = stack.popLast() {
                if dfa.accepting[current] { reaches = true; break }
                for cls in 0..<k where seen.insert(dfa.next(current, cls)).inserted { stack.append(dfa.next(current, cls)) }
            }
            #expect(reaches, "state \(state) cannot accept")
        }
    }

    @Test("Hopcroft and the one-pass acyclic minimization give the same DFA", arguments: [
        "+?7|8(DDD)DDD-?DD-?DD", "D?7", "DD|DD", "X?X?X?D", "7|8|9D?", "D?D?D?D?7", "-| ?DD-| ?DD", "",
        String(repeating: "D?X|7", count: 30),
    ])
    func minimizersAgree(pattern: String) throws {
        let dfa = try stages(pattern).dfa
        #expect(dfa.reverseTopologicalOrder() != nil, "a mask's DFA is acyclic")
        #expect(dfa.minimized() == dfa.trimmed().minimizedByHopcroft())
    }

    @Test("a cyclic DFA is recognised as such and minimized by Hopcroft")
    func cyclic() {
        var classes = ByteClasses()
        classes.split(by: [0x61...0x61])
        // a* with two copies of the looping state: 1 -a-> 2 -a-> 1, both accepting.
        let dfa = DFA(classes: classes, transitions: [0, 0, 0, 2, 0, 1], accepting: [false, true, true], start: 1)
        #expect(dfa.reverseTopologicalOrder() == nil)
        let minimal = dfa.minimized()
        #expect(minimal.stateCount == 2)
        #expect(minimal.next(1, 1) == 1)
    }

    @Test("trimming sends moves into hopeless states to the dead state, and leaves a DFA whose states all can accept as it is", arguments: [11, 12] as [UInt64])
    func trimming(seed: UInt64) {
        var generator = XorShift(state: seed)
        var classes = ByteClasses()
        classes.split(by: [0x61...0x61])
        classes.split(by: [0x62...0x63])
        let k = classes.count
        var untouched = 0
        var rewritten = 0
        for _ in 0..<300 {
            let n = Int.random(in: 2...10, using: &generator)
            var transitions = [Int](repeating: 0, count: n * k)
            for index in k..<(n * k) where Int.random(in: 0..<2, using: &generator) == 0 {
                transitions[index] = Int.random(in: 1..<n, using: &generator)
            }
            let accepting = (0..<n).map { $0 > 0 && Int.random(in: 0..<3, using: &generator) == 0 }
            let dfa = DFA(classes: classes, transitions: transitions, accepting: accepting, start: Int.random(in: 0..<n, using: &generator))
            // The states that can accept, found by brute force: a fixpoint of "moves to one".
            var live = accepting
            var changed = true
            while changed {
                changed = false
                for state in 1..<n where !live[state] && (0..<k).contains(where: { live[transitions[state * k + $0]] }) {
                    live[state] = true
                    changed = true
                }
            }
            let trimmed = dfa.trimmed()
            #expect(trimmed.transitions == transitions.map { live[$0] ? $0 : 0 }, "\(transitions) \(accepting)")
            #expect(trimmed.start == (live[dfa.start] ? dfa.start : 0))
            #expect(trimmed.accepting == accepting)
            if live[1...].allSatisfy({ $0 }) {
                #expect(trimmed == dfa)
                untouched += 1
            } else {
                rewritten += 1
            }
        }
        #expect(untouched > 10)
        #expect(rewritten > 10)
    }

    @Test("on trimmed cyclic DFAs, leaving the dead state out of the splitters gives the same minimal DFA", arguments: [5, 6, 7] as [UInt64])
    func deadStateAlone(seed: UInt64) {
        var generator = XorShift(state: seed)
        var classes = ByteClasses()
        classes.split(by: [0x61...0x61])
        classes.split(by: [0x62...0x62])
        classes.split(by: [0x63...0x64])
        let k = classes.count
        var merged = 0
        for _ in 0..<300 {
            let n = Int.random(in: 2...12, using: &generator)
            // Sparse moves, as a Unicode class's DFA has them: most go to the dead state.
            var transitions = [Int](repeating: 0, count: n * k)
            for index in k..<(n * k) where Int.random(in: 0..<3, using: &generator) == 0 {
                transitions[index] = Int.random(in: 1..<n, using: &generator)
            }
            let accepting = (0..<n).map { $0 > 0 && Int.random(in: 0..<3, using: &generator) == 0 }
            let dfa = DFA(classes: classes, transitions: transitions, accepting: accepting, start: Int.random(in: 0..<n, using: &generator))
            let trimmed = dfa.trimmed()
            let plain = trimmed.minimizedByHopcroft()
            #expect(trimmed.minimizedByHopcroft(trimmed: true) == plain, "\(transitions) \(accepting)")
            if plain.stateCount < n { merged += 1 }
        }
        #expect(merged > 50)
    }

    @Test("the dead state is 0 and absorbs")
    func deadState() throws {
        let dfa = try stages("DD").minimalDFA
        #expect(!dfa.accepting[0])
        #expect((0..<dfa.classes.count).allSatisfy { dfa.next(0, $0) == 0 })
        #expect(dfa.state(after: Array("a".utf8)) == nil)
    }

    @Test("DFA state and work limits are diagnostics, not hangs")
    func limits() {
        var limits = MaskCompiler.Limits()
        limits.maximumDFAStates = 5
        #expect {
            try MaskCompiler.compile("DDDDDDDD", limits: limits)
        } throws: { error in
            (error as? PatternError)?.diagnostics.map(\.code) == ["limit-dfa-states"]
        }
        limits = MaskCompiler.Limits()
        limits.maximumDeterminizationWork = 1_000
        #expect {
            try MaskCompiler.compile(String(repeating: "D?", count: 200) + "7", limits: limits)
        } throws: { error in
            (error as? PatternError)?.diagnostics.map(\.code) == ["limit-determinization-work"]
        }
    }

    @Test("the work limit counts the closures: many different optional literals are refused, not slow")
    func closureWork() throws {
        // 25 different optional literals: every DFA state's closure holds the rest of them.
        // The states and moves alone are under 700 steps; the closures make it 3,601.
        let pattern = "abcdefghijklmnopqrstuvwyz".map { #"\"# + String($0) + "?" }.joined()
        var limits = MaskCompiler.Limits()
        limits.maximumDeterminizationWork = 3_600
        #expect {
            try MaskCompiler.compile(pattern, limits: limits)
        } throws: { error in
            (error as? PatternError)?.diagnostics.map(\.code) == ["limit-determinization-work"]
        }
        limits.maximumDeterminizationWork = 3_601
        #expect(try MaskCompiler.compile(pattern, limits: limits).match("ace") == .complete)
    }

    @Test("an over-long pattern is refused before it is parsed")
    func patternLength() {
        var limits = MaskCompiler.Limits()
        limits.maximumPatternLength = 8
        #expect {
            try MaskCompiler.compile("DDDDDDDDDD", limits: limits)
        } throws: { error in
            let diagnostics = (error as? PatternError)?.diagnostics ?? []
            return diagnostics.map(\.code) == ["limit-pattern-length"] && diagnostics[0].range == 8..<10
        }
        #expect(throws: Never.self) { try MaskCompiler.compile("DDDDDDDD", limits: limits) }
    }

    @Test("a long mask of 512 items compiles to a DFA of one state an item")
    func longMask() throws {
        let pattern = String(repeating: "DDX-", count: 128)
        let compiled = try stages(pattern)
        #expect(compiled.minimalDFA.stateCount == 512 + 2)
        #expect(compiled.program.match(String(repeating: "12a-", count: 128)) == .complete)
    }

    @Test("lowering keeps state numbering and the verifier accepts the compiler's output")
    func lowering() throws {
        let compiled = try stages("+?7|8(DDD)DDD-?DD-?DD")
        let dense = compiled.program.matcher
        #expect(dense.stateCount == compiled.minimalDFA.stateCount)
        #expect(dense.classCount == compiled.minimalDFA.classes.count)
        #expect(dense.transitions.map(Int.init) == compiled.minimalDFA.transitions)
        #expect(dense.startState == compiled.minimalDFA.start)
    }
}

/// A seeded generator for the random DFAs above (xorshift64), so a failing seed reproduces.
private struct XorShift: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
