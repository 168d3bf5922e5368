/// The job's output and counts while ``ParallelSplit``'s workers write in turn: the job
/// moves in here for the run over a mapped file and back out after it
/// (``TableJob/readMapped(_:_:path:label:)``), since the worker holding the writer's role, not
/// the reading thread, adds each part's counts and writes its output.
///
/// SAFETY (why `@unchecked Sendable` holds): `job` and `startWritten` are used only by the
/// thread holding ``ParallelSplit``'s writer's role, which is taken and given back under its
/// lock, and by the reading thread before the workers start and after they have ended.
final class MappedOutput: @unchecked Sendable {
    var job: TableJob
    private let hasByteOrderMark: Bool
    private var startWritten: Bool

    init(job: TableJob, hasByteOrderMark: Bool, startWritten: Bool) {
        self.job = job
        self.hasByteOrderMark = hasByteOrderMark
        self.startWritten = startWritten
    }

    /// Writes a judged part of `rows` rows after `block` data rows, transform's byte order
    /// mark first when it is the first record written, by the worker named `thread`.
    func write(_ part: BatchPart, _ layout: TableLayout, rows: Int, block: Int, thread: String) throws {
        try job.writeStart(hasByteOrderMark, &startWritten)
        try job.write(part, layout, count: rows, block: block, thread: thread)
    }
}
