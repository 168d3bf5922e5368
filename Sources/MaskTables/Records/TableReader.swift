/// Reads a table's records from a stream in large blocks, with memory bounded by the
/// longest record (at most `maximumRecordBytes`) whatever the input's size.
///
/// A UTF-8 byte order mark at the very start is not part of the first record:
/// ``hasByteOrderMark`` says it was there, so a writer can put it back.
///
/// ```swift
/// let reader = TableReader(format: .csv(CSVScanner()), maximumRecordBytes: 1 << 20) { buffer in
///     read(fd, buffer.baseAddress, buffer.count)   // 0 at the end
/// }
/// try reader.forEachRecord { record in print(record.line, record.fields.count); return true }
/// ```
public final class TableReader {
    public let format: TableFormat
    public let maximumRecordBytes: Int
    /// Whether the input started with a UTF-8 byte order mark (known after the first record).
    public private(set) var hasByteOrderMark = false
    private let read: (UnsafeMutableRawBufferPointer) throws -> Int
    private let blockSize: Int

    /// `read` fills the front of the buffer it is given and returns how many bytes it wrote,
    /// 0 at the end of the input.
    public init(format: TableFormat, maximumRecordBytes: Int, blockSize: Int = 1 << 20,
                read: @escaping (UnsafeMutableRawBufferPointer) throws -> Int) {
        self.format = format
        // A field's offsets into its record are 31 bits (`CSVField`): no longer record is read.
        self.maximumRecordBytes = min(max(1, maximumRecordBytes), CSVField.maximumOffset)
        self.blockSize = max(16, blockSize)
        self.read = read
    }

    /// Calls `body` with every record in order; stops early when it returns false.
    public func forEachRecord(_ body: (TableRecord) throws -> Bool) throws {
        try forEachBlock(maximumRecords: 1, maximumBytes: .max, firstRecordAlone: false) { block in
            try body(block.tableRecord(block.records[0]))
        }
    }

