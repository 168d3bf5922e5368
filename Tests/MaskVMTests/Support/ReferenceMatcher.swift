import MaskLexer
import MaskVM

/// An independent matcher for differential tests: a memoized backtracking walk over the
/// AST's items and the sample's bytes, sharing nothing with the NFA/DFA pipeline.
///
/// In this language every item matches either nothing (if it can be skipped) or exactly one
/// character, so an item is a nullable flag plus a list of byte sequences.
struct ReferenceMatcher {
    private struct Item {
        var nullable: Bool
        var sequences: [[UInt8]]
    }

    private let items: [Item]

    init(_ ast: MaskAST) {
        items = ast.items.map(Self.item)
    }

    private static func item(_ node: MaskNode) -> Item {
        switch node.kind {
        case .digit: Item(nullable: false, sequences: (0x30...0x39).map { [$0] })
        case .letter: Item(nullable: false, sequences: (Array(0x41...0x5A) + Array(0x61...0x7A)).map { [$0] })
        case .literal(let character): Item(nullable: false, sequences: [Array(String(character).utf8)])
        case .optional(let inner): Item(nullable: true, sequences: item(inner).sequences)
        case .alternative(let left, let right):
            Item(nullable: item(left).nullable || item(right).nullable,
                 sequences: item(left).sequences + item(right).sequences)
        }
    }

    /// Complete, partial, or illegal with the longest viable prefix in bytes.
    func match(_ sample: [UInt8]) -> ByteMatchResult {
        var memo: [Int: (complete: Bool, furthest: Int)] = [:]

        func explore(_ item: Int, _ position: Int) -> (complete: Bool, furthest: Int) {
            let key = item * (sample.count + 1) + position
            if let known = memo[key] { return known }
            var complete = false
            var furthest = position
            if position == sample.count {
                complete = items[item...].allSatisfy(\.nullable)
            } else if item < items.count {
                if items[item].nullable {
                    let skipped = explore(item + 1, position)
                    complete = complete || skipped.complete
                    furthest = max(furthest, skipped.furthest)
                }
                for sequence in items[item].sequences {
                    var common = 0
                    while common < sequence.count, position + common < sample.count,
                          sample[position + common] == sequence[common] {
                        common += 1
                    }
                    if common == sequence.count {
                        let taken = explore(item + 1, position + common)
                        complete = complete || taken.complete
                        furthest = max(furthest, taken.furthest)
                    } else {
                        // The sample ran out inside the sequence (viable to its end) or differs.
                        furthest = max(furthest, position + common)
                    }
                }
            }
            memo[key] = (complete, furthest)
            return (complete, furthest)
        }

        let result = explore(0, 0)
        if result.complete { return .complete }
        return result.furthest == sample.count ? .partial : .illegal(byteOffset: result.furthest)
    }
}
