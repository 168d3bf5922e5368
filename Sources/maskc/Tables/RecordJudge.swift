import MaskTables

/// Judges a run of a batch's records on one thread and writes their output: the JSON
/// objects of `check --rules`, or the rewritten records of `transform --rules`.
struct RecordJudge {
    let layout: TableLayout
    let strict: Bool
    private var cells = CellJudge()
    private var scratch: [UInt8] = []
    /// JSON Lines: each rule's member in the record being judged (CSV reads its cells
    /// straight off the record's fields).
    private var locations: [CellLocation]
    /// The layout's rules, unretained. PERF: a rule taken from the array for each cell was
    /// retained and released around the calls that judge it (the judge is mutated on the
    /// way); the layout holds every rule for as long as the judge lives.
    private let unretainedRules: [Unmanaged<ColumnRule>]
    /// The record's new cells, for transform: spans to replace, in record order, and their
    /// new bytes back to back in `replacementBytes`.
    var replacements: [(start: Int, end: Int, bytes: Range<Int>)] = []
    var replacementBytes: [UInt8] = []

    mutating func appendReplacement(_ start: Int, _ end: Int, _ bytes: Range<Int>) {
        replacements.append((start, end, bytes))
    }

    init(layout: TableLayout, strict: Bool) {
        self.layout = layout
        self.strict = strict
        locations = Array(repeating: CellLocation(), count: layout.rules.count)
        unretainedRules = layout.rules.map { Unmanaged.passUnretained($0) }
    }

    mutating func judge(_ batch: RecordBatch, _ range: Range<Int>) -> BatchPart {
        var part = BatchPart(columns: layout.rules.count)
        // PERF: the output grown by doubling copied itself about twice a block (about 75
        // instructions a row); its run's input bytes are room enough for check's failures
        // and for most of transform's table, and pages never written cost no memory.
        if let first = range.first, let last = range.last {
            let records = batch.block.records
            part.output.reserveCapacity(records[last].start + records[last].count - records[first].start)
        }
        let buffer = batch.bytes
        // SAFETY: the block's fields are only read while the batch is judged.
        batch.fields.withUnsafeBufferPointer { fields in
            for index in range {
                let entry = batch.entry(index)
                let record = UnsafeBufferPointer(rebasing: buffer[entry.start..<entry.start + entry.count])
                if let problem = locateCells(entry, record) {
                    part.malformedRecords += 1
                    let message = "line \(entry.line): malformed record: \(problem)"
                    if strict {
                        part.stop = message
                        return
                    }
                    reportMalformed(entry, record, message, &part)
                    continue
                }
                judgeCells(entry, record, fields, &part)
            }
        }
        return part
    }

    /// Says why the record is malformed, or nil; for JSON Lines, fills `locations` for it.
    private mutating func locateCells(_ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>) -> String? {
        switch layout.format {
        case .csv:
            if let problem = entry.problem { return problem.description }
            guard entry.fieldCount == layout.headerFieldCount else {
                return "\(entry.fieldCount) field\(entry.fieldCount == 1 ? "" : "s") where the header has \(layout.headerFieldCount)"
            }
            return nil
        case .jsonLines:
            return locateMembers(record)
        }
    }

    /// Where the rule's cell is in the record: for CSV its column's field, for JSON Lines
    /// what ``locateMembers(_:)`` found. PERF: a CSV cell is read off its field where it is
    /// judged, not stored in `locations` first (about 45 instructions a row).
    @inline(__always)
    private func location(_ ruleIndex: Int, _ entry: RecordBatch.Entry, _ fields: UnsafeBufferPointer<CSVField>) -> CellLocation {
        guard case .csv = layout.format else { return locations[ruleIndex] }
        let field = fields[entry.firstField + layout.columnIndexes[ruleIndex]]
        let quote = field.isQuoted ? 1 : 0
        return CellLocation(start: field.start - quote, end: field.end + quote, encoding: .csv(field))
    }

    /// JSON Lines: the ruled members of the line's object.
    private mutating func locateMembers(_ record: UnsafeBufferPointer<UInt8>) -> String? {
        for index in locations.indices { locations[index] = CellLocation() }
        let scanner = JSONScanner(record)
        let start = scanner.skipWhitespace(0)
        guard start < record.count else { return "an empty line, not a JSON object" }
        do {
            let end = try scanner.forEachMember(start) { keyStart, keyEnd, valueStart, valueEnd in
                guard let ruleIndex = ruleIndex(forKey: record, keyStart, keyEnd) else { return }
                var location = CellLocation(start: valueStart, end: valueEnd)
                switch record[valueStart] {
                case UInt8(ascii: "\""):
                    let hasEscapes = record[valueStart + 1..<valueEnd - 1].contains(UInt8(ascii: "\\"))
                    location.encoding = .jsonString(hasEscapes: hasEscapes)
                case UInt8(ascii: "{"), UInt8(ascii: "["): location.encoding = .jsonStructure
                case UInt8(ascii: "n"): location.encoding = .absent
                default: location.encoding = .jsonScalar
                }
                locations[ruleIndex] = location
            }
            let rest = scanner.skipWhitespace(end)
            guard rest == record.count else { throw JSONSyntaxError(offset: rest, reason: "text after the object") }
        } catch {
            return "not a JSON object: \(error)"
        }
        return nil
    }

