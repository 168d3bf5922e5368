import MaskVM

extension DFA {
    /// The VM's form of this DFA. It goes through the same verifier as a loaded file, so the
    /// compiler cannot hand the VM anything the loader would refuse.
    func lowered() throws(ProgramError) -> DenseDFA {
        try DenseDFA(
            classMap: classes.map,
            classCount: classes.count,
            startState: start,
            transitions: transitions.map { UInt32($0) },
            accepting: accepting)
    }
}
