import Synchronization

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
    /// For each mask, the best its reading can score under the choice rule, from its match
    /// automaton alone (``MaskChoiceBound``).
    let bounds: [MaskChoiceBound]
    /// ``longestText``, made on first use.
    private let longest: LongestText

    init(members: [MaskProgram], names: [String?], matchLabels: MaskLabels, optimisticLabels: MaskLabels) {
        self.members = members
        self.names = names
        self.matchLabels = matchLabels
        self.optimisticLabels = optimisticLabels
        self.bounds = members.map { MaskChoiceBound($0.matcher) }
        self.longest = LongestText()
    }

    /// The longest text of any mask, in bytes: the buffer a reading of any of them needs.
    /// PERF: made on the first reading, not when the set is made: it needs every mask's
    /// reading tables, and a set that only matches never makes them.
    var longestText: Int { longest.value(members) }

    static func == (left: MaskSetParts, right: MaskSetParts) -> Bool {
        left.members == right.members && left.names == right.names
            && left.matchLabels == right.matchLabels && left.optimisticLabels == right.optimisticLabels
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(members)
        hasher.combine(names)
        hasher.combine(matchLabels)
        hasher.combine(optimisticLabels)
    }

    /// The longest text of the masks, computed by the first thread that asks (racing threads
    /// compute the same number).
    private final class LongestText: Sendable {
        /// The value, or -1 until made.
        private let stored = Atomic<Int>(-1)

        @inline(__always)
        func value(_ members: [MaskProgram]) -> Int {
            let known = stored.load(ordering: .relaxed)
            if known >= 0 { return known }
            let made = members.map(\.tables.longestText).max() ?? 0
            stored.store(made, ordering: .relaxed)
            return made
        }
    }
}
