import MaskTables
import Testing

/// The members of the JSON object `text`: key (decoded) and value as written.
func members(_ text: String) throws(JSONSyntaxError) -> [(String, String)] {
    let bytes = Array(text.utf8)
    var result: Result<[(String, String)], JSONSyntaxError> = .success([])
    bytes.withUnsafeBufferPointer { buffer in
        let scanner = JSONScanner(buffer)
        var found: [(String, String)] = []
        do throws(JSONSyntaxError) {
            let end = try scanner.forEachMember(scanner.skipWhitespace(0)) { keyStart, keyEnd, valueStart, valueEnd in
                var key: [UInt8] = []
                _ = JSONString.decode(buffer, keyStart, keyEnd, into: &key)
                found.append((String(decoding: key, as: UTF8.self), String(decoding: buffer[valueStart..<valueEnd], as: UTF8.self)))
            }
            guard scanner.skipWhitespace(end) == buffer.count else { throw JSONSyntaxError(offset: end, reason: "text after the value") }
            result = .success(found)
        } catch {
            result = .failure(error)
        }
    }
    return try result.get()
}

@Suite struct JSONScannerTests {
    @Test func membersAndTheirSpans() throws {
        let found = try members(#" {"phone": "+7 (912) 345", "n": -1.5e3, "o": {"a": [1, true, null]}, "p\u0068": "x\"y"} "#)
        #expect(found.map(\.0) == ["phone", "n", "o", "ph"])
        #expect(found.map(\.1) == [#""+7 (912) 345""#, "-1.5e3", #"{"a": [1, true, null]}"#, #""x\"y""#])
        #expect(try members("{}").isEmpty)
    }

    @Test func invalidObjectsAreRefused() {
        for bad in [#"{"a":1,}"#, #"{"a" 1}"#, #"{"a":01}"#, #"{"a":"x"#, "[1]", #"{"a":tru}"#, #"{"a":"\q"}"#, "{\"a\":\"\u{1}\"}", #"{"a":1} x"#] {
            #expect(throws: JSONSyntaxError.self, "\(bad)") { try members(bad) }
        }
    }

    @Test func deepNestingIsRefusedNotRecursed() {
        let deep = #"{"a":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        #expect(throws: JSONSyntaxError.self) { try members(deep) }
    }

    @Test func stringsDecodeAndEncode() throws {
        let literal = Array(#"a\n\"\u00e9\ud83d\ude00\/"#.utf8)
        var decoded: [UInt8] = []
        #expect(literal.withUnsafeBufferPointer { JSONString.decode($0, 0, $0.count, into: &decoded) })
        #expect(String(decoding: decoded, as: UTF8.self) == "a\n\"é😀/")
        var encoded: [UInt8] = []
        JSONString.encode("q\"\\\n\u{1}é", into: &encoded)
        #expect(String(decoding: encoded, as: UTF8.self) == #""q\"\\\n\u0001é""#)
        var lone: [UInt8] = []
        #expect(!Array(#"\ud800x"#.utf8).withUnsafeBufferPointer { JSONString.decode($0, 0, $0.count, into: &lone) })
    }

    /// `isPlain` reads eight bytes a step; held here to the byte rule (no quote, backslash,
    /// control character or DEL) with every byte value at every offset of a word, alone
    /// and among plain bytes, and the bytes next to the escaped ones (0x20, 0x21, 0x23,
    /// 0x5B, 0x5D, 0x7E, 0x80, 0xA2, 0xDC, 0xFF) that an inexact mark could take for them.
    @Test func plainTestEqualsTheByteRule() {
        var checked = 0, plain = 0
        for length in 0...19 {
            for offset in 0..<max(length, 1) {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if offset < length { bytes[offset] = UInt8(value) }
                    let expected = !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
                    #expect(bytes.withUnsafeBufferPointer(JSONString.isPlain) == expected, "\(bytes)")
                    checked += 1
                    if expected { plain += 1 }
                }
            }
        }
        #expect(checked > 40_000)
        #expect(plain > 30_000 && plain < checked)
    }

    /// The encoder writes runs of plain bytes at once; held here to the byte-by-byte rule
    /// (quote, backslash, `\n` `\r` `\t`, other controls and DEL as `\u00XX`) on mixed strings.
    @Test func encodingRunsEqualsTheByteRule() {
        let pieces: [[UInt8]] = [Array("plain".utf8), [0x22], [0x5C], [0x0A], [0x0D], [0x09], [0x01], [0x1F], [0x7F], Array("é😀".utf8), []]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...8, using: &rng)).flatMap { _ in pieces.randomElement(using: &rng)! }
            var encoded: [UInt8] = []
            JSONString.encode(bytes, into: &encoded)
            var expected = Array("\"".utf8)
            for byte in bytes {
                switch byte {
                case 0x22: expected += Array(#"\""#.utf8)
                case 0x5C: expected += Array(#"\\"#.utf8)
                case 0x0A: expected += Array(#"\n"#.utf8)
                case 0x0D: expected += Array(#"\r"#.utf8)
                case 0x09: expected += Array(#"\t"#.utf8)
                case 0..<0x20, 0x7F: expected += Array(#"\u00"#.utf8) + Array((String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)).utf8)
                default: expected.append(byte)
                }
            }
            expected += Array("\"".utf8)
            #expect(encoded == expected, "\(bytes)")
        }
    }

    @Test func valuesKeepMemberOrder() throws {
        let value = try JSONValue(parsing: Array(#"{"b": {"mask": "DD", "x": [true, null, "s"]}, "a": 1}"#.utf8))
        guard case .object(let top) = value else { Issue.record("not an object"); return }
        #expect(top.map(\.key) == ["b", "a"])
        #expect(top[0].value == .object([.init(key: "mask", value: .string("DD")), .init(key: "x", value: .array([.bool(true), .null, .string("s")]))]))
        #expect(top[1].value == .number("1"))
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Array("{} {}".utf8)) }
    }
}
