import MaskLexer

/// The language of one item of a mask. The mask language has no grouping, so every item
/// (an atom with `?` and `| atom` applied) accepts either the empty text or one character:
/// its language is a ``CharacterChoice`` and whether the empty text is in it. The mask's
/// language is the concatenation of its items' languages.
///
/// That makes lint exact and cheap: comparing two variants of one item compares two such
/// values, and (as docs/analysis.md shows) two variants of an item give the same whole-mask
/// language exactly when they give the same item language.
struct ItemLanguage: Hashable {
    var acceptsEmpty: Bool
    var characters: CharacterChoice

    /// The language of the empty text alone.
    static let emptyText = ItemLanguage(acceptsEmpty: true, characters: .none)

    func union(_ other: ItemLanguage) -> ItemLanguage {
        ItemLanguage(acceptsEmpty: acceptsEmpty || other.acceptsEmpty, characters: characters.union(other.characters))
    }

    func isSubset(of other: ItemLanguage) -> Bool {
        (!acceptsEmpty || other.acceptsEmpty) && characters.isSubset(of: other.characters)
    }
}

extension MaskNode {
    /// The node's language, with the node whose range is `replaced` (if any) standing for
    /// `replacement` instead. Node ranges are unique within an item (a parent's range is
    /// always longer than its child's), so a range names a node. Recursion depth is the
    /// item's nesting, which the parser bounds.
    func language(replacing replaced: Range<Int>? = nil, with replacement: ItemLanguage = .emptyText) -> ItemLanguage {
        if range == replaced { return replacement }
        switch kind {
        case .digit: return ItemLanguage(acceptsEmpty: false, characters: .anyDigit)
        case .letter: return ItemLanguage(acceptsEmpty: false, characters: .anyLetter)
        case .upper: return ItemLanguage(acceptsEmpty: false, characters: .meaningful([0x41...0x5A]))
        case .lower: return ItemLanguage(acceptsEmpty: false, characters: .meaningful([0x61...0x7A]))
        case .alphanumeric: return ItemLanguage(acceptsEmpty: false, characters: .meaningful([0x30...0x39, 0x41...0x5A, 0x61...0x7A]))
        case .set(let set): return ItemLanguage(acceptsEmpty: false, characters: .meaningful(set.matchedRanges))
        // Items of several characters have no language of this form: lint checks
        // `isOneCharacterItem` first. Their first characters stand in.
        case .number: return ItemLanguage(acceptsEmpty: false, characters: .anyDigit)
        case .repeated(let item, let count):
            let body = item.language(replacing: replaced, with: replacement)
            return count.minimum == 0 ? ItemLanguage.emptyText.union(body) : body
        case .literal(let character): return ItemLanguage(acceptsEmpty: false, characters: .literal(character))
        case .optional(let item):
            return ItemLanguage.emptyText.union(item.language(replacing: replaced, with: replacement))
        case .alternative(let left, let right):
            return left.language(replacing: replaced, with: replacement)
                .union(right.language(replacing: replaced, with: replacement))
        }
    }

    /// The language of every node of the item, by range, each computed once from its
    /// children's (children come before parents in reversed pre-order).
    func languagesOfNodes() -> [Range<Int>: ItemLanguage] {
        var languages: [Range<Int>: ItemLanguage] = [:]
        for node in allNodes.reversed() {
            switch node.kind {
            case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal, .repeated:
                languages[node.range] = node.language()
            case .optional(let item):
                languages[node.range] = ItemLanguage.emptyText.union(languages[item.range] ?? item.language())
            case .alternative(let left, let right):
                languages[node.range] = (languages[left.range] ?? left.language()).union(languages[right.range] ?? right.language())
            }
        }
        return languages
    }

    /// Every node of the item, this one first, depth first, left before right (the order
    /// in which lint reports them).
    ///
    /// ```swift
    /// try MaskParser.parse("7?|D").items[0].allNodes.map(\.label)
    /// // ["alternative", "optional", "literal \"7\"", "digit"]
    /// ```
    public var allNodes: [MaskNode] {
        var result: [MaskNode] = []
        var stack = [self]
        while let node = stack.popLast() {
            result.append(node)
            switch node.kind {
            case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal: break
            case .optional(let item), .repeated(let item, _): stack.append(item)
            case .alternative(let left, let right):
                stack.append(right)
                stack.append(left)
            }
        }
        return result
    }
}

extension MaskNode {
    /// Whether the item accepts only the empty text or one character: no number range and
    /// no count inside (a count of at most one, `{0,1}` or `{1}`, aside). Only then is
    /// ``language(replacing:with:)`` exact.
    var isOneCharacterItem: Bool {
        allNodes.allSatisfy { node in
            switch node.kind {
            case .number: false
            case .repeated(_, let count): (count.maximum ?? 2) <= 1
            default: true
            }
        }
    }
}
