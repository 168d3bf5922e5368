import FuzzSupport
import MaskTables

/// Reads arbitrary bytes as a CSV table (delimiter from the first byte) and as JSON Lines,
/// in blocks of a fuzzed size, and checks what must hold for any input: nothing traps, the
/// records put back together are the input (no byte lost or invented, a BOM apart), every
/// field lies inside its record, line numbers only grow, and the same records come out
/// whatever the block size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let delimiter = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")][Int(input.byte() % 4)]
    let blockSize = 16 + Int(input.byte() % 64)
    let bytes = input.rest()
    let csv = records(bytes, .csv(CSVScanner(delimiter: delimiter)), blockSize: blockSize)
    invariant(csv == records(bytes, .csv(CSVScanner(delimiter: delimiter)), blockSize: 1 << 12), "the block size changed the CSV records")
    _ = records(bytes, .jsonLines, blockSize: blockSize)
    // Each line as a JSON object: scanning must end or refuse, never trap.
    bytes.withUnsafeBufferPointer { buffer in
        let scanner = JSONScanner(buffer)
        var decoded: [UInt8] = []
        _ = try? scanner.forEachMember(scanner.skipWhitespace(0)) { keyStart, keyEnd, _, _ in
            _ = JSONString.decode(buffer, keyStart, keyEnd, into: &decoded)
        }
    }
    _ = try? JSONValue(parsing: bytes)
    return 0
}

/// The records of `bytes` as (line, raw bytes, fields), checking the reader's promises.
private func records(_ bytes: [UInt8], _ format: TableFormat, blockSize: Int) -> [[Int]] {
    var offset = 0
    let reader = TableReader(format: format, maximumRecordBytes: 1 << 16, blockSize: blockSize) { buffer in
        let count = min(buffer.count, bytes.count - offset, 1 + offset % 7)
        for index in 0..<count { buffer[index] = bytes[offset + index] }
        offset += count
        return count
    }
    var found: [[Int]] = []
    var joined: [UInt8] = []
    var lastLine = 0
    var scratch: [UInt8] = []
    do {
        try reader.forEachRecord { record in
            invariant(record.line > lastLine, "line numbers did not grow")
            invariant(!record.bytes.isEmpty, "an empty record")
            lastLine = record.line
            joined.append(contentsOf: record.bytes)
            var summary = [record.line, record.bytes.count]
            for field in record.fields {
                invariant(0 <= field.start && field.start <= field.end && field.end <= record.bytes.count, "a field outside its record")
                let value = field.value(in: record.bytes, into: &scratch)
                summary += [field.start, field.end, value?.count ?? -1]
            }
            found.append(summary)
            return true
        }
    } catch {
        return [[-1]]
    }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let expected = reader.hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
    invariant(joined == expected, "the records are not the input")
    if reader.hasByteOrderMark { invariant(Array(bytes.prefix(3)) == bom, "a byte order mark that is not there") }
    return found
}
