import MaskTables

/// Records copied out of the reader's buffer so that threads can judge them: their bytes
/// back to back, and for CSV their fields.
struct RecordBatch {
    struct Entry {
        var start: Int
        var count: Int
        var line: Int
        /// The row number the output gives: the data row for CSV, the line for JSON Lines.
        var row: Int
        var firstField: Int
        var fieldCount: Int
        var problem: CSVProblem?
    }

    /// A batch is judged once it holds this many bytes or records.
    static let maximumBytes = 4 << 20
    static let maximumRecords = 1 << 15

    var bytes: [UInt8] = []
    var records: [Entry] = []
    var fields: [CSVField] = []

    var isFull: Bool { bytes.count >= Self.maximumBytes || records.count >= Self.maximumRecords }

    mutating func add(_ record: TableRecord, row: Int) {
        records.append(Entry(start: bytes.count, count: record.bytes.count, line: record.line, row: row,
                             firstField: fields.count, fieldCount: record.fields.count, problem: record.problem))
        bytes.append(contentsOf: record.bytes)
        fields.append(contentsOf: record.fields)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        fields.removeAll(keepingCapacity: true)
    }
}
