/// The block scan's stage 1, as simdjson's: 64 bytes a window, the bytes inside quotes found
/// by a prefix XOR of the quote bits (carried from window to window), and every field end
/// outside quotes read off one word, with no look at a field's bytes but for a quoted field's
/// and a record's byte before its line feed (a CR there is the line end's).
///
/// The prefix XOR reads a quote as opening or closing by parity alone. That is the record-at-a-time
/// scanner's reading (``CSVScanner/scanRecord(_:from:isFinal:marks:appendingTo:)``) when every
/// quote is *regular*: one that opens (the byte before it is outside quotes) follows a field
/// end, the record's start, or a closing quote (the second of a doubled quote); one that
/// closes is followed by a quote (doubled), a delimiter or a line feed. Each irregular quote
/// is found at a byte of its own (the quote or the one after it), and the records that end
/// before that byte are read as the scanner reads them: taken here. The record holding it is
/// left to the marked pass (``CSVScanner/scanMarkedFields(_:from:marks:fields:records:)``), as
/// are a CR after a closing quote (regular CSV, but this pass marks no CRs) and whatever lies
/// in the bytes' last 63 (no whole window) or past a quote the last window leaves open.
extension CSVScanner {
    /// Where ``scanRegularRecords(_:end:delimiter:fields:records:)`` stopped.
    enum RegularStop {
        /// `records` took no more (its limit, or a record too long).
        case full
        /// The record at `records.recordStart` holds an irregular quote.
        case irregular
        /// No whole window is left after the records taken.
        case windowsEnd
    }

    /// Bit `k` is the XOR of bits 0...k: for the quote bits, set from an opening quote up to
    /// (not at) its closing one.
    @inline(__always)
    static func prefixXOR(_ bits: UInt64) -> UInt64 {
        var x = bits
        x ^= x &<< 1
        x ^= x &<< 2
        x ^= x &<< 4
        x ^= x &<< 8
        x ^= x &<< 16
        x ^= x &<< 32
        return x
    }

