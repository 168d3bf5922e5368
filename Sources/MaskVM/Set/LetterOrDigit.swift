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
