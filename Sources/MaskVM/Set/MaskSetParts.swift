/// What a set of masks adds to a program: each mask's own program and name, and the labels
/// of the union match automaton's states. (The union optimistic automaton and its labels are
/// made on first use, with the program's optimistic matcher.)
///
/// PERF: a class, so that handing it out (``MaskProgram/maskSet``, on every transform and
/// keystroke) is one reference count, not one for each of its arrays.
final class MaskSetParts: Hashable, Sendable {
    /// One program of one mask each, in list order.
    let members: [MaskProgram]
    /// Each mask's name, nil when it has none.
    let names: [String?]
    /// Labels of the union match automaton's states (``MaskProgram/matcher``).
    let matchLabels: MaskLabels
    /// For each mask, the best its reading can score under the choice rule, from its match
    /// automaton alone (``MaskChoiceBound``).
    let bounds: [MaskChoiceBound]

    init(members: [MaskProgram], names: [String?], matchLabels: MaskLabels) {
        self.members = members
        self.names = names
        self.matchLabels = matchLabels
        self.bounds = members.map { MaskChoiceBound($0.matcher) }
    }

    // Equal members make equal bounds: they are left out.
    static func == (left: MaskSetParts, right: MaskSetParts) -> Bool {
        left === right || left.members == right.members && left.names == right.names && left.matchLabels == right.matchLabels
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members)
        hasher.combine(names)
        hasher.combine(matchLabels)
    }
}
