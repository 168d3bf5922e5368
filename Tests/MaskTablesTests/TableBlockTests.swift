import MaskTables
import TestSupport
import Testing

/// ``TableReader/forEachBlock(maximumRecords:maximumBytes:firstRecordAlone:_:)`` hands the
/// records out in place, in blocks: these hold it to ``TableReader/forEachRecord(_:)``, record
/// for record, on random tables read a few bytes at a time, and hold the blocks to their limits.
@Suite struct TableBlockTests {
    /// One record as either reading gives it: its bytes, its fields' values, line and problem.
    struct Seen: Equatable {
        var raw: [UInt8]
        var fields: [CSVField]
        var line: Int
        var problem: CSVProblem?
    }

    static func reader(_ text: [UInt8], format: TableFormat, blockSize: Int, limit: Int = 1 << 16) -> TableReader {
        var offset = 0
        var random = SeededGenerator(seed: UInt64(text.count))
        return TableReader(format: format, maximumRecordBytes: limit, blockSize: blockSize) { buffer in
            // A few bytes at a time, so blocks and records straddle the reads.
            let count = min(Int.random(in: 1...9, using: &random), buffer.count, text.count - offset)
            for index in 0..<count { buffer[index] = text[offset + index] }
            offset += count
            return count
        }
    }

    static func records(_ text: [UInt8], format: TableFormat, blockSize: Int) throws -> [Seen] {
        var seen: [Seen] = []
        try reader(text, format: format, blockSize: blockSize).forEachRecord { record in
            seen.append(Seen(raw: Array(record.bytes), fields: record.fields, line: record.line, problem: record.problem))
            return true
        }
        return seen
    }

    static func blocks(_ text: [UInt8], format: TableFormat, blockSize: Int, maximumRecords: Int, maximumBytes: Int,
                       firstRecordAlone: Bool) throws -> [[Seen]] {
        var blocks: [[Seen]] = []
        try reader(text, format: format, blockSize: blockSize).forEachBlock(
            maximumRecords: maximumRecords, maximumBytes: maximumBytes, firstRecordAlone: firstRecordAlone
        ) { block in
            var seen: [Seen] = []
            var next = 0
            for record in block.records {
                // Back to back, in order, covering the block's bytes.
                #expect(record.start == next)
                next = record.start + record.count
                let fields = Array(block.fields[record.firstField..<record.firstField + record.fieldCount])
                seen.append(Seen(raw: Array(block.bytes(of: record)), fields: fields, line: record.line, problem: record.problem))
            }
            #expect(next == block.bytes.count)
            if case .csv = format {
                #expect(block.fields.count == block.records.reduce(0) { $0 + $1.fieldCount })
            }
            blocks.append(seen)
            return true
        }
        return blocks
    }

