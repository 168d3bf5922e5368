@testable import MaskTables
import TestSupport
import Testing

/// The scanner's fast pass reads a window's plain fields off its bits up to the first line
/// feed or quoted field, and a quoted field off the same bits when the window holds it and
/// the byte after it; anything else goes the slower ways. These hold a whole input, scanned
/// record after record with the marks kept (as the reader scans a block), to the
/// byte-at-a-time scanner: quotes, doubled quotes, stray quotes, delimiters, CRs, line feeds
/// and multi-byte UTF-8 at every offset around a 64-byte window's edges. The block scan the
/// reader calls once a block (``TableReader/scanBlock(_:isFinal:records:marks:fields:)``) is
/// held to it too, whole inputs at once and in runs of a few records resumed mid-window.
@Suite struct CSVScannerWindowTests {
    /// The records of `text` from 0, record after record with one ``CSVMarks`` kept, each
    /// scan's result and fields; stops at `.needsMore`.
    static func keptMarksScan(_ text: [UInt8], delimiter: UInt8, isFinal: Bool) -> [(CSVScanner.Scan, [CSVField])] {
        let scanner = CSVScanner(delimiter: delimiter)
        var marks = CSVMarks(delimiter: delimiter)
        var store = CSVFieldStore(capacity: 1)
        defer { store.deallocate() }
        var scans: [(CSVScanner.Scan, [CSVField])] = []
        var start = 0
        text.withUnsafeBufferPointer { bytes in
            while start < bytes.count {
                // The reader hands the scanner the bytes from the record's start.
                let rest = UnsafeBufferPointer(rebasing: bytes[start...])
                let scan = scanner.scanRecord(rest, from: 0, isFinal: isFinal, marks: &marks, appendingTo: &store)
                let fields = store.fields.map {
                    CSVField(start: $0.start + start, end: $0.end + start, isQuoted: $0.isQuoted, hasDoubledQuote: $0.hasDoubledQuote)
                }
                store.removeAll(from: 0)
                guard case .record(let end, let lineFeeds, let problem) = scan else {
                    scans.append((scan, []))
                    return
                }
                scans.append((.record(end: end + start, lineFeeds: lineFeeds, problem: problem), fields))
                start += end
            }
        }
        return scans
    }

