/// Why ``TableReader`` stopped.
public enum TableReaderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A record is longer than the limit (its line end not counted), whether it ended or
    /// not: memory stays bounded, so the reading stops rather than guess where it ends.
    case recordTooLong(line: Int, limit: Int)

    public var description: String {
        switch self {
        case .recordTooLong(let line, let limit):
            "the record at line \(line) is longer than \(limit) bytes (a quote that never closes?)"
        }
    }
}
