/// The scanner's searches, eight bytes a step: a field's bytes are mostly plain text, and
/// reading them one at a time cost about a thousand instructions a row of the benchmark table.
///
/// Each step loads eight bytes as one little-endian `UInt64` (unaligned; byte `k` of the word
/// is `bytes[index + k]`) and marks the bytes equal to a wanted byte with ``matches(_:_:)``:
/// exactly those bytes get their top bit set, no other bit is set, so the lowest mark is the
/// first match and the marks can be counted. A word is loaded only when all eight of its bytes
/// lie below `bytes.count`; the last bytes are read one at a time, by the same rule.
extension CSVScanner {
    /// `0x01` in every byte: multiplied by a byte, that byte in every byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// `0x7F` in every byte.
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The word's bytes equal to `wanted` (broadcast to all eight bytes) marked by their top
    /// bit, and nothing else set. Exact for every byte, unlike the shorter
    /// `(x - ones) & ~x & highs`, whose borrow can mark a byte above a match.
    @inline(__always)
    static func matches(_ word: UInt64, _ wanted: UInt64) -> UInt64 {
        let zeroed = word ^ wanted   // a match is now a zero byte
        // Adding 0x7F to the low seven bits sets a byte's top bit unless they were all zero;
        // or-ing the byte back in catches a set top bit; what is still clear is a zero byte.
        let nonzero = ((zeroed & lows) &+ lows) | zeroed
        return ~(nonzero | lows)
    }

    @inline(__always)
    private static func loadWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The offset of the first byte at or after `from` that is `first` or `second`, or
    /// `bytes.count` when there is none.
    static func firstIndex(of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        let end = bytes.count
        var index = from
        if end - index >= 8 {
            let firstWord = UInt64(first) &* ones
            let secondWord = UInt64(second) &* ones
            while end - index >= 8 {
                let word = loadWord(bytes, at: index)
                let marks = matches(word, firstWord) | matches(word, secondWord)
                if marks != 0 { return index + (marks.trailingZeroBitCount >> 3) }
                index += 8
            }
        }
        while index < end, bytes[index] != first, bytes[index] != second { index += 1 }
        return index
    }

    /// The offset of the next quote at or after `from`, adding the line feeds before it to
    /// `lineFeeds`; `nil` (with every line feed to the end counted) when there is none.
    static func firstQuote(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, counting lineFeeds: inout Int) -> Int? {
        let end = bytes.count
        var index = from
        if end - index >= 8 {
            let quoteWord = UInt64(quote) &* ones
            let lineFeedWord = UInt64(lineFeed) &* ones
            while end - index >= 8 {
                let word = loadWord(bytes, at: index)
                let quotes = matches(word, quoteWord)
                let feeds = matches(word, lineFeedWord)
                if quotes != 0 {
                    // Only the line feeds below the quote: the marks of the bytes before it.
                    let lowest = quotes & (~quotes &+ 1)
                    lineFeeds += (feeds & (lowest &- 1)).nonzeroBitCount
                    return index + (quotes.trailingZeroBitCount >> 3)
                }
                lineFeeds += feeds.nonzeroBitCount
                index += 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte == quote { return index }
            if byte == lineFeed { lineFeeds += 1 }
            index += 1
        }
        return nil
    }
}

/// The field ends (delimiters and line feeds) of one record, found a word at a time and
/// kept: a word's marks serve every field that ends in it, where a fresh search for each
/// field loaded and marked its words again (a benchmark row's six fields lie in about nine
/// words).
struct FieldEndSearch {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let delimiter: UInt8
    private let delimiterWord: UInt64
    private let lineFeedWord: UInt64
    /// The offset of the word whose marks are kept, or `Int.min` when none is.
    private var markedWord = Int.min
    /// That word's field ends, each byte's top bit.
    private var marks: UInt64 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) {
        self.bytes = bytes
        self.delimiter = delimiter
        delimiterWord = UInt64(delimiter) &* 0x0101_0101_0101_0101
        lineFeedWord = UInt64(CSVScanner.lineFeed) &* 0x0101_0101_0101_0101
    }

    /// The offset of the first delimiter or line feed at or after `from`, or `bytes.count`.
    @inline(__always)
    mutating func next(from: Int) -> Int {
        var index = from
        let offset = index &- markedWord
        if offset >= 0, offset < 8 {
            // Only the marks at or after `from` in the kept word.
            let later = marks & (~0 &<< UInt64(offset &<< 3))
            if later != 0 { return markedWord + (later.trailingZeroBitCount >> 3) }
            index = markedWord + 8
        }
        let end = bytes.count
        let base = bytes.baseAddress
        while end - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base! + index).loadUnaligned(as: UInt64.self))
            let found = CSVScanner.matches(word, delimiterWord) | CSVScanner.matches(word, lineFeedWord)
            if found != 0 {
                markedWord = index
                marks = found
                return index + (found.trailingZeroBitCount >> 3)
            }
            index += 8
        }
        while index < end, bytes[index] != delimiter, bytes[index] != CSVScanner.lineFeed { index += 1 }
        return index
    }
}

