/// Sets of bytes written the way regular expressions write character classes, for listings
/// and graph labels: `[0-9]`, `[+]`, `[A-Za-z]`, `[\x20]`, `[\xE2]`, and the complement for
/// large sets: `[^()+\-0-9]` is every byte but those.
///
/// Graphic ASCII stands for itself (`\`, `[`, `]`, `^` and `-` escaped with `\`); every other
/// byte, space included, is `\xHH`. Runs of three or more consecutive bytes become `a-z`.
public enum ByteSetNotation {
    /// The bytes (any order, repeats ignored) in bracket notation; `any byte` for all 256.
    ///
    /// ```swift
    /// ByteSetNotation.bracketed(Array(0x30...0x39))   // "[0-9]"
    /// ```
    public static func bracketed(_ bytes: some Sequence<UInt8>) -> String {
        var member = [Bool](repeating: false, count: 256)
        for byte in bytes { member[Int(byte)] = true }
        let count = member.count(where: { $0 })
        if count == 256 { return "any byte" }
        if count > 128 {
            return "[^" + ranges(member.map { !$0 }) + "]"
        }
        return "[" + ranges(member) + "]"
    }

    /// Maximal runs of member bytes, written out.
    private static func ranges(_ member: [Bool]) -> String {
        var text = ""
        var byte = 0
        while byte < 256 {
            guard member[byte] else {
                byte += 1
                continue
            }
            var end = byte
            while end + 1 < 256, member[end + 1] { end += 1 }
            if end - byte >= 2 {
                text += symbol(UInt8(byte)) + "-" + symbol(UInt8(end))
            } else {
                for each in byte...end { text += symbol(UInt8(each)) }
            }
            byte = end + 1
        }
        return text
    }

    /// One byte inside brackets.
    static func symbol(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "-"):
            "\\" + String(UnicodeScalar(byte))
        case 0x21...0x7E:
            String(UnicodeScalar(byte))
        default:
            "\\x" + hexadecimal(byte)
        }
    }
}

/// Upper-case hexadecimal, zero-padded to `digits`.
func hexadecimal<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
