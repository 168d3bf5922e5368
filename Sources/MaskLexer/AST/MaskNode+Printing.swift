extension MaskAST {
    /// The pattern in canonical form: the same items, with escapes only where the symbol
    /// set needs them. Parsing it with the same symbol set gives back the same structure.
    ///
    /// ```swift
    /// try MaskParser.parse(#"+\7(D\DD)"#).canonicalPattern   // #"+7(D\DD)"#: the `D` stays escaped
    /// ```
    public var canonicalPattern: String {
        items.map { $0.canonicalPattern(symbols: symbols) }.joined()
    }

    /// An indented tree of the items, one node a line, for `maskc explain`.
    ///
    /// ```
    /// mask
    /// ├─ optional
    /// │  └─ literal "+"
    /// └─ digit
    /// ```
    public var treeDescription: String {
        var lines = ["mask"]
        for (index, item) in items.enumerated() {
            item.appendTree(to: &lines, prefix: "", isLast: index == items.count - 1)
        }
        return lines.joined(separator: "\n")
    }
}

extension MaskNode {
    /// The item written back as pattern text (see ``MaskAST/canonicalPattern``).
    public func canonicalPattern(symbols: SymbolSet) -> String {
        switch kind {
        case .digit: "D"
        case .letter: "X"
        case .upper: "U"
        case .lower: "L"
        case .alphanumeric: "A"
        case .set(let set): set.pattern
        case .number(let range): range.pattern
        case .repeated(let item, let count): item.canonicalPattern(symbols: symbols) + count.pattern
        case .literal(let character):
            if MaskLexer.isASCIIDigit(character)
                || (symbols.contains(character) && !SymbolSet.reserved.contains(character)) {
                String(character)
            } else {
                "\\" + String(character)
            }
        case .optional(let item): item.canonicalPattern(symbols: symbols) + "?"
        case .alternative(let left, let right):
            left.canonicalPattern(symbols: symbols) + "|" + right.canonicalPattern(symbols: symbols)
        }
    }

    /// A short label of the node for trees and messages: `digit`, `literal "+"`, ...
    public var label: String {
        switch kind {
        case .digit: "digit"
        case .letter: "letter"
        case .upper: "upper-case letter"
        case .lower: "lower-case letter"
        case .alphanumeric: "letter or digit"
        case .set(let set): "set \(set.pattern)"
        case .number(let range): "number \(range.pattern)"
        case .repeated(_, let count): "count \(count.pattern)"
        case .literal(let character): "literal \(quoted(character))"
        case .optional: "optional"
        case .alternative: "alternative"
        }
    }

    fileprivate func appendTree(to lines: inout [String], prefix: String, isLast: Bool) {
        lines.append(prefix + (isLast ? "└─ " : "├─ ") + label)
        let childPrefix = prefix + (isLast ? "   " : "│  ")
        switch kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal: break
        case .optional(let item), .repeated(let item, _):
            item.appendTree(to: &lines, prefix: childPrefix, isLast: true)
        case .alternative(let left, let right):
            left.appendTree(to: &lines, prefix: childPrefix, isLast: false)
            right.appendTree(to: &lines, prefix: childPrefix, isLast: true)
        }
    }
}

/// A character in double quotes, with invisible ones spelled out (`"\u{20}"` is shown as `" "`).
func quoted(_ character: Character) -> String {
    switch character {
    case "\n": #""\n""#
    case "\r": #""\r""#
    case "\t": #""\t""#
    case "\"": #""\"""#
    case "\\": #""\\""#
    default: "\"\(character)\""
    }
}
