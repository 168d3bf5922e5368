import MaskTables

extension TableJob {
    /// `--jobs N` over a regular file: the header is read here, the records are split and
    /// judged by ``ParallelSplit``'s workers in place in the mapping, and written by them in order.
    /// The output, the messages and where a run stops are those of ``read(_:path:label:)``.
    mutating func readMapped(_ file: MappedFile, _ reader: TableReader, path: String, label: String?) throws {
        let bytes = file.bytes
        let isCSV = options.format != .jsonLines
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var first = hasByteOrderMark ? 3 : 0
        var firstLine = 1
        let layout: TableLayout
        // The byte order mark is not part of any record: transform puts it back before the
        // first record it writes.
        var startWritten = false
        if isCSV {
            var records: [TableBlock.Record] = []
            var fields: [CSVField] = []
            let scan = reader.scanRecords(in: bytes, from: first, before: first + 1, records: &records, fields: &fields)
            if scan.tooLongStart != nil { throw TableReaderError.recordTooLong(line: 1, limit: reader.maximumRecordBytes) }
            guard let header = records.first else {
                throw CommandError(message: "maskc: error: \(Self.name(path)): no header row (the input is empty)")
            }
            let record = TableRecord(bytes: UnsafeBufferPointer(rebasing: bytes[first..<scan.end]), fields: fields, line: 1,
                                     problem: header.problem)
            // As the reader's first block: the mark goes out before the header is checked.
            try writeStart(hasByteOrderMark, &startWritten)
            let columns = try headerColumns(record, path: path)
            layout = TableLayout(rules: rules, format: options.format, mode: mode, columnIndexes: columns.columns,
                                 headerFieldCount: columns.fieldCount, fileLabel: label)
            if case .transform = mode { try terminal.output.write(record.bytes) }
            first = scan.end
            firstLine = 1 + scan.lineFeeds
        } else {
            layout = TableLayout(rules: rules, format: options.format, mode: mode, columnIndexes: [], headerFieldCount: 0,
                                 fileLabel: label)
        }
        let sink = MappedOutput(job: self, hasByteOrderMark: hasByteOrderMark, startWritten: startWritten)
        let split = ParallelSplit(file: file, reader: reader, first: first, firstLine: firstLine, layout: layout,
                                  strict: options.strict, rowIsLine: !isCSV, workers: options.jobs) { part, rows, block, thread in
            try sink.write(part, layout, rows: rows, block: block, thread: thread)
        }
        // The job's counts come back once no worker runs, whether the run ended or stopped.
        defer {
            split.close()
            self = sink.job
        }
        let waiting = PipelineTimeline.begin()
        defer { PipelineTimeline.end(waiting, .waitOldest, thread: "reader") }
        try split.waitForEnd()
    }

    /// Before the first record written: transform's byte order mark, when the input had one.
    func writeStart(_ hasByteOrderMark: Bool, _ written: inout Bool) throws {
        guard !written else { return }
        written = true
        if case .transform = mode, hasByteOrderMark { try terminal.output.write(bytes: [0xEF, 0xBB, 0xBF]) }
    }
}
