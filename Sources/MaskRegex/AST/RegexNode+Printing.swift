extension RegexNode: CustomStringConvertible {
    /// The node written back in a canonical form that parses to the same node: every
    /// group non-capturing, every set as a bracket expression of scalar ranges.
    ///
    /// ```swift
    /// try RegexParser.parse("^(ab|c)+\\d?$").description   // (?:ab|c){1,}[0-9…]{0,1} (the Nd ranges in full)
    /// ```
    public var description: String {
        switch kind {
        case .empty: return "(?:)"
        case .literal(let scalar): return Self.escaped(scalar)
        case .set(let ranges):
            let body = ranges.map { range in
                range.lowerBound == range.upperBound ? Self.escaped(range.lowerBound, inBracket: true)
                    : Self.escaped(range.lowerBound, inBracket: true) + "-" + Self.escaped(range.upperBound, inBracket: true)
            }
            return "[" + body.joined() + "]"
        case .concatenation(let nodes):
            return nodes.map { node in
                if case .alternation = node.kind { return "(?:\(node))" }
                return node.description
            }.joined()
        case .alternation(let branches): return branches.map(\.description).joined(separator: "|")
        case .repetition(let node, let count):
            let operand: String = switch node.kind {
            case .literal, .set: node.description
            default: "(?:\(node))"
            }
            return operand + count.pattern
        }
    }

    private static func escaped(_ value: UInt32, inBracket: Bool) -> String {
        guard let scalar = Unicode.Scalar(value) else { return "" }
        return inBracket && "]\\-^[".unicodeScalars.contains(scalar) ? "\\" + String(scalar) : escaped(scalar, plain: inBracket)
    }

    private static func escaped(_ scalar: Unicode.Scalar, plain: Bool = false) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .control {
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
        if !plain, "\\^$.|?*+()[]{}".unicodeScalars.contains(scalar) { return "\\" + String(scalar) }
        return String(scalar)
    }
}
