extension TrialMessage {
    /// Replaces each `%{name}` of `template` by the parameter `name`; `%%` becomes `%`.
    /// Unknown names and unterminated `%{` are kept as written. Linear in the template.
    static func interpolate(_ template: String, _ parameters: [String: Value]) -> String {
        guard template.utf8.contains(UInt8(ascii: "%")) else { return template }
        var result = ""
        var index = template.startIndex
        while let percent = template[index...].firstIndex(of: "%") {
            result += template[index..<percent]
            let next = template.index(after: percent)
            if next < template.endIndex, template[next] == "%" {
                result += "%"
                index = template.index(after: next)
                continue
            }
            if next < template.endIndex, template[next] == "{",
               let close = template[next...].firstIndex(of: "}"),
               let value = parameters[String(template[template.index(after: next)..<close])] {
                result += value.description
                index = template.index(after: close)
                continue
            }
            result += "%"
            index = next
        }
        result += template[index...]
        return result
    }
}
