/// Where the marked pass hands a record over when it ends at a line feed, and whether the
/// pass goes on to the next record: one record for ``CSVScanner/scanRecord(_:from:isFinal:marks:appendingTo:)``,
/// a block's records for the block scan (``CSVBlockRecords``), in one call.
protocol CSVRecordEnds {
    /// The offset the fields of the record starting at `start` are written from (0: the
    /// bytes' own offsets; `start`: offsets into the record's bytes).
    func fieldOrigin(recordStart start: Int) -> Int
    /// The record ended: the next one starts at `next`, and it spans `lineFeeds` line feeds;
    /// `fieldCount` is the store's count after its fields. True to scan on from `next`
    /// (at the bytes' end, the pass then stops there, with a `.field` at `next`).
    mutating func recordEnded(next: Int, lineFeeds: Int, fieldCount: Int) -> Bool
}

extension CSVScanner {
    /// Where ``scanMarkedFields(_:from:marks:fields:records:)`` stopped.
    enum PlainScan {
        /// The record ended at a line feed and `records` took no more: the next one starts at
        /// `end`; `lineFeeds` counts the line feeds the record spans (its line end and those
        /// inside quotes).
        case record(end: Int, lineFeeds: Int)
        /// A field starts at `start` that this scan leaves to the field-by-field way (a
        /// quoted field it cannot settle, or the last field of the bytes, which may need
        /// more of them); `lineFeeds` counts those inside the quoted fields before it in its
        /// record.
        case field(start: Int, lineFeeds: Int)
    }

    /// The one record ``scanRecord(_:from:isFinal:marks:appendingTo:)`` scans, its fields at
    /// the bytes' own offsets.
    struct OneRecord: CSVRecordEnds {
        // Not empty, on purpose: Swift passes an `inout` value of an empty type at one shared
        // address (its type metadata's), and ThreadSanitizer's access checks then report any
        // two threads scanning a record at once as a race on it (CI, stop 48: a test scanning
        // beside another). One stored byte gives each scan an address of its own.
        private var storage: UInt8 = 0

        @inline(__always) func fieldOrigin(recordStart start: Int) -> Int { 0 }
        @inline(__always) func recordEnded(next: Int, lineFeeds: Int, fieldCount: Int) -> Bool { false }
    }

    /// Appends the fields of the record from `start`, and of the records after it while
    /// `records` takes them, read off the marks of 64 bytes at a time (``CSVMarks``): each
    /// delimiter or line feed marked ends a field, so a field costs a few instructions and
    /// no search of its own. A quoted field is read here too when its closing quote is
    /// followed by a delimiter or a line end within the bytes (its quotes and line feeds
    /// read off the same marks); any other is left to the field-by-field way, which says
    /// what is wrong with it. A field's offsets are from `records`' origin for its record.
    ///
    /// `marks` may hold a window from an earlier record of the same bytes; the windows this
    /// scan marks are left in it for the next.
    @inline(__always)
    static func scanMarkedFields<Records: CSVRecordEnds>(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, marks: inout CSVMarks, fields: inout CSVFieldStore,
        records: inout Records
    ) -> PlainScan {
        let end = bytes.count
        guard start < end, let base = bytes.baseAddress else { return .field(start: start, lineFeeds: 0) }
        var lineFeeds = 0
        var fieldStart = start
        var origin = records.fieldOrigin(recordStart: start)
        // SAFETY: every index read below is below `end`: `fieldStart` is checked, a mark is
        // at a byte the window marked, and a window marks only bytes below `end`.
        fields: while true {
            guard fieldStart < end else { return .field(start: fieldStart, lineFeeds: lineFeeds) }
            if base[fieldStart] == quote {
                let before = lineFeeds
                guard var quoted = quotedFieldInWindow(base, from: fieldStart, marks: marks, counting: &lineFeeds)
                    ?? quotedField(base, end, from: fieldStart, marks: &marks, counting: &lineFeeds) else {
                    return .field(start: fieldStart, lineFeeds: before)
                }
                quoted.field.start &-= origin
                quoted.field.end &-= origin
                fields.append(quoted.field)
                if base[quoted.next] == marks.delimiter {
                    fieldStart = quoted.next &+ 1
                    continue fields
                }
                fieldStart = quoted.next &+ 1
                guard records.recordEnded(next: fieldStart, lineFeeds: lineFeeds &+ 1, fieldCount: fields.count) else {
                    return .record(end: fieldStart, lineFeeds: lineFeeds &+ 1)
                }
                lineFeeds = 0
                origin = records.fieldOrigin(recordStart: fieldStart)
                continue fields
            }
            // The ends after `fieldStart`, window by window. In each, the delimiters before
            // its first line feed end plain fields, up to the first that a quote follows
            // (that field is quoted: the top of the loop reads it); the line feed ends the
            // record. PERF: a field is a trailing-zero count, two stores and an add; the
            // line feed and the quoted starts are found once a window, not tested a field
            // (about 25 instructions a field before, a byte load and two tests among them).
            var index = fieldStart
            while true {
                guard let offset = marks.offset(of: index, in: base, end: end) else {
                    return .field(start: fieldStart, lineFeeds: lineFeeds)
                }
                let windowStart = index &- offset
                let later: UInt64 = ~0 &<< UInt64(offset)
                let feeds = marks.lineFeeds & later
                let firstFeed = feeds & (0 &- feeds)
                // Only the delimiters below the first line feed (all when there is none).
                var delimiters = marks.ends & later & (firstFeed &- 1)
                // A field starting with a quote, after one of them, stops this run before it.
                let quotedStarts = (delimiters &<< 1) & marks.quotes
                delimiters &= quotedStarts & (0 &- quotedStarts) &- 1
                if delimiters != 0 {
                    // A window has 64 bytes, so at most 64 fields end in it (one of them at
                    // the line feed below).
                    let room = fields.reserve(64)
                    // Offsets from the origin: the window's start and the field's start.
                    var startFromOrigin = fieldStart &- origin
                    fields.commit(CSVFieldStore.writePlainFields(delimiters, to: room, stored: 0,
                                                                 windowStart: windowStart &- origin, start: &startFromOrigin))
                    fieldStart = startFromOrigin &+ origin
                }
                if quotedStarts != 0 { continue fields }
                if firstFeed != 0 {
                    let at = windowStart &+ firstFeed.trailingZeroBitCount
                    // A CR just before the line feed is the line end's.
                    let fieldEnd = at > fieldStart && base[at &- 1] == carriageReturn ? at &- 1 : at
                    fields.append(CSVField(start: fieldStart &- origin, end: fieldEnd &- origin, isQuoted: false))
                    fieldStart = at &+ 1
                    guard records.recordEnded(next: fieldStart, lineFeeds: lineFeeds &+ 1, fieldCount: fields.count) else {
                        return .record(end: fieldStart, lineFeeds: lineFeeds &+ 1)
                    }
                    // The next record, from the same window when it starts in it.
                    lineFeeds = 0
                    origin = records.fieldOrigin(recordStart: fieldStart)
                    continue fields
                }
                index = windowStart &+ marks.count
                // A delimiter at the window's last byte: the next field may be quoted.
                if fieldStart == index { continue fields }
            }
        }
    }

