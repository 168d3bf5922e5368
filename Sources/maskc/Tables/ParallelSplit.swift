import Dispatch
import MaskTables

/// `check --rules` and `transform --rules` with `--jobs N` (N > 1) on a mapped file: N
/// worker threads each take the next range of the file (``chunkBytes``), split its records in
/// place, number them once the ranges before are split, and judge them; the worker that
/// makes the oldest range writable writes it, in order, holding the writer's role
/// (``claimStep()``, ``write(from:thread:)``), and the reading thread only waits for the end
/// (``waitForEnd()``).
///
/// PERF: with the reading thread writing, it was woken about 250 times for 259 ranges on a
/// million rows with `--jobs 2`, and preempted a worker each time (three runnable threads on
/// two cores). With the workers writing, context switches 750-840 -> 45-110 and wall 3 to 12 %
/// less in 19 of 24 alternating `perf stat -r 9` sets (load average 0.7 to 1.1), for the same
/// instructions (docs/bulk-speed-log.md, stop 57).
///
/// PERF: with one reading thread splitting every block (``JudgingPipeline``), the split was
/// about a third of the work and serial: 72 of 196 ms on a million rows, so two idle cores
/// gave 1.59x at best. A range's first record is guessed (after a line feed, as if outside
/// quotes) and checked once the range before is split: a wrong guess (a quoted line feed)
/// only costs splitting that range again.
///
/// The output is the reader's byte for byte: rows and lines are numbered from the ranges
/// before; a record past `--max-record` stops the run after the blocks the reader would have
/// handed out before it (``cutoff(before:)``), which is why a range is written only once
/// every record that starts within ``RecordBatch/maximumBytes`` after it has been split.
///
/// SAFETY (why `@unchecked Sendable` holds): every `var` below is read and written only with
/// `monitor`'s mutex held; the mapped bytes and the `let`s are only read.
final class ParallelSplit: @unchecked Sendable {
    /// The nominal size of a range. PERF: 256 KiB, not a reader's block (2 MiB on the
    /// benchmark): a range's bytes, records and fields stay in cache from its split to its
    /// judging, and its arrays are reused sooner; under chrt, a million rows, --jobs 2: 138
    /// -> 130 ms (medians of 5), page faults 19,000 -> 9,400, peak RSS 76 -> 42 MB.
    /// `MASKC_SPLIT_BYTES` sets it (at least 16) for the differential check, whose small
    /// inputs must cross many chunk edges (Benchmarks/bulk/csv-differential.py).
    static let chunkBytes = SystemCalls.environment("MASKC_SPLIT_BYTES").flatMap { Int($0) }.map { max(16, $0) } ?? 1 << 18

    /// What the thread holding the writer's role is to do next.
    private enum Step {
        /// Write the chunk's judged output, then hand it back (``finished(_:)``).
        case write(SplitChunk)
        /// Judge and write the chunk's first `records` records, then stop with `error`.
        case writePart(SplitChunk, records: Int, error: TableReaderError)
        /// Stop with `error`: a record past `--max-record`, after everything before it.
        case stop(TableReaderError)
        /// Every range is written.
        case end
    }

    private let file: MappedFile
    private let reader: TableReader
    private let first: Int
    private let chunkCount: Int
    private let layout: TableLayout
    private let strict: Bool
    private let rowIsLine: Bool
    private let workers: Int
    /// Each condition wakes only those it concerns: a worker waiting for a range
    /// (``mayTake``), one waiting for the range before to be numbered, the reading thread
    /// waiting for the end.
    private let monitor = Monitor(conditions: 3)
    private static let windowMoved = Monitor.Condition(0)
    private static let numbered = Monitor.Condition(1)
    private static let ended = Monitor.Condition(2)
    private let running = DispatchGroup()
    /// Writes a judged part (its rows, the data rows before it) in order; called only by the
    /// thread holding the writer's role (named last, for ``PipelineTimeline``), outside the
    /// lock. Throwing stops the run.
    private let output: @Sendable (BatchPart, Int, Int, String) throws -> Void

