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
        case .literal(let character):
            character.isLetter || character.isNumber ? String(character) : "\\" + String(character)
        case .optional(let inner): "(?:\(expression(inner)))?"
        case .alternative(let left, let right): "(?:\(expression(left))|\(expression(right)))"
        }
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
