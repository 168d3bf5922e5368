@testable import MaskTables
import TestSupport
import Testing

/// The scanner's fast pass reads a window's plain fields off its bits up to the first line
/// feed or quoted field, and a quoted field off the same bits when the window holds it and
/// the byte after it; anything else goes the slower ways. These hold a whole input, scanned
/// record after record with the marks kept (as the reader scans a block), to the
/// byte-at-a-time scanner: quotes, doubled quotes, stray quotes, delimiters, CRs, line feeds
/// and multi-byte UTF-8 at every offset around a 64-byte window's edges.
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

    static func agree(_ text: [UInt8], delimiter: UInt8) -> Bool {
        for isFinal in [false, true] {
            let found = keptMarksScan(text, delimiter: delimiter, isFinal: isFinal)
            let expected = byteScan(text, delimiter: delimiter, isFinal: isFinal)
            guard found.count == expected.count else { return false }
            for (seen, wanted) in zip(found, expected) where seen.0 != wanted.0 || seen.1 != wanted.1 { return false }
        }
        return true
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
