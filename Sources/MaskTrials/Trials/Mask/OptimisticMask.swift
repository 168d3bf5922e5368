import MaskCompiler
import MaskLexer
import MaskVM

/// Optimistic matching: the sample may leave out any literal of the mask. With
/// `+7(DDD)DDD`, `+7(123)456`, `7(123)456`, `+7123456` and `123456` are all complete.
///
/// It is compiled as a mask of its own: the same items with every literal made optional,
/// so matching stays one DFA walk, linear in the sample.
///
/// NOTE: MaskVM is getting `match(_:optimistic:)` (the editor work); when it lands, the
/// trial should use it and this file should go.
enum OptimisticMask {
    /// Compiles the optimistic form of an already-parsed mask.
    static func compile(_ ast: MaskAST) throws(PatternError) -> MaskProgram {
        let pattern = ast.items.map { omittingLiterals($0).canonicalPattern(symbols: ast.symbols) }.joined()
        // The rewritten pattern adds at most one `?` per item and per literal, so twice the
        // limits that the original pattern already met are enough.
        let defaults = MaskCompiler.Limits.default
        let limits = MaskCompiler.Limits(
            maximumPatternLength: defaults.maximumPatternLength * 2,
            maximumNesting: defaults.maximumNesting * 2)
        return try MaskCompiler.compile(pattern, symbols: ast.symbols, limits: limits)
    }

    /// A node whose language is that of `node` with every literal optional. The mask
    /// language has no `??` and no optional right operand of `|`, so an optional is hoisted
    /// to the whole item: `a|b?` is `(a|b)?`, which is the same language as `a|(b?)`.
    /// Recursion depth is the item's nesting, which the parser bounds.
    static func omittingLiterals(_ node: MaskNode) -> MaskNode {
        switch node.kind {
        case .digit, .letter:
            return node
        case .literal:
            return MaskNode(.optional(node), node.range)
        case .optional(let item):
            return optional(omittingLiterals(item), node.range)
        case .alternative(let left, let right):
            let newLeft = omittingLiterals(left)
            var core = newLeft
            var nullable = false
            if case .optional(let inner) = newLeft.kind {
                core = inner
                nullable = true
            }
            // `right` is an atom: a class stays as it is; a literal may now be left out.
            if case .literal = right.kind { nullable = true }
            let choice = MaskNode(.alternative(core, right), node.range)
            return nullable ? optional(choice, node.range) : choice
        }
    }

    private static func optional(_ node: MaskNode, _ range: Range<Int>) -> MaskNode {
        if case .optional = node.kind { return node }
        return MaskNode(.optional(node), range)
    }
}
