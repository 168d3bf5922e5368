@testable import MaskTables
import TestSupport
import Testing

/// The scanner's first pass reads 64 bytes' marks at a time (``CSVMarks``), kept by the reader
/// from record to record: these hold the marks to the bytes, the SSE2 way to the portable one,
/// and the reader, whatever its reads and block sizes, to the byte-at-a-time scanner run over
/// the whole input.
@Suite struct CSVMarksTests {
    /// 64 bytes rich in the marked bytes, and in the same bytes with their top bit set.
    static func randomWindow(_ random: inout SeededGenerator, delimiter: UInt8) -> [UInt8] {
        let bytes: [UInt8] = [delimiter, 0x0A, 0x22, 0x0D, 0x00, 0x8A, 0xA2, 0xAC, 0x89, 0xFF, 0x80, UInt8(ascii: "a"),
                              UInt8(ascii: ","), UInt8(ascii: "\t"), delimiter | 0x80]
        return (0..<64).map { _ in
            Int.random(in: 0..<4, using: &random) == 0 ? UInt8.random(in: 0...255, using: &random) : bytes.randomElement(using: &random)!
        }
    }

    /// Bit `k` set where `bytes[k]` passes `test`.
    static func bits(_ bytes: [UInt8], _ test: (UInt8) -> Bool) -> UInt64 {
        var bits: UInt64 = 0
        for (index, byte) in bytes.enumerated() where test(byte) { bits |= 1 << UInt64(index) }
        return bits
    }

    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";"), 0x00, 0x7F])
    func marksAreTheBytes(delimiter: UInt8) {
        var random = SeededGenerator(seed: 97 &+ UInt64(delimiter))
        var marked = 0
        for _ in 0..<2000 {
            let window = Self.randomWindow(&random, delimiter: delimiter)
            let ends = Self.bits(window) { $0 == delimiter || $0 == 0x0A }
            let quotes = Self.bits(window) { $0 == 0x22 }
            let lineFeeds = Self.bits(window) { $0 == 0x0A }
            let (fast, portable) = window.withUnsafeBytes {
                (CSVMarks.marks($0.baseAddress!, delimiter: delimiter), CSVMarks.portableMarks($0.baseAddress!, delimiter: delimiter))
            }
            #expect(fast == (ends, quotes, lineFeeds), "\(window)")
            #expect(portable == (ends, quotes, lineFeeds), "\(window)")
            marked += ends.nonzeroBitCount
            // The last bytes of an input: only those there are marked, even a NUL delimiter
            // that the padding repeats.
            let available = Int.random(in: 1...64, using: &random)
            var marks = CSVMarks(delimiter: delimiter)
            let cut = Array(window[..<available])
            cut.withUnsafeBufferPointer { marks.mark($0.baseAddress!, available: available) }
            #expect(marks.count == available)
            #expect((marks.ends, marks.quotes, marks.lineFeeds) == (Self.bits(cut) { $0 == delimiter || $0 == 0x0A },
                                                                     Self.bits(cut) { $0 == 0x22 }, Self.bits(cut) { $0 == 0x0A }))
        }
        #expect(marked > 10_000)
    }

    /// Tables of records from the word tests' generator and longer plain and quoted fields
    /// (past a window's 64 bytes), read by the reader with reads of every size (a few bytes,
    /// hundreds, the whole input at once, so marks are kept across many records) and small
    /// buffers, record for record the byte-at-a-time scanner's over the whole input.
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t")])
    func readerAgreesWithByteScan(delimiter: UInt8) throws {
        var random = SeededGenerator(seed: 131 &+ UInt64(delimiter))
        let reference = CSVScannerWordsTests.ByteScanner(delimiter: delimiter)
        var records = 0, quoted = 0, long = 0
        for round in 0..<400 {
            var text: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    text += CSVScannerWordsTests.randomRecords(&random, delimiter: delimiter)
                case 1:
                    text += [UInt8](repeating: UInt8(ascii: "x"), count: Int.random(in: 50...200, using: &random))
                case 2:
                    text += [0x22] + [UInt8](repeating: delimiter, count: Int.random(in: 0...90, using: &random))
                        + [0x0A, 0x22, 0x22] + [UInt8](repeating: 0x0A, count: Int.random(in: 0...70, using: &random)) + [0x22]
                default:
                    text += Array("1,\"+7 (912) 345-67-89\",ann@example.com,1990-01-31,\"said \"\"hi\"\"\"".utf8)
                        .map { $0 == UInt8(ascii: ",") ? delimiter : $0 }
                }
                text += Bool.random(using: &random) ? [0x0A] : [0x0D, 0x0A]
            }
            if Bool.random(using: &random) { text.removeLast(Int.random(in: 0...min(3, text.count), using: &random)) }
            let expected = Self.byteScan(text, reference)
            let readSize = [1...9, 1...300, text.count + 1...text.count + 1][round % 3]
            let blockSize = [16, 64, 100, 1 << 12][round % 4]
            let seen = try Self.readerScan(text, delimiter: delimiter, readSize: readSize, blockSize: blockSize, seed: UInt64(round))
            #expect(seen == expected, "\(text), reads \(readSize), block \(blockSize)")
            records += expected.count
            quoted += expected.filter { $0.fields.contains(where: \.isQuoted) }.count
            long += expected.filter { $0.raw.count > 64 }.count
        }
        #expect(records > 1_000)
        #expect(quoted > 300)
        #expect(long > 300)
    }

    /// JSON Lines: a record is a line, found off the same marks (a line feed's bit), whatever
    /// the reads; held to splitting the input at each line feed.
    @Test func jsonLinesAreLines() throws {
        var random = SeededGenerator(seed: 151)
        var lines = 0
        for round in 0..<300 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0...10, using: &random) {
                text += [UInt8](repeating: UInt8(ascii: "{"), count: Int.random(in: 0...150, using: &random))
                text += Bool.random(using: &random) ? [0x0A] : [0x22, 0x0D, 0x2C, 0x0A]
            }
            if Bool.random(using: &random) { text.removeLast(Int.random(in: 0...min(3, text.count), using: &random)) }
            var expected: [[UInt8]] = []
            var start = 0
            for (index, byte) in text.enumerated() where byte == 0x0A {
                expected.append(Array(text[start...index]))
                start = index + 1
            }
            if start < text.count { expected.append(Array(text[start...])) }
            var offset = 0
            let readSize = [1...9, 1...300, text.count + 1...text.count + 1][round % 3]
            let reader = TableReader(format: .jsonLines, maximumRecordBytes: 1 << 16, blockSize: [16, 64, 1 << 12][round % 3]) { buffer in
                let count = min(Int.random(in: readSize, using: &random), buffer.count, text.count - offset)
                for index in 0..<count { buffer[index] = text[offset + index] }
                offset += count
                return count
            }
            var seen: [[UInt8]] = []
            var numbers: [Int] = []
            try reader.forEachRecord { record in
                seen.append(Array(record.bytes))
                numbers.append(record.line)
                return true
            }
            #expect(seen == expected, "\(text)")
            #expect(numbers == expected.indices.map { $0 + 1 })
            lines += expected.count
        }
        #expect(lines > 1_000)
    }

    /// The records of `text` by the byte-at-a-time scanner, from the first byte after a
    /// byte order mark to the end, each field's offsets from its record's start.
    static func byteScan(_ text: [UInt8], _ reference: CSVScannerWordsTests.ByteScanner) -> [TableBlockTests.Seen] {
        var seen: [TableBlockTests.Seen] = []
        var start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var fields: [CSVField] = []
        while start < text.count {
            guard case .record(let end, let lineFeeds, let problem) = reference.scanRecord(text, from: start, isFinal: true, fields: &fields) else {
                break
            }
            let relative = fields.map {
                CSVField(start: $0.start - start, end: $0.end - start, isQuoted: $0.isQuoted, hasDoubledQuote: $0.hasDoubledQuote)
            }
            seen.append(TableBlockTests.Seen(raw: Array(text[start..<end]), fields: relative, line: line, problem: problem))
            line += lineFeeds
            start = end
        }
        return seen
    }

    static func readerScan(
        _ text: [UInt8], delimiter: UInt8, readSize: ClosedRange<Int>, blockSize: Int, seed: UInt64
    ) throws -> [TableBlockTests.Seen] {
        var offset = 0
        var random = SeededGenerator(seed: seed)
        let reader = TableReader(format: .csv(CSVScanner(delimiter: delimiter)), maximumRecordBytes: 1 << 16, blockSize: blockSize) { buffer in
            let count = min(Int.random(in: readSize, using: &random), buffer.count, text.count - offset)
            for index in 0..<count { buffer[index] = text[offset + index] }
            offset += count
            return count
        }
        var seen: [TableBlockTests.Seen] = []
        try reader.forEachBlock(maximumRecords: 1 << 10, maximumBytes: 1 << 20, firstRecordAlone: false) { block in
            for record in block.records {
                let fields = Array(block.fields[record.firstField..<record.firstField + record.fieldCount])
                seen.append(TableBlockTests.Seen(raw: Array(block.bytes(of: record)), fields: fields, line: record.line, problem: record.problem))
            }
            return true
        }
        return seen
    }
}
