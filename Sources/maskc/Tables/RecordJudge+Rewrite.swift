import MaskTables

extension RecordJudge {
    /// Records that the cell at `location` is to be written as `value` (UTF-8), encoded as
    /// the table writes values: a CSV field quoted when it was or when it must be, a JSON
    /// string literal. A JSON member that is absent stays absent.
    mutating func replace(_ location: CellLocation, with value: [UInt8]) {
        let start = replacementBytes.count
        switch location.encoding {
        case .absent:
            return
        case .csv(let field):
            let delimiter = layout.delimiter
            if field.isQuoted || value.contains(where: { $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
                replacementBytes.append(0x22)
                for byte in value {
                    if byte == 0x22 { replacementBytes.append(0x22) }
                    replacementBytes.append(byte)
                }
                replacementBytes.append(0x22)
            } else {
                replacementBytes.append(contentsOf: value)
            }
        case .jsonString, .jsonScalar, .jsonStructure:
            JSONString.encode(value, into: &replacementBytes)
        }
        appendReplacement(location.start, location.end, start..<replacementBytes.count)
    }

    /// The record with its replaced cells, everything else byte for byte.
    func writeRewritten(_ record: UnsafeBufferPointer<UInt8>, _ part: inout BatchPart) {
        var copied = 0
        for replacement in replacements.sorted(by: { $0.start < $1.start }) {
            part.output.append(contentsOf: record[copied..<replacement.start])
            part.output.append(contentsOf: replacementBytes[replacement.bytes])
            copied = replacement.end
        }
        part.output.append(contentsOf: record[copied...])
    }
}
