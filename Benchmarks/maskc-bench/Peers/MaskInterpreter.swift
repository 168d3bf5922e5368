import MaskLexer

/// The peer that stands for today's mask libraries: a straightforward interpreter that walks
/// the mask's items over the sample's Characters, backtracking over optional items and
/// alternatives. It gives the same verdicts as maskc (it is checked against it at start-up).
struct MaskInterpreter {
    private let items: [MaskNode]

    init(_ ast: MaskAST) {
        items = ast.items
    }

    /// complete (2), partial (1) or illegal (0): enough to compare verdicts.
    func match(_ sample: String) -> Int {
        let characters = Array(sample)
        return walk(item: 0, position: 0, characters)
    }

    private func walk(item: Int, position: Int, _ characters: [Character]) -> Int {
        if position == characters.count {
            return items[item...].allSatisfy(Self.nullable) ? 2 : 1
        }
        guard item < items.count else { return 0 }
        var best = 0
        for next in advance(items[item], characters, position) {
            best = max(best, walk(item: item + 1, position: next, characters))
            if best == 2 { return 2 }
        }
        return best
    }

    /// Positions the node can end at when it starts at `position`.
    private func advance(_ node: MaskNode, _ characters: [Character], _ position: Int) -> [Int] {
        switch node.kind {
        case .digit:
            return characters[position].isASCII && characters[position].isNumber ? [position + 1] : []
        case .letter:
            return characters[position].isASCII && characters[position].isLetter ? [position + 1] : []
        case .literal(let literal):
            return characters[position] == literal ? [position + 1] : []
        case .optional(let inner):
            return advance(inner, characters, position) + [position]
        case .alternative(let left, let right):
            return advance(left, characters, position) + advance(right, characters, position)
        }
    }

    private static func nullable(_ node: MaskNode) -> Bool {
        switch node.kind {
        case .digit, .letter, .literal: false
        case .optional: true
        case .alternative(let left, let right): nullable(left) || nullable(right)
        }
    }
}
