#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MaskTables
import TestSupport
import Testing

/// A field keeps its offsets in 31 bits (``CSVField/maximumOffset``), so the public
/// ``CSVScanner/scanRecord(_:from:isFinal:fields:)`` must refuse a record that reaches past
/// that offset of the bytes it is given, rather than hand back fields whose offsets wrapped:
/// plausible, and wrong. These hold the refusal to the scan without a limit on random tables
/// (with small limits), and the public entry point to it at the real 2 GiB limit.
@Suite struct CSVOffsetLimitTests {
    /// The record at each start, scanned with a limit, is the record scanned without one
    /// when that record ends within the limit, and refused (`.pastMaximumOffset`, no fields
    /// appended) exactly when it does not.
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\t")])
    func refusesExactlyTheRecordsPastTheLimit(delimiter: UInt8) {
        var random = SeededGenerator(seed: 211 &+ UInt64(delimiter))
        let scanner = CSVScanner(delimiter: delimiter)
        var kept = 0, refused = 0
        for round in 0..<120 {
            let table = CSVRegularScanTests.randomTable(&random, delimiter: delimiter, malformed: round % 2 == 1)
            guard !table.isEmpty else { continue }
            table.withUnsafeBufferPointer { bytes in
                var start = 0
                var fields: [CSVField] = []
                while start < bytes.count {
                    guard case .record(let end, let lineFeeds, let problem) = scanner.scanRecord(bytes, from: start, isFinal: true, fields: &fields) else {
                        Issue.record("no record at \(start) of \(table)")
                        return
                    }
                    for _ in 0..<3 {
                        let limit = Int.random(in: 1...bytes.count, using: &random)
                        var limited: [CSVField] = [CSVField(start: 7, end: 9, isQuoted: false)]
                        let scan = scanner.scanRecord(bytes, from: start, isFinal: true, appendingTo: &limited, offsetLimit: limit)
                        if end <= limit && start < limit {
                            #expect(scan == .record(end: end, lineFeeds: lineFeeds, problem: problem), "\(table) from \(start), limit \(limit)")
                            #expect(Array(limited.dropFirst()) == fields, "\(table) from \(start), limit \(limit)")
                            kept += 1
                        } else {
                            #expect(scan == .pastMaximumOffset, "\(table) from \(start) to \(end), limit \(limit)")
                            #expect(limited == [CSVField(start: 7, end: 9, isQuoted: false)], "appended on refusal: \(table)")
                            refused += 1
                        }
                    }
                    start = end
                }
            }
        }
        #expect(kept > 500 && refused > 500, "kept \(kept), refused \(refused)")
    }

    /// The real limit: in 2 GiB and a page of reserved, untouched memory, a record just
    /// before ``CSVField/maximumOffset`` reads as before, one that crosses it and one wholly
    /// past it are refused, and the one past it reads from a buffer rebased at its start.
    @Test func publicScanRefusesOffsetsPastTwoGiB() throws {
        let limit = CSVField.maximumOffset
        let length = limit + 1 + 4096
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              mapped != MAP_FAILED else {
            Issue.record("could not reserve \(length) bytes of address space")
            return
        }
        defer { munmap(mapped, length) }
        let bytes = UnsafeMutableBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: length)
        func write(_ text: String, at offset: Int) {
            for (index, byte) in text.utf8.enumerated() { bytes[offset + index] = byte }
        }
        let before = limit - 20
        write("ab,\"c,d\"\n", at: before)              // ends 11 bytes before the limit
        let crossing = limit - 4
        write("wxyz,12\n", at: crossing)              // its second field crosses it
        let past = limit + 100
        write("p,q\n", at: past)
        let scanner = CSVScanner()
        let view = UnsafeBufferPointer(bytes)
        var fields: [CSVField] = []
        #expect(scanner.scanRecord(view, from: before, isFinal: false, fields: &fields)
                == .record(end: before + 9, lineFeeds: 1, problem: nil))
        #expect(fields.map(\.start) == [before, before + 4] && fields.map(\.end) == [before + 2, before + 7])
        #expect(scanner.scanRecord(view, from: crossing, isFinal: false, fields: &fields) == .pastMaximumOffset)
        #expect(fields.isEmpty)
        #expect(scanner.scanRecord(view, from: past, isFinal: true, fields: &fields) == .pastMaximumOffset)
        #expect(fields.isEmpty)
        let rebased = UnsafeBufferPointer(rebasing: view[past...])
        #expect(scanner.scanRecord(rebased, from: 0, isFinal: true, fields: &fields) == .record(end: 4, lineFeeds: 1, problem: nil))
        #expect(fields.map(\.start) == [0, 2] && fields.map(\.end) == [1, 3])
    }
}
