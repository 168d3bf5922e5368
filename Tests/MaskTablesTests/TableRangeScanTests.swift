import MaskTables
import TestSupport
import Testing

/// ``TableReader/scanRecords(in:from:before:records:fields:)`` splits a range of an input held
/// in memory, so that threads can each split one: ranges chained end to start must give the
/// records, fields, lines and problems the streaming reader gives, and stop at the same
/// record past the limit.
@Suite struct TableRangeScanTests {
    /// Up to `most` runs of ``CSVScannerWordsTests/randomRecords(_:delimiter:)`` (quotes, line
    /// feeds, CRs and commas among other bytes), each ended by a line feed.
    static func randomTable(_ random: inout SeededGenerator, upTo most: Int) -> [UInt8] {
        var text: [UInt8] = []
        for _ in 0..<Int.random(in: 0...most, using: &random) {
            text += CSVScannerWordsTests.randomRecords(&random, delimiter: UInt8(ascii: ","))
            text.append(0x0A)
        }
        return text
    }

    @Test(arguments: [false, true])
    func chainedRangesGiveTheStreamingRecords(jsonLines: Bool) throws {
        var random = SeededGenerator(seed: jsonLines ? 47 : 53)
        let format: TableFormat = jsonLines ? .jsonLines : .csv(CSVScanner())
        var compared = 0, ranges = 0
        for _ in 0..<300 {
            let text = Self.randomTable(&random, upTo: 8)
            let limit = Int.random(in: 4...80, using: &random)
            var expected: [TableBlockTests.Seen] = []
            var expectedError: TableReaderError?
            do {
                try TableBlockTests.reader(text, format: format, blockSize: 16, limit: limit).forEachRecord { record in
                    expected.append(.init(raw: Array(record.bytes), fields: record.fields, line: record.line, problem: record.problem))
                    return true
                }
            } catch let error as TableReaderError {
                expectedError = error
            }
            let reader = TableReader(format: format, maximumRecordBytes: limit) { _ in 0 }
            var seen: [TableBlockTests.Seen] = []
            var seenError: TableReaderError?
            var records: [TableBlock.Record] = []
            var fields: [CSVField] = []
            var position = 0
            var line = 1
            text.withUnsafeBufferPointer { bytes in
                while position < bytes.count {
                    let before = min(bytes.count, position + Int.random(in: 1...40, using: &random))
                    let scan = reader.scanRecords(in: bytes, from: position, before: before, records: &records, fields: &fields)
                    ranges += 1
                    for record in records {
                        #expect(record.start + position >= position)
                        let raw = Array(bytes[position + record.start..<position + record.start + record.count])
                        seen.append(.init(raw: raw, fields: Array(fields[record.firstField..<record.firstField + record.fieldCount]),
                                          line: line + record.line, problem: record.problem))
                    }
                    if let tooLong = scan.tooLongStart {
                        #expect(tooLong == scan.end)
                        seenError = .recordTooLong(line: line + scan.tooLongLine, limit: limit)
                        break
                    }
                    #expect(scan.end >= before)
                    line += scan.lineFeeds
                    position = scan.end
                }
            }
            try #require(seen == expected, "\(text)")
            #expect(seenError.map { "\($0)" } == expectedError.map { "\($0)" })
            compared += expected.count
        }
        #expect(compared > 300)
        #expect(ranges > 300)
    }

    /// ``TableReader/scanRecords(in:from:before:records:into:)`` with one room kept for every
    /// range of every input (longer and shorter ranges in turn): the records, fields and scan
    /// results of the array form, which starts from fresh arrays each range.
    @Test(arguments: [false, true])
    func aReusedRoomGivesTheArraysFields(jsonLines: Bool) throws {
        var random = SeededGenerator(seed: jsonLines ? 59 : 61)
        let format: TableFormat = jsonLines ? .jsonLines : .csv(CSVScanner())
        let room = TableRangeFields(capacity: 1)
        var compared = 0, comparedFields = 0
        for _ in 0..<200 {
            let text = Self.randomTable(&random, upTo: 12)
            let limit = Int.random(in: 4...80, using: &random)
            let reader = TableReader(format: format, maximumRecordBytes: limit) { _ in 0 }
            var roomRecords: [TableBlock.Record] = []
            var position = 0
            text.withUnsafeBufferPointer { bytes in
                while position < bytes.count {
                    let before = min(bytes.count, position + Int.random(in: 1...60, using: &random))
                    var records: [TableBlock.Record] = []
                    var fields: [CSVField] = []
                    let fresh = reader.scanRecords(in: bytes, from: position, before: before, records: &records, fields: &fields)
                    let reused = reader.scanRecords(in: bytes, from: position, before: before, records: &roomRecords, into: room)
                    #expect(roomRecords == records)
                    #expect(Array(room.fields) == fields)
                    #expect(room.count == fields.count)
                    #expect(reused.end == fresh.end && reused.lineFeeds == fresh.lineFeeds)
                    #expect(reused.tooLongStart == fresh.tooLongStart && reused.tooLongLine == fresh.tooLongLine)
                    compared += records.count
                    comparedFields += fields.count
                    if fresh.tooLongStart != nil || fresh.end <= position { break }
                    position = fresh.end
                }
            }
        }
        #expect(compared > 200)
        #expect(jsonLines || comparedFields > 200)
    }
}
