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
    /// automaton alone (``MaskChoiceBound``): made on the set's first transform, extract or
    /// edit.
    var bounds: [MaskChoiceBound] { withBounds { $0 } }
    /// `body` applied to ``bounds``, lent without a retain of their own.
    @inline(__always)
    func withBounds<Result>(_ body: ([MaskChoiceBound]) -> Result) -> Result {
        choiceBounds.withValue(make: { ChoiceBounds(members) }) { body($0.bounds) }
    }
    /// Whether ``bounds`` are made yet (tests check that compiling, loading, matching and
    /// counting never make them).
    var hasBuiltBounds: Bool { choiceBounds.isPublished }

    /// PERF: deferred as the reading parts are (``DeferredPart``): they cost about a third of
    /// compiling the 12-mask phone set, and a set that only matches never needs them.
    ///
    /// PERF: a slot of their own, made from ``members`` where they are used, not a deferred
    /// part: its builder and closure were two allocations more a set, made and freed with
    /// every load (issue 21). They are a pure function of the members' match automata, which
    /// every program has from the start: threads racing on the first use make equal bounds.
    private let choiceBounds = PublishedOnce()

    /// The masks' bounds, in one object so that they are published at once.
    final class ChoiceBounds: Sendable {
        let bounds: [MaskChoiceBound]

        init(_ members: [MaskProgram]) { bounds = members.map { MaskChoiceBound($0.matcher) } }
    }

    init(members: [MaskProgram], names: [String?], matchLabels: MaskLabels) {
        self.members = members
        self.names = names
        self.matchLabels = matchLabels
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
