import MaskTables

/// One range of a mapped file on its way through ``ParallelSplit``: split by the worker that
/// took it, numbered once the ranges before it are split, judged, then written in order.
///
/// SAFETY (why `@unchecked Sendable` holds): the worker that takes a chunk writes its
/// fields, then sets `verified` or `judged` under ``ParallelSplit``'s lock; any other thread
/// reads them only after it has seen that flag under the same lock. Once the writer has taken
/// a judged chunk out of the pending ones, no other thread holds it.
final class SplitChunk: @unchecked Sendable {
    /// The chunk's place in the input's order, 0 for the first.
    let index: Int
    /// Where the worker guessed the chunk's first record starts: after a line feed at or past
    /// the chunk's nominal start, as if that line feed were outside quotes (the worker that
    /// took the chunk may move it to a later line feed before splitting).
    var guessedStart: Int
    /// The chunk's records are those that start before this offset.
    let limit: Int
    /// Where its first record starts: `guessedStart`, or the previous chunk's end when the
    /// guess was wrong (a line feed inside a quoted field) and the chunk was split again.
    var start = 0
    /// What the split found: where the chunk ends, its line feeds, a record too long.
    var scan = TableRangeScan(end: 0, lineFeeds: 0)
    var records: [TableBlock.Record] = []
    /// The records' fields, in room that the chunk's worker hands on to a later chunk once it
    /// has judged this one (nil from then on).
    var fields: TableRangeFields?
    /// The line of the chunk's first record (records count their lines from 0).
    var linesBefore = 0
    /// The data rows before the chunk's first record.
    var rowsBefore = 0
    /// An array whose room the judged output is written in: a written chunk's, reused.
    var outputRoom: [UInt8] = []
    /// The judged output and counts.
    var part: BatchPart?
    var verified = false
    var judged = false

    init(index: Int, guessedStart: Int, limit: Int, fields: TableRangeFields) {
        self.index = index
        self.guessedStart = guessedStart
        self.limit = limit
        self.fields = fields
    }

    /// Calls `body` with the chunk as a batch to judge, over the mapped `bytes` of the whole
    /// input and the chunk's fields, which the batch may be read for only during the call.
    func withBatch<Result>(in bytes: UnsafeBufferPointer<UInt8>, rowIsLine: Bool, _ body: (RecordBatch) -> Result) -> Result {
        let block = TableBlock(bytes: UnsafeBufferPointer(rebasing: bytes[start..<scan.end]), records: records,
                               fields: fields?.fields ?? UnsafeBufferPointer(start: nil, count: 0))
        return body(RecordBatch(block: block, rowsBefore: rowsBefore, rowIsLine: rowIsLine, linesBefore: linesBefore))
    }
}
