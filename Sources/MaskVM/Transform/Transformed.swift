/// The result of ``MaskProgram/transform(_:autocomplete:)``: the formatted text, whether it
/// is complete, and which characters of the input fitted nowhere.
public struct Transformed: Hashable, Sendable, CustomStringConvertible {
    /// The formatted text: always complete or partial for the mask, never illegal.
    public var text: String
    /// Whether ``text`` is a complete text of the mask and no typed letter or digit was
    /// dropped, not even one the mask reads nowhere (nothing is laundered: docs/editing.md):
    /// a number with a digit too many is not complete, though its text may be, nor is
    /// `12x34` read as `12-34`.
    public var isComplete: Bool
    /// Offsets, in Characters of the input, of the characters that were dropped, in order
    /// (``droppedUTF16Offsets(in:)`` gives them in UTF-16, the editor's unit).
    public var dropped: [Int]
    /// Those of ``dropped`` that are letters or digits the mask could have taken somewhere
    /// but found no place for (a digit past the end); the others, symbols out of place and
    /// characters the mask takes nowhere (spaces in a phone number), are formatting noise.
    /// In Characters (``unplacedUTF16Offsets(in:)``: in UTF-16).
    public var unplaced: [Int]
    /// How many Characters at the input's start were a leading label that the mask cannot
    /// start with (`IBAN ` of `IBAN GB82 WEST…`, `Tel.: `): formatting noise, the first
    /// entries of ``dropped``, never a reason for an incomplete result (docs/editing.md,
    /// rule 4 of "Values, not characters"). 0 when there was none.
    public var label: Int
    /// The mask that formatted the text, 0-based in ``MaskProgram/masks``: always 0 for a
    /// program of one mask; for a set, the one the rule of `docs/editing.md` chose.
    public var mask: Int

    public init(text: String, isComplete: Bool, dropped: [Int], unplaced: [Int], mask: Int = 0, label: Int = 0) {
        self.text = text
        self.isComplete = isComplete
        self.dropped = dropped
        self.unplaced = unplaced
        self.mask = mask
        self.label = label
    }

    /// Whether every letter and digit of the input found its place (symbols and other
    /// characters may have been dropped as formatting noise).
    public var isLegal: Bool { unplaced.isEmpty }

    /// How many typed letters and digits were dropped: ``unplaced``'s count. `isComplete`
    /// is false unless it is 0, and `maskc transform --json` prints it.
    public var droppedLettersAndDigits: Int { unplaced.count }

    /// How many input characters were dropped.
    public var droppedCount: Int { dropped.count }

    /// The text, as `maskc transform` prints it.
    public var description: String { text }
}

/// What ``MaskProgram/transform(utf8:autocomplete:into:)`` says besides the text, which it
/// writes to the caller's bytes: the fields of ``Transformed`` other than `text`.
public struct TransformVerdict: Hashable, Sendable {
    /// Whether the text written is a complete text of the mask and no typed letter or
    /// digit was dropped.
    public var isComplete: Bool
    /// Offsets, in Characters of the input, of the characters that were dropped, in order.
    public var dropped: [Int]
    /// Those of ``dropped`` that are letters or digits the mask could have taken somewhere
    /// but found no place for.
    public var unplaced: [Int]
    /// The mask that formatted the text, 0-based (see ``Transformed/mask``).
    public var mask: Int
    /// Characters of a leading label at the input's start (see ``Transformed/label``).
    public var label: Int

    public init(isComplete: Bool, dropped: [Int], unplaced: [Int], mask: Int = 0, label: Int = 0) {
        self.isComplete = isComplete
        self.dropped = dropped
        self.unplaced = unplaced
        self.mask = mask
        self.label = label
    }

    /// Whether every letter and digit of the input found its place.
    public var isLegal: Bool { unplaced.isEmpty }

    /// How many typed letters and digits were dropped: ``unplaced``'s count.
    public var droppedLettersAndDigits: Int { unplaced.count }
}

/// The result of ``MaskProgram/extract(_:)``: the meaningful characters and the verdict.
public struct Extracted: Hashable, Sendable, CustomStringConvertible {
    /// The meaningful characters of the sample as it is read (those the mask's classes
    /// take), without the literals; characters that fit nowhere are left out.
    public var value: String
    /// The verdict of the sample's reading (as ``MaskProgram/transform(_:autocomplete:)``
    /// reads it): illegal at the first letter or digit that found no place; else complete
    /// when literals alone finish the reading (formatted text that is complete, or raw
    /// input that skipped literals), else partial.
    public var result: MatchResult
    /// The mask that read the sample, 0-based: 0 for one mask; for a set, the one the rule
    /// chooses for the sample (as ``Transformed/mask``).
    public var mask: Int

    public init(value: String, result: MatchResult, mask: Int = 0) {
        self.value = value
        self.result = result
        self.mask = mask
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
