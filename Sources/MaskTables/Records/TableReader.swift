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
        self.maximumRecordBytes = max(1, maximumRecordBytes)
        self.blockSize = max(16, blockSize)
        self.read = read
    }

    /// Calls `body` with every record in order; stops early when it returns false.
    public func forEachRecord(_ body: (TableRecord) throws -> Bool) throws {
        var storage = [UInt8](repeating: 0, count: blockSize)
        var start = 0
        var end = 0
        var atEnd = false
        var line = 1
        var checkedByteOrderMark = false
        var fields: [CSVField] = []
        while true {
            if !checkedByteOrderMark, end - start >= 3 || atEnd {
                checkedByteOrderMark = true
                if end - start >= 3, storage[0] == 0xEF, storage[1] == 0xBB, storage[2] == 0xBF {
                    hasByteOrderMark = true
                    start = 3
                }
            }
            if checkedByteOrderMark, start < end {
                let found = storage.withUnsafeBufferPointer { buffer in
                    scan(UnsafeBufferPointer(rebasing: buffer[start..<end]), isFinal: atEnd, fields: &fields)
                }
                if case .record(let length, let lineFeeds, let problem) = found {
                    let keepGoing = try storage.withUnsafeBufferPointer { buffer in
                        try body(TableRecord(bytes: UnsafeBufferPointer(rebasing: buffer[start..<start + length]),
                                             fields: fields, line: line, problem: problem))
                    }
                    guard keepGoing else { return }
                    line += lineFeeds
                    start += length
                    continue
                }
                if end - start > maximumRecordBytes {
                    throw TableReaderError.recordTooLong(line: line, limit: maximumRecordBytes)
                }
            }
            if atEnd, start >= end { return }
            // Make room: the partial record moves to the front; the buffer grows only for a long one.
            if start > 0 {
                storage.withUnsafeMutableBufferPointer { buffer in
                    for index in 0..<(end - start) { buffer[index] = buffer[start + index] }
                }
                end -= start
                start = 0
            }
            if storage.count - end < blockSize / 2 {
                storage.append(contentsOf: repeatElement(0, count: storage.count))
            }
            let count = try storage.withUnsafeMutableBytes { buffer in
                try read(UnsafeMutableRawBufferPointer(rebasing: buffer[end...]))
            }
            if count == 0 { atEnd = true } else { end += count }
        }
    }

    /// The record at the front of `bytes`, by the table's format.
    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, fields: inout [CSVField]) -> CSVScanner.Scan {
        switch format {
        case .csv(let scanner):
            return scanner.scanRecord(bytes, from: 0, isFinal: isFinal, fields: &fields)
        case .jsonLines:
            fields.removeAll(keepingCapacity: true)
            let lineEnd = CSVScanner.firstIndex(of: 0x0A, or: 0x0A, in: bytes, from: 0)
            if lineEnd < bytes.count { return .record(end: lineEnd + 1, lineFeeds: 1, problem: nil) }
            return isFinal ? .record(end: bytes.count, lineFeeds: 0, problem: nil) : .needsMore
        }
    }
}
