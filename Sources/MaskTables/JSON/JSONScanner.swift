/// A validating JSON scanner over UTF-8 bytes: finds where each value ends without
/// building it, so a JSON Lines record's columns are found without a `String` per member.
///
/// Nesting deeper than ``maximumDepth`` is refused rather than recursed into, so no input
/// can exhaust the stack.
public struct JSONScanner {
    public let bytes: UnsafeBufferPointer<UInt8>
    public static let maximumDepth = 256

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The offset of the first byte at or after `index` that is not JSON whitespace.
    public func skipWhitespace(_ index: Int) -> Int {
        var index = index
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The value starting at `index` (no whitespace before it): its kind and its end.
    public func scanValue(_ index: Int, depth: Int = 0) throws(JSONSyntaxError) -> (kind: JSONKind, end: Int) {
        guard depth < Self.maximumDepth else { throw JSONSyntaxError(offset: index, reason: "nested too deeply") }
        guard index < bytes.count else { throw JSONSyntaxError(offset: index, reason: "expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return (.string, try scanString(index))
        case UInt8(ascii: "{"): return (.object, try forEachMember(index, depth: depth) { _, _, _, _ in })
        case UInt8(ascii: "["): return (.array, try scanArray(index, depth: depth))
        case UInt8(ascii: "t"): return (.bool, try literal("true", index))
        case UInt8(ascii: "f"): return (.bool, try literal("false", index))
        case UInt8(ascii: "n"): return (.null, try literal("null", index))
        default: return (.number, try scanNumber(index))
        }
    }

    /// Calls `body` with each member of the object at `index`, in order: the key's span
    /// (between its quotes, escapes not undone) and the value's span. Returns the offset
    /// just after the closing brace.
    @discardableResult
    public func forEachMember(
        _ index: Int, depth: Int = 0,
        _ body: (_ keyStart: Int, _ keyEnd: Int, _ valueStart: Int, _ valueEnd: Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> Int {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw JSONSyntaxError(offset: index, reason: "expected an object") }
        var at = skipWhitespace(index + 1)
        if at < bytes.count, bytes[at] == UInt8(ascii: "}") { return at + 1 }
        while true {
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { throw JSONSyntaxError(offset: at, reason: "expected a member name in quotes") }
            let keyEnd = try scanString(at)
            let keyStart = at + 1
            at = skipWhitespace(keyEnd)
            guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { throw JSONSyntaxError(offset: at, reason: "expected ':'") }
            let valueStart = skipWhitespace(at + 1)
            let (_, valueEnd) = try scanValue(valueStart, depth: depth + 1)
            try body(keyStart, keyEnd - 1, valueStart, valueEnd)
            at = skipWhitespace(valueEnd)
            guard at < bytes.count else { break }
            if bytes[at] == UInt8(ascii: "}") { return at + 1 }
            guard bytes[at] == UInt8(ascii: ",") else { break }
            at = skipWhitespace(at + 1)
        }
        throw JSONSyntaxError(offset: at, reason: "expected '}' or ','")
    }

    private func scanArray(_ index: Int, depth: Int) throws(JSONSyntaxError) -> Int {
        var at = skipWhitespace(index + 1)
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { return at + 1 }
        while true {
            at = skipWhitespace(try scanValue(at, depth: depth + 1).end)
            guard at < bytes.count else { throw JSONSyntaxError(offset: at, reason: "expected ']' or ','") }
            if bytes[at] == UInt8(ascii: "]") { return at + 1 }
            guard bytes[at] == UInt8(ascii: ",") else { throw JSONSyntaxError(offset: at, reason: "expected ']' or ','") }
            at = skipWhitespace(at + 1)
        }
    }

    /// The end (after the closing quote) of the string at `index`; checks its escapes, and
    /// refuses raw control characters.
    public func scanString(_ index: Int) throws(JSONSyntaxError) -> Int {
        var at = index + 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") { return at + 1 }
            if byte < 0x20 { throw JSONSyntaxError(offset: at, reason: "a control character in a string") }
            if byte == UInt8(ascii: "\\") {
                guard at + 1 < bytes.count else { break }
                switch bytes[at + 1] {
                case UInt8(ascii: "u"):
                    guard at + 6 <= bytes.count, (at + 2..<at + 6).allSatisfy({ Self.hexValue(bytes[$0]) != nil }) else {
                        throw JSONSyntaxError(offset: at, reason: "a bad \\u escape")
                    }
                    at += 6
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    at += 2
                default: throw JSONSyntaxError(offset: at, reason: "a bad escape")
                }
                continue
            }
            at += 1
        }
        throw JSONSyntaxError(offset: index, reason: "a string that never ends")
    }

    private func literal(_ word: StaticString, _ index: Int) throws(JSONSyntaxError) -> Int {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else {
            throw JSONSyntaxError(offset: index, reason: "expected a value")
        }
        return index + count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private func scanNumber(_ index: Int) throws(JSONSyntaxError) -> Int {
        var at = index
        func digits() -> Int {
            let first = at
            while at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) { at += 1 }
            return at - first
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") { at += 1 }
        let leadingZero = at < bytes.count && bytes[at] == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { throw JSONSyntaxError(offset: index, reason: "expected a value") }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw JSONSyntaxError(offset: at, reason: "expected a digit") }
        }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw JSONSyntaxError(offset: at, reason: "expected a digit") }
        }
        return at
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