    /// Whether a thread holds the writer's role: it writes outside the lock, so the role, not
    /// the mutex, keeps one thread at a time writing, in order. Taken and given back only
    /// with the lock held (``claimStep()``, ``write(from:thread:)``), which orders one holder's
    /// writes before the next's.
    private var writing = false
    /// How the run ended, once it has: nil for every range written, or the error it stopped with.
    private var outcome: Error??

    /// Chunks taken by a worker and not yet handed to the writer, in order.
    private var pending: [SplitChunk] = []
    private var nextIndex = 0
    /// The last chunk whose start, rows and lines are known, and what follows from it.
    private var verifiedThrough = -1
    private var verifiedEnd: Int
    private var nextLine: Int
    private var nextRow = 0
    /// The chunk that met a record past `--max-record`: no chunk after it is split.
    private var stopped: SplitChunk?
    private var stopCutoff: Int?
    private var closed = false
    /// Record, field and output arrays of written chunks, for the next chunks: their pages
    /// stay mapped from range to range (PERF: see ``finished(_:)``).
    private var spare: [([TableBlock.Record], [UInt8])] = []
    /// Field rooms of judged chunks, for the next chunks. PERF: a chunk's fields are read
    /// only while it is split and judged, so its room is handed on then, not once it is
    /// written: the writer waits for the ranges up to a block's bytes past the oldest (about
    /// 18 chunks of 256 KiB), and each had a room of its own (about 560 KB of fields on the
    /// benchmark table) that the kernel mapped page by page.
    private var spareFields: [TableRangeFields] = []
    /// The most records and fields a chunk has had, for the room of new chunks' arrays.
    private var mostRecords = 0
    private var mostFields = 0

    /// Starts `workers` threads over `file`'s records from `first` (after a CSV header),
    /// whose line is `firstLine`; they hand each judged part to `output`, in order, one at a
    /// time (its rows, the data rows before it and the name of the worker writing it).
    init(file: MappedFile, reader: TableReader, first: Int, firstLine: Int, layout: TableLayout, strict: Bool,
         rowIsLine: Bool, workers: Int, output: @escaping @Sendable (BatchPart, Int, Int, String) throws -> Void) {
        self.file = file
        self.output = output
        self.reader = reader
        self.first = first
        chunkCount = (file.bytes.count - first + Self.chunkBytes - 1) / Self.chunkBytes
        self.layout = layout
        self.strict = strict
        self.rowIsLine = rowIsLine
        self.workers = max(1, workers)
        verifiedEnd = first
        nextLine = firstLine
        for worker in 0..<self.workers {
            // A worker blocks while it may not take a range; Dispatch gives a blocked worker
            // its own thread, so these are N plain threads for the length of one input.
            DispatchQueue.global().async(group: running) { [self] in work(name: "worker \(worker)") }
        }
    }

    /// Returns once every range is written, or throws what stopped the run: an error from
    /// `output`, a record past `--max-record`, after everything before it.
    func waitForEnd() throws {
        // With no range to split no worker looks: the end is written here.
        if let step = monitor.locked({ claimStep() }) { write(from: step, thread: "reader") }
        let outcome: Error? = monitor.locked {
            while self.outcome == nil { monitor.wait(Self.ended) }
            return self.outcome!
        }
        if let outcome { throw outcome }
    }

    /// Stops the workers (those judging finish their range) and returns when all have ended.
    func close() {
        monitor.locked {
            closed = true
            wakeEveryone()
        }
        running.wait()
    }

    // MARK: The workers

