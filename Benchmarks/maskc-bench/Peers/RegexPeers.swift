import Foundation
import MaskLexer

/// The regular-expression peers: Swift's `Regex` and Foundation's `NSRegularExpression`,
/// each given the expression equivalent to the mask.
enum RegexTranslation {
    /// The mask as a regular expression (without anchors): `D` → `[0-9]`, `X` → `[A-Za-z]`,
    /// literals escaped, `x?` → `(?:x)?`, `a|b` → `(?:a|b)`.
    static func expression(_ ast: MaskAST) -> String {
        ast.items.map(expression).joined()
    }

    private static func expression(_ node: MaskNode) -> String {
        switch node.kind {
        case .digit: "[0-9]"
        case .letter: "[A-Za-z]"
        case .upper: "[A-Z]"
        case .lower: "[a-z]"
        case .alphanumeric: "[0-9A-Za-z]"
        case .set(let set):
            "[" + (set.negated ? "^\\n\\r" : "") + set.members.map { range in
                range.lowerBound == range.upperBound ? hex(range.lowerBound) : hex(range.lowerBound) + "-" + hex(range.upperBound)
            }.joined() + "]"
        case .number(let range): "(?:" + numberAlternatives(range).joined(separator: "|") + ")"
        case .repeated(let inner, let count):
            "(?:\(expression(inner))){\(count.minimum),\(count.maximum.map(String.init) ?? "")}"
        case .literal(let character):
            character.isLetter || character.isNumber ? String(character) : "\\" + String(character)
        case .optional(let inner): "(?:\(expression(inner)))?"
        case .alternative(let left, let right): "(?:\(expression(left))|\(expression(right)))"
        }
    }
}

extension RegexTranslation {
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        "\\x{" + String(scalar.value, radix: 16) + "}"
    }

    /// The numbers of a range as the usual hand-written regular expression: per width, a
    /// shared leading digit, then a low part, whole decades, a high part (`25[0-5]|2[0-4][0-9]|...`).
    static func numberAlternatives(_ range: NumberRange) -> [String] {
        func text(_ value: UInt64, _ width: Int) -> [Int] {
            let digits = String(value).compactMap(\.wholeNumberValue)
            return Array(repeating: 0, count: width - digits.count) + digits
        }
        func spans(_ low: [Int], _ high: [Int]) -> [String] {
            guard let first = low.first, let last = high.first else { return [""] }
            let rest = low.count - 1
            if first == last { return spans(Array(low.dropFirst()), Array(high.dropFirst())).map { "\(first)" + $0 } }
            var result: [String] = []
            var from = first
            var to = last
            if low.dropFirst().contains(where: { $0 != 0 }) {
                result += spans(Array(low.dropFirst()), Array(repeating: 9, count: rest)).map { "\(first)" + $0 }
                from += 1
            }
            let highPartial = high.dropFirst().contains { $0 != 9 }
            if highPartial { to -= 1 }
            if from <= to { result.append("[\(from)-\(to)]" + String(repeating: "[0-9]", count: rest)) }
            if highPartial { result += spans(Array(repeating: 0, count: rest), Array(high.dropFirst())).map { "\(last)" + $0 } }
            return result
        }
        if let width = range.fixedWidth { return spans(text(range.low, width), text(range.high, width)) }
        var result: [String] = []
        for width in range.lowText.count...range.highText.count {
            var smallest: UInt64 = width == 1 ? 0 : 1
            for _ in 1..<max(width, 1) { smallest *= 10 }
            let largest = smallest == 0 ? 9 : smallest * 10 - 1
            let low = max(range.low, smallest)
            let high = min(range.high, largest)
            if low <= high { result += spans(text(low, width), text(high, width)) }
        }
        return result
    }
}

/// Swift `Regex.wholeMatch`.
struct SwiftRegexPeer {
    let regex: Regex<AnyRegexOutput>

    init(_ ast: MaskAST) throws {
        regex = try Regex(RegexTranslation.expression(ast))
    }

    func matches(_ sample: String) -> Bool {
        (try? regex.wholeMatch(in: sample)) != nil
    }
}

/// `NSRegularExpression`, anchored at both ends.
struct FoundationRegexPeer {
    let regex: NSRegularExpression

    init(_ ast: MaskAST) throws {
        regex = try NSRegularExpression(pattern: "^" + RegexTranslation.expression(ast) + "$")
    }

    func matches(_ sample: String) -> Bool {
        regex.firstMatch(in: sample, range: NSRange(location: 0, length: sample.utf16.count)) != nil
    }
}
