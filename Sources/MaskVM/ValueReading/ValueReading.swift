/// What ``MaskProgram/readValue(_:)`` makes of a sample: the printed form transform gives
/// it, and whether that form is the sample's value (every typed letter and digit kept, in
/// its place) or why not.
///
/// ```swift
/// let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
/// card.readValue("4111111111111111").printed   // "4111 1111 1111 1111"
/// card.readValue("4111111111111111").isValue   // true
/// card.readValue("411111111111111").outcome    // .incomplete
/// ```
public struct ValueReading: Hashable, Sendable {
    /// Whether the sample reads as a value, and if not, the first reason.
    public enum Outcome: Hashable, Sendable {
        /// The printed form is complete and holds every typed letter and digit, each on
        /// its side of every separator that was typed.
        case value
        /// The printed form is not complete: the sample is missing a part.
        case incomplete
        /// The letter or digit at this offset (in Characters of the sample) is not in the
        /// printed form: the mask had no place for it.
        case dropped(at: Int)
        /// The separator at this offset (in Characters of the sample) is one the printed
        /// form writes, but transform could not keep it where it was typed: letters or
        /// digits moved across it (`256.1.1.1` read as `25.6.1.11`).
        case moved(at: Int)
    }

    /// The sample as transform prints it (complete or not).
    public var printed: String
    /// Whether ``printed`` is the sample's value, and if not, why.
    public var outcome: Outcome
    /// The mask that printed it, 0-based in ``MaskProgram/masks`` (as ``Transformed/mask``).
    public var mask: Int

    public init(printed: String, outcome: Outcome, mask: Int = 0) {
        self.printed = printed
        self.outcome = outcome
        self.mask = mask
    }

    /// Whether the sample is a value of the mask: ``printed`` is then complete and may be
    /// judged in its place.
    public var isValue: Bool { outcome == .value }
}