    private func work(name: String) {
        var firstRecord: [TableBlock.Record] = []
        var firstFields: [CSVField] = []
        while let chunk = take(thread: name) {
            let splitting = PipelineTimeline.begin()
            if chunk.index > 0, !rowIsLine {
                chunk.guessedStart = likelyStart(from: chunk.guessedStart, before: chunk.limit,
                                                 records: &firstRecord, fields: &firstFields)
            }
            chunk.scan = reader.scanRecords(in: file.bytes, from: chunk.guessedStart, before: chunk.limit,
                                            records: &chunk.records, into: chunk.fields!)
            PipelineTimeline.end(splitting, .split, thread: name, block: chunk.index)
            guard verify(chunk, thread: name) else { return }
            let judging = PipelineTimeline.begin()
            var part: BatchPart?
            if !chunk.records.isEmpty {
                var judge = RecordJudge(layout: layout, strict: strict)
                var room: [UInt8] = []
                swap(&room, &chunk.outputRoom)
                part = chunk.withBatch(in: file.bytes, rowIsLine: rowIsLine) {
                    judge.judge($0, 0..<chunk.records.count, reusing: &room)
                }
            }
            PipelineTimeline.end(judging, .judge, thread: name, block: chunk.index)
            let step: Step? = monitor.locked {
                // Nothing reads the chunk's fields after this (the writer's ``judge(_:records:)``
                // splits the chunk again into rooms of its own).
                if let fields = chunk.fields { spareFields.append(fields) }
                chunk.fields = nil
                chunk.part = part
                chunk.judged = true
                return claimStep()
            }
            if let step { write(from: step, thread: name) }
        }
    }

    /// The next range to split, once the window allows it; nil when there is none left or
    /// the run stopped. The wait is `thread`'s idle time.
    private func take(thread: String) -> SplitChunk? {
        let waiting = PipelineTimeline.begin()
        defer { PipelineTimeline.end(waiting, .idle, thread: thread) }
        return monitor.locked {
            while true {
                if closed || stopped != nil || nextIndex >= chunkCount { return nil }
                if mayTake(nextIndex) { break }
                monitor.wait(Self.windowMoved)
            }
            let index = nextIndex
            nextIndex += 1
            let nominal = first + index * Self.chunkBytes
            let guess = index == 0 ? first : guessedStart(after: nominal)
            let limit = min(file.bytes.count, nominal + Self.chunkBytes)
            // PERF: new rooms hold as many records and fields as the largest chunk so far (a
            // guess at first): grown by doubling, the arrays and the scan's field store copied
            // themselves about 50 instructions a row.
            let records = max(mostRecords + mostRecords / 8, Self.chunkBytes / 64)
            let fields = spareFields.popLast() ?? TableRangeFields(capacity: max(mostFields + mostFields / 8,
                                                                                 records * layout.headerFieldCount))
            let chunk = SplitChunk(index: index, guessedStart: guess, limit: limit, fields: fields)
            if let reused = spare.popLast() {
                chunk.records = reused.0
                chunk.outputRoom = reused.1
            } else {
                chunk.records.reserveCapacity(records)
            }
            pending.append(chunk)
            return chunk
        }
    }

    /// Whether the chunk at `index` may be taken: the N + 1 after the oldest not written, and
    /// any the writer waits for (those starting within a block's bytes after the oldest's end).
    private func mayTake(_ index: Int) -> Bool {
        guard let oldest = pending.first else { return true }
        if index <= oldest.index + workers { return true }
        return oldest.verified && first + index * Self.chunkBytes < oldest.scan.end + RecordBatch.maximumBytes
    }

    /// Just after the first line feed at or after `nominal - 1`: where a record starts unless
    /// that line feed is inside a quoted field.
    private func guessedStart(after nominal: Int) -> Int {
        let bytes = file.bytes
        guard let base = bytes.baseAddress,
              let lineFeed = SystemCalls.find(0x0A, in: base, from: nominal - 1, to: bytes.count) else { return bytes.count }
        return lineFeed + 1
    }

    /// The first of a few line feeds' ends from `guess` whose record has the header's fields and
    /// no problem, else `guess`. PERF: on the benchmark table, whose notes hold quoted line
    /// feeds, 9 of 52 ranges guessed inside quotes and were split again while numbered, with
    /// the next range's worker waiting (20.4M of 388M instructions at 200,000 rows); a record
    /// read from inside quotes most often has the wrong fields. A wrong choice costs no more
    /// than before: every guess is checked against the range before.
    private func likelyStart(from guess: Int, before limit: Int, records: inout [TableBlock.Record],
                             fields: inout [CSVField]) -> Int {
        let bytes = file.bytes
        guard let base = bytes.baseAddress else { return guess }
        var candidate = guess
        for _ in 0..<4 {
            guard candidate < limit else { return guess }
            let scan = reader.scanRecords(in: bytes, from: candidate, before: candidate + 1, records: &records, fields: &fields)
            if scan.tooLongStart != nil { return guess }
            if let record = records.first, record.problem == nil, record.fieldCount == layout.headerFieldCount {
                return candidate
            }
            guard let lineFeed = SystemCalls.find(0x0A, in: base, from: candidate, to: bytes.count) else { return guess }
            candidate = lineFeed + 1
        }
        return guess
    }

