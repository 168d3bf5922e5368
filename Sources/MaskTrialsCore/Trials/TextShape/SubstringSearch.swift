/// A string to look for inside texts, prepared once.
struct Needle: Sendable {
    let text: String
    let bytes: [UInt8]
    /// ASCII without CR or LF: in ASCII text, such a needle occurs as Characters exactly
    /// where it occurs as bytes (only CR LF joins two ASCII bytes into one Character).
    let isByteSearchable: Bool

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.isByteSearchable = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D && $0 != 0x0A }
    }
}

enum SubstringSearch {
    /// Whether `needle` occurs in `text` as a run of whole Characters (Swift's `String`
    /// semantics: canonically equivalent spellings match, and `.com` does not occur in
    /// `x.com` followed by a combining accent, whose last Character is `ḿ`).
    ///
    /// PERF: ASCII text with a byte-searchable needle is searched on bytes; the rest falls
    /// back to the standard library's Character search.
    static func occurs(_ needle: Needle, in text: String, bytes: UnsafeBufferPointer<UInt8>, textIsASCII: Bool) -> Bool {
        guard textIsASCII, needle.isByteSearchable else { return text.contains(needle.text) }
        return needle.bytes.withUnsafeBufferPointer { contains(bytes, $0) }
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Naive byte search: needles are short, texts are form fields.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = needle.count
        guard length > 0, length <= haystack.count else { return length == 0 }
        let first = needle[0]
        var start = 0
        let lastStart = haystack.count - length
        while start <= lastStart {
            if haystack[start] == first {
                var offset = 1
                while offset < length, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            start += 1
        }
        return false
    }
}
