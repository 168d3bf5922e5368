/// What a set of masks adds to a program: each mask's own program and name, and the labels
/// of the union automata's states.
struct MaskSetParts: Hashable, Sendable {
    /// One program of one mask each, in list order.
    let members: [MaskProgram]
    /// Each mask's name, nil when it has none.
    let names: [String?]
    /// Labels of the union match automaton's states (``MaskProgram/matcher``).
    let matchLabels: MaskLabels
    /// Labels of the union optimistic automaton's states (``MaskProgram/optimisticMatcher``).
    let optimisticLabels: MaskLabels
    /// The longest text of any mask, in bytes: the buffer a reading of any of them needs.
    let longestText: Int

    init(members: [MaskProgram], names: [String?], matchLabels: MaskLabels, optimisticLabels: MaskLabels) {
        self.members = members
        self.names = names
        self.matchLabels = matchLabels
        self.optimisticLabels = optimisticLabels
        self.longestText = members.map(\.tables.longestText).max() ?? 0
    }
}
