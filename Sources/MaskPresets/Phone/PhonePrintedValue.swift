import MaskCompiler

/// Whether a country set's printed number holds its value as its own letters and digits, so
/// that the phone presets' transform can judge "the printed value is exactly the number's
/// digits" by comparing the printed text's letters and digits with them, instead of
/// extracting the printed text again with the set (a second choice among its masks).
///
/// That holds for a set whose masks write no letter or digit of their own: every literal is a
/// symbol or a space, and every class takes letters and digits only. Then each letter or
/// digit of a complete printed text stands in a class's place, and the set's extract of that
/// text (whose chosen mask keeps every letter and digit, as the mask that printed it does)
/// gives exactly those. The INTERNATIONAL sets qualify (`+[4][4] [25]D DDDD DDDD`: the code's
/// digits are classes); a NATIONAL set may not, where a country writes its trunk prefix as a
/// literal digit (`0[2]D DDDD DDDD`, whose value leaves the `0` out), and keeps the extract.
/// The scan is made once a set, from the masks' syntax; `PhoneShortcutTests` compares the two
/// judgements on every number of the differential data.
enum PhonePrintedValue {
    /// Whether every mask of `masks` writes no letter or digit of its own and reads letters
    /// and digits only (see above); false for a mask that does not parse, or that has a
    /// number range or a negated set (not met in the phone layouts, and not worth proving).
    static func isLettersAndDigits(of masks: [PresetMask]) -> Bool {
        masks.allSatisfy { mask in
            guard let ast = try? MaskParser.parse(mask.pattern) else { return false }
            return ast.items.allSatisfy(printsOnlyDataLettersAndDigits)
        }
    }

    private static func printsOnlyDataLettersAndDigits(_ node: MaskNode) -> Bool {
        switch node.kind {
        case .digit, .letter, .upper, .lower, .alphanumeric: return true
        case .set(let set):
            return !set.negated && set.members.allSatisfy(isASCIILettersOrDigits)
        case .number: return false
        case .literal(let character): return !(character.isLetter || character.isNumber)
        case .optional(let item), .repeated(let item, _): return printsOnlyDataLettersAndDigits(item)
        case .alternative(let left, let right): return printsOnlyDataLettersAndDigits(left) && printsOnlyDataLettersAndDigits(right)
        }
    }

    /// A range within one of `0-9`, `A-Z`, `a-z` (so `0-z` is not one: it spans symbols).
    private static func isASCIILettersOrDigits(_ range: ClosedRange<Unicode.Scalar>) -> Bool {
        [0x30...0x39, 0x41...0x5A, 0x61...0x7A].contains { (block: ClosedRange<UInt32>) in
            block.contains(range.lowerBound.value) && block.contains(range.upperBound.value)
        }
    }

    /// Whether the letters and digits of `printed`, in order, are exactly `digits`; nil when
    /// `printed` is not all ASCII (the caller then extracts it, as before). PERF: compared in
    /// place, byte by byte, with no String made; over both Strings' stored bytes where they
    /// have them (stepping their UTF-8 views' iterators was 960 instructions a phone
    /// transform; callgrind).
    static func lettersAndDigits(of printed: String, equal digits: String) -> Bool? {
        // nil where either has no stored bytes; else the comparison's answer.
        let inPlace: Bool?? = printed.utf8.withContiguousStorageIfAvailable { printedBytes in
            digits.utf8.withContiguousStorageIfAvailable { expected in
                lettersAndDigits(of: printedBytes, equal: expected)
            }
        } ?? nil
        if let inPlace { return inPlace }
        return lettersAndDigits(of: printed.utf8, equal: digits.utf8)
    }

    /// ``lettersAndDigits(of:equal:)`` over the two texts' bytes.
    private static func lettersAndDigits(of printed: some Sequence<UInt8>, equal digits: some Sequence<UInt8>) -> Bool? {
        var printedBytes = printed.makeIterator()
        var expected = digits.makeIterator()
        while let byte = printedBytes.next() {
            guard byte < 0x80 else { return nil }
            guard (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte & 0xDF) else { continue }
            guard expected.next() == byte else { return false }
        }
        return expected.next() == nil
    }
}
