/// What ``MaskProgram/matches(_:)`` finds: the verdict on the union of the masks, and for
/// each mask whether the sample is complete in it or could still become complete.
///
/// ```swift
/// let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
/// let found = cards.matches("3782 822463 10005")
/// found.result             // .complete
/// Array(found.complete)    // [1]
/// ```
public struct MaskMatches: Hashable, Sendable {
    /// The verdict of ``MaskProgram/match(_:)``: complete in any mask, else partial in any,
    /// else illegal at the longest prefix any mask can still read.
    public var result: MatchResult
    /// The masks the whole sample is complete in.
    public var complete: MaskIndexSet
    /// The masks the sample is complete or partial in: those it could still become
    /// (``complete`` is a part of it). Empty when the sample is illegal.
    public var possible: MaskIndexSet

    public init(result: MatchResult, complete: MaskIndexSet, possible: MaskIndexSet) {
        self.result = result
        self.complete = complete
        self.possible = possible
    }

    /// The masks the sample is partial in: possible, not complete.
    public var partial: MaskIndexSet { possible.subtracting(complete) }
}
