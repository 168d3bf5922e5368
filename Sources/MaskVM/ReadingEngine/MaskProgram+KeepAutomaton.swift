extension MaskProgram {
    /// Makes this mask's ``KeepAutomaton`` afresh (not the one its tables keep) and tells its
    /// size: for the bench, which measures what making one costs.
    package func makeKeepAutomaton() -> (subsets: Int, keepClasses: Int, capped: Bool) {
        let automaton = KeepAutomaton(tables)
        return (automaton.subsetCount, automaton.classCount, automaton.isCapped)
    }
}
