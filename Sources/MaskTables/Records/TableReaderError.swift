/// Why ``TableReader`` stopped.
public enum TableReaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A record grew past the limit without ending: memory stays bounded, so the reading
    /// stops rather than guess where the record ends.
    case recordTooLong(line: Int, limit: Int)

    public var description: String {
        switch self {
        case .recordTooLong(let line, let limit):
            "the record at line \(line) is longer than \(limit) bytes (a quote that never closes?)"
        }
    }
}
