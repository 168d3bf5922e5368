/// The records of a block as the block scan takes them, one call for the whole block:
/// where the next record starts, its line, and each record taken, held to the block's limits.
///
/// PERF: the reader called the scanner once a record, with the record's bytes cut out, a
/// result to unpack, the window looked up again and an array append: about 90 instructions
/// a row of the benchmark table by themselves (scan-s46's count). Now one call runs the
/// marked pass through every record of the bytes it holds, and a record taken is a store.
struct CSVBlockRecords: CSVRecordEnds {
    /// Why a block scan stopped.
    enum Stop {
        /// A record brought the block to its record or byte limit.
        case full
        /// The record at ``recordStart`` goes past the bytes (which are not the input's last).
        case needsMore
        /// Every record of the bytes was taken.
        case atEnd
        /// The record at ``recordStart`` is longer than the limit (its line end not counted);
        /// it is not taken.
        case tooLong
    }

    /// The records taken, appended to those already there. The holder swaps its array in
    /// and out (a copy would leave it shared, and the first append would copy it whole).
    /// PERF: appended in place, not gathered in a store and copied out a block: the copy
    /// was some 56 instructions a record under callgrind (its `rep movsb` counts a byte).
    var records: [TableBlock.Record] = []
    /// The offset records' `start` counts from (the block's first byte).
    let origin: Int
    /// Where the next record starts: the end of the last record taken.
    private(set) var recordStart: Int
    /// The line the next record starts on.
    private(set) var line: Int
    /// The index in the field store of the next record's first field.
    private(set) var firstField: Int
    /// The scan stops after the record that makes `recordLimit` records in ``records``, or
    /// that ends at `byteLimit` or past it.
    let recordLimit: Int
    let byteLimit: Int
    /// The most bytes before a block's last record starts: 1 GiB.
    static let maximumBlockBytes = 1 << 30
    let maximumRecordBytes: Int
    /// The bytes scanned, read for a long record's line end.
    var bytes: UnsafePointer<UInt8>?
    private(set) var isTooLong = false
    /// The marked pass pauses after the record that ends at this offset or past it (the block
    /// scan then runs the stage-1 pass from there).
    var pauseAt = Int.max
    private var isPaused = false

    init(origin: Int, recordStart: Int, line: Int, firstField: Int, recordLimit: Int, byteLimit: Int,
         maximumRecordBytes: Int) {
        self.origin = origin
        self.recordStart = recordStart
        self.line = line
        self.firstField = firstField
        self.recordLimit = recordLimit
        // A block ends within `maximumBlockBytes` of its start, so that with its last record
        // (at most `CSVField.maximumOffset` bytes and its line end) its offsets fit the
        // 32 bits of a `TableBlock.Record`.
        self.byteLimit = byteLimit &- origin > Self.maximumBlockBytes ? origin &+ Self.maximumBlockBytes : byteLimit
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// A field's offsets are into its own record's bytes.
    @inline(__always)
    func fieldOrigin(recordStart start: Int) -> Int { start }

    @inline(__always)
    mutating func recordEnded(next: Int, lineFeeds: Int, fieldCount: Int) -> Bool {
        guard take(next: next, lineFeeds: lineFeeds, fieldCount: fieldCount, problem: nil) else { return false }
        if next >= pauseAt {
            isPaused = true
            return false
        }
        return true
    }

    /// Whether the marked pass stopped at ``pauseAt`` (rather than at a limit), clearing it.
    mutating func resume() -> Bool {
        defer { isPaused = false }
        return isPaused
    }

    /// Takes the record from ``recordStart`` to `next` (its fields those of the store from
    /// ``firstField`` to `fieldCount`), unless it is too long; true while the block has room
    /// for another.
    @inline(__always)
    mutating func take(next: Int, lineFeeds: Int, fieldCount: Int, problem: CSVProblem?) -> Bool {
        let length = next &- recordStart
        // PERF: a record no longer than the limit with its line end is within it without one:
        // its last bytes are read only for a long record.
        if length > maximumRecordBytes, let bytes, Self.contentLength(bytes + recordStart, count: length) > maximumRecordBytes {
            isTooLong = true
            return false
        }
        records.append(TableBlock.Record(start: recordStart &- origin, count: length, line: line, problem: problem,
                                         firstField: firstField, fieldCount: fieldCount &- firstField))
        line &+= lineFeeds
        recordStart = next
        firstField = fieldCount
        return records.count < recordLimit && next < byteLimit
    }

    /// A record's length without its line end (`\n` or `\r\n`), which the limit does not count.
    private static func contentLength(_ record: UnsafePointer<UInt8>, count: Int) -> Int {
        var length = count
        if length > 0, record[length - 1] == CSVScanner.lineFeed { length -= 1 }
        if length > 0, record[length - 1] == CSVScanner.carriageReturn { length -= 1 }
        return length
    }
}

extension TableReader {
    /// How far the marked pass reads after an irregular quote before the stage-1 pass tries
    /// again: a retry that meets another costs a window's marks (a stray quote in every row
    /// then costs about what the marked pass alone does), and a table with a rare one loses
    /// the stage-1 pass for a few dozen rows.
    static let markedStretch = 2048

