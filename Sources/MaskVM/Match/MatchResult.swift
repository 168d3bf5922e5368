/// The verdict on a sample: exactly one of complete, partial or illegal.
public enum MatchResult: Hashable, Sendable, CustomStringConvertible {
    /// The whole sample is in the mask's language.
    case complete
    /// Not complete, but the sample is a prefix of some text in the language.
    case partial
    /// `at` is the length, in `Character`s, of the longest prefix of the sample that is still
    /// a prefix of some text in the language: the Character at that offset is the first that
    /// cannot be accepted. ``utf16Offset(in:)`` gives it in the editor's unit (UTF-16).
    case illegal(at: Int)

    /// `complete`, `partial` or `illegal N`: the form `maskc match` prints.
    public var description: String {
        switch self {
        case .complete: "complete"
        case .partial: "partial"
        case .illegal(let offset): "illegal \(offset)"
        }
    }

    /// Whether the result is `.complete`.
    public var isComplete: Bool { self == .complete }
}

/// A verdict in bytes, for callers that stream raw UTF-8 and convert offsets only when
/// they need to (see ``MaskProgram/characterCount(before:in:)``).
public enum ByteMatchResult: Hashable, Sendable {
    case complete
    case partial
    /// `byteOffset` is the length of the longest prefix, in bytes, that is still viable.
    case illegal(byteOffset: Int)
}
