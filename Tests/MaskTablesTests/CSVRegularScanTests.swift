@testable import MaskTables
import TestSupport
import Testing

/// The block scan's stage-1 pass (``CSVScanner/scanRegularRecords(_:end:delimiter:fields:records:)``)
/// held to the record-at-a-time scanner: on random CSV with every kind of quoting (doubled
/// quotes, delimiters and line ends inside quotes, CR LF, a quote inside an unquoted field,
/// text after a closing quote, quotes left open), started at each record and cut at every
/// offset, each record it takes is the scanner's, field for field and line for line; on
/// well-formed CSV (with no CR after a closing quote) it takes every record that ends in its
/// whole windows.
@Suite struct CSVRegularScanTests {
    /// One random field, well formed unless `malformed` (then it may be any of the shapes the
    /// scanner reports or reads as text).
    static func randomField(_ random: inout SeededGenerator, delimiter: UInt8, malformed: Bool) -> [UInt8] {
        let text: [UInt8] = [UInt8(ascii: "a"), UInt8(ascii: "7"), 0x20, 0x0D, 0xC3, 0xA9]
        func some(_ pieces: [[UInt8]], _ count: ClosedRange<Int>) -> [UInt8] {
            (0..<Int.random(in: count, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
        }
        let kinds = malformed ? 7 : 4
        switch Int.random(in: 0..<kinds, using: &random) {
        case 0: return []
        case 1: return some(text.filter { $0 != 0x0D }.map { [$0] }, 1...30)
        case 2, 3:
            // Quoted: delimiters, line feeds, CRs and doubled quotes inside.
            return [0x22] + some(text.map { [$0] } + [[delimiter], [0x0A], [0x0D, 0x0A], [0x22, 0x22]], 0...40) + [0x22]
        case 4: return some(text.map { [$0] }, 1...5) + [0x22] + some(text.map { [$0] }, 0...5)   // a quote as text
        case 5: return [0x22] + some(text.map { [$0] }, 0...9) + [0x22] + some([[0x61], [0x0D], [0x22]], 1...3)   // after the closing quote
        default: return [0x22] + some(text.map { [$0] } + [[0x0A]], 0...90)   // left open
        }
    }

    static func randomTable(_ random: inout SeededGenerator, delimiter: UInt8, malformed: Bool) -> [UInt8] {
        var table: [UInt8] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            var last: [UInt8] = []
            for index in 0..<Int.random(in: 1...7, using: &random) {
                if index > 0 { table.append(delimiter) }
                last = randomField(&random, delimiter: delimiter, malformed: malformed && Int.random(in: 0..<6, using: &random) == 0)
                table += last
            }
            // A CR after a closing quote is left to the marked pass: well formed, a quoted last
            // field ends at a line feed alone.
            table += Bool.random(using: &random) || (!malformed && last.first == 0x22) ? [0x0A] : [0x0D, 0x0A]
        }
        return table
    }

    /// What the pass took from `bytes[start..<end]`, and why it stopped.
    static func pass(_ bytes: [UInt8], from start: Int, end: Int, delimiter: UInt8, recordLimit: Int = .max, byteLimit: Int = .max)
        -> (records: [TableBlock.Record], fields: [CSVField], stop: CSVScanner.RegularStop) {
        var records = CSVBlockRecords(origin: 0, recordStart: start, line: 1, firstField: 0, recordLimit: recordLimit,
                                      byteLimit: byteLimit, maximumRecordBytes: 1 << 20)
        var fields = CSVFieldStore(capacity: 4)
        defer { fields.deallocate() }
        let stop = bytes.withUnsafeBufferPointer { buffer in
            records.bytes = buffer.baseAddress
            return CSVScanner.scanRegularRecords(buffer.baseAddress!, end: end, delimiter: delimiter, fields: &fields,
                                                 records: &records)
        }
        return (records.records, Array(fields.fields), stop)
    }

    /// Each record of `taken` (from `start`, the fields of a record from its own first byte)
    /// as the record-at-a-time scanner reads it in `bytes[..<end]`.
    static func expectScannerReading(_ bytes: [UInt8], from start: Int, end: Int, delimiter: UInt8,
                                     _ taken: (records: [TableBlock.Record], fields: [CSVField], stop: CSVScanner.RegularStop)) {
        let scanner = CSVScanner(delimiter: delimiter)
        var next = start
        var line = 1
        var fields: [CSVField] = []
        for (index, record) in taken.records.enumerated() {
            let scan = bytes.withUnsafeBufferPointer {
                scanner.scanRecord(UnsafeBufferPointer(rebasing: $0[next..<end]), from: 0, isFinal: false, fields: &fields)
            }
            guard case .record(let length, let lineFeeds, let problem) = scan else {
                Issue.record("taken, but the scanner needs more: \(bytes), record \(index) at \(next), end \(end)")
                return
            }
            #expect(problem == nil, "\(bytes), record at \(next)")
            #expect(record.start == next && record.count == length && record.line == line, "\(bytes), record at \(next), end \(end)")
            #expect(Array(taken.fields[record.firstField..<record.firstField + record.fieldCount]) == fields,
                    "\(bytes), record at \(next), end \(end)")
            next += length
            line += lineFeeds
        }
    }

    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t")])
    func takesWhatTheScannerReads(delimiter: UInt8) {
        var random = SeededGenerator(seed: 55 &+ UInt64(delimiter))
        var taken = 0, irregular = 0, quoted = 0
        for round in 0..<160 {
            let malformed = round % 2 == 1
            let table = Self.randomTable(&random, delimiter: delimiter, malformed: malformed)
            // The record starts, by the scanner over the whole table.
            var starts = [0]
            var fields: [CSVField] = []
            let scanner = CSVScanner(delimiter: delimiter)
            while let last = starts.last, last < table.count,
                  case .record(let end, _, _) = table.withUnsafeBufferPointer({ scanner.scanRecord($0, from: last, isFinal: true, fields: &fields) }) {
                starts.append(end)
            }
            for end in 0...table.count {
                let start = starts.filter { $0 <= end }.randomElement(using: &random)!
                let seen = Self.pass(table, from: start, end: end, delimiter: delimiter)
                Self.expectScannerReading(table, from: start, end: end, delimiter: delimiter, seen)
                taken += seen.records.count
                quoted += seen.fields.filter(\.isQuoted).count
                if case .irregular = seen.stop { irregular += 1 }
                if !malformed {
                    // Well formed: never irregular, and every record that ends in a whole
                    // window is taken.
                    let windowsEnd = start + (end - start) / 64 * 64
                    #expect(seen.stop == .windowsEnd, "\(table), from \(start) to \(end)")
                    #expect(seen.records.count == starts.filter { $0 > start && $0 <= windowsEnd }.count,
                            "\(table), from \(start) to \(end)")
                }
            }
        }
        #expect(taken > 50_000)
        #expect(quoted > 20_000)
        #expect(irregular > 1_000)
    }

    /// The pass stops where the block's limits say, as the marked pass did: after the record
    /// that makes the record limit, or that reaches the byte limit.
    @Test func stopsAtTheLimits() {
        var random = SeededGenerator(seed: 5501)
        for _ in 0..<200 {
            let table = Self.randomTable(&random, delimiter: UInt8(ascii: ","), malformed: false) + [UInt8](repeating: 0x61, count: 64)
            let all = Self.pass(table, from: 0, end: table.count, delimiter: UInt8(ascii: ","))
            guard !all.records.isEmpty else { continue }
            let limit = Int.random(in: 1...all.records.count, using: &random)
            let limited = Self.pass(table, from: 0, end: table.count, delimiter: UInt8(ascii: ","), recordLimit: limit)
            #expect(limited.stop == .full && limited.records == Array(all.records.prefix(limit)))
            let bytes = Int.random(in: 1...all.records.last!.start + all.records.last!.count, using: &random)
            let cut = Self.pass(table, from: 0, end: table.count, delimiter: UInt8(ascii: ","), byteLimit: bytes)
            let expected = all.records.firstIndex { $0.start + $0.count >= bytes }! + 1
            #expect(cut.stop == .full && cut.records == Array(all.records.prefix(expected)))
        }
    }

    /// Through the reader, whole reads of long tables: well-formed stretches and irregular
    /// rows (a quote inside an unquoted field, text or a CR after a closing quote) at random,
    /// so the block scan goes from the stage-1 pass to the marked pass and back many times;
    /// record for record the byte-at-a-time scanner's.
    @Test func readerGoesBetweenThePasses() throws {
        var random = SeededGenerator(seed: 5502)
        let comma = UInt8(ascii: ",")
        let reference = CSVScannerWordsTests.ByteScanner(delimiter: comma)
        let irregular = ["1,An\"n,x\n", "2,\"a\"b,c\n", "3,\"said \"\"hi\"\"\"\r\n", "\"q\"\r\n", "4,5\"11\",\"x\"\n"].map { Array($0.utf8) }
        var rows = 0
        for round in 0..<16 {
            var text: [UInt8] = []
            while text.count < 30_000 {
                text += Int.random(in: 0..<(round % 4 + 2), using: &random) == 0
                    ? irregular.randomElement(using: &random)!
                    : Self.randomTable(&random, delimiter: comma, malformed: false)
            }
            let expected = CSVMarksTests.byteScan(text, reference)
            let seen = try CSVMarksTests.readerScan(text, delimiter: comma, readSize: text.count + 1...text.count + 1,
                                                    blockSize: 1 << 16, seed: UInt64(round))
            #expect(seen == expected)
            rows += expected.count
        }
        #expect(rows > 5_000)
    }
}
