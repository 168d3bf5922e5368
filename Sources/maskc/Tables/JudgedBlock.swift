import Dispatch
import MaskTables

/// One block on its way through ``JudgingPipeline``: its records in memory of its own
/// (the reader reuses its buffer as soon as it hands the next block out), cut into runs of
/// records that any thread may judge, and what the judging made of each run.
///
/// Only the bytes are copied: the block's record and field arrays are kept by reference (the
/// reader empties its own and so starts new ones, with no element copied).
///
/// SAFETY (why `@unchecked Sendable` holds): `bytes` is written once, in `init`, before the
/// block is handed to a worker, and then only read. Each run's slot of `parts` is written
/// once, by the one thread that took the run from the pipeline, before it counts the run
/// down under `counting`; the thread that counts the last run down signals `done`, and the
/// parts are read only after `done` is waited for (every earlier count-down happened before
/// the last one, in `counting`'s order).
final class JudgedBlock: @unchecked Sendable {
    /// A block is judged in runs of this many records, so that the reading thread and the
    /// workers can share a block's judging in pieces of about half a millisecond.
    static let runRecords = 4096

    let layout: TableLayout
    let strict: Bool
    /// The batch, over ``bytes``.
    let batch: RecordBatch
    /// The runs of the batch's records, in order.
    let runs: [Range<Int>]
    /// The block's bytes, owned by this object for as long as the batch may be read.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Each run's part, nil until a thread has judged it.
    private let parts: UnsafeMutableBufferPointer<BatchPart?>
    private let counting = DispatchSemaphore(value: 1)
    private var unjudged: Int
    private let done = DispatchSemaphore(value: 0)

    /// `batch`, whose bytes are in the reader's buffer, copied for judging later.
    init(copying batch: RecordBatch, layout: TableLayout, strict: Bool) {
        self.layout = layout
        self.strict = strict
        let source = batch.bytes
        bytes = .allocate(capacity: max(source.count, 1))
        if let from = source.baseAddress, let to = bytes.baseAddress { to.initialize(from: from, count: source.count) }
        let block = TableBlock(bytes: UnsafeBufferPointer(start: bytes.baseAddress, count: source.count),
                               records: batch.block.records, fields: batch.block.fields)
        self.batch = RecordBatch(block: block, rowsBefore: batch.rowsBefore, rowIsLine: batch.rowIsLine)
        runs = stride(from: 0, to: batch.count, by: Self.runRecords).map { $0..<min($0 + Self.runRecords, batch.count) }
        parts = .allocate(capacity: max(runs.count, 1))
        parts.initialize(repeating: nil)
        unjudged = runs.count
        if runs.isEmpty { done.signal() }
    }

    deinit {
        bytes.deallocate()
        _ = parts.deinitialize()
        parts.deallocate()
    }

    /// How many records the block has.
    var count: Int { batch.count }

    /// Judges the run at `run` of ``runs`` on the calling thread; called once a run.
    func judge(run: Int) {
        var judge = RecordJudge(layout: layout, strict: strict)
        parts[run] = judge.judge(batch, runs[run])
        counting.wait()
        unjudged -= 1
        let isLast = unjudged == 0
        counting.signal()
        if isLast { done.signal() }
    }

    /// What the judging made of the block, run by run in order: waits for it with `waiting`,
    /// else nil while a run is still being judged. Asked by one thread, until it gives the
    /// parts, then not again.
    func judged(waiting: Bool) -> [BatchPart]? {
        if waiting {
            done.wait()
        } else if done.wait(timeout: .now()) == .timedOut {
            return nil
        }
        return parts.compactMap { $0 }
    }
}
