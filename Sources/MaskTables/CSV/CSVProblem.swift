/// Why a CSV record is malformed. The scanner still finds where such a record ends, so the
/// reading goes on with the next one and no row is lost without a word.
public enum CSVProblem: Hashable, Sendable, CustomStringConvertible {
    /// A quoted field that is still open at the end of the input.
    case unterminatedQuote
    /// Text between a closing quote and the next delimiter or line end: `"ab"c`.
    case textAfterClosingQuote
    /// A record longer than the reader's limit (most likely a quote that never closes).
    case tooLong(limit: Int)

    public var description: String {
        switch self {
        case .unterminatedQuote: "a quoted field never ends"
        case .textAfterClosingQuote: "text after a closing quote"
        case .tooLong(let limit): "the record is longer than \(limit) bytes (a quote that never closes?)"
        }
    }
}
