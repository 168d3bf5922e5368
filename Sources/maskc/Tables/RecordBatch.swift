import MaskTables

/// A block of records as the reader hands it out, judged in place by the threads: no
/// record's bytes or fields are copied out of the reader's buffer.
///
/// PERF: copying each record's bytes and fields into a batch of its own cost about 450
/// instructions a row of the benchmark table, and `memcpy` 280 more.
struct RecordBatch: @unchecked Sendable {
    /// One record with the row number its output gives.
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

    /// A block is judged once it holds this many bytes or records.
    static let maximumBytes = 4 << 20
    static let maximumRecords = 1 << 15

    /// The block: only read. With `--jobs 1` its bytes and fields are in the reader's memory
    /// and judged before the reader goes on; with more, they are a ``JudgedBlock``'s copy,
    /// which outlives the judging (which is why the batch may be shared with the threads),
    /// or a mapped file's bytes and a ``SplitChunk``'s fields, lent while it is judged.
    let block: TableBlock
    /// The row of the block's first record, less one (CSV).
    let rowsBefore: Int
    /// Whether a record's row is its line (JSON Lines) rather than its data row (CSV).
    let rowIsLine: Bool
    /// What a record's `line` is counted from: 0 when the reader counted lines from the
    /// input's first, the line of the block's first record less its own `line` when a
    /// thread split the block on its own (``ParallelSplit``).
    var linesBefore = 0

    var bytes: UnsafeBufferPointer<UInt8> { block.bytes }
    var fields: UnsafeBufferPointer<CSVField> { block.fields }
    var count: Int { block.records.count }

    func entry(_ index: Int) -> Entry {
        let record = block.records[index]
        let line = record.line + linesBefore
        return Entry(start: record.start, count: record.count, line: line,
                     row: rowIsLine ? line : rowsBefore + index + 1,
                     firstField: record.firstField, fieldCount: record.fieldCount, problem: record.problem)
    }
}
