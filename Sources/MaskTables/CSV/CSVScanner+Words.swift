/// The field-by-field way's searches, eight bytes a step: a field's bytes are mostly plain
/// text, and reading them one at a time cost about a thousand instructions a row of the
/// benchmark table. (Most records never come here: ``CSVMarks`` marks 64 bytes at a time
/// for the scanner's first pass; this way reads what that pass leaves, a quoted field it
/// cannot settle and a record's last field at the end of the bytes.)
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

