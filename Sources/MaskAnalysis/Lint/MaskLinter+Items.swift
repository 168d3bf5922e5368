import MaskLexer

extension MaskLinter {
    /// `optional-never-skipped` and `optional-never-taken`, for every `?` in the item.
    ///
    /// For an optional node `N = X?` inside item `I`: *taking* is `I` with `N` replaced by
    /// `X`, *skipping* is `I` with `N` replaced by the empty text; the item's language is
    /// their union. Skipping is never needed when its language is inside taking's (the
    /// mask with `X` required accepts the same texts); taking is never needed when its
    /// language is inside skipping's (the mask without `N` accepts the same texts). These
    /// are statements about languages, not readings. (Comparing item languages is the same
    /// as comparing whole masks: docs/analysis.md gives the argument, and the tests check it
    /// by enumeration.)
    static func optionalWarnings(in item: MaskNode, source: PatternSource, languages: [Range<Int>: ItemLanguage]) -> [Diagnostic] {
        item.allNodes.compactMap { node in
            guard case .optional(let body) = node.kind else { return nil }
            let taking = item.language(replacing: node.range, with: languages[body.range] ?? body.language())
            let skipping = item.language(replacing: node.range, with: .emptyText)
            let written = source.written(node)
            if skipping.isSubset(of: taking) {
                return warning(.optionalNeverSkipped,
                               "the '?' of '\(written)' adds no text: the mask accepts the same texts with the item required",
                               node.range)
            }
            if taking.isSubset(of: skipping) {
                return warning(.optionalNeverTaken,
                               "optional '\(written)' adds no text: the mask accepts the same texts without it",
                               node.range)
            }
            return nil
        }
    }

    /// `alternative-identical` and `alternative-overlap`, for every `|` in the item.
    static func alternativeWarnings(in item: MaskNode, source: PatternSource, languages: [Range<Int>: ItemLanguage]) -> [Diagnostic] {
        item.allNodes.compactMap { node in
            guard case .alternative(let left, let right) = node.kind else { return nil }
            let leftLanguage = languages[left.range] ?? left.language()
            let rightLanguage = languages[right.range] ?? right.language()
            let written = source.written(node)
            let leftWritten = source.written(left)
            let rightWritten = source.written(right)
            if leftLanguage == rightLanguage {
                return warning(.alternativeIdentical,
                               "both branches of '\(written)' accept the same texts; the right branch '\(rightWritten)' is never used",
                               node.range)
            }
            let shared = leftLanguage.characters.intersection(rightLanguage.characters)
            guard !shared.isEmpty else { return nil }
            // The right operand is an atom: it never accepts the empty text.
            if rightLanguage.characters.isSubset(of: leftLanguage.characters) {
                return warning(.alternativeOverlap,
                               "the right branch '\(rightWritten)' of '\(written)' is never used: the left branch '\(leftWritten)' also accepts \(shared.words(joinedBy: "and")) and is taken first",
                               node.range)
            }
            return warning(.alternativeOverlap,
                           "the branches of '\(written)' both accept \(shared.words(joinedBy: "and")); there the left branch '\(leftWritten)' is taken",
                           node.range)
        }
    }

    /// `literal-may-swallow-data`: an item of literals only, followed (with only
    /// literal-only items between) by the first item with a class, where that class accepts
    /// one of the literals. Typed without its literals (as the editor's transform allows),
    /// a character that starts the data is read as the literal instead.
    static func swallowWarnings(in ast: MaskAST, source: PatternSource) -> [Diagnostic] {
        let languages = ast.items.map { $0.language() }
        var warnings: [Diagnostic] = []
        for (index, language) in languages.enumerated() {
            let literals = language.characters
            guard !literals.hasClass, !literals.isEmpty else { continue }
            guard ast.items[index].isOneCharacterItem,
                  let dataIndex = languages[(index + 1)...].firstIndex(where: { $0.characters.hasClass }),
                  ast.items[dataIndex].isOneCharacterItem else { continue }
            let swallowed = literals.intersection(languages[dataIndex].characters)
            guard !swallowed.isEmpty else { continue }
            let data = ast.items[dataIndex]
            let written = source.written(ast.items[index])
            warnings.append(warning(
                .literalMaySwallowData,
                "literal '\(written)' may swallow data: when it is left out, \(swallowed.words(joinedBy: "or")) typed as the first character of '\(source.written(data))' at column \(data.range.lowerBound + 1) is read as this literal",
                ast.items[index].range))
        }
        return warnings
    }
}

/// The pattern's characters, to quote a node as its author wrote it.
struct PatternSource {
    let characters: [Character]

    init(_ pattern: String) {
        characters = Array(pattern)
    }

    /// The node's text in the pattern, shortened in the middle past 40 characters (the
    /// caret already shows the whole span); clamped, never traps.
    func written(_ node: MaskNode) -> String {
        let start = min(max(node.range.lowerBound, 0), characters.count)
        let end = min(max(node.range.upperBound, start), characters.count)
        guard end - start > 40 else { return String(characters[start..<end]) }
        return String(characters[start..<start + 18]) + "…" + String(characters[end - 18..<end])
    }
}
