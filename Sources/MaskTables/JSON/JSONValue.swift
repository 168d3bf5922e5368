/// A JSON document as values, for small files such as a rules file: members keep their
/// order and their byte offset, so an error can name where it is.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Members in order, each with its key and value.
    case object([Member])

    /// One member of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Parses a whole JSON text (whitespace around the value allowed, nothing else after it).
    public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
        var result: Result<JSONValue, JSONSyntaxError> = .success(.null)
        bytes.withUnsafeBufferPointer { buffer in
            let scanner = JSONScanner(buffer)
            do throws(JSONSyntaxError) {
                let start = scanner.skipWhitespace(0)
                let (value, end) = try Self.build(scanner, start)
                let rest = scanner.skipWhitespace(end)
                guard rest == buffer.count else { throw JSONSyntaxError(offset: rest, reason: "text after the value") }
                result = .success(value)
            } catch {
                result = .failure(error)
            }
        }
        self = try result.get()
    }

    private static func build(_ scanner: JSONScanner, _ start: Int) throws(JSONSyntaxError) -> (JSONValue, Int) {
        let (kind, end) = try scanner.scanValue(start)
        let bytes = scanner.bytes
        switch kind {
        case .string: return (.string(try text(scanner, start + 1, end - 1)), end)
        case .number: return (.number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)), end)
        case .bool: return (.bool(bytes[start] == UInt8(ascii: "t")), end)
        case .null: return (.null, end)
        case .object:
            var members: [Member] = []
            try scanner.forEachMember(start) { keyStart, keyEnd, valueStart, _ throws(JSONSyntaxError) in
                members.append(Member(key: try text(scanner, keyStart, keyEnd), value: try build(scanner, valueStart).0))
            }
            return (.object(members), end)
        case .array:
            var elements: [JSONValue] = []
            var at = scanner.skipWhitespace(start + 1)
            while at < end - 1 {
                let (element, elementEnd) = try build(scanner, at)
                elements.append(element)
                at = scanner.skipWhitespace(elementEnd)
                if at < bytes.count, bytes[at] == UInt8(ascii: ",") { at = scanner.skipWhitespace(at + 1) }
            }
            return (.array(elements), end)
        }
    }

    private static func text(_ scanner: JSONScanner, _ start: Int, _ end: Int) throws(JSONSyntaxError) -> String {
        var decoded: [UInt8] = []
        guard JSONString.decode(scanner.bytes, start, end, into: &decoded) else {
            throw JSONSyntaxError(offset: start, reason: "an escape that is not a whole character (a lone surrogate)")
        }
        guard let text = String(validUTF8: decoded) else {
            throw JSONSyntaxError(offset: start, reason: "a string that is not valid UTF-8")
        }
        return text
    }
}
