import MaskTables
import Testing

/// Records read by ``TableReader`` from `text`, in blocks of `blockSize` bytes, each as its
/// line, its field values and its problem.
func readRecords(_ text: [UInt8], format: TableFormat = .csv(CSVScanner()), blockSize: Int = 7, limit: Int = 1 << 16,
                 bytesARead: Int = 3)
    throws -> (records: [(line: Int, fields: [String], quoted: [Bool], problem: CSVProblem?, raw: [UInt8])], bom: Bool)
{
    var offset = 0
    let reader = TableReader(format: format, maximumRecordBytes: limit, blockSize: blockSize) { buffer in
        // A few bytes at a time by default, so records straddle every possible block boundary.
        let count = min(bytesARead, buffer.count, text.count - offset)
        for index in 0..<count { buffer[index] = text[offset + index] }
        offset += count
        return count
    }
    var records: [(line: Int, fields: [String], quoted: [Bool], problem: CSVProblem?, raw: [UInt8])] = []
    var scratch: [UInt8] = []
    try reader.forEachRecord { record in
        let values = record.fields.map { field in
            let value = field.value(in: record.bytes, into: &scratch).map(Array.init) ?? Array(record.bytes[field.start..<field.end])
            return String(decoding: value, as: UTF8.self)
        }
        records.append((record.line, values, record.fields.map(\.isQuoted), record.problem, Array(record.bytes)))
        return true
    }
    return (records, reader.hasByteOrderMark)
}

@Suite struct CSVScannerTests {
    // MARK: Well-formed records

    @Test func plainAndQuotedFields() throws {
        let (records, _) = try readRecords(Array("name,phone\nAnn,\"+7 (912) 345-67-89\"\n\"a,b\",\"say \"\"hi\"\"\"\n".utf8))
        #expect(records.map(\.fields) == [["name", "phone"], ["Ann", "+7 (912) 345-67-89"], ["a,b", "say \"hi\""]])
        #expect(records.map(\.line) == [1, 2, 3])
        #expect(records[1].quoted == [false, true])
        #expect(records.allSatisfy { $0.problem == nil })
    }

    @Test func quotedLineFeedsCountLines() throws {
        let (records, _) = try readRecords(Array("a,b\n\"1\n2\n3\",x\nlast,y".utf8))
        #expect(records.map(\.fields) == [["a", "b"], ["1\n2\n3", "x"], ["last", "y"]])
        #expect(records.map(\.line) == [1, 2, 5])
        #expect(records[2].raw == Array("last,y".utf8))
    }

    @Test func crlfBelongsToTheLineEnd() throws {
        let (records, _) = try readRecords(Array("a,b\r\n1,\"2\"\r\n3,4\r".utf8))
        #expect(records.map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"]])
        #expect(records[1].raw == Array("1,\"2\"\r\n".utf8))
    }

    @Test func byteOrderMarkIsNotInTheFirstField() throws {
        let (records, bom) = try readRecords([0xEF, 0xBB, 0xBF] + Array("phone\n1\n".utf8))
        #expect(bom)
        #expect(records.map(\.fields) == [["phone"], ["1"]])
        #expect(try !readRecords(Array("x\n".utf8)).bom)
    }

    @Test func tabDelimiter() throws {
        let (records, _) = try readRecords(Array("a\tb,c\n1\t\"2\t3\"\n".utf8), format: .csv(CSVScanner(delimiter: 0x09)))
        #expect(records.map(\.fields) == [["a", "b,c"], ["1", "2\t3"]])
    }

    @Test func emptyInputAndEmptyFields() throws {
        #expect(try readRecords([]).records.isEmpty)
        let (records, _) = try readRecords(Array(",\n\"\",\n".utf8))
        #expect(records.map(\.fields) == [["", ""], ["", ""]])
    }

    // MARK: Malformed records

    @Test func unterminatedQuoteTakesTheRest() throws {
        let (records, _) = try readRecords(Array("a,b\n1,\"open\n2,3\n".utf8))
        #expect(records.count == 2)
        #expect(records[1].problem == .unterminatedQuote)
        #expect(records[1].raw == Array("1,\"open\n2,3\n".utf8))
    }

    @Test func textAfterClosingQuote() throws {
        let (records, _) = try readRecords(Array("\"ab\"c,d\nx,y\n".utf8))
        #expect(records[0].problem == .textAfterClosingQuote)
        #expect(records[1].fields == ["x", "y"])
        #expect(records[1].problem == nil)
    }

    @Test func aRecordPastTheLimitStopsTheReading() throws {
        #expect(throws: TableReaderError.recordTooLong(line: 2, limit: 64)) {
            try readRecords(Array(("a\n\"" + String(repeating: "x", count: 200)).utf8), limit: 64)
        }
    }

    @Test func theLimitDoesNotDependOnWhereTheReadsFall() throws {
        // A whole record found in one read is held to the limit as one still unfinished at a
        // read's end: at every block size, a record of 64 bytes passes and one of 65 stops.
        // The last record may end without a line end: then it is the input's last.
        for lineEnd in ["\n", "\r\n", ""] {
            let after = lineEnd.isEmpty ? "" : "b" + lineEnd
            let fits = Array(("a\n" + String(repeating: "x", count: 64) + lineEnd + after).utf8)
            let over = Array(("a\n" + String(repeating: "x", count: 65) + lineEnd + after).utf8)
            for blockSize in [16, 17, 63, 64, 65, 66, 1 << 12] {
                for bytesARead in [1, 3, 64, 65, 67, 1 << 12] {
                    let setting = "line end \(lineEnd.debugDescription), block \(blockSize), read \(bytesARead)"
                    let records = try readRecords(fits, blockSize: blockSize, limit: 64, bytesARead: bytesARead).records
                    #expect(records.count == (lineEnd.isEmpty ? 2 : 3), "\(setting)")
                    #expect(throws: TableReaderError.recordTooLong(line: 2, limit: 64), "\(setting)") {
                        try readRecords(over, blockSize: blockSize, limit: 64, bytesARead: bytesARead)
                    }
                }
            }
        }
    }

    @Test func invalidUTF8PassesThroughAsBytes() throws {
        let (records, _) = try readRecords([0x61, 0x2C, 0xFF, 0xFE, 0x0A])
        #expect(records.count == 1)
        #expect(records[0].raw == [0x61, 0x2C, 0xFF, 0xFE, 0x0A])
    }

    // MARK: Every split of the input gives the same records

    @Test func blockSizeDoesNotChangeTheRecords() throws {
        let text = Array("h1,h2\r\n\"a\"\"b\",\"c\r\nd\"\r\n,\n\"x\",y\n\"unterminated,".utf8)
        let reference = try readRecords(text, blockSize: 1 << 12).records
        for blockSize in [16, 17, 31, 64] {
            let records = try readRecords(text, blockSize: blockSize).records
            #expect(records.map(\.fields) == reference.map(\.fields))
            #expect(records.map(\.line) == reference.map(\.line))
            #expect(records.map(\.raw) == reference.map(\.raw))
        }
        #expect(reference.map(\.raw).reduce([], +) == text)
    }
}
