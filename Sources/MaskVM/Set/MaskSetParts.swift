/// What a set of masks adds to a program: each mask's own program and name, and the labels
/// of the union match automaton's states. (The union optimistic automaton and its labels are
/// made on first use, with the program's optimistic matcher.)
struct MaskSetParts: Hashable, Sendable {
    /// One program of one mask each, in list order.
    let members: [MaskProgram]
    /// Each mask's name, nil when it has none.
    let names: [String?]
    /// Labels of the union match automaton's states (``MaskProgram/matcher``).
    let matchLabels: MaskLabels

    init(members: [MaskProgram], names: [String?], matchLabels: MaskLabels) {
        self.members = members
        self.names = names
        self.matchLabels = matchLabels
    }

    /// The longest text of any mask, in bytes: the buffer a reading of any of them needs.
    /// PERF: asked of the masks' reading tables when a reading needs it, so compiling a set
    /// does not make every mask's reading automaton.
    var longestText: Int { members.reduce(0) { max($0, $1.tables.longestText) } }
}
