import MaskTables
import TestSupport
import Testing

/// ``CSVField`` and ``TableBlock/Record`` are stored packed (31-bit offsets with flag bits,
/// 32-bit counts, the problem as a code): these hold the packed values to what was stored,
/// flag and offset apart, at the limits of the layout.
@Suite struct PackedLayoutTests {
    @Test("the packed layouts are 8 and 32 bytes")
    func sizes() {
        #expect(MemoryLayout<CSVField>.stride == 8)
        #expect(MemoryLayout<TableBlock.Record>.stride == 32)
    }

    @Test("a field's offsets and flags read back as set, each flag apart from its offset")
    func fieldRoundTrip() {
        var random = SeededGenerator(seed: 55)
        let edges = [0, 1, 2, 1 << 30, CSVField.maximumOffset - 1, CSVField.maximumOffset]
        for _ in 0..<2_000 {
            let start = Bool.random(using: &random) ? edges.randomElement(using: &random)! : Int.random(in: 0...CSVField.maximumOffset, using: &random)
            let end = Bool.random(using: &random) ? edges.randomElement(using: &random)! : Int.random(in: 0...CSVField.maximumOffset, using: &random)
            let quoted = Bool.random(using: &random)
            let doubled = Bool.random(using: &random)
            var field = CSVField(start: start, end: end, isQuoted: quoted, hasDoubledQuote: doubled)
            #expect(field.start == start && field.end == end && field.isQuoted == quoted && field.hasDoubledQuote == doubled)
            // Setting one part leaves the others.
            field.isQuoted.toggle()
            field.hasDoubledQuote.toggle()
            #expect(field.start == start && field.end == end && field.isQuoted != quoted && field.hasDoubledQuote != doubled)
            field.start = end
            field.end = start
            #expect(field.start == end && field.end == start && field.isQuoted != quoted && field.hasDoubledQuote != doubled)
        }
    }

    @Test("wrapping arithmetic on a field's offsets comes out right: an absolute offset less the record's start")
    func fieldWraps() {
        let recordStart = 5 << 31 + 17
        var field = CSVField(start: recordStart + 3, end: recordStart + 9, isQuoted: true, hasDoubledQuote: true)
        field.start &-= recordStart
        field.end &-= recordStart
        #expect(field == CSVField(start: 3, end: 9, isQuoted: true, hasDoubledQuote: true))
    }

    @Test("a record's places, counts and problem read back as set", arguments: [
        nil, CSVProblem.unterminatedQuote, .textAfterClosingQuote, .tooLong(limit: 0), .tooLong(limit: 1024),
        .tooLong(limit: CSVField.maximumOffset),
    ])
    func recordRoundTrip(problem: CSVProblem?) {
        let top = Int(UInt32.max)
        var record = TableBlock.Record(start: top, count: 1, line: Int.max, problem: problem, firstField: top - 1, fieldCount: top)
        #expect(record.start == top && record.count == 1 && record.line == Int.max)
        #expect(record.firstField == top - 1 && record.fieldCount == top)
        #expect(record.problem == problem)
        record.problem = nil
        #expect(record.problem == nil && record.start == top && record.fieldCount == top)
        record.problem = problem
        record.count = 1 << 31
        #expect(record.problem == problem && record.count == 1 << 31)
    }

    @Test("a reader's record limit is held to what a field's offsets hold")
    func readerLimit() {
        let reader = TableReader(format: .csv(CSVScanner()), maximumRecordBytes: .max) { _ in 0 }
        #expect(reader.maximumRecordBytes == CSVField.maximumOffset)
        let small = TableReader(format: .csv(CSVScanner()), maximumRecordBytes: 1024) { _ in 0 }
        #expect(small.maximumRecordBytes == 1024)
    }
}