    /// The rule whose column is the member named by the key literal `record[start..<end]`.
    private mutating func ruleIndex(forKey record: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var key = UnsafeBufferPointer(rebasing: record[start..<end])
        if key.contains(UInt8(ascii: "\\")) {
            scratch.removeAll(keepingCapacity: true)
            guard JSONString.decode(record, start, end, into: &scratch) else { return nil }
            return scratch.withUnsafeBufferPointer { decoded in
                layout.rules.firstIndex { $0.columnBytes.elementsEqual(decoded) }
            }
        }
        key = UnsafeBufferPointer(rebasing: record[start..<end])
        return layout.rules.firstIndex { $0.columnBytes.elementsEqual(key) }
    }

    private mutating func judgeCells(
        _ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>, _ fields: UnsafeBufferPointer<CSVField>, _ part: inout BatchPart
    ) {
        if case .transform = layout.mode {
            replacements.removeAll(keepingCapacity: true)
            replacementBytes.removeAll(keepingCapacity: true)
        }
        var dropRow = false
        for ruleIndex in unretainedRules.indices {
            // SAFETY: the layout keeps the rule alive (unretainedRules).
            dropRow = unretainedRules[ruleIndex]._withUnsafeGuaranteedRef { rule in
                judgeRuleCell(ruleIndex, rule, entry, record, fields, &part)
            } || dropRow
        }
        guard case .transform = layout.mode else { return }
        if dropRow {
            part.droppedRows += 1
            return
        }
        writeRewritten(record, &part)
    }

    /// Judges the rule's cell of the record, counts it, writes its failure (check) or
    /// records its new text (transform); true when transform is to drop the row.
    @inline(__always)
    private mutating func judgeRuleCell(
        _ ruleIndex: Int, _ rule: ColumnRule, _ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>,
        _ fields: UnsafeBufferPointer<CSVField>, _ part: inout BatchPart
    ) -> Bool {
        let location = location(ruleIndex, entry, fields)
        // PERF: a cell whose value is its bytes in the record (no doubled quote, no
        // escape: nearly every cell) is judged in place; the closure below, and the
        // buffers moved out for it, cost about ten retains and releases a cell.
        let (verdict, replacement) = if let value = location.valueInPlace(in: record) {
            judgeCell(entry, rule, value, &part)
        } else {
            judgeCellThroughScratch(entry, rule, location, record, &part)
        }
        part.tallies[ruleIndex].count(verdict)
        if !verdict.passes { part.failedCells += 1 }
        guard case .transform(let onFail) = layout.mode else { return false }
        if verdict.passes {
            if let replacement { replace(location, with: replacement) }
            return false
        }
        switch onFail {
        case .keep: return false
        case .empty:
            replace(location, with: [])
            return false
        case .dropRow:
            return true
        }
    }
}

extension RecordJudge {
    /// Judges one cell's value, writes its failure (check), and gives its verdict and its
    /// new text when transform is to write one.
    private mutating func judgeCell(
        _ entry: RecordBatch.Entry, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, _ part: inout BatchPart
    ) -> (CellVerdict, [UInt8]?) {
        let verdict = cells.judge(rule, value)
        // PERF: check writes only failures; comparing a passing cell with its printed form
        // is transform's (about 100 instructions a passing phone).
        guard case .transform = layout.mode else {
            if !verdict.passes { writeFailure(entry, rule, value, verdict, printed: cells.printed, &part) }
            return (verdict, nil)
        }
        let changed = cells.hasPrinted && !cells.printed.elementsEqual(value)
        return (verdict, changed ? cells.printed : nil)
    }

    /// ``judgeCell(_:_:_:_:)`` for a cell whose value must first be undone into the scratch
    /// buffer (a doubled quote, a JSON escape), or that is not a text.
    private mutating func judgeCellThroughScratch(
        _ entry: RecordBatch.Entry, _ rule: ColumnRule, _ location: CellLocation, _ record: UnsafeBufferPointer<UInt8>,
        _ part: inout BatchPart
    ) -> (CellVerdict, [UInt8]?) {
        // Moved out for the closure, so the buffers are not copied on write.
        var scratch: [UInt8] = []
        var cells = CellJudge()
        swap(&scratch, &self.scratch)
        swap(&cells, &self.cells)
        defer {
            swap(&scratch, &self.scratch)
            swap(&cells, &self.cells)
        }
        return location.withValue(in: record, scratch: &scratch) { value -> (CellVerdict, [UInt8]?) in
            guard let value else {
                let verdict = CellVerdict(result: .notText, reason: .fixed(location.isStructure ? "is not a text" : "is not valid text"))
                if layout.mode == .check {
                    writeFailure(entry, rule, UnsafeBufferPointer(rebasing: record[location.start..<location.end]), verdict,
                                 printed: cells.printed, &part)
                }
                return (verdict, nil)
            }
            let verdict = cells.judge(rule, value)
            if layout.mode == .check, !verdict.passes { writeFailure(entry, rule, value, verdict, printed: cells.printed, &part) }
            let changed = cells.hasPrinted && !cells.printed.elementsEqual(value)
            return (verdict, changed ? cells.printed : nil)
        }
    }
}

extension CellLocation {
    var isStructure: Bool {
        if case .jsonStructure = encoding { true } else { false }
    }
}
