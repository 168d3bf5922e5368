import MaskTables
import TestSupport
import Testing

/// The scanner reads eight bytes a step (`CSVScanner+Words.swift`); these hold it to the
/// byte-at-a-time rule it replaced, kept here as ``ByteScanner``, on random records whose
/// quotes, doubled quotes, CRs, line feeds and delimiters fall at every offset of a word.
@Suite struct CSVScannerWordsTests {
    /// The scanner as it was before the word steps: one byte a step, the same rule.
    struct ByteScanner {
        var delimiter: UInt8

        func scanRecord(_ bytes: [UInt8], from start: Int, isFinal: Bool, fields: inout [CSVField]) -> CSVScanner.Scan {
            let quote = UInt8(ascii: "\""), lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
            fields.removeAll()
            let end = bytes.count
            var index = start, lineFeeds = 0
            var problem: CSVProblem?
            while true {
                var field = CSVField(start: index, end: index, isQuoted: false)
                if index < end, bytes[index] == quote {
                    field.isQuoted = true
                    field.start = index + 1
                    index += 1
                    while true {
                        var quoteAt: Int?
                        while index < end {
                            if bytes[index] == quote { quoteAt = index; break }
                            if bytes[index] == lineFeed { lineFeeds += 1 }
                            index += 1
                        }
                        guard let found = quoteAt else {
                            guard isFinal else { return .needsMore }
                            field.end = end
                            fields.append(field)
                            return .record(end: end, lineFeeds: lineFeeds, problem: .unterminatedQuote)
                        }
                        if found + 1 < end, bytes[found + 1] == quote {
                            field.hasDoubledQuote = true
                            index = found + 2
                            continue
                        }
                        if found + 1 == end, !isFinal { return .needsMore }
                        field.end = found
                        index = found + 1
                        break
                    }
                    if index < end, bytes[index] != delimiter, bytes[index] != lineFeed,
                       !(bytes[index] == carriageReturn && (index + 1 == end || bytes[index + 1] == lineFeed)) {
                        problem = problem ?? .textAfterClosingQuote
                    }
                }
                let contentStart = index
                while index < end, bytes[index] != delimiter, bytes[index] != lineFeed { index += 1 }
                if index == end, !isFinal { return .needsMore }
                if !field.isQuoted {
                    field.end = index
                    if index > contentStart, bytes[index - 1] == carriageReturn, index == end || bytes[index] == lineFeed {
                        field.end = index - 1
                    }
                }
                fields.append(field)
                if index == end { return .record(end: end, lineFeeds: lineFeeds, problem: problem) }
                if bytes[index] == lineFeed { return .record(end: index + 1, lineFeeds: lineFeeds + 1, problem: problem) }
                index += 1
            }
        }
    }