    /// Scanners on several threads at once give the one thread's records. Under
    /// ThreadSanitizer this is the race check for the record scan: its empty record sink once
    /// shared one address between threads (CI, stop 48).
    @Test("records scanned on several threads at once are the records scanned on one")
    func scansOnSeveralThreads() async {
        let text = Array("a,\"b\nc\",d\r\n1,2,3\n\"x\"\"y\",,z\n".utf8)
        let serial = Self.keptMarksScan(text, delimiter: UInt8(ascii: ","), isFinal: true)
        let expected = "\(serial.map { "\($0.0) \($0.1)" })"
        #expect(serial.count == 3)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var last = ""
                    for _ in 0..<50 {
                        let scans = Self.keptMarksScan(text, delimiter: UInt8(ascii: ","), isFinal: true)
                        last = "\(scans.map { "\($0.0) \($0.1)" })"
                    }
                    return last
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    /// The same by the byte-at-a-time scanner.
    static func byteScan(_ text: [UInt8], delimiter: UInt8, isFinal: Bool) -> [(CSVScanner.Scan, [CSVField])] {
        let reference = CSVScannerWordsTests.ByteScanner(delimiter: delimiter)
        var scans: [(CSVScanner.Scan, [CSVField])] = []
        var fields: [CSVField] = []
        var start = 0
        while start < text.count {
            let scan = reference.scanRecord(text, from: start, isFinal: isFinal, fields: &fields)
            guard case .record(let end, _, _) = scan else {
                scans.append((scan, []))
                break
            }
            scans.append((scan, fields))
            start = end
        }
        return scans
    }

    /// The same by the block scan, in calls of up to `recordLimit` records each (the marks
    /// kept from call to call), each record as one scan with its fields at the text's offsets.
    static func blockScan(_ text: [UInt8], delimiter: UInt8, isFinal: Bool, recordLimit: Int) -> [(CSVScanner.Scan, [CSVField])] {
        let reader = TableReader(format: .csv(CSVScanner(delimiter: delimiter)), maximumRecordBytes: .max) { _ in 0 }
        var marks = CSVMarks(delimiter: delimiter)
        var store = CSVFieldStore(capacity: 1)
        defer { store.deallocate() }
        var scans: [(CSVScanner.Scan, [CSVField])] = []
        var start = 0
        var line = 0
        text.withUnsafeBufferPointer { bytes in
            while true {
                var taken = CSVBlockRecords(origin: 0, recordStart: start, line: line, firstField: store.count,
                                            recordLimit: recordLimit, byteLimit: .max, maximumRecordBytes: .max)
                let stop = reader.scanBlock(bytes, isFinal: isFinal, records: &taken, marks: &marks, fields: &store)
                for (index, record) in taken.records.enumerated() {
                    let nextLine = index + 1 < taken.records.count ? taken.records[index + 1].line : taken.line
                    let fields = store.fields[record.firstField..<record.firstField + record.fieldCount].map {
                        CSVField(start: $0.start + record.start, end: $0.end + record.start, isQuoted: $0.isQuoted,
                                 hasDoubledQuote: $0.hasDoubledQuote)
                    }
                    scans.append((.record(end: record.start + record.count, lineFeeds: nextLine - record.line,
                                          problem: record.problem), fields))
                }
                start = taken.recordStart
                line = taken.line
                switch stop {
                case .full: continue
                case .needsMore: scans.append((.needsMore, []))
                case .atEnd, .tooLong: break
                }
                return
            }
        }
        return scans
    }

    static func agree(_ text: [UInt8], delimiter: UInt8) -> Bool {
        for isFinal in [false, true] {
            let expected = byteScan(text, delimiter: delimiter, isFinal: isFinal)
            let scans = [keptMarksScan(text, delimiter: delimiter, isFinal: isFinal)]
                + [1, 2, 3, .max].map { blockScan(text, delimiter: delimiter, isFinal: isFinal, recordLimit: $0) }
            for found in scans {
                guard found.count == expected.count else { return false }
                for (seen, wanted) in zip(found, expected) where seen.0 != wanted.0 || seen.1 != wanted.1 { return false }
            }
        }
        return true
    }

    /// The block scan stops before a record longer than the limit (its line end not
    /// counted), wherever the record is taken: by the marked pass or, with a quote still
    /// open at the end, by the record-at-a-time scanner; its fields are not left behind.
    @Test(arguments: [false, true])
    func blockScanStopsBeforeATooLongRecord(crlf: Bool) {
        let lineEnd = crlf ? "\r\n" : "\n"
        let reader = TableReader(format: .csv(CSVScanner()), maximumRecordBytes: 5) { _ in 0 }
        for (text, taken) in [("ab,c" + lineEnd + "12345" + lineEnd + "123456" + lineEnd + "x", 2),
                              ("a" + lineEnd + "\"12345", 1), ("a" + lineEnd + "\"12\"" + lineEnd, 2)] {
            var marks = CSVMarks(delimiter: UInt8(ascii: ","))
            var store = CSVFieldStore(capacity: 1)
            defer { store.deallocate() }
            var records = CSVBlockRecords(origin: 0, recordStart: 0, line: 1, firstField: 0, recordLimit: .max,
                                          byteLimit: .max, maximumRecordBytes: 5)
            let bytes = Array(text.utf8)
            let stop = bytes.withUnsafeBufferPointer {
                reader.scanBlock($0, isFinal: true, records: &records, marks: &marks, fields: &store)
            }
            #expect(records.records.count == taken, "\(text.debugDescription)")
            #expect(store.count == records.records.reduce(0) { $0 + $1.fieldCount })
            let all = records.records.count == Self.byteScan(bytes, delimiter: UInt8(ascii: ","), isFinal: true).count
            #expect(stop == (all ? .atEnd : .tooLong), "\(text.debugDescription)")
            #expect(records.line == 1 + taken)
        }
    }

    /// Each piece placed at every offset from 0 to 140 of a record (so at every offset of the
    /// first, second and third window, and across their edges), in a table of records before
    /// and after it, LF and CRLF.
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t")])
    func piecesAtEveryOffset(delimiter: UInt8) {
        let d = String(UnicodeScalar(delimiter))
        let pieces = [
            "\"a\"\"b\"", "\"x\"\r\n", "\"x\"y", "x\"y", "\"\"", "\"\n\"", "\r\n", "\r", "\"\"\"\"",
            "\"é\"", "€", "\"a\(d)b\"", "\"\(d)\"\(d)", "\"\n\n\"", "\"open", "\u{FEFF}",
        ]
        var tables = 0
        for piece in pieces {
            for offset in 0...140 {
                for lineEnd in ["\n", "\r\n"] {
                    // Filler fields of a few bytes each, up to the offset.
                    var filler = ""
                    while filler.utf8.count < offset {
                        let room = offset - filler.utf8.count
                        filler += room > 4 ? "ab\(d)" : String(repeating: "z", count: room)
                    }
                    let table = "h1\(d)h2" + lineEnd + filler + piece + "\(d)tail" + lineEnd
                        + "1\(d)\"q\(d)\"\"x\"\"\"" + lineEnd + "2\(d)2"
                    let bytes = Array(table.utf8)
                    #expect(Self.agree(bytes, delimiter: delimiter), "\(table.debugDescription)")
                    tables += 1
                }
            }
        }
        #expect(tables == 16 * 141 * 2)
    }

    /// Random tables of records of random lengths (so records start at every offset of a
    /// window), their bytes drawn from the special bytes, plain ASCII and the bytes of
    /// two-, three- and four-byte UTF-8 characters, and random bytes alone.
    @Test func randomTablesAgree() {
        var random = SeededGenerator(seed: 4_623)
        let delimiter = UInt8(ascii: ",")
        let texts: [[UInt8]] = ["\"", "\"\"", ",", "\n", "\r\n", "\r", "abc", "x", "12345678", "é", "€", "𝄞", "\u{FEFF}"].map { Array($0.utf8) }
        var compared = 0, quotedFields = 0
        for round in 0..<2_000 {
            var text: [UInt8] = []
            if round % 5 == 0 {
                for _ in 0..<Int.random(in: 0...300, using: &random) { text.append(UInt8.random(in: 0...255, using: &random)) }
            } else {
                for _ in 0..<Int.random(in: 0...120, using: &random) { text += texts.randomElement(using: &random)! }
            }
            #expect(Self.agree(text, delimiter: delimiter), "\(text)")
            compared += 1
            quotedFields += Self.byteScan(text, delimiter: delimiter, isFinal: true).reduce(0) { $0 + $1.1.filter(\.isQuoted).count }
        }
        #expect(compared == 2_000)
        #expect(quotedFields > 2_000)
    }
}
