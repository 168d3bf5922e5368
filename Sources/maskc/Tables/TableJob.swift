import MaskTables
import MaskVM

/// One run of `check --rules` or `transform --rules`: every input read record by record in
/// batches, each batch judged on `--jobs` threads, the output written in input order.
struct TableJob {
    let rules: [ColumnRule]
    let options: TableOptions
    let mode: TableLayout.Mode
    let terminal: Terminal

    private var tallies: [ColumnTally]
    private var failedCells = 0
    private var malformedRecords = 0
    private var droppedRows = 0
    private var rows = 0
    /// `--jobs 1`: the last block's output array, emptied, whose room the next block's
    /// output is written in (``RecordJudge/judge(_:_:reusing:)``).
    private var outputRoom: [UInt8] = []

    init(rules: [ColumnRule], options: TableOptions, mode: TableLayout.Mode, terminal: Terminal) {
        self.rules = rules
        self.options = options
        self.mode = mode
        self.terminal = terminal
        tallies = Array(repeating: ColumnTally(), count: rules.count)
    }

    /// Runs over every input; returns the exit status.
    mutating func run() throws -> Int32 {
        defer { PipelineTimeline.report() }
        let inputs = options.files.isEmpty ? ["-"] : options.files
        // Every file's header is checked against the rules before any row is judged.
        if case .csv = options.format, options.files.count > 1 {
            for path in inputs { _ = try withInput(path) { reader, _ in try header(of: reader, path: path) } }
        }
        for path in inputs {
            let label = inputs.count > 1 ? JSONWriter.quoted(path) : nil
            try withInput(path) { reader, fd in
                // With more than one job, a regular file is split by the workers in place.
                if options.jobs > 1, let file = MappedFile(fd: fd) {
                    try readMapped(file, reader, path: path, label: label)
                } else {
                    try read(reader, path: path, label: label)
                }
            }
        }
        try writeSummary()
        return failedCells + malformedRecords > 0 ? ExitStatus.failure : ExitStatus.success
    }

    /// Opens `path` (`-` is standard input) and hands `body` a reader over it and its descriptor.
    private func withInput<Result>(_ path: String, _ body: (TableReader, Int32) throws -> Result) throws -> Result {
        var fd = terminal.inputFD
        if path != "-" {
            switch SystemCalls.openForReading(path) {
            case .success(let opened): fd = opened
            case .failure(let error): throw CommandError(message: "maskc: error: cannot read \(path): \(error.message)")
            }
        }
        defer { if path != "-" { _ = SystemCalls.closeFile(fd) } }
        let name = path == "-" ? "standard input" : path
        let reader = TableReader(format: options.format, maximumRecordBytes: options.maximumRecord) { buffer in
            switch SystemCalls.readSome(fd, into: buffer.baseAddress!, count: buffer.count) {
            case .success(let count): return count
            case .failure(let error): throw CommandError(message: "maskc: error: cannot read \(name): \(error.message)")
            }
        }
        do {
            return try body(reader, fd)
        } catch let error as TableReaderError {
            throw CommandError(message: "maskc: error: \(name): \(error)")
        }
    }

    /// The first record of a CSV input, read only to check it against the rules.
    private func header(of reader: TableReader, path: String) throws {
        var checked: Result<(columns: [Int], fieldCount: Int), Error>?
        try reader.forEachRecord { record in
            checked = Result { try headerColumns(record, path: path) }
            return false
        }
        guard let checked else { throw CommandError(message: "maskc: error: \(Self.name(path)): no header row (the input is empty)") }
        _ = try checked.get()
    }