    /// Waits until the chunk before is numbered, splits the chunk again when its guess was
    /// wrong, and numbers it, then writes what that made writable; false when the run
    /// stopped meanwhile.
    private func verify(_ chunk: SplitChunk, thread: String) -> Bool {
        let waiting = PipelineTimeline.begin()
        let known: (start: Int, line: Int, row: Int)? = monitor.locked {
            while !closed, stopped == nil, verifiedThrough != chunk.index - 1 { monitor.wait(Self.numbered) }
            return closed || stopped != nil ? nil : (verifiedEnd, nextLine, nextRow)
        }
        PipelineTimeline.end(waiting, .idle, thread: thread, block: chunk.index)
        guard let known else { return false }
        if known.start != chunk.guessedStart {
            let splitting = PipelineTimeline.begin()
            chunk.scan = reader.scanRecords(in: file.bytes, from: known.start, before: chunk.limit,
                                            records: &chunk.records, into: chunk.fields!)
            PipelineTimeline.end(splitting, .split, thread: thread, block: chunk.index)
        }
        chunk.start = known.start
        chunk.linesBefore = known.line
        chunk.rowsBefore = known.row
        let step: Step? = monitor.locked {
            chunk.verified = true
            verifiedThrough = chunk.index
            verifiedEnd = chunk.scan.end
            nextLine = known.line + chunk.scan.lineFeeds
            nextRow = known.row + chunk.records.count
            mostRecords = max(mostRecords, chunk.records.count)
            mostFields = max(mostFields, chunk.fields?.count ?? 0)
            if chunk.scan.tooLongStart != nil {
                stopped = chunk
                wakeEveryone()
            } else {
                // The next chunk's worker may number it, and the window may take more once the
                // oldest is numbered.
                monitor.broadcast(Self.numbered)
                monitor.broadcast(Self.windowMoved)
            }
            // The numbered bytes may be what the oldest chunk waited for.
            return claimStep()
        }
        if let step { write(from: step, thread: thread) }
        return true
    }

    // MARK: The writer's role

    /// With the lock held: the next step, with the writer's role taken for it, when no thread
    /// holds the role and a step is ready; else nil. Every change that can make a step ready
    /// (a chunk judged or numbered, a stop, a chunk written) is followed, under the same lock,
    /// by a call of this, so no ready step is left without a writer.
    private func claimStep() -> Step? {
        guard !writing, outcome == nil, let step = readyStep() else { return nil }
        writing = true
        return step
    }

    /// Does `step` (claimed with ``claimStep()``) outside the lock, and every step ready after
    /// it, then gives the role back. A thread that finds the role taken leaves what it made
    /// ready to the holder, which looks again before giving it back.
    private func write(from step: Step, thread: String) {
        var step = step
        while true {
            var result: Error?? = nil
            do {
                switch step {
                case .write(let chunk):
                    if let part = chunk.part { try output(part, chunk.records.count, chunk.rowsBefore, thread) }
                    finished(chunk)
                case .writePart(let chunk, let count, let error):
                    if let part = judge(chunk, records: count) { try output(part, count, chunk.rowsBefore, thread) }
                    throw error
                case .stop(let error):
                    throw error
                case .end:
                    result = .some(nil)
                }
            } catch {
                result = .some(error)
            }
            let next: Step? = monitor.locked {
                writing = false
                guard let result else { return claimStep() }
                outcome = result
                closed = true
                wakeEveryone()
                return nil
            }
            guard let next else { return }
            step = next
        }
    }

    /// What to write next, if it is ready: the oldest chunk, once judged and once no record
    /// past `--max-record` can start in the reader's block it would have ended in.
    private func readyStep() -> Step? {
        if let stopped { return stepBeforeStop(stopped) }
        guard let oldest = pending.first else {
            return nextIndex >= chunkCount ? .end : nil
        }
        let allSplit = verifiedThrough == chunkCount - 1
        guard oldest.judged, allSplit || verifiedEnd >= oldest.scan.end + RecordBatch.maximumBytes else { return nil }
        pending.removeFirst()
        monitor.broadcast(Self.windowMoved)
        return .write(oldest)
    }