    /// Takes the records from `records.recordStart` into `records`, their fields into `fields`
    /// (offsets into their own records, as the block scan writes them), window by window,
    /// while the quotes are regular and whole windows are left in `base[..<end]`. The fields
    /// of a record not taken are left in `fields`: the caller drops them. The delimiter must
    /// be none of quote, line feed and CR.
    ///
    /// PERF: a plain field is a trailing-zero count, an add and a 24-byte store (12
    /// instructions); a record, its run of fields and the take (about 110). Against the marked
    /// pass alone (d897902's, which tested each field's first byte for a quote and looked its
    /// window up again at each record), on the benchmark's 200,000 rows: 84.4M instructions
    /// against 78.5M (a window's quote rules cost what the marked pass's quoted fields did, and
    /// a row of about 68 bytes is a window), 1 % fewer conditional branches mispredicted, and
    /// about 2 % less processor time (docs/bulk.md, stop 55).
    static func scanRegularRecords(
        _ base: UnsafePointer<UInt8>, end: Int, delimiter: UInt8, fields: inout CSVFieldStore, records: inout CSVBlockRecords
    ) -> RegularStop {
        var window = records.recordStart
        var recordStart = window
        var fieldStart = window
        // What the previous window's last byte carries into this one's bit 0 (the pass starts
        // at a record's first byte: outside quotes, after a field end).
        var inside: UInt64 = 0               // all ones: the byte before is inside quotes
        var endBefore: UInt64 = 1            // the byte before ends a field (or the record starts)
        var quoteBefore: UInt64 = 0          // the byte before is a quote
        var closerBefore: UInt64 = 0         // ... a closing quote
        // The line feeds inside quotes of the record so far, in the windows before.
        var quotedFeeds = 0
        while end &- window >= 64 {
            let marks = CSVMarks.marks(UnsafeRawPointer(base + window), delimiter: delimiter)
            let quotes = marks.quotes
            var inQuotes: UInt64 = 0
            var outsideEnds = marks.ends
            var closers: UInt64 = 0
            var bad: UInt64 = 0
            // PERF: a window with no quote and none carried in needs none of this (about 40
            // instructions of the window's 150).
            if quotes | inside | quoteBefore != 0 {
                inQuotes = prefixXOR(quotes) ^ inside
                let insideBefore = (inQuotes &<< 1) | (inside & 1)
                closers = quotes & insideBefore
                let openers = quotes & ~insideBefore
                outsideEnds &= ~inQuotes
                // The three rules of a regular quote, each failing at a byte of its own.
                let badOpeners = openers & ~((outsideEnds &<< 1) | endBefore | (quotes &<< 1) | quoteBefore)
                let afterCloser = (closers &<< 1) | closerBefore
                let badAfterCloser = afterCloser & ~(quotes | marks.ends)
                bad = badOpeners | badAfterCloser
            }
            // Only the ends before the first irregular byte: the records they close are sound.
            var ends = bad == 0 ? outsideEnds : outsideEnds & ((bad & (0 &- bad)) &- 1)
            // A quoted field: its end follows a quote (the closing one; regular, the field
            // opened with a quote at its first byte).
            let special = ends & ((quotes &<< 1) | quoteBefore)
            var insideFeeds = marks.lineFeeds & inQuotes
            // Record by record: the ends up to a line feed (or to the window's end).
            var recordEnds = ends & marks.lineFeeds
            while ends != 0 {
                // The ends up to and with the next record end; all, with none (for one at
                // bit 63, the shift gives 0 and the mask all ones).
                let lowestFeed = recordEnds & (0 &- recordEnds)
                let segment = recordEnds == 0 ? ends : ends & ((lowestFeed &<< 1) &- 1)
                ends &= ~segment
                // At most 64 fields end in a window.
                let room = fields.reserve(64)
                var stored = 0
                if segment & special == 0 {
                    // Plain fields, each from the byte after the end before it to its own.
                    var startFromRecord = fieldStart &- recordStart
                    stored = CSVFieldStore.writePlainFields(segment, to: room, stored: 0, windowStart: window &- recordStart,
                                                            start: &startFromRecord)
                    fieldStart = startFromRecord &+ recordStart
                } else {
                    var some = segment
                    repeat {
                        let at = window &+ some.trailingZeroBitCount
                        let field = special & (some & (0 &- some)) == 0
                            ? CSVField(start: fieldStart &- recordStart, end: at &- recordStart, isQuoted: false)
                            : quotedField(base, fieldStart: fieldStart, at: at, window: window, quotes: quotes,
                                           recordStart: recordStart)
                        // SAFETY: `stored` stays below the 64 reserved: a window holds 64 ends.
                        (room + stored).initialize(to: field)
                        stored &+= 1
                        fieldStart = at &+ 1
                        some &= some &- 1
                    } while some != 0
                }
                guard recordEnds != 0 else {
                    fields.commit(stored)
                    break
                }
                // A CR just before the line feed is the line end's, when it is in the last
                // field (an unquoted one: a CR after a closing quote is irregular here).
                // SAFETY: the record's last field is at `stored - 1`, and the CR is read only
                // when its offset is at or past that field's start (so past the record's).
                let last = room + (stored &- 1)
                let lineFeed = fieldStart &- 1 &- recordStart
                if lineFeed &- 1 >= last.pointee.start, base[fieldStart &- 2] == carriageReturn {
                    last.pointee.end = lineFeed &- 1
                }
                fields.commit(stored)
                recordEnds &= recordEnds &- 1
                var lineFeeds = 1
                if insideFeeds | UInt64(quotedFeeds) != 0 {
                    let mine = insideFeeds & (lowestFeed &- 1)
                    lineFeeds &+= quotedFeeds &+ mine.nonzeroBitCount
                    insideFeeds &= ~mine
                    quotedFeeds = 0
                }
                guard records.take(next: fieldStart, lineFeeds: lineFeeds, fieldCount: fields.count, problem: nil) else {
                    return .full
                }
                recordStart = fieldStart
            }
            if bad != 0 { return .irregular }
            if insideFeeds != 0 { quotedFeeds &+= insideFeeds.nonzeroBitCount }
            inside = UInt64(bitPattern: Int64(bitPattern: inQuotes) >> 63)
            endBefore = outsideEnds >> 63
            quoteBefore = quotes >> 63
            closerBefore = closers >> 63
            window &+= 64
        }
        return .windowsEnd
    }

    /// The quoted field from `fieldStart` (its opening quote) to the end at `at`, whose closing
    /// quote is just before `at`. `quotes` are the bits of the window at `window`, which holds `at`.
    @inline(__always)
    private static func quotedField(
        _ base: UnsafePointer<UInt8>, fieldStart: Int, at: Int, window: Int, quotes: UInt64, recordStart: Int
    ) -> CSVField {
        let closing = at &- 1
        // Any quote between the two is one of a doubled pair.
        let textStart = fieldStart &+ 1
        var hasDoubledQuote = false
        if textStart >= window {
            // Both in the window: shifts below 64, as `closing` is below `at`.
            let between = quotes & ((1 &<< UInt64(closing &- window)) &- 1) & ~((1 &<< UInt64(textStart &- window)) &- 1)
            hasDoubledQuote = between != 0
        } else {
            var index = textStart
            while index < closing {
                if base[index] == quote {
                    hasDoubledQuote = true
                    break
                }
                index &+= 1
            }
        }
        return CSVField(start: textStart &- recordStart, end: closing &- recordStart, isQuoted: true,
                        hasDoubledQuote: hasDoubledQuote)
    }
}
