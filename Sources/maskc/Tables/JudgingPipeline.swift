import Dispatch

/// The judging threads of `check --rules` and `transform --rules` with `--jobs N` (N > 1):
/// N - 1 worker threads and the thread that reads the table share the judging of each block
/// handed in, a run of records (``JudgedBlock/runRecords``) at a time, oldest first, while the
/// reading thread also splits the next block and writes judged blocks in input order
/// (``TableJob``).
///
/// PERF: N workers beside the reading thread made N + 1 busy threads for N cores, and the
/// reading thread's own share of the work (the split, the copy and the writing: 81 of about
/// 200 ms of processor time on the benchmark's million rows) was served a fair 2/3 of a core
/// while the two workers judged: the reading thread held the run back (`MASKC_TIMELINE`:
/// workers idle most of the wall time). Now the reading thread judges runs whenever the
/// workers have more waiting than they need while it splits the next block, so N threads
/// keep N cores busy with no thread waiting on another.
///
/// SAFETY (why `@unchecked Sendable` holds): `queue` and `closed` are read and written only
/// between `lock.wait()` and `lock.signal()`. `waiting` is signalled once for every run
/// handed in and once a worker when closing; a worker woken for a run the reading thread
/// has taken waits again, so a worker never waits on an empty, open queue forever.
final class JudgingPipeline: @unchecked Sendable {
    /// How many worker threads there are (the reading thread judges too).
    let workers: Int
    private let lock = DispatchSemaphore(value: 1)
    private let waiting = DispatchSemaphore(value: 0)
    private let running = DispatchGroup()
    /// The runs handed in and not yet taken by a thread, oldest first (at most a few blocks').
    private var queue: [(block: JudgedBlock, run: Int)] = []
    private var closed = false

    /// Starts `workers` threads, which wait for runs.
    init(workers: Int) {
        self.workers = max(1, workers)
        for worker in 0..<self.workers {
            // A worker blocks while the queue is empty; Dispatch gives a blocked worker its
            // own thread, so these are N plain threads for the length of one input.
            DispatchQueue.global().async(group: running) { [self] in
                let name = "worker \(worker)"
                while true {
                    let idle = PipelineTimeline.begin()
                    guard let (block, run) = take() else { break }
                    PipelineTimeline.end(idle, .idle, thread: name, block: block.batch.rowsBefore)
                    Self.judge(block, run: run, thread: name)
                }
            }
        }
    }

    /// Hands `block`'s runs to the threads; a worker judges each as soon as one is free.
    func submit(_ block: JudgedBlock) {
        lock.wait()
        queue.append(contentsOf: block.runs.indices.map { (block, $0) })
        lock.signal()
        for _ in block.runs { waiting.signal() }
    }

    /// How many runs are handed in and not yet taken.
    var waitingRuns: Int {
        lock.wait()
        defer { lock.signal() }
        return queue.count
    }

    /// Judges the oldest run no thread has taken on the calling thread (the reading thread's);
    /// false when there is none.
    func judgeWaitingRun() -> Bool {
        lock.wait()
        guard !closed, !queue.isEmpty else {
            lock.signal()
            return false
        }
        let (block, run) = queue.removeFirst()
        lock.signal()
        Self.judge(block, run: run, thread: "reader")
        return true
    }

    /// Drops the runs no thread has started (the run stopped), lets every worker finish
    /// the run it is judging, and returns when all have ended.
    func close() {
        lock.wait()
        closed = true
        queue.removeAll()
        lock.signal()
        for _ in 0..<workers { waiting.signal() }
        running.wait()
    }

    private static func judge(_ block: JudgedBlock, run: Int, thread: String) {
        let judging = PipelineTimeline.begin()
        block.judge(run: run)
        PipelineTimeline.end(judging, .judge, thread: thread, block: block.batch.rowsBefore)
    }

    /// The oldest run handed in, or nil once the pipeline is closed.
    private func take() -> (JudgedBlock, Int)? {
        while true {
            waiting.wait()
            lock.wait()
            if closed {
                lock.signal()
                return nil
            }
            if !queue.isEmpty {
                let next = queue.removeFirst()
                lock.signal()
                return next
            }
            // The reading thread judged the run this wake-up was for: wait for the next.
            lock.signal()
        }
    }
}