    /// ``quotedField(_:_:from:marks:counting:)`` read off the held window's bits alone, when
    /// the window holds the opening quote, the closing one and the byte after it: nil
    /// otherwise (that way reads it then), with `lineFeeds` unchanged. PERF: a quoted field
    /// costs a few bit operations a quote here, where the search a quote looked the window
    /// up again and counted the line feeds before it (about 60 instructions a field).
    @inline(__always)
    private static func quotedFieldInWindow(
        _ base: UnsafePointer<UInt8>, from start: Int, marks: CSVMarks, counting lineFeeds: inout Int
    ) -> (field: CSVField, next: Int)? {
        guard let opening = marks.offset(of: Int(bitPattern: base) &+ start) else { return nil }
        let windowStart = start &- opening
        let count = marks.count
        var field = CSVField(start: start &+ 1, end: start &+ 1, isQuoted: true)
        var index = opening &+ 1
        var closing: Int
        while true {
            // Each shift below is by less than 64: `index` and `closing + 1` are below `count`.
            guard index < count else { return nil }
            let later = marks.quotes & (~0 &<< UInt64(index))
            guard later != 0 else { return nil }
            closing = later.trailingZeroBitCount
            guard closing &+ 1 < count else { return nil }
            if marks.quotes & (2 &<< UInt64(closing)) == 0 { break }
            field.hasDoubledQuote = true
            index = closing &+ 2
        }
        field.end = windowStart &+ closing
        var next = closing &+ 1
        if marks.ends & (1 &<< UInt64(next)) == 0 {
            // Only a CR and a line feed may follow besides a delimiter or a line feed.
            guard base[windowStart &+ next] == carriageReturn, next &+ 1 < count,
                  marks.lineFeeds & (2 &<< UInt64(next)) != 0 else { return nil }
            next &+= 1
        }
        // The line feeds inside the quotes: those between the two quotes.
        let inside = marks.lineFeeds & (~0 &<< UInt64(opening)) & ((1 &<< UInt64(closing)) &- 1)
        if inside != 0 { lineFeeds &+= inside.nonzeroBitCount }
        return (field, windowStart &+ next)
    }

    /// The quoted field that starts at `start` (its opening quote), when its closing quote is
    /// followed by a delimiter, a line feed or a CR and a line feed, all below `end`: the
    /// field, and `next`, the offset of the delimiter or line feed after it (the record
    /// ends at a line feed; `next` is never `end`). The field's line feeds are added to
    /// `lineFeeds`. Nil for any other (text after the closing quote, a quote still open,
    /// the end of the bytes too near), with `lineFeeds` unspecified: the field-by-field way
    /// reads it.
    @inline(__always)
    private static func quotedField(
        _ base: UnsafePointer<UInt8>, _ end: Int, from start: Int, marks: inout CSVMarks, counting lineFeeds: inout Int
    ) -> (field: CSVField, next: Int)? {
        var field = CSVField(start: start &+ 1, end: start &+ 1, isQuoted: true)
        var index = start &+ 1
        while true {
            let found = marks.nextQuote(base, from: index, end: end, counting: &lineFeeds)
            guard found &+ 1 < end else { return nil }
            guard base[found &+ 1] == quote else {
                field.end = found
                index = found &+ 1
                break
            }
            field.hasDoubledQuote = true
            index = found &+ 2
        }
        let after = base[index]
        if after == marks.delimiter || after == lineFeed { return (field, index) }
        if after == carriageReturn, index &+ 1 < end, base[index &+ 1] == lineFeed { return (field, index &+ 1) }
        return nil
    }
}