    /// The field of each rule's column in the header `record`, and the header's field
    /// count; an error names the rule's JSON path and what is wrong.
    func headerColumns(_ record: TableRecord, path: String) throws -> (columns: [Int], fieldCount: Int) {
        func failure(_ message: String) -> CommandError { CommandError(message: "maskc: error: \(Self.name(path)): \(message)") }
        if let problem = record.problem { throw failure("the header row is malformed: \(problem)") }
        var scratch: [UInt8] = []
        var names: [[UInt8]] = []
        for field in record.fields {
            if let unquoted = field.value(in: record.bytes, into: &scratch) {
                names.append(Array(unquoted))
            } else {
                names.append(Array(record.bytes[field.start..<field.end]))
            }
        }
        let columns = try rules.map { rule throws -> Int in
            let matching = names.indices.filter { names[$0] == rule.columnBytes }
            guard matching.count == 1 else {
                let path = "$" + RulesFile.pathComponent(rule.column)
                throw failure(matching.isEmpty
                    ? "\(path): the column '\(rule.column)' is not in the header"
                    : "\(path): the header has \(matching.count) columns named '\(rule.column)'")
            }
            return matching[0]
        }
        return (columns, names.count)
    }

    static func name(_ path: String) -> String { path == "-" ? "standard input" : path }