    /// With a record past `--max-record` in `stopped`: the chunks before the reader's block
    /// that holds it are written whole, the one that block starts in up to it; nil while the
    /// oldest chunk is still being judged.
    private func stepBeforeStop(_ stopped: SplitChunk) -> Step? {
        let tooLong = stopped.scan.tooLongStart!
        let error = TableReaderError.recordTooLong(line: stopped.linesBefore + stopped.scan.tooLongLine,
                                                   limit: reader.maximumRecordBytes)
        let cutoff = stopCutoff ?? cutoff(before: tooLong)
        stopCutoff = cutoff
        guard let oldest = pending.first, oldest.index <= stopped.index else { return .stop(error) }
        if oldest.scan.end <= cutoff {
            guard oldest.judged else { return nil }
            pending.removeFirst()
            monitor.broadcast(Self.windowMoved)
            return .write(oldest)
        }
        pending.removeFirst()
        monitor.broadcast(Self.windowMoved)
        let kept = oldest.records.prefix { oldest.start + $0.start < cutoff }.count
        return .writePart(oldest, records: kept, error: error)
    }

    /// Where the reader's block that holds the record at `tooLong` starts: its blocks end
    /// after ``RecordBatch/maximumRecords`` records or after the record that brings them to
    /// ``RecordBatch/maximumBytes``, counted from the first record after the header.
    /// Only on the way to an error, so split again from the start.
    private func cutoff(before tooLong: Int) -> Int {
        var records: [TableBlock.Record] = []
        var fields: [CSVField] = []
        var position = first
        var blockStart = first
        var blockRecords = 0
        while position < tooLong {
            let scan = reader.scanRecords(in: file.bytes, from: position, before: min(tooLong, position + Self.chunkBytes),
                                          records: &records, fields: &fields)
            for record in records {
                blockRecords += 1
                let end = position + record.start + record.count
                if blockRecords >= RecordBatch.maximumRecords || end - blockStart >= RecordBatch.maximumBytes {
                    blockStart = end
                    blockRecords = 0
                }
            }
            guard scan.end > position else { break }
            position = scan.end
        }
        return blockStart
    }

    /// The chunk's first `count` records judged on the calling thread (the writer's, once).
    /// The chunk is split again, as its worker split it once numbered (from its start to its
    /// limit), into rooms of the writer's own: the worker may still be judging it, and hands
    /// its field room on when done. Only on the way to an error.
    private func judge(_ chunk: SplitChunk, records count: Int) -> BatchPart? {
        guard count > 0 else { return nil }
        let again = SplitChunk(index: chunk.index, guessedStart: chunk.start, limit: chunk.limit, fields: TableRangeFields())
        again.scan = reader.scanRecords(in: file.bytes, from: chunk.start, before: chunk.limit, records: &again.records,
                                        into: again.fields!)
        again.start = chunk.start
        again.linesBefore = chunk.linesBefore
        again.rowsBefore = chunk.rowsBefore
        var judge = RecordJudge(layout: layout, strict: strict)
        return again.withBatch(in: file.bytes, rowIsLine: rowIsLine) { judge.judge($0, 0..<count) }
    }

    /// Takes back a written chunk's arrays for the next chunks and the mapped pages before it.
    /// PERF: its output's array too: a fresh one a range was memory the kernel mapped and
    /// zeroed again page by page.
    private func finished(_ chunk: SplitChunk) {
        file.release(below: chunk.start)
        var records: [TableBlock.Record] = []
        var output: [UInt8] = []
        swap(&records, &chunk.records)
        if chunk.part != nil { swap(&output, &chunk.part!.output) }
        chunk.part = nil
        monitor.locked { spare.append((records, output)) }
    }

    /// After the run stopped or closed: every waiting thread looks again, and ends.
    private func wakeEveryone() {
        monitor.broadcast(Self.windowMoved)
        monitor.broadcast(Self.numbered)
        monitor.broadcast(Self.ended)
    }
}