    /// Takes the records of `bytes` from `records.recordStart` into `records`, their fields
    /// into `fields`, in one pass, until a limit of `records` or the bytes' end (with
    /// `isFinal`, the bytes end where the input does). The fields of a record not taken
    /// are not left in `fields`.
    ///
    /// The stage-1 pass (``CSVScanner/scanRegularRecords(_:end:delimiter:fields:records:)``)
    /// takes the records of whole 64-byte windows while their quotes are regular. From a
    /// record it leaves, the marked pass (``CSVScanner/scanMarkedFields(_:from:marks:fields:records:)``)
    /// reads the records of the next ``markedStretch`` bytes, or of the rest after the last
    /// whole window, record after record; a record it cannot settle (a quoted field it leaves,
    /// the last record of the bytes) is scanned again from its first byte by the record-at-a-time
    /// scanner, which says what is wrong with it, and the pass goes on after it.
    func scanBlock(
        _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, records: inout CSVBlockRecords, marks: inout CSVMarks,
        fields: inout CSVFieldStore
    ) -> CSVBlockRecords.Stop {
        guard let base = bytes.baseAddress else { return .atEnd }
        records.bytes = base
        let end = bytes.count
        switch format {
        case .csv(let scanner):
            // The stage-1 pass needs the delimiter to be a byte of its own. It runs from the
            // first record at or after `retryAt`; the marked pass reads the records before.
            let delimiter = scanner.delimiter
            var retryAt = delimiter != CSVScanner.quote && delimiter != CSVScanner.lineFeed
                && delimiter != CSVScanner.carriageReturn ? 0 : Int.max
            while true {
                guard records.recordStart < end else { return .atEnd }
                if records.recordStart >= retryAt {
                    let stage = CSVScanner.scanRegularRecords(base, end: end, delimiter: delimiter, fields: &fields,
                                                              records: &records)
                    if case .full = stage { break }
                    fields.removeAll(from: records.firstField)
                    guard records.recordStart < end else { return .atEnd }
                    // After an irregular quote, the marked pass reads the next stretch (it
                    // takes a quote inside an unquoted field in its stride); after the last
                    // whole window, the rest. PERF: going back to the record-at-a-time
                    // scanner for each irregular record cost a table with a stray quote in
                    // every row 24 % more instructions than the marked pass alone.
                    retryAt = stage == .irregular ? records.recordStart &+ Self.markedStretch : Int.max
                }
                records.pauseAt = retryAt
                if case .record = CSVScanner.scanMarkedFields(bytes, from: records.recordStart, marks: &marks,
                                                              fields: &fields, records: &records) {
                    if records.resume() { continue }
                    break
                }
                let start = records.recordStart
                guard start < end else { return .atEnd }
                fields.removeAll(from: records.firstField)
                let found = scanner.scanRecord(UnsafeBufferPointer(rebasing: bytes[start...]), from: 0, isFinal: isFinal,
                                               marks: &marks, appendingTo: &fields)
                guard case .record(let length, let lineFeeds, let problem) = found else {
                    fields.removeAll(from: records.firstField)
                    return .needsMore
                }
                guard records.take(next: start &+ length, lineFeeds: lineFeeds, fieldCount: fields.count, problem: problem) else {
                    break
                }
            }
        case .jsonLines:
            while true {
                let start = records.recordStart
                guard start < end else { return .atEnd }
                let lineEnd = marks.nextLineFeed(base, from: start, end: end)
                let taken = lineEnd < end
                    ? records.take(next: lineEnd &+ 1, lineFeeds: 1, fieldCount: fields.count, problem: nil)
                    : isFinal ? records.take(next: end, lineFeeds: 0, fieldCount: fields.count, problem: nil) : nil
                guard let taken else { return .needsMore }
                if !taken { break }
            }
        }
        if records.isTooLong {
            fields.removeAll(from: records.firstField)
            return .tooLong
        }
        return .full
    }
}