extension CSVScanner {
    /// Where ``scanPlainFields(_:from:delimiter:fields:)`` stopped.
    enum PlainScan {
        /// The record ended at a line feed: the next one starts at `end`; `lineFeeds` counts
        /// the line feeds the record spans (its line end and those inside quotes).
        case record(end: Int, lineFeeds: Int)
        /// A field starts at `start` that this scan leaves to the field-by-field way (a
        /// quoted field it cannot settle, or one too near the end of the bytes for a whole
        /// word); `lineFeeds` counts those inside the quoted fields before it.
        case field(start: Int, lineFeeds: Int)
    }

    /// Appends the record's fields from `start`, a word at a time: each delimiter or line
    /// feed marked in a word ends a field, so a field costs a few instructions and no search
    /// of its own. A quoted field is read here too when its closing quote is followed by a
    /// delimiter or a line end within the bytes (the quotes found a word at a time); any
    /// other is left to the field-by-field way, which says what is wrong with it.
    ///
    /// PERF: most of the benchmark's records end in a quoted note, and the field-by-field
    /// way that read it from there cost about 300 instructions a row.
    @inline(__always)
    static func scanPlainFields(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, fields: inout [CSVField]
    ) -> PlainScan {
        let end = bytes.count
        var lineFeeds = 0
        guard end - start >= 8, let base = bytes.baseAddress else { return .field(start: start, lineFeeds: 0) }
        let delimiterWord = UInt64(delimiter) &* ones
        let lineFeedWord = UInt64(lineFeed) &* ones
        var fieldStart = start
        var wordStart = start
        words: while end - wordStart >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + wordStart).loadUnaligned(as: UInt64.self))
            var marks = matches(word, delimiterWord) | matches(word, lineFeedWord)
            while marks != 0 {
                if base[fieldStart] == quote {
                    // A quoted field may hold delimiters and line feeds: read to its closing quote.
                    let before = lineFeeds
                    guard let quoted = quotedField(bytes, from: fieldStart, delimiter: delimiter, counting: &lineFeeds) else {
                        return .field(start: fieldStart, lineFeeds: before)
                    }
                    fields.append(quoted.field)
                    if base[quoted.next] == delimiter {
                        fieldStart = quoted.next + 1
                        wordStart = fieldStart
                        continue words
                    }
                    return .record(end: quoted.next + 1, lineFeeds: lineFeeds + 1)
                }
                let at = wordStart + (marks.trailingZeroBitCount >> 3)
                if base[at] == lineFeed {
                    // A CR just before the line feed is the line end's.
                    let fieldEnd = at > fieldStart && base[at - 1] == carriageReturn ? at - 1 : at
                    fields.append(CSVField(start: fieldStart, end: fieldEnd, isQuoted: false))
                    return .record(end: at + 1, lineFeeds: lineFeeds + 1)
                }
                fields.append(CSVField(start: fieldStart, end: at, isQuoted: false))
                fieldStart = at + 1
                marks &= marks &- 1
            }
            wordStart += 8
        }
        return .field(start: fieldStart, lineFeeds: lineFeeds)
    }

    /// The quoted field that starts at `start` (its opening quote), when its closing quote is
    /// followed by a delimiter, a line feed or a CR and a line feed, all within the bytes:
    /// the field, and `next`, the offset of the delimiter or line feed after it (the record
    /// ends at a line feed; `next` is never `bytes.count`). The field's line feeds are added
    /// to `lineFeeds`. Nil for any other (text after the closing quote, a quote still open,
    /// the end of the bytes too near), with `lineFeeds` unspecified: the field-by-field way
    /// reads it.
    @inline(__always)
    private static func quotedField(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, delimiter: UInt8, counting lineFeeds: inout Int
    ) -> (field: CSVField, next: Int)? {
        let end = bytes.count
        var field = CSVField(start: start + 1, end: start + 1, isQuoted: true)
        var index = start + 1
        while true {
            guard let found = firstQuote(bytes, from: index, counting: &lineFeeds), found + 1 < end else { return nil }
            guard bytes[found + 1] == quote else {
                field.end = found
                index = found + 1
                break
            }
            field.hasDoubledQuote = true
            index = found + 2
        }
        let after = bytes[index]
        if after == delimiter || after == lineFeed { return (field, index) }
        if after == carriageReturn, index + 1 < end, bytes[index + 1] == lineFeed { return (field, index + 1) }
        return nil
    }
}