    private mutating func read(_ reader: TableReader, path: String, label: String?) throws {
        var layout: TableLayout?
        let isCSV = options.format != .jsonLines
        if !isCSV {
            layout = TableLayout(rules: rules, format: options.format, mode: mode, columnIndexes: [], headerFieldCount: 0, fileLabel: label)
        }
        var row = 0
        var startWritten = false
        var failure: Error?
        // With `--jobs N` (N > 1), workers judge blocks while this thread splits the next
        // ones; `judging` holds the blocks handed to them, oldest first, until written.
        let pipeline = options.jobs > 1 ? JudgingPipeline(workers: options.jobs) : nil
        defer { pipeline?.close() }
        var judging: [JudgedBlock] = []
        var splitting = PipelineTimeline.begin()
        do {
            try reader.forEachBlock(maximumRecords: RecordBatch.maximumRecords, maximumBytes: RecordBatch.maximumBytes,
                                    firstRecordAlone: isCSV) { block in
                PipelineTimeline.end(splitting, .split, thread: "reader", block: row)
                defer { splitting = PipelineTimeline.begin() }
                do {
                    if !startWritten {
                        startWritten = true
                        // The byte order mark is not part of any record: put it back.
                        if case .transform = mode, reader.hasByteOrderMark { try terminal.output.write(bytes: [0xEF, 0xBB, 0xBF]) }
                    }
                    guard let current = layout else {
                        // The first CSV record is the header (a block of its own): checked, and
                        // written back as it was.
                        let record = block.tableRecord(block.records[0])
                        let header = try headerColumns(record, path: path)
                        layout = TableLayout(rules: rules, format: options.format, mode: mode, columnIndexes: header.columns,
                                             headerFieldCount: header.fieldCount, fileLabel: label)
                        if case .transform = mode { try terminal.output.write(record.bytes) }
                        return true
                    }
                    let batch = RecordBatch(block: block, rowsBefore: row, rowIsLine: !isCSV)
                    row += block.records.count
                    guard let pipeline else {
                        try flush(batch, current)
                        return true
                    }
                    // With N blocks out, the oldest is waited for before this one goes in, so
                    // memory is bounded by N + 1 blocks whatever the input's size. The copy is
                    // made first and the output written after, so a worker that finishes
                    // waits for neither.
                    let copying = PipelineTimeline.begin()
                    let handed = JudgedBlock(copying: batch, layout: current, strict: options.strict)
                    PipelineTimeline.end(copying, .copy, thread: "reader", block: batch.rowsBefore)
                    let waitingForOldest = PipelineTimeline.begin()
                    let full = judging.count >= options.jobs ? judging.first.flatMap { $0.judged(waiting: true) } : nil
                    PipelineTimeline.end(waitingForOldest, .waitOldest, thread: "reader", block: batch.rowsBefore)
                    pipeline.submit(handed)
                    if let part = full {
                        let oldest = judging.removeFirst()
                        try write(part, oldest.layout, count: oldest.count, block: oldest.batch.rowsBefore)
                    }
                    judging.append(handed)
                    // Whatever else is judged at the front is written now, in order.
                    try writeJudged(&judging, waiting: false)
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            // The reader stopped (a record past --max-record): what was handed out before it
            // is written first, as when each block was written before the reader went on.
            try writeJudged(&judging)
            throw error
        }
        if let failure { throw failure }
        try writeJudged(&judging)
        guard layout != nil else { throw CommandError(message: "maskc: error: \(Self.name(path)): no header row (the input is empty)") }
    }

    /// `--jobs 1`: judges the batch on this thread and writes it.
    private mutating func flush(_ batch: RecordBatch, _ layout: TableLayout) throws {
        guard batch.count > 0 else { return }
        var judge = RecordJudge(layout: layout, strict: options.strict)
        let judging = PipelineTimeline.begin()
        var part = judge.judge(batch, 0..<batch.count, reusing: &outputRoom)
        PipelineTimeline.end(judging, .judge, thread: "reader", block: batch.rowsBefore)
        try write(part, layout, count: batch.count, block: batch.rowsBefore)
        swap(&outputRoom, &part.output)
    }

    /// Writes the blocks handed to the workers, in order: each, waiting for it (`waiting`),
    /// or those at the front that are judged already.
    private mutating func writeJudged(_ judging: inout [JudgedBlock], waiting: Bool = true) throws {
        while let oldest = judging.first {
            let waitingForOldest = waiting ? PipelineTimeline.begin() : nil
            let judged = oldest.judged(waiting: waiting)
            PipelineTimeline.end(waitingForOldest, .waitOldest, thread: "reader", block: oldest.batch.rowsBefore)
            guard let part = judged else { break }
            judging.removeFirst()
            try write(part, oldest.layout, count: oldest.count, block: oldest.batch.rowsBefore)
        }
    }

    /// Writes a part's output and warnings and adds up its counts and its `rows`; throws at
    /// a `--strict` stop, once what came before it is written. `thread` names the thread
    /// writing, for ``PipelineTimeline``: with `--jobs N` on a mapped file, a worker.
    mutating func write(_ part: BatchPart, _ layout: TableLayout, count rows: Int, block: Int,
                        thread: String = "reader") throws {
        let writing = PipelineTimeline.begin()
        defer { PipelineTimeline.end(writing, .write, thread: thread, block: block) }
        try terminal.output.write(bytes: part.output)
        for warning in part.warnings { try terminal.errors.write("maskc: warning: \(warning)\n") }
        for (index, tally) in part.tallies.enumerated() { tallies[index] += tally }
        failedCells += part.failedCells
        malformedRecords += part.malformedRecords
        droppedRows += part.droppedRows
        if let stop = part.stop {
            try terminal.output.flush()
            throw CommandError(message: "maskc: error: \(layout.fileLabel.map { _ in "" } ?? "")\(stop) (--strict)")
        }
        self.rows += rows
    }

    /// `--summary`: per-column counts on standard error; `--summary=json`: as the last JSON line.
    private func writeSummary() throws {
        switch options.summary {
        case .none:
            return
        case .text:
            var lines: [String] = []
            for (rule, tally) in zip(rules, tallies) {
                lines.append("\(rule.column): \(tally.checked) checked, \(tally.passed) passed, \(tally.failed) failed, \(tally.blank) blank")
            }
            lines.append("\(rows) rows, \(malformedRecords) malformed" + (droppedRows > 0 ? ", \(droppedRows) dropped" : ""))
            try terminal.output.flush()
            try terminal.errors.write(lines.joined(separator: "\n") + "\n")
        case .json:
            var columns: [String] = []
            for (rule, tally) in zip(rules, tallies) {
                columns.append("\(JSONWriter.quoted(rule.column)):{\"checked\":\(tally.checked),\"passed\":\(tally.passed),\"failed\":\(tally.failed),\"blank\":\(tally.blank)}")
            }
            let line = "{\"summary\":{\"rows\":\(rows),\"malformed\":\(malformedRecords),\"dropped\":\(droppedRows),\"columns\":{\(columns.joined(separator: ","))}}}\n"
            // transform's standard output is the table: its summary goes to standard error.
            if mode == .check { try terminal.output.write(line) } else { try terminal.errors.write(line) }
        }
    }
}
