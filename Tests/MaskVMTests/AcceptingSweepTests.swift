@testable import MaskVM
import Testing

/// The verifier first tries one pass from the last state to the first (enough for every
/// automaton the compiler writes) and searches from the accepting states only where that
/// pass leaves a state unmarked. These automata are numbered against the pass, so that the
/// search must decide; its verdict and its error must be those of the search alone.
@Suite("Every state can accept: the verifier's quick pass and its search")
struct AcceptingSweepTests {
    /// One class; `targets[s]` is state `s`'s one move, state 1 accepts.
    private func automaton(_ targets: [UInt32]) -> Result<DenseDFA, ProgramError> {
        Result { () throws(ProgramError) -> DenseDFA in
            try DenseDFA(classMap: [UInt8](repeating: 0, count: 256), classCount: 1, startState: targets.count - 1,
                         transitions: targets, accepting: targets.indices.map { $0 == 1 })
        }
    }

    @Test("states that accept only through an earlier state are accepted (the pass leaves them to the search)")
    func acceptsThroughEarlierStates() throws {
        // 4 -> 3 -> 2 -> 1: the pass meets 4 before 3 is marked.
        let dfa = try automaton([0, 0, 1, 2, 3]).get()
        #expect(dfa.stateCount == 5)
        #expect(dfa.next(4, UInt8(ascii: "a")) == 3)
    }

    @Test("a state that cannot accept is the lowest such state, whichever path found it")
    func refusesTheLowestStateThatCannotAccept() {
        // 2 loops on itself and 3 leads to it: both cannot accept; 2 is reported.
        #expect(throws: ProgramError.stateCannotAccept(2)) { try automaton([0, 0, 2, 2]).get() }
        // The pass stops at 4 (its target 3 is not marked yet), above the looping 2.
        #expect(throws: ProgramError.stateCannotAccept(2)) { try automaton([0, 0, 2, 1, 3]).get() }
        // The last state loops on itself, below it every state accepts.
        #expect(throws: ProgramError.stateCannotAccept(3)) { try automaton([0, 0, 1, 3]).get() }
    }
}
