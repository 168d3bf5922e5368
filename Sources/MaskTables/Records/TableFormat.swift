/// How a table's records are written: CSV with a delimiter, or JSON Lines.
public enum TableFormat: Hashable, Sendable {
    /// RFC 4180 CSV; the scanner holds the delimiter.
    case csv(CSVScanner)
    /// One JSON object a line.
    case jsonLines
}