    /// Random bytes rich in the scanner's special bytes, with runs of plain text long enough
    /// to fill whole words, and the special bytes with their top bit set (0x8A, 0x8D, 0xA2,
    /// 0xAC, 0x89, 0xBB), which the word marks must not take for them.
    static func randomRecords(_ random: inout SeededGenerator, delimiter: UInt8) -> [UInt8] {
        let special: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\""), 0x0A, 0x0D, delimiter, delimiter]
        let plain: [UInt8] = Array("ab7 +(-)".utf8) + [0x00, 0x80, 0xFF, 0x8A, 0x8D, 0xA2, 0xAC, 0x89, 0xBB]
        var bytes: [UInt8] = []
        let count = Int.random(in: 0...60, using: &random)
        for _ in 0..<count {
            if Bool.random(using: &random) {
                bytes.append(special.randomElement(using: &random)!)
            } else {
                for _ in 0..<Int.random(in: 1...12, using: &random) { bytes.append(plain.randomElement(using: &random)!) }
            }
        }
        return bytes
    }

    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";")])
    func wordScanAgreesWithByteScan(delimiter: UInt8) {
        var random = SeededGenerator(seed: UInt64(delimiter) &* 7919)
        let scanner = CSVScanner(delimiter: delimiter)
        let reference = ByteScanner(delimiter: delimiter)
        var fields: [CSVField] = [], expectedFields: [CSVField] = []
        var compared = 0, quotedSeen = 0, doubledSeen = 0
        for _ in 0..<3000 {
            let records = Self.randomRecords(&random, delimiter: delimiter)
            // A record may start at any offset of a word: every start in the first 16 bytes.
            for start in 0..<min(16, records.count) {
                for isFinal in [false, true] {
                    let expected = reference.scanRecord(records, from: start, isFinal: isFinal, fields: &expectedFields)
                    let found = records.withUnsafeBufferPointer {
                        scanner.scanRecord($0, from: start, isFinal: isFinal, fields: &fields)
                    }
                    #expect(found == expected, "\(records) from \(start), final \(isFinal)")
                    if found == expected, expected != .needsMore {
                        #expect(fields == expectedFields, "\(records) from \(start)")
                    }
                    if expected != .needsMore {
                        compared += 1
                        quotedSeen += expectedFields.filter(\.isQuoted).count
                        doubledSeen += expectedFields.filter(\.hasDoubledQuote).count
                    }
                }
            }
        }
        // The random records did reach the cases the word steps must get right.
        #expect(compared > 10_000)
        #expect(quotedSeen > 1_000)
        #expect(doubledSeen > 100)
    }

    /// A line feed inside quotes, at every offset of a word before and after the closing
    /// quote, is counted once: the word step counts only the marks below the quote.
    @Test func lineFeedsBeforeAQuoteAtEveryOffset() {
        let scanner = CSVScanner()
        var fields: [CSVField] = []
        for feedAt in 0..<20 {
            for quoteAt in 0..<20 where quoteAt != feedAt {
                var text = [UInt8](repeating: UInt8(ascii: "x"), count: 24)
                text[feedAt] = 0x0A
                text[quoteAt] = UInt8(ascii: "\"")
                let bytes = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\""), 0x0A]
                let scan = bytes.withUnsafeBufferPointer { scanner.scanRecord($0, from: 0, isFinal: true, fields: &fields) }
                // The inner quote is a stray: the field ends there, and the feed is inside
                // the quotes when it comes before it (counted) or in the stray text after.
                guard case .record(let end, let lineFeeds, _) = scan else {
                    Issue.record("no record for feed \(feedAt), quote \(quoteAt)")
                    continue
                }
                #expect(fields.first?.end == 1 + quoteAt)
                if feedAt < quoteAt {
                    #expect(lineFeeds == 2)   // the one inside the quotes and the record's end
                    #expect(end == bytes.count)
                } else {
                    #expect(end == 1 + feedAt + 1)
                    #expect(lineFeeds == 1)
                }
            }
        }
    }

    /// Records shaped as tables are: plain fields of words' length with quoted ones among
    /// them (holding delimiters, line feeds and doubled quotes, now and then followed by
    /// stray text or cut short), CRLF or LF ends, scanned one after another as the reader
    /// scans a block. The word pass reads a quoted field to the delimiter or line end after
    /// its closing quote; every record is held to the byte-at-a-time rule.
    @Test func tableShapedRecordsAgreeWithByteScan() {
        var random = SeededGenerator(seed: 41)
        let scanner = CSVScanner()
        let reference = ByteScanner(delimiter: UInt8(ascii: ","))
        var fields: [CSVField] = [], expectedFields: [CSVField] = []
        var records = 0, quotedAfterPlain = 0, multiLine = 0
        let quotedTexts = ["call after 6, not before", "multi\nline", "said \"\"hi\"\"", "", "\"\"", "a,b\nc\"\"d"]
        for _ in 0..<400 {
            var table: [UInt8] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                var cells: [String] = []
                for _ in 0..<Int.random(in: 1...7, using: &random) {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<5: cells.append(String(repeating: "x", count: Int.random(in: 0...14, using: &random)))
                    case 5: cells.append("\"" + quotedTexts.randomElement(using: &random)! + "\"stray")
                    default: cells.append("\"" + quotedTexts.randomElement(using: &random)! + "\"")
                    }
                }
                table += Array(cells.joined(separator: ",").utf8) + (Bool.random(using: &random) ? [0x0D, 0x0A] : [0x0A])
            }
            // Now and then the table stops short, inside a record.
            if Bool.random(using: &random) { table.removeLast(Int.random(in: 0...min(20, table.count), using: &random)) }
            for isFinal in [false, true] {
                var start = 0
                while start < table.count {
                    let expected = reference.scanRecord(table, from: start, isFinal: isFinal, fields: &expectedFields)
                    let found = table.withUnsafeBufferPointer { scanner.scanRecord($0, from: start, isFinal: isFinal, fields: &fields) }
                    #expect(found == expected, "\(table) from \(start), final \(isFinal)")
                    guard found == expected, case .record(let end, let lineFeeds, _) = expected else { break }
                    #expect(fields == expectedFields, "\(table) from \(start)")
                    records += 1
                    if expectedFields.dropFirst().contains(where: \.isQuoted) { quotedAfterPlain += 1 }
                    if lineFeeds > 1 { multiLine += 1 }
                    start = end
                }
            }
        }
        #expect(records > 2_000)
        #expect(quotedAfterPlain > 1_000)
        #expect(multiLine > 500)
    }
}
