@testable import MaskCompiler
import MaskLexer
import MaskVM
import Testing

/// The general subset construction buckets each state's moves by letter (a counting sort)
/// instead of sorting them: these tests hold it to the sorting construction it replaced, kept
/// below as the reference, on NFAs too large for 64-bit words and at limits on either side of
/// the exact ones, so that a mask gets a DFA or a simulation exactly as before.
@Suite("Subset construction: the same outcome at the limits")
struct OptimisticLimitTests {
    /// The construction as it was: moves packed as `letter << 32 | successor` and sorted.
    /// The state and the work at which it stops are what the limits see.
    static func reference(
        _ compact: CompactNFA, start nfaStart: Int, letterCount: Int, stateLimit: Int, workLimit: Int
    ) -> Result<SubsetConstruction.Subsets, SubsetConstruction.Failure> {
        var sets = SequenceInterner(expectedCount: compact.count)
        _ = sets.intern([])
        var closures = SortedClosures(compact)
        var transitions = [Int](repeating: 0, count: letterCount)
        var accepting = [false]
        var work = 0
        func internClosure() -> Int? {
            let (id, isNew) = closures.withMembers { sets.intern($0) }
            guard isNew else { return id }
            guard id < stateLimit else { return nil }
            transitions.append(contentsOf: repeatElement(0, count: letterCount))
            accepting.append(closures.withMembers { $0.contains(where: compact.isAccept) })
            return id
        }
        [nfaStart].withUnsafeBufferPointer { closures.compute($0) }
        guard let start = internClosure() else { return .failure(.tooManyStates) }
        var pending = 1
        while pending < sets.count {
            let current = pending
            pending += 1
            let members = Array(sets[current])
            work += members.count
            guard work <= workLimit else { return .failure(.tooMuchWork) }
            var moves: [Int] = []
            for nfaState in members where !compact.isAccept(nfaState) {
                for index in Int(compact.letterStart[nfaState])..<Int(compact.letterStart[nfaState + 1]) {
                    moves.append(Int(compact.letters[index]) << 32 | Int(compact.first[nfaState]))
                }
            }
            moves.sort()
            var index = 0
            while index < moves.count {
                let letter = moves[index] >> 32
                var successors: [Int] = []
                while index < moves.count, moves[index] >> 32 == letter {
                    successors.append(moves[index] & 0xFFFF_FFFF)
                    index += 1
                }
                work += successors.count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                successors.withUnsafeBufferPointer { closures.compute($0) }
                work += closures.count
                guard work <= workLimit else { return .failure(.tooMuchWork) }
                guard let target = internClosure() else { return .failure(.tooManyStates) }
                transitions[current * letterCount + letter] = target
            }
        }
        return .success(SubsetConstruction.Subsets(transitions: transitions, accepting: accepting, start: start,
                                                    memberStart: sets.starts, members: sets.storage, moves: []))
    }

    private static func same(_ left: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>,
                             _ right: Result<SubsetConstruction.Subsets, SubsetConstruction.Failure>) -> Bool {
        switch (left, right) {
        case (.success(let a), .success(let b)):
            a.transitions == b.transitions && a.accepting == b.accepting && a.start == b.start
                && a.memberStart == b.memberStart && a.members == b.members
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }

    /// The optimistic NFA of `pattern` (and, with `tagged`, its reading NFA's letters).
    private static func nfa(_ pattern: String, tagged: Bool) throws -> (compact: CompactNFA, start: Int, letters: Int) {
        let run = CompilationRun(pattern: pattern, symbols: .default, limits: .default)
        let classified = run.classifyBytes(try run.buildNFA(try run.parse()))
        if tagged { return (classified.tagged, classified.nfa.start, classified.classes.count * 2) }
        let optimistic = try run.buildOptimisticNFA(classified)
        return (optimistic.nfa, optimistic.start, classified.classes.count)
    }

    /// The least limit in `range` under which `succeeds` holds (it holds for every greater one).
    private static func least(in range: ClosedRange<Int>, _ succeeds: (Int) -> Bool) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = low + (high - low) / 2
            if succeeds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    @Test("large NFAs: the same automaton as the sorting construction, and the same failure one step short of each limit",
          arguments: [("D7", 25, false), ("D?7", 25, false), ("7?D", 30, false), ("(DD|7D)", 14, false), ("D7", 34, true),
                      ("X-?", 25, true)])
    func sameAtTheLimits(item: String, count: Int, tagged: Bool) throws {
        let (compact, start, letters) = try Self.nfa(String(repeating: item, count: count), tagged: tagged)
        #expect(compact.count > SubsetConstruction.WordSets.capacity, "the general construction runs")
        func both(states: Int, work: Int) -> Bool {
            let new = SubsetConstruction.determinizeSparse(compact, start: start, letterCount: letters, keepSets: true,
                                                           stateLimit: states, workLimit: work)
            let old = Self.reference(compact, start: start, letterCount: letters, stateLimit: states, workLimit: work)
            #expect(Self.same(new, old), "\(item) × \(count): states \(states), work \(work)")
            if case .success = new { return true }
            return false
        }
        #expect(both(states: .max, work: .max))
        // The exact limits: the least under which each construction succeeds, the other unbounded.
        let states = Self.least(in: 1...1_000_000) { both(states: $0, work: .max) }
        let work = Self.least(in: 1...100_000_000) { both(states: .max, work: $0) }
        #expect(both(states: states, work: work))
        #expect(!both(states: states - 1, work: .max))
        #expect(!both(states: .max, work: work - 1))
    }

    @Test("D7 repeated: a DFA within the work limit, a simulation past it, from the count the sorting construction gives")
    func repeatedPairs() throws {
        // A lower work limit than the default puts the boundary at about 90 pairs (under the
        // default limits the sorting construction gives a DFA to 403 pairs and a simulation
        // from 404), so that this runs in a debug build in a second.
        var limits = MaskCompiler.Limits.default
        limits.maximumDeterminizationWork = 500_000
        func referenceFits(_ count: Int) -> Bool {
            guard let (compact, start, letters) = try? Self.nfa(String(repeating: "D7", count: count), tagged: false) else {
                return false
            }
            if case .success = Self.reference(compact, start: start, letterCount: letters, stateLimit: limits.maximumDFAStates,
                                              workLimit: limits.maximumDeterminizationWork) {
                return true
            }
            return false
        }
        let boundary = Self.least(in: 2...200) { !referenceFits($0) }
        #expect(referenceFits(boundary - 1))
        #expect(!referenceFits(boundary))
        #expect((50...150).contains(boundary))
        for (count, simulated) in [(boundary - 1, false), (boundary, true)] {
            let program = try MaskCompiler.compile(String(repeating: "D7", count: count), limits: limits)
            #expect(program.optimisticMatcher.isSimulation == simulated, "D7 × \(count)")
            #expect(program.match(String(repeating: "1", count: count), optimistic: true) == .complete)
            #expect(program.match(String(repeating: "17", count: count) + "x", optimistic: true) == .illegal(at: 2 * count))
        }
    }
}
