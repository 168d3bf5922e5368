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
    /// `check --rules`' failures written whole, in place, handed to the part's output in
    /// runs (``PendingBytes`` says why); flushed before anything else is appended to it.
    let pending = PendingBytes()
    /// How each failure's object starts: `{"row":`, or `{"file":NAME,"row":` when several
    /// files are read.
    let objectStart: [UInt8]
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
        objectStart = Array((layout.fileLabel.map { "{\"file\":\($0)," } ?? "{").utf8) + #""row":"#.utf8
        cells.printsPhones = layout.mode != .check
    }

    mutating func judge(_ batch: RecordBatch, _ range: Range<Int>) -> BatchPart {
        var room: [UInt8] = []
        return judge(batch, range, reusing: &room)
    }

    /// Judges the records of `range` as ``judge(_:_:)`` does, writing the output in `room`'s
    /// memory (emptied first; `room` is left empty): a caller that hands the written output
    /// back for the next block judges every block in the same pages. PERF: a fresh output a
    /// block was a fresh allocation of the block's size, which the kernel had to map and
    /// zero again page by page (19 % of `--jobs 1`'s page faults on a million rows).
    mutating func judge(_ batch: RecordBatch, _ range: Range<Int>, reusing room: inout [UInt8]) -> BatchPart {
        var part = BatchPart(columns: layout.rules.count)
        swap(&part.output, &room)
        part.output.removeAll(keepingCapacity: true)
        // PERF: the output grown by doubling copied itself about twice a block (about 75
        // instructions a row); its run's input bytes are room enough for check's failures
        // and for most of transform's table, and pages never written cost no memory.
        if let first = range.first, let last = range.last {
            let records = batch.block.records
            let bytes = records[last].start + records[last].count - records[first].start
            // A reused room a little short grows by an eighth more, not to the byte: grown
            // to each block's size, it was a new allocation whenever a block was longer.
            if part.output.capacity < bytes { part.output.reserveCapacity(bytes + bytes / 8) }
        }
        let quick = layout.hasQuickLane
        var quickPasses = [Int](repeating: 0, count: quick ? unretainedRules.count : 0)
        let columnIndexes = layout.columnIndexes
        // SAFETY: the block's fields are valid while the batch is judged (``RecordBatch``); the
        // counts and the rules' columns are lent for the loop (PERF: no uniqueness or bounds
        // check a cell).
        let fields = batch.fields
        quickPasses.withUnsafeMutableBufferPointer { quickPasses in
            columnIndexes.withUnsafeBufferPointer { columnIndexes in
                judgeRecords(batch, range, fields, quick ? (columnIndexes, quickPasses) : nil, &part)
            }
        }
        pending.flush(into: &part.output)
        for (ruleIndex, passes) in quickPasses.enumerated() {
            part.tallies[ruleIndex].checked += passes
            part.tallies[ruleIndex].passed += passes
        }
        return part
    }

    /// Judges the records of `range`, the quick lane first when `quickLane` lends its
    /// columns and counts: only the cells it cannot pass take the judge's way.
    private mutating func judgeRecords(
        _ batch: RecordBatch, _ range: Range<Int>, _ fields: UnsafeBufferPointer<CSVField>,
        _ quickLane: (columns: UnsafeBufferPointer<Int>, passes: UnsafeMutableBufferPointer<Int>)?, _ part: inout BatchPart
    ) {
        let buffer = batch.bytes
        let records = batch.block.records
        for index in range {
            var pending = UInt64.max
            if let quickLane {
                pending = self.quickLane(records[index], buffer, fields, quickLane.columns, quickLane.passes)
                if pending == 0 { continue }
            }
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
            judgeCells(entry, record, fields, pending, &part)
        }
    }

    /// `check --rules` on a well-formed CSV record: counts in `passes` each ruled cell that
    /// ``QuickLane`` passes, and returns the others as bits by rule index (all of them for a
    /// malformed record), for the judge's way.
    @inline(__always)
    private func quickLane(
        _ record: TableBlock.Record, _ buffer: UnsafeBufferPointer<UInt8>, _ fields: UnsafeBufferPointer<CSVField>,
        _ columnIndexes: UnsafeBufferPointer<Int>, _ passes: UnsafeMutableBufferPointer<Int>
    ) -> UInt64 {
        guard record.problem == nil, record.fieldCount == layout.headerFieldCount, let base = buffer.baseAddress else { return .max }
        let bytes = base + record.start
        var pending: UInt64 = 0
        for ruleIndex in columnIndexes.indices {
            // SAFETY: a well-formed record has the header's fields, and each column index is one of them.
            let field = fields[record.firstField + columnIndexes[ruleIndex]]
            // SAFETY: the field lies in its record (the scanner's offsets); the layout keeps the rule alive.
            let passed = !field.hasDoubledQuote && unretainedRules[ruleIndex]._withUnsafeGuaranteedRef { rule in
                QuickLane.passes(rule, UnsafeBufferPointer(start: bytes + field.start, count: field.end - field.start))
            }
            if passed {
                passes[ruleIndex] += 1
            } else {
                pending |= 1 << UInt64(ruleIndex)
            }
        }
        return pending
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

    /// Judges the record's cells of the rules whose bits are set in `pending` (the others
    /// passed the quick lane, and check writes nothing for them).
    private mutating func judgeCells(
        _ entry: RecordBatch.Entry, _ record: UnsafeBufferPointer<UInt8>, _ fields: UnsafeBufferPointer<CSVField>,
        _ pending: UInt64, _ part: inout BatchPart
    ) {
        if case .transform = layout.mode {
            replacements.removeAll(keepingCapacity: true)
            replacementBytes.removeAll(keepingCapacity: true)
        }
        var dropRow = false
        for ruleIndex in unretainedRules.indices where pending == .max || pending & (1 << UInt64(ruleIndex)) != 0 {
            // SAFETY: the layout keeps the rule alive (unretainedRules).
            dropRow = unretainedRules[ruleIndex]._withUnsafeGuaranteedRef { rule in
                judgeRuleCell(ruleIndex, rule, entry, record, fields, failedQuickLane: pending != .max, &part)
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
        _ fields: UnsafeBufferPointer<CSVField>, failedQuickLane: Bool, _ part: inout BatchPart
    ) -> Bool {
        let location = location(ruleIndex, entry, fields)
        // PERF: a cell whose value is its bytes in the record (no doubled quote, no
        // escape: nearly every cell) is judged in place; the closure below, and the
        // buffers moved out for it, cost about ten retains and releases a cell.
        // The quick lane read the same bytes: a value in place is its field's, with no doubled quote.
        let (verdict, replacement) = if let value = location.valueInPlace(in: record) {
            judgeCell(entry, rule, value, failedQuickLane: failedQuickLane, &part)
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
        _ entry: RecordBatch.Entry, _ rule: ColumnRule, _ value: UnsafeBufferPointer<UInt8>, failedQuickLane: Bool,
        _ part: inout BatchPart
    ) -> (CellVerdict, [UInt8]?) {
        let verdict = cells.judge(rule, value, failedQuickLane: failedQuickLane)
        // PERF: check writes only failures; comparing a passing cell with its printed form
        // is transform's (about 100 instructions a passing phone).
        guard case .transform = layout.mode else {
            if !verdict.passes { writeFailure(entry, rule, value, verdict, printed: cells.printed, &part) }
            return (verdict, nil)
        }
        let changed = cells.hasPrinted && !cells.printed.elementsEqual(value)
        return (verdict, changed ? cells.printed : nil)
    }

    /// ``judgeCell(_:_:_:failedQuickLane:_:)`` for a cell whose value must first be undone into the scratch
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