    @Test(arguments: [false, true])
    func blocksHoldTheRecordsOfTheRecordReading(jsonLines: Bool) throws {
        var random = SeededGenerator(seed: jsonLines ? 41 : 43)
        let format: TableFormat = jsonLines ? .jsonLines : .csv(CSVScanner())
        var compared = 0, cut = 0
        for round in 0..<300 {
            var text: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                text += CSVScannerWordsTests.randomRecords(&random, delimiter: UInt8(ascii: ","))
                text.append(0x0A)
            }
            let blockSize = [16, 23, 64, 1 << 12][round % 4]
            let expected = try Self.records(text, format: format, blockSize: blockSize)
            let maximumRecords = Int.random(in: 1...5, using: &random)
            let maximumBytes = Int.random(in: 1...200, using: &random)
            let firstRecordAlone = round % 3 == 0
            let blocks = try Self.blocks(text, format: format, blockSize: blockSize, maximumRecords: maximumRecords,
                                         maximumBytes: maximumBytes, firstRecordAlone: firstRecordAlone)
            #expect(blocks.flatMap { $0 } == expected, "\(text)")
            #expect(blocks.allSatisfy { !$0.isEmpty })
            for (index, block) in blocks.enumerated() {
                if index == 0, firstRecordAlone {
                    #expect(block.count == 1)
                    continue
                }
                #expect(block.count <= maximumRecords)
                // A block ends early only at its byte limit, or at the end of the input.
                let bytes = block.reduce(0) { $0 + $1.raw.count }
                if index < blocks.count - 1, block.count < maximumRecords {
                    #expect(bytes >= maximumBytes)
                    #expect(bytes - block[block.count - 1].raw.count < maximumBytes)
                    cut += 1
                }
            }
            compared += expected.count
        }
        #expect(compared > 500)
        #expect(cut > 20)
    }

    /// After the header the reader makes room for a block of records with the header's field
    /// count; records with many more fields (or a header of many fields and short records)
    /// must still be handed out whole, the room grown, in blocks that hold as forEachRecord.
    @Test(arguments: [1, 30])
    func blocksOutgrowTheRoomMadeAfterTheHeader(headerFields: Int) throws {
        var random = SeededGenerator(seed: UInt64(52 + headerFields))
        var text = Array((0..<headerFields).map { "h\($0)" }.joined(separator: ",").utf8) + [0x0A]
        for row in 0..<2_000 {
            let fields = headerFields == 1 ? Int.random(in: 1...40, using: &random) : Int.random(in: 1...3, using: &random)
            text += Array((0..<fields).map { row % 7 == 0 ? "\"a,\($0)\"" : "\(row)-\($0)" }.joined(separator: ",").utf8)
            text.append(0x0A)
        }
        let format: TableFormat = .csv(CSVScanner())
        let expected = try Self.records(text, format: format, blockSize: 1 << 12)
        let blocks = try Self.blocks(text, format: format, blockSize: 1 << 12, maximumRecords: 700, maximumBytes: 1 << 20,
                                     firstRecordAlone: true)
        #expect(expected.count == 2_001)
        #expect(blocks.map(\.count) == [1, 700, 700, 600])
        #expect(blocks.flatMap { $0 } == expected)
    }

    /// A block far longer than the reader's buffer: the buffer grows many times (each time
    /// into new room whose bytes past those kept are not written before a read fills them),
    /// and the block's records, moved along, must be those of a buffer that never grew.
    @Test(arguments: [false, true])
    func aBlockLongerThanTheBufferKeepsItsBytesAsTheBufferGrows(jsonLines: Bool) throws {
        var random = SeededGenerator(seed: jsonLines ? 67 : 71)
        let format: TableFormat = jsonLines ? .jsonLines : .csv(CSVScanner())
        var text: [UInt8] = []
        for _ in 0..<400 {
            text += CSVScannerWordsTests.randomRecords(&random, delimiter: UInt8(ascii: ","))
            text.append(0x0A)
        }
        let expected = try Self.records(text, format: format, blockSize: 1 << 20)
        let blocks = try Self.blocks(text, format: format, blockSize: 16, maximumRecords: 1 << 20, maximumBytes: 1 << 20,
                                     firstRecordAlone: false)
        #expect(text.count > 4_000)
        #expect(blocks.count == 1)
        #expect(blocks.flatMap { $0 } == expected)
    }

    /// A record that outgrows the limit stops the reading, and the block the records before
    /// it were gathered in is not handed out: a run says nothing about that block's rows.
    @Test func aRecordPastTheLimitStopsBeforeItsBlock() throws {
        let text = Array("h\n1\n2\n\"".utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: 300) + [0x0A]
        var handedOut: [Int] = []
        let reader = Self.reader(text, format: .csv(CSVScanner()), blockSize: 16, limit: 64)
        #expect(throws: TableReaderError.self) {
            try reader.forEachBlock(maximumRecords: 100, maximumBytes: 1 << 20, firstRecordAlone: true) { block in
                handedOut.append(block.records.count)
                return true
            }
        }
        #expect(handedOut == [1])
    }

    @Test func stopsWhenTheBodySaysSo() throws {
        let text = Array("h\n1\n2\n3\n4\n".utf8)
        var blocks = 0
        try Self.reader(text, format: .csv(CSVScanner()), blockSize: 16).forEachBlock(
            maximumRecords: 2, maximumBytes: 1 << 20, firstRecordAlone: true
        ) { _ in
            blocks += 1
            return blocks < 2
        }
        #expect(blocks == 2)
    }
}
