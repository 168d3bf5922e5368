/// Texts shown inside double quotes, so that spaces, empty texts and invisible characters
/// can be seen: `"+7(123)"`, `""`, `"a\tb"`, and `"\xFF"` for a byte that is not UTF-8.
public enum TextQuoting {
    /// `bytes` in double quotes; `"` and `\` escaped, control characters as `\n`, `\r`, `\t`
    /// or `\u{7}`, and bytes of invalid UTF-8 as `\xHH`.
    ///
    /// ```swift
    /// TextQuoting.quoted(Array("7\"".utf8))   // "\"7\\\"\""
    /// ```
    public static func quoted(_ bytes: [UInt8]) -> String {
        var text = "\""
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = decodeScalar(bytes, at: index) {
                text += escaped(scalar)
                index += length
            } else {
                text += "\\x" + hexadecimal(bytes[index])
                index += 1
            }
        }
        return text + "\""
    }

    /// A string in double quotes, escaped as ``quoted(_:)-(_)`` does.
    public static func quoted(_ string: String) -> String {
        quoted(Array(string.utf8))
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.properties.generalCategory == .control {
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            return String(scalar)
        }
    }

    /// The scalar that starts at `index` and its length in bytes, or nil for invalid UTF-8.
    private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }
}
