/// The result of ``MaskProgram/transform(_:autocomplete:)``: the formatted text, whether it
/// is complete, and which characters of the input fitted nowhere.
public struct Transformed: Hashable, Sendable, CustomStringConvertible {
    /// The formatted text: always complete or partial for the mask, never illegal.
    public var text: String
    /// Whether ``text`` is a complete text of the mask.
    public var isComplete: Bool
    /// Offsets, in Characters of the input, of the characters that were dropped, in order.
    public var dropped: [Int]

    public init(text: String, isComplete: Bool, dropped: [Int]) {
        self.text = text
        self.isComplete = isComplete
        self.dropped = dropped
    }

    /// How many input characters were dropped.
    public var droppedCount: Int { dropped.count }

    /// The text, as `maskc transform` prints it.
    public var description: String { text }
}

/// The result of ``MaskProgram/extract(_:)``: the meaningful characters and the verdict.
public struct Extracted: Hashable, Sendable, CustomStringConvertible {
    /// The meaningful characters of the sample as it is read (those the mask's classes
    /// take), without the literals; characters that fit nowhere are left out.
    public var value: String
    /// The verdict: for a sample that follows the mask, as ``MaskProgram/match(_:)`` judges
    /// it (complete or partial); for another, as `match(_:optimistic: true)` judges it
    /// (literals may be left out; illegal at the first character that fits nowhere).
    public var result: MatchResult

    public init(value: String, result: MatchResult) {
        self.value = value
        self.result = result
    }

    /// `complete VALUE`, `partial VALUE` or `illegal N`: the form `maskc extract` prints.
    public var description: String {
        switch result {
        case .complete: "complete \(value)"
        case .partial: "partial \(value)"
        case .illegal(let offset): "illegal \(offset)"
        }
    }
}