    /// Calls `body` with the records in blocks, in order, each block's bytes and fields in
    /// place in the reader's memory (no record or field is copied out, and neither outlives
    /// the call); stops early when it returns false.
    ///
    /// A block ends after `maximumRecords` records, or after the record that brings its
    /// bytes to `maximumBytes` or more, or at the end of the input; the buffer grows to hold
    /// a block. With `firstRecordAlone`, the input's first record (a CSV header) is a block
    /// of its own and the limits count from the record after it. A record longer than
    /// `maximumRecordBytes` bytes (its line end not counted), finished or not, is an error
    /// wherever the reads split the input, and the block before it is not handed out.
    public func forEachBlock(
        maximumRecords: Int, maximumBytes: Int, firstRecordAlone: Bool, _ body: (TableBlock) throws -> Bool
    ) throws {
        var storage = Self.unfilledBytes(blockSize, keeping: [])
        var start = 0     // the block's first byte: everything before it was handed out
        var scanned = 0   // the end of the block's records found so far
        var end = 0
        var atEnd = false
        var line = 1
        var checkedByteOrderMark = false
        // The block's records and fields as the scan appends them, and as they are handed out.
        var records: [TableBlock.Record] = []
        var fields = CSVFieldStore()
        defer { fields.deallocate() }
        var recordLimit = firstRecordAlone ? 1 : max(1, maximumRecords)
        // The marks of the bytes being scanned, kept from record to record until the bytes
        // under them may change or move: before every read (which may also move them to the
        // front or into a larger buffer).
        var marks = CSVMarks(delimiter: delimiter)
        while true {
            if !checkedByteOrderMark, end - start >= 3 || atEnd {
                checkedByteOrderMark = true
                if end - start >= 3, storage[0] == 0xEF, storage[1] == 0xBB, storage[2] == 0xBF {
                    hasByteOrderMark = true
                    start = 3
                    scanned = 3
                }
            }
            if checkedByteOrderMark {
                var isFull = false
                if scanned < end {
                    // A block ends after `recordLimit` records or at `maximumBytes` from its start.
                    let (byteLimit, overflow) = start.addingReportingOverflow(maximumBytes)
                    var taken = CSVBlockRecords(origin: start, recordStart: scanned, line: line, firstField: fields.count,
                                                recordLimit: recordLimit, byteLimit: overflow ? .max : byteLimit,
                                                maximumRecordBytes: maximumRecordBytes)
                    swap(&records, &taken.records)
                    // A whole record is held to the limit too, not only one still unfinished
                    // at a read's end: otherwise whether a long record stops the run would
                    // depend on where the reads happened to split the input.
                    let stop = storage.withUnsafeBufferPointer { buffer in
                        scanBlock(UnsafeBufferPointer(rebasing: buffer[..<end]), isFinal: atEnd, records: &taken,
                                  marks: &marks, fields: &fields)
                    }
                    swap(&records, &taken.records)
                    scanned = taken.recordStart
                    line = taken.line
                    switch stop {
                    case .tooLong: throw TableReaderError.recordTooLong(line: line, limit: maximumRecordBytes)
                    case .full: isFull = true
                    case .needsMore, .atEnd: break
                    }
                }
                if isFull || (atEnd && scanned >= end && !records.isEmpty) {
                    // The fields are handed out in the store itself: it is not changed until
                    // the callback returns.
                    let keepGoing = try storage.withUnsafeBufferPointer { buffer in
                        try body(TableBlock(bytes: UnsafeBufferPointer(rebasing: buffer[start..<scanned]),
                                            records: records, fields: fields.fields))
                    }
                    guard keepGoing else { return }
                    if firstRecordAlone, recordLimit == 1, maximumRecords > 1 {
                        // After the header: room for a whole block of records like it, which the
                        // arrays reached by doubling before (16 and 10 copies of themselves in
                        // the first block, about 5.3M instructions of `memcpy`).
                        let fieldsEach = max(1, fields.count)
                        let most = min(maximumRecords, Self.reservedRecords)
                        records.reserveCapacity(most)
                        fields.reserveCapacity(min(most * fieldsEach, Self.reservedFields))
                    }
                    records.removeAll(keepingCapacity: true)
                    fields.removeAll(from: 0)
                    start = scanned
                    recordLimit = max(1, maximumRecords)
                    continue
                }
                // One byte more than the limit may be the `\r` of a CRLF still to come.
                if end - scanned > maximumRecordBytes + 1 {
                    throw TableReaderError.recordTooLong(line: line, limit: maximumRecordBytes)
                }
            }
            if atEnd, scanned >= end { return }
            marks.reset()
            // Make room: the block so far and the partial record move to the front; the
            // buffer grows only for a long record or a large block. PERF: they move when the
            // room after them runs short (moving them before every read copied about one
            // byte in two of the input, some 56 instructions a row of the benchmark), and
            // when they are few: a read brings at most `readSize`, so the first read after a
            // block is handed out finds only what the last one brought past it, and moving
            // that little to the front lets the next block start there. Before, reads filled
            // the whole buffer and a block's successor moved when the room ran out, by then
            // most of the buffer (about 11 MB moved for the 13 MB of 200,000 rows).
            if start > 0, storage.count - end < blockSize / 2 || end - start <= blockSize / 2 {
                storage.withUnsafeMutableBytes { buffer in
                    let base = buffer.baseAddress!
                    base.copyMemory(from: base + start, byteCount: end - start)
                }
                scanned -= start
                end -= start
                start = 0
            }
            if storage.count - end < blockSize / 2 {
                storage = Self.unfilledBytes(storage.count * 2, keeping: storage[..<end])
            }
            let count = try storage.withUnsafeMutableBytes { buffer in
                // A record longer than a read reads in steps as long as its part so far, so
                // its bytes, scanned again from its start after each read, cost O(its length).
                let size = max(readSize, end - scanned)
                return try read(UnsafeMutableRawBufferPointer(rebasing: buffer[end..<min(buffer.count, end + size)]))
            }
            if count == 0 { atEnd = true } else { end += count }
        }
    }

    /// A buffer of `count` bytes that starts with `kept`; the bytes after it are not written.
    ///
    /// PERF: zero-filled (`[UInt8](repeating:count:)` and growth by appending zeros), the
    /// buffer was written twice, and its pages were mapped by the zeroing: on a million rows
    /// with `--jobs 1`, a third of the page faults (1,570 of 4,286) were the 1, 2 and 4 MiB
    /// buffers' zeros and their copies of the whole of the smaller one. Left unwritten, a page
    /// is mapped when a read first fills it, and a growth copies only the bytes kept.
    ///
    /// SAFETY: `UInt8` is a trivial type, so bytes past `kept` hold some value and reading
    /// them could not break memory safety; and the reader never reads them before a `read`
    /// wrote them: everything it scans, hands out or moves is before `end`, the end of what
    /// was read.
    static func unfilledBytes(_ count: Int, keeping kept: ArraySlice<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            kept.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            initialized = count
        }
    }

    /// The most records and fields the reader makes room for after a header, before any
    /// block asks for them (a block that needs more grows the room as before).
    static let reservedRecords = 1 << 15
    static let reservedFields = 1 << 18

    /// The most one read brings: a quarter of a block, so what is left past a handed-out
    /// block, moved to the front, is little (``forEachBlock(maximumRecords:maximumBytes:firstRecordAlone:_:)``).
    var readSize: Int { blockSize / 4 }

    /// The byte the marks take for a field end besides the line feed: the CSV delimiter
    /// (JSON Lines marks only line feeds, so any byte will do: a line feed).
    var delimiter: UInt8 {
        if case .csv(let scanner) = format { scanner.delimiter } else { CSVScanner.lineFeed }
    }
}
