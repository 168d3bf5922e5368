import MaskLexer

/// A set of byte strings written as a union of sequences of byte ranges: the string
/// `b0 b1 ... bn` is in the set when some sequence has `b0` in its first range, `b1` in
/// its second, and so on. Sets and number ranges become these, and then NFA alternatives.
typealias ByteSequences = [[ClosedRange<UInt8>]]

enum ByteSequenceBuilder {
    /// The UTF-8 encodings of the scalars in `ranges` (scalar values; surrogates are
    /// skipped), each range split where the encodings' lengths change and then until every
    /// byte of a sequence ranges independently of the others (the classic construction of
    /// UTF-8 range automata).
    static func utf8(_ ranges: [ClosedRange<UInt32>]) -> ByteSequences {
        var result: ByteSequences = []
        let lengths: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
        for range in ranges {
            for piece in lengths {
                let low = max(range.lowerBound, piece.lowerBound)
                let high = min(range.upperBound, piece.upperBound)
                if low <= high { split(low, high, into: &result) }
            }
        }
        return result
    }

    /// `low` and `high` have encodings of the same length here.
    private static func split(_ low: UInt32, _ high: UInt32, into result: inout ByteSequences) {
        let length = encoded(low).count
        // Where the two differ above the low 6i bits, they must cover whole blocks of the
        // low bits for the bytes to range independently; else split off the partial ends.
        for bits in stride(from: 6, to: 6 * length, by: 6) {
            let mask: UInt32 = (1 << UInt32(bits)) - 1
            guard low & ~mask != high & ~mask else { continue }
            if low & mask != 0 {
                split(low, low | mask, into: &result)
                split((low | mask) + 1, high, into: &result)
                return
            }
            if high & mask != mask {
                split(low, (high & ~mask) - 1, into: &result)
                split(high & ~mask, high, into: &result)
                return
            }
        }
        result.append(zip(encoded(low), encoded(high)).map { $0...$1 })
    }

    private static func encoded(_ value: UInt32) -> [UInt8] {
        Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }

    /// The ASCII digit strings of the numbers in `range`: zero-padded to the common width
    /// when both ends are written with the same number of digits, else without leading
    /// zeros. Each width's numbers are split the classic way (a range to a regular
    /// expression): a common leading digit, then a partial low end, a run of whole
    /// blocks, a partial high end.
    static func decimal(_ range: NumberRange) -> ByteSequences {
        var result: ByteSequences = []
        if let width = range.fixedWidth {
            digits(padded(range.low, width), padded(range.high, width), into: &result, prefix: [])
            return result
        }
        // Widths come from the values, not the texts: a hand-built range such as
        // <001-12> (the lexer rejects it) then reads as 1...12 instead of trapping.
        guard range.low <= range.high else { return result }
        for width in String(range.low).utf8.count...String(range.high).utf8.count {
            let smallest: UInt64 = width == 1 ? 0 : power(width - 1)
            let largest = power(width) - 1
            let low = max(range.low, smallest)
            let high = min(range.high, largest)
            if low <= high { digits(padded(low, width), padded(high, width), into: &result, prefix: []) }
        }
        return result
    }

    private static func power(_ exponent: Int) -> UInt64 {
        var value: UInt64 = 1
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private static func padded(_ value: UInt64, _ width: Int) -> [UInt8] {
        let text = Array(String(value).utf8)
        return [UInt8](repeating: UInt8(ascii: "0"), count: max(0, width - text.count)) + text
    }

    /// Every digit string from `low` to `high` (same width), as sequences after `prefix`.
    private static func digits(_ low: ArraySlice<UInt8>, _ high: ArraySlice<UInt8>, into result: inout ByteSequences,
                               prefix: [ClosedRange<UInt8>]) {
        guard let first = low.first, let last = high.first else {
            result.append(prefix)
            return
        }
        let lowRest = low.dropFirst()
        let highRest = high.dropFirst()
        if first == last {
            digits(lowRest, highRest, into: &result, prefix: prefix + [first...first])
            return
        }
        let zero = UInt8(ascii: "0")
        let nine = UInt8(ascii: "9")
        var wholeFrom = first
        var wholeTo = last
        if !lowRest.allSatisfy({ $0 == zero }) {
            digits(lowRest, ArraySlice(repeating: nine, count: lowRest.count), into: &result, prefix: prefix + [first...first])
            wholeFrom += 1
        }
        let highPartial = !highRest.allSatisfy({ $0 == nine })
        if highPartial { wholeTo -= 1 }
        if wholeFrom <= wholeTo {
            result.append(prefix + [wholeFrom...wholeTo] + Array(repeating: zero...nine, count: lowRest.count))
        }
        if highPartial {
            digits(ArraySlice(repeating: zero, count: highRest.count), highRest, into: &result, prefix: prefix + [last...last])
        }
    }

    private static func digits(_ low: [UInt8], _ high: [UInt8], into result: inout ByteSequences, prefix: [ClosedRange<UInt8>]) {
        digits(low[...], high[...], into: &result, prefix: prefix)
    }
}
