/// How a phone number is read as text, before any country's facts: an extension at the end
/// taken off, formatting left out and a `(0)` noted. MaskPresets' `PhoneInput` and the
/// reading a file's `phon` section drives (``PhoneNumberReader``) both read by these, so the
/// two read a text alike.
@usableFromInline
package enum PhoneText {
    /// The text without its formatting, and where a `(0)` stood in it.
    @usableFromInline
    package struct Written {
        /// The text without formatting (``isFormatting(_:)``), and without the stray symbols
        /// before and after the number (``isStray(_:)``: `+7 912 345-67-89 😀`).
        @usableFromInline package var characters = ""
        /// The offsets (in Characters of ``characters``) of each `0` that was written `(0)`.
        @usableFromInline package var trunkZeros: Set<Int> = []
        /// Whether ``characters`` is all ASCII (bytes other than `\r`), each byte a Character.
        @usableFromInline package var isASCII = false

        /// Whether the first Character is `+`. PERF: an ASCII text's first byte says it
        /// (reading the first Character was 220 instructions a phone transform; callgrind).
        @usableFromInline package var startsWithPlus: Bool {
            isASCII ? characters.utf8.first == UInt8(ascii: "+") : characters.first == "+"
        }
    }

    /// Characters that only lay a number out: any space (a Unicode space separator: space,
    /// no-break space, U+3000, thin spaces), tab, `-`, `.`, `/`, `(`, `)`, the Unicode dashes
    /// people paste (U+2010 to U+2015), and the rest of the punctuation libphonenumber's
    /// parse allows between digits: `*`, `[`, `]`, the minus sign, the fullwidth `（）－．／［］`,
    /// U+2053, U+223C, the prolonged sound mark `ー` (U+30FC, a letter by its category, which
    /// Japanese input writes for a dash: `03ー1234ー5678`), and the invisible soft hyphen,
    /// zero-width space and word joiner.
    package static func isFormatting(_ character: Character) -> Bool {
        // PERF: matching a Character against these literals compares Strings, a quarter of a
        // phone transform (callgrind); a Character of one scalar is judged by its scalar, with
        // the same answer (no scalar is canonically equivalent to one of these but itself).
        var scalars = character.unicodeScalars.makeIterator()
        if let scalar = scalars.next(), scalars.next() == nil {
            switch scalar.value {
            case 0x09, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0x2A, 0x5B, 0x5D, 0x2010...0x2015, 0x2212, 0x2053, 0x223C,
                 0x30FC, 0xFF08, 0xFF09, 0xFF0D...0xFF0F, 0xFF3B, 0xFF3D, 0xAD, 0x200B, 0x2060: return true
            default: return scalar.properties.generalCategory == .spaceSeparator
            }
        }
        // A Character of more than one scalar (a dash and a combining mark) is none of them:
        // no scalar here has a canonical equivalent of several. A range of Characters
        // (`"\u{2010}"..."\u{2015}"`) took `–́` (U+2013 U+0301), which sorts between its
        // ends, as formatting, while `-́` was a stray symbol and the JavaScript reading,
        // by scalar, found both stray.
        return false
    }

    /// `body` without formatting, noting each `(0)` (spaces inside allowed: `( 0 )`; fullwidth
    /// brackets or zero too, `（0）`, as an IME writes it), and
    /// without the stray symbols (``isStray(_:)``) before its first Character that is none
    /// and after its last, as libphonenumber's parse trims them (`'+44 20 7123 4567'!`);
    /// one inside stays, and fails the number (``unwrittenCharacter(in:)``).
    @usableFromInline package static func withoutFormatting(_ body: Substring) -> Written {
        if let written = asciiWithoutFormatting(body) { return written }
        var written = Written()
        var count = 0
        // The bytes of ``Written/characters`` up to its last Character that is no stray
        // symbol: what follows it is left out at the end.
        var keptBytes = 0
        var rest = body[...]
        while let character = rest.first {
            if character == "(" || character == "\u{FF08}", let afterZero = zeroInParentheses(rest) {
                written.trunkZeros.insert(count)
                written.characters.append("0")
                count += 1
                keptBytes = written.characters.utf8.count
                rest = afterZero
                continue
            }
            rest = rest.dropFirst()
            if isFormatting(character) { continue }
            // `+` starts a number; anywhere else it is a stray symbol.
            let stray = isStray(character) && !(count == 0 && character == "+")
            // A stray symbol before the number is left out, as after it (below).
            if stray, count == 0 { continue }
            written.characters.append(character)
            count += 1
            if !stray { keptBytes = written.characters.utf8.count }
        }
        if keptBytes < written.characters.utf8.count {
            written.characters = String(decoding: written.characters.utf8.prefix(keptBytes), as: UTF8.self)
        }
        return written
    }

    /// ``withoutFormatting(_:)`` for a body of ASCII bytes other than `\r`, where each
    /// byte is a Character, so offsets in bytes are offsets in Characters; nil for any other
    /// body. PERF: appending Characters one by one was a fifth of a phone transform
    /// (callgrind); the same rules on bytes make the same text and offsets.
    private static func asciiWithoutFormatting(_ body: Substring) -> Written? {
        let utf8 = body.utf8
        guard utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        // PERF: the body's own bytes where it has them, and the kept ones written straight
        // into the String: no array copied or grown between.
        return utf8.withContiguousStorageIfAvailable { asciiWithoutFormatting(bytes: $0) } ?? asciiWithoutFormatting(bytes: Array(utf8))
    }

    /// ``asciiWithoutFormatting(_:)`` of the body's bytes, all ASCII other than `\r`.
    private static func asciiWithoutFormatting<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Written where Bytes.Index == Int {
        var trunkZeros: Set<Int> = []
        let characters = String(unsafeUninitializedCapacity: bytes.count) { kept in
            // Never more than the body's bytes: a `(0)` keeps one of its three or more.
            var count = 0
            // The count up to the last byte that is no stray symbol: the rest is left out.
            var keptCount = 0
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let byte = bytes[index]
                if byte == UInt8(ascii: "("), let afterZero = asciiZeroInParentheses(bytes, from: index) {
                    trunkZeros.insert(count)
                    kept[count] = UInt8(ascii: "0")
                    count += 1
                    keptCount = count
                    index = afterZero
                    continue
                }
                index += 1
                switch byte {
                // Space, tab, `-`, `.`, `/`, `(`, `)`, `*`, `[`, `]`: the ASCII ones of ``isFormatting(_:)``.
                case 0x20, 0x09, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0x2A, 0x5B, 0x5D: continue
                default:
                    let stray = isStrayASCII(byte) && !(count == 0 && byte == UInt8(ascii: "+"))
                    // A stray symbol before the number is left out, as after it.
                    if stray, count == 0 { continue }
                    kept[count] = byte
                    count += 1
                    if !stray { keptCount = count }
                }
            }
            return keptCount
        }
        return Written(characters: characters, trunkZeros: trunkZeros, isASCII: true)
    }

    /// The offset after `(0)` when `bytes` has it at `start`, spaces allowed inside; else nil.
    private static func asciiZeroInParentheses<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> Int?
    where Bytes.Index == Int {
        var index = start + 1
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "0") else { return nil }
        index += 1
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ")") else { return nil }
        return index + 1
    }

    /// The text after `(0)` when `text` starts with it (or with an opening bracket, ASCII or
    /// fullwidth), spaces allowed inside, the zero and the closing bracket ASCII or
    /// fullwidth (`（0）`, `(０)`); else nil.
    private static func zeroInParentheses(_ text: Substring) -> Substring? {
        var rest = text.dropFirst().drop { $0 == " " }
        guard rest.first == "0" || rest.first == "\u{FF10}" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard rest.first == ")" || rest.first == "\u{FF09}" else { return nil }
        return rest.dropFirst()
    }
}
