import MaskTables

/// One block on its way through ``JudgingPipeline``: its records in memory of its own
/// (the reader reuses its buffer as soon as it hands the next block out), and, once a worker
/// has judged it, what the judging made of it.
///
/// The bytes and the fields are copied (the reader hands both out in memory it reuses); the
/// block's record array is kept by reference (the reader empties its own and so starts a new
/// one, with no element copied).
///
/// SAFETY (why `@unchecked Sendable` holds): `bytes` and `fields` are written once, in `init`, before the
/// block is handed to a worker, and then only read; `part` and `isJudged` are written once,
/// by the worker that judges the block, and read, with `monitor`'s mutex held.
final class JudgedBlock: @unchecked Sendable {
    let layout: TableLayout
    let strict: Bool
    /// The batch, over ``bytes``.
    let batch: RecordBatch
    /// The block's bytes, owned by this object for as long as the batch may be read.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The block's fields, owned likewise.
    private let fields: UnsafeBufferPointer<CSVField>
    private let monitor = Monitor()
    private static let judgedNow = Monitor.Condition(0)
    private var part: BatchPart?
    private var isJudged = false

    /// `batch`, whose bytes are in the reader's buffer, copied for judging later.
    init(copying batch: RecordBatch, layout: TableLayout, strict: Bool) {
        self.layout = layout
        self.strict = strict
        bytes = batch.bytes.allocatedCopy()
        fields = batch.fields.allocatedCopy()
        let block = TableBlock(bytes: bytes, records: batch.block.records, fields: fields)
        self.batch = RecordBatch(block: block, rowsBefore: batch.rowsBefore, rowIsLine: batch.rowIsLine)
    }

    deinit {
        bytes.deallocateCopy()
        fields.deallocateCopy()
    }

    /// How many records the block has.
    var count: Int { batch.count }

    /// Judges the whole block on the calling thread (a worker's).
    func judge() {
        var judge = RecordJudge(layout: layout, strict: strict)
        let judged = judge.judge(batch, 0..<batch.count)
        monitor.locked {
            part = judged
            isJudged = true
            monitor.signal(Self.judgedNow)
        }
    }

    /// What the judging made of the block: waits for it with `waiting`, else nil while a
    /// worker still judges it. Asked by one thread, until it gives a part, then not again.
    func judged(waiting: Bool) -> BatchPart? {
        monitor.locked {
            while waiting, !isJudged { monitor.wait(Self.judgedNow) }
            return isJudged ? part : nil
        }
    }
}
