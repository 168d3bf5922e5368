extension TrialMessage {
    /// Replaces each `%{name}` of `template` by the parameter `name`; `%%` becomes `%`.
    /// Unknown names and unterminated `%{` are kept as written. Linear in the template.
    ///
    /// PERF: the template is read as an array of UTF-8 bytes, not as Characters: `%`, `{`
    /// and `}` are ASCII, so every one found is a whole character and the runs between them
    /// are whole characters too. Walking Characters (grapheme breaking) made one failing
    /// `evaluate` of a one-parameter message cost about 6 µs.
    static func interpolate(_ template: String, _ parameters: [String: Value]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        let bytes = Array(template.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        var copied = 0                                       // bytes before this are in `result`
        var index = 0
        while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
            let next = percent + 1 < bytes.count ? bytes[percent + 1] : 0
            if next == UInt8(ascii: "%") {
                result += bytes[copied...percent]            // the run and one '%'
                copied = percent + 2
            } else if next == UInt8(ascii: "{"),
                      let close = bytes[(percent + 2)...].firstIndex(of: UInt8(ascii: "}")),
                      let value = parameters[String(decoding: bytes[(percent + 2)..<close], as: UTF8.self)] {
                result += bytes[copied..<percent]
                result += value.description.utf8
                copied = close + 1
            }                                                // else a lone '%' stays as written
            index = max(copied, percent + 1)
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
