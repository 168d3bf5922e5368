/// One record as ``TableReader`` hands it out: valid only during the callback.
public struct TableRecord {
    /// The record's bytes as written, with its line end (if it has one).
    public var bytes: UnsafeBufferPointer<UInt8>
    /// For CSV, its fields, offsets into ``bytes``; empty for JSON Lines.
    public var fields: [CSVField]
    /// The line the record starts on, 1 for the input's first line.
    public var line: Int
    /// Why the record is malformed, when the scanner could tell (CSV only).
    public var problem: CSVProblem?

    public init(bytes: UnsafeBufferPointer<UInt8>, fields: [CSVField], line: Int, problem: CSVProblem?) {
        self.bytes = bytes
        self.fields = fields
        self.line = line
        self.problem = problem
    }
}
