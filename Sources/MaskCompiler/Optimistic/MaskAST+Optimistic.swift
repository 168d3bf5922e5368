import MaskLexer

extension MaskAST {
    /// The mask in which every literal may be left out: each literal item made optional,
    /// inside optionals and alternatives too. Its language is the optimistic language.
    ///
    /// ```swift
    /// try MaskParser.parse("+7(D)").optimistic.canonicalPattern   // "+?7?(?D)?"
    /// ```
    public var optimistic: MaskAST {
        MaskAST(items: items.map(\.withOptionalLiterals), pattern: pattern, symbols: symbols)
    }
}

extension MaskNode {
    /// Recursion depth is the item's nesting, which the parser bounds.
    var withOptionalLiterals: MaskNode {
        switch kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number: self
        case .literal: MaskNode(.optional(self), range)
        case .optional(let item): MaskNode(.optional(item.withOptionalLiterals), range)
        case .alternative(let left, let right):
            MaskNode(.alternative(left.withOptionalLiterals, right.withOptionalLiterals), range)
        case .repeated(let item, let count): MaskNode(.repeated(item.withOptionalLiterals, count), range)
        }
    }
}
