/// What ``TableReader/scanRecords(in:from:before:records:fields:)`` found in a range.
public struct TableRangeScan: Sendable {
    /// The offset just past the last record taken: where the next record starts.
    public var end: Int
    /// The line feeds inside the records taken (the lines they span, less their first).
    public var lineFeeds: Int
    /// A record longer than ``TableReader/maximumRecordBytes`` (its line end not counted):
    /// the offset of its first byte and its line counted from 0 at the range's first record.
    /// The scan stopped before it, keeping the records before it.
    public var tooLongStart: Int?
    public var tooLongLine = 0

    public init(end: Int, lineFeeds: Int) {
        self.end = end
        self.lineFeeds = lineFeeds
    }
}

extension TableReader {
    /// Splits the records of a whole input held in memory, from `start` (which must be where
    /// a record starts) while a record starts before `limit`: the last record taken may end
    /// past `limit`, since it is read to its end (`bytes` ends where the input does).
    ///
    /// This is the split ``forEachBlock(maximumRecords:maximumBytes:firstRecordAlone:_:)``
    /// makes of the same bytes, so that threads can each split a range of a mapped file: a
    /// record's `start` is an offset from `start`, its `line` counts from 0 at the first
    /// record, and `firstField` indexes `fields`, which the scan empties first. Records
    /// and fields keep their arrays' room, for a caller that reuses them.
    public func scanRecords(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int,
        records: inout [TableBlock.Record], fields: inout [CSVField]
    ) -> TableRangeScan {
        records.removeAll(keepingCapacity: true)
        // PERF: the store starts with the room the caller's array had, so a reused array's
        // fields are gathered with no growth after the first range.
        var store = CSVFieldStore(capacity: max(256, fields.capacity))
        defer { store.deallocate() }
        fields.removeAll(keepingCapacity: true)
        var marks = CSVMarks(delimiter: delimiter)
        var result = TableRangeScan(end: start, lineFeeds: 0)
        var position = start
        while position < limit, position < bytes.count {
            let firstField = store.count
            let found = scan(UnsafeBufferPointer(rebasing: bytes[position...]), isFinal: true, marks: &marks, fields: &store)
            // At the input's end a scan always ends a record; an empty one would not move on.
            guard case .record(let length, let lineFeeds, let problem) = found, length > 0 else { break }
            if length > maximumRecordBytes, Self.contentLength(bytes, from: position, count: length) > maximumRecordBytes {
                store.removeAll(from: firstField)
                result.tooLongStart = position
                result.tooLongLine = result.lineFeeds
                break
            }
            records.append(TableBlock.Record(start: position - start, count: length, line: result.lineFeeds, problem: problem,
                                             firstField: firstField, fieldCount: store.count - firstField))
            result.lineFeeds += lineFeeds
            position += length
        }
        result.end = position
        fields.append(contentsOf: store.fields)
        return result
    }

    /// A record's length without its line end (`\n` or `\r\n`), which the limit does not count.
    private static func contentLength(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int {
        var length = count
        if length > 0, bytes[start + length - 1] == 0x0A { length -= 1 }
        if length > 0, bytes[start + length - 1] == 0x0D { length -= 1 }
        return length
    }
}
