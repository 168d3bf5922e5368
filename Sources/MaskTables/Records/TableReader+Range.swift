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
        // PERF: the room starts with what the caller's array had, so a reused array's fields
        // are gathered with no growth after the first range.
        let room = TableRangeFields(capacity: max(256, fields.capacity))
        fields.removeAll(keepingCapacity: true)
        let result = scanRecords(in: bytes, from: start, before: limit, records: &records, into: room)
        fields.append(contentsOf: room.fields)
        return result
    }

    /// ``scanRecords(in:from:before:records:fields:)``, with the fields left in `room`
    /// (emptied first), which the caller keeps for its next ranges: no field is copied, and
    /// the room's pages are written again rather than new ones mapped.
    public func scanRecords(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int,
        records: inout [TableBlock.Record], into room: TableRangeFields
    ) -> TableRangeScan {
        records.removeAll(keepingCapacity: true)
        room.store.removeAll(from: 0)
        var marks = CSVMarks(delimiter: delimiter)
        // The scan stops after the record that ends at `limit` or past it: the next would start there.
        var taken = CSVBlockRecords(origin: start, recordStart: start, line: 0, firstField: 0, recordLimit: .max,
                                    byteLimit: limit, maximumRecordBytes: maximumRecordBytes)
        var result = TableRangeScan(end: start, lineFeeds: 0)
        guard start < limit, start < bytes.count else { return result }
        swap(&records, &taken.records)
        defer { swap(&records, &taken.records) }
        if scanBlock(bytes, isFinal: true, records: &taken, marks: &marks, fields: &room.store) == .tooLong {
            result.tooLongStart = taken.recordStart
            result.tooLongLine = taken.line
        }
        result.end = taken.recordStart
        result.lineFeeds = taken.line
        return result
    }
}
