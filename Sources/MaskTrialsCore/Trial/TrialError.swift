import MaskLexer

/// Why a trial could not be made: its mask or regular expression does not compile.
public enum TrialError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The mask has errors; the ``PatternError`` carries every diagnostic.
    case mask(PatternError)
    /// The regular expression of `.format` does not parse.
    case regularExpression(pattern: String, reason: String)

    public var description: String {
        switch self {
        case .mask(let error): error.description
        case .regularExpression(let pattern, let reason): "invalid regular expression '\(pattern)': \(reason)"
        }
    }
}
