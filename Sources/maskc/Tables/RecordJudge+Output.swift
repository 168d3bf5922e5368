import MaskTables

extension RecordJudge {
    /// `check --rules`: one JSON object for a failing cell.
    ///
    ///     {"row":17,"column":"phone","value":"+7 (912) 34","result":"partial","messages":["..."]}
    func writeFailure(
        _ entry: RecordBatch.Entry, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ verdict: CellVerdict, _ part: inout BatchPart
    ) {
        var output = part.output
        part.output = []
        defer { part.output = output }
        appendObjectStart(entry, to: &output)
        output.append(contentsOf: ",\"column\":".utf8)
        JSONString.encode(rule.columnBytes, into: &output)
        output.append(contentsOf: ",\"value\":".utf8)
        if CellJudge.isValidUTF8(value) {
            JSONString.encode(value, into: &output)
        } else {
            JSONWriter.append(value, to: &output)
        }
        output.append(contentsOf: ",\"result\":\"\(verdict.resultName)\"".utf8)
        if case .illegal(let at) = verdict.result {
            output.append(contentsOf: ",\"at\":".utf8)
            output.appendDecimal(at)
        }
        Self.appendMessages(verdict.messages, to: &output)
        output.append(contentsOf: "}\n".utf8)
    }

    /// A malformed record: for check a JSON object with its line, for transform the record
    /// written unchanged (no row is lost) and a warning.
    func reportMalformed(_ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>, _ message: String, _ part: inout BatchPart) {
        guard layout.mode == .check else {
            part.output.append(contentsOf: record)
            part.warnings.append(message + "; written unchanged")
            return
        }
        var output = part.output
        part.output = []
        defer { part.output = output }
        appendObjectStart(entry, to: &output)
        output.append(contentsOf: ",\"line\":".utf8)
        output.appendDecimal(entry.line)
        output.append(contentsOf: ",\"result\":\"malformed\"".utf8)
        Self.appendMessages([message], to: &output)
        output.append(contentsOf: "}\n".utf8)
    }

    /// `{"row":N` (after `"file":NAME,` when several files are read): how every object starts.
    private func appendObjectStart(_ entry: RecordBatch.Entry, to output: inout [UInt8]) {
        output.append(contentsOf: "{".utf8)
        if let file = layout.fileLabel {
            output.append(contentsOf: "\"file\":\(file),".utf8)
        }
        output.append(contentsOf: "\"row\":".utf8)
        output.appendDecimal(entry.row)
    }

    private static func appendMessages(_ messages: [String], to output: inout [UInt8]) {
        output.append(contentsOf: ",\"messages\":[".utf8)
        for (index, message) in messages.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            JSONString.encode(message, into: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}
