/// Counting the letters and digits in UTF-8 bytes: what the rule that chooses a mask of a
/// set weighs (typed symbols and spaces do not count).
enum LetterOrDigit {
    /// The letters and digits of some bytes, by kind: the kinds a mask's bounds tell apart
    /// (``MaskChoiceBound``).
    struct Tally {
        var asciiDigits = 0
        var asciiLetters = 0
        /// Letters and digits that are not ASCII.
        var other = 0

        var total: Int { asciiDigits &+ asciiLetters &+ other }
    }

    /// The letters and digits among the Unicode scalars of `bytes`. ASCII is tested byte by
    /// byte; other scalars by their Unicode properties. Additive: the count of a buffer is
    /// the sum of the counts of its parts cut at scalar boundaries.
    static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        tally(bytes).total
    }

    /// ``count(_:)`` by kind.
    ///
    /// PERF: the ASCII loop is kept apart from the decoding of other scalars, which is out
    /// of line: its generic metadata and once-tokens were otherwise set up on every call,
    /// several times the cost of counting a phone number's digits.
    static func tally(_ bytes: UnsafeBufferPointer<UInt8>) -> Tally {
        var tally = Tally()
        var index = 0
        let end = bytes.count
        if let base = bytes.baseAddress {
            // PERF: eight ASCII bytes at a time (a phone number's text is two words); the loop
            // below takes the rest, and every word that holds a byte of 0x80 or more.
            let raw = UnsafeRawPointer(base)
            while end - index >= 8 {
                // SAFETY: the word is the 8 bytes at `index`, all within the buffer.
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                guard word & Self.highBits == 0 else { break }
                tally.asciiDigits &+= Self.inRange(word, from: 0x30, through: 0x39).nonzeroBitCount
                tally.asciiLetters &+= Self.inRange(word | Self.caseBits, from: 0x61, through: 0x7A).nonzeroBitCount
                index &+= 8
            }
        }
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                // Digits, then letters with the case bit folded away.
                if byte &- 0x30 < 10 {
                    tally.asciiDigits &+= 1
                } else if (byte | 0x20) &- 0x61 < 26 {
                    tally.asciiLetters &+= 1
                }
                index &+= 1
                continue
            }
            index = scalar(at: index, in: bytes, into: &tally)
        }
        return tally
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let caseBits: UInt64 = 0x2020_2020_2020_2020

    /// The high bit of each byte of `word` (all below 0x80) that is in `low...high` (both
    /// below 0x80). Each lane adds at most 0x7F to a byte below 0x80, so no lane carries into
    /// the next: adding `0x80 - low` sets the high bit of the bytes at least `low`, adding
    /// `0x7F - high` that of the bytes above `high`.
    @inline(__always)
    private static func inRange(_ word: UInt64, from low: UInt64, through high: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let atLeastLow = word &+ ones &* (0x80 &- low)
        let aboveHigh = word &+ ones &* (0x7F &- high)
        return atLeastLow & ~aboveHigh & highBits
    }

    /// Counts the scalar that starts at `index` (a byte of 0x80 or more) and returns the
    /// index after it.
    @inline(never)
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, into tally: inout Tally) -> Int {
        let byte = bytes[index]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        let stop = min(index + length, bytes.count)
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[index..<stop]).makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil { tally.other &+= 1 }
        }
        return stop
    }
}
