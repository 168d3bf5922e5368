extension CSVScanner {
    /// Where ``scanMarkedFields(_:from:marks:fields:)`` stopped.
    enum PlainScan {
        /// The record ended at a line feed: the next one starts at `end`; `lineFeeds` counts
        /// the line feeds the record spans (its line end and those inside quotes).
        case record(end: Int, lineFeeds: Int)
        /// A field starts at `start` that this scan leaves to the field-by-field way (a
        /// quoted field it cannot settle, or the last field of the bytes, which may need
        /// more of them); `lineFeeds` counts those inside the quoted fields before it.
        case field(start: Int, lineFeeds: Int)
    }

    /// Appends the record's fields from `start`, read off the marks of 64 bytes at a time
    /// (``CSVMarks``): each delimiter or line feed marked ends a field, so a field costs a
    /// few instructions and no search of its own. A quoted field is read here too when its
    /// closing quote is followed by a delimiter or a line end within the bytes (its quotes
    /// and line feeds read off the same marks); any other is left to the field-by-field
    /// way, which says what is wrong with it.
    ///
    /// `marks` may hold a window from an earlier record of the same bytes; the windows this
    /// scan marks are left in it for the next.
    @inline(__always)
    static func scanMarkedFields(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, marks: inout CSVMarks, fields: inout CSVFieldStore
    ) -> PlainScan {
        let end = bytes.count
        guard start < end, let base = bytes.baseAddress else { return .field(start: start, lineFeeds: 0) }
        var lineFeeds = 0
        var fieldStart = start
        // SAFETY: every index read below is below `end`: `fieldStart` is checked, a mark is
        // at a byte the window marked, and a window marks only bytes below `end`.
        fields: while true {
            guard fieldStart < end else { return .field(start: fieldStart, lineFeeds: lineFeeds) }
            if base[fieldStart] == quote {
                let before = lineFeeds
                guard let quoted = quotedField(base, end, from: fieldStart, marks: &marks, counting: &lineFeeds) else {
                    return .field(start: fieldStart, lineFeeds: before)
                }
                fields.append(quoted.field)
                if base[quoted.next] == marks.delimiter {
                    fieldStart = quoted.next &+ 1
                    continue fields
                }
                return .record(end: quoted.next &+ 1, lineFeeds: lineFeeds &+ 1)
            }
            // The ends after `fieldStart`, window by window: each ends a field; the walk
            // leaves the window at a quoted field's start, or when it runs out of marks.
            var index = fieldStart
            while true {
                guard let offset = marks.offset(of: index, in: base, end: end) else {
                    return .field(start: fieldStart, lineFeeds: lineFeeds)
                }
                let windowStart = index &- offset
                var pending = marks.ends & (~0 &<< UInt64(offset))
                while pending != 0 {
                    let at = windowStart &+ pending.trailingZeroBitCount
                    if marks.lineFeeds & (pending & (0 &- pending)) != 0 {
                        // A CR just before the line feed is the line end's.
                        let fieldEnd = at > fieldStart && base[at &- 1] == carriageReturn ? at &- 1 : at
                        fields.append(CSVField(start: fieldStart, end: fieldEnd, isQuoted: false))
                        return .record(end: at &+ 1, lineFeeds: lineFeeds &+ 1)
                    }
                    fields.append(CSVField(start: fieldStart, end: at, isQuoted: false))
                    fieldStart = at &+ 1
                    if fieldStart == end || base[fieldStart] == quote { continue fields }
                    pending &= pending &- 1
                }
                index = windowStart &+ marks.count
            }
        }
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

