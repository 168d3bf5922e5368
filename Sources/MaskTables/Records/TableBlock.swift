/// A run of whole records as ``TableReader/forEachBlock(maximumRecords:maximumBytes:firstRecordAlone:_:)``
/// hands it out: the records' bytes and, for CSV, their fields in place in the reader's
/// memory, valid only during the callback, with each record's place.
///
/// PERF: the fields were handed out as an array, copied out of the reader's field store
/// every block (about 4.7 MB a block of the benchmark table, 196,608 fields).
public struct TableBlock {
    /// Where one record is in ``TableBlock/bytes`` and what the reader found about it.
    public struct Record: Hashable, Sendable {
        /// The offset of the record's first byte in the block's bytes.
        public var start: Int
        /// The record's length with its line end (if it has one).
        public var count: Int
        /// The line the record starts on, 1 for the input's first line.
        public var line: Int
        /// Why the record is malformed, when the scanner could tell (CSV only).
        public var problem: CSVProblem?
        /// For CSV, the index of the record's first field in ``TableBlock/fields``.
        public var firstField: Int
        /// For CSV, how many fields the record has; 0 for JSON Lines.
        public var fieldCount: Int

        public init(start: Int, count: Int, line: Int, problem: CSVProblem?, firstField: Int, fieldCount: Int) {
            self.start = start
            self.count = count
            self.line = line
            self.problem = problem
            self.firstField = firstField
            self.fieldCount = fieldCount
        }
    }

    /// The records' bytes, back to back as they were read.
    public var bytes: UnsafeBufferPointer<UInt8>
    /// The records, in input order.
    public var records: [Record]
    /// Every record's fields, record after record; a field's offsets are into its own
    /// record's bytes (``bytes(of:)``), not into the block's. Like ``bytes``, valid only as
    /// long as the memory they were handed out in: a holder that keeps the block longer
    /// copies them.
    public var fields: UnsafeBufferPointer<CSVField>

    public init(bytes: UnsafeBufferPointer<UInt8>, records: [Record], fields: UnsafeBufferPointer<CSVField>) {
        self.bytes = bytes
        self.records = records
        self.fields = fields
    }

    /// The bytes of the record at `index` of ``records``.
    public func bytes(of record: Record) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[record.start..<record.start + record.count])
    }

    /// `record` as a ``TableRecord``: its bytes in place, its fields copied out of the block's.
    public func tableRecord(_ record: Record) -> TableRecord {
        TableRecord(bytes: bytes(of: record), fields: Array(fields[record.firstField..<record.firstField + record.fieldCount]),
                    line: record.line, problem: record.problem)
    }
}
