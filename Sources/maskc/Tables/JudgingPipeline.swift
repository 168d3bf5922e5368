import Dispatch

/// The worker threads of `check --rules` and `transform --rules` with `--jobs N` (N > 1):
/// N threads that each take the oldest block handed in and judge it whole, while the thread
/// that reads the table goes on splitting the next block and writes judged blocks in input
/// order (``TableJob``).
///
/// PERF: before, each block was split on the reading thread and then judged by
/// `ParallelLines` on N threads, which joined before the next block was read: the split
/// (about 920 of 3,060 instructions a row of the benchmark table, callgrind at 200,000 rows)
/// and the judging took turns, so with `--jobs 2` the reading thread ran 410M of 612M
/// instructions and two cores could give at most 1.5x. Here the split overlaps the judging.
///
/// SAFETY (why `@unchecked Sendable` holds): `queue` and `closed` are read and written only
/// with `monitor`'s mutex held; every change to them is signalled on `queued`, so a worker
/// never waits on an empty, open queue forever.
final class JudgingPipeline: @unchecked Sendable {
    private let workers: Int
    private let monitor = Monitor()
    private static let queued = Monitor.Condition(0)
    private let running = DispatchGroup()
    /// Blocks handed in and not yet taken by a worker, oldest first (at most a few).
    private var queue: [JudgedBlock] = []
    private var closed = false

    /// Starts `workers` threads, which wait for blocks.
    init(workers: Int) {
        self.workers = max(1, workers)
        for worker in 0..<self.workers {
            // A worker blocks while the queue is empty; Dispatch gives a blocked worker its
            // own thread, so these are N plain threads for the length of one input.
            DispatchQueue.global().async(group: running) { [self] in
                let name = "worker \(worker)"
                while true {
                    let waiting = PipelineTimeline.begin()
                    guard let block = take() else { break }
                    PipelineTimeline.end(waiting, .idle, thread: name, block: block.batch.rowsBefore)
                    let judging = PipelineTimeline.begin()
                    block.judge()
                    PipelineTimeline.end(judging, .judge, thread: name, block: block.batch.rowsBefore)
                }
            }
        }
    }

    /// Hands `block` to the workers; a worker judges it as soon as one is free.
    func submit(_ block: JudgedBlock) {
        monitor.locked {
            queue.append(block)
            monitor.signal(Self.queued)
        }
    }

    /// Drops the blocks no worker has started (the run stopped), lets every worker finish
    /// the block it is judging, and returns when all have ended.
    func close() {
        monitor.locked {
            closed = true
            queue.removeAll()
            monitor.broadcast(Self.queued)
        }
        running.wait()
    }

    /// The oldest block handed in, or nil once the pipeline is closed.
    private func take() -> JudgedBlock? {
        monitor.locked {
            while !closed, queue.isEmpty { monitor.wait(Self.queued) }
            return closed ? nil : queue.removeFirst()
        }
    }
}
