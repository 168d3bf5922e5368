import MaskLexer

/// The peer that stands for today's mask libraries: a straightforward interpreter that walks
/// the mask's items over the sample's Characters, backtracking over optional items,
/// alternatives and counts. It gives the same verdicts as maskc (it is checked against it
/// at start-up). It reads number ranges and sets its own way, sharing nothing with the
/// compiler.
struct MaskInterpreter {
    private let items: [MaskNode]

    /// An end position meaning "the sample ran out inside the item, which could still be
    /// completed".
    private static let ranOut = -1

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
            best = max(best, next == Self.ranOut ? 1 : walk(item: item + 1, position: next, characters))
            if best == 2 { return 2 }
        }
        return best
    }

    /// Positions the node can end at when it starts at `position` (`ranOut` among them when
    /// the sample ends inside it).
    private func advance(_ node: MaskNode, _ characters: [Character], _ position: Int) -> [Int] {
        guard position < characters.count else { return Self.nullable(node) ? [position] : [Self.ranOut] }
        let character = characters[position]
        func one(_ accepted: Bool) -> [Int] { accepted ? [position + 1] : [] }
        switch node.kind {
        case .digit: return one(character.isASCII && character.isNumber)
        case .letter: return one(character.isASCII && character.isLetter)
        case .upper: return one(character.isASCII && character.isUppercase)
        case .lower: return one(character.isASCII && character.isLowercase)
        case .alphanumeric: return one(character.isASCII && (character.isLetter || character.isNumber))
        case .set(let set):
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return [] }
            let listed = set.members.contains { $0.contains(scalar) }
            return one(set.negated ? !listed && scalar != "\n" && scalar != "\r" : listed)
        case .literal(let literal):
            return one(character == literal)
        case .number(let range):
            return number(range, characters, position)
        case .optional(let inner):
            return advance(inner, characters, position) + [position]
        case .alternative(let left, let right):
            return advance(left, characters, position) + advance(right, characters, position)
        case .repeated(let inner, let count):
            var ends: [Int] = count.minimum == 0 ? [position] : []
            var level: Set<Int> = [position]
            var times = 0
            while !level.isEmpty, times < (count.maximum ?? characters.count + count.minimum + 1) {
                var next: Set<Int> = []
                for start in level {
                    for end in advance(inner, characters, start) {
                        if end == Self.ranOut { ends.append(end) } else { next.insert(end) }
                    }
                }
                times += 1
                if times >= count.minimum { ends += next }
                else if next.contains(characters.count) { ends.append(Self.ranOut) }
                level = next
            }
            return ends
        }
    }

    /// A number range: the digits at `position`, read as a value, at the written width or
    /// without leading zeros.
    private func number(_ range: NumberRange, _ characters: [Character], _ position: Int) -> [Int] {
        var digits = ""
        var ends: [Int] = []
        let longest = range.fixedWidth ?? range.highText.count
        while position + digits.count < characters.count, digits.count < longest,
              let ascii = characters[position + digits.count].asciiValue, ascii >= 48, ascii <= 57 {
            digits.append(Character(Unicode.Scalar(ascii)))
            if fits(range, digits) { ends.append(position + digits.count) }
        }
        if position + digits.count == characters.count, digits.count < longest, canGrow(range, digits) { ends.append(Self.ranOut) }
        return ends
    }

    private func fits(_ range: NumberRange, _ digits: String) -> Bool {
        guard let value = UInt64(digits), value >= range.low, value <= range.high else { return false }
        if let width = range.fixedWidth { return digits.count == width }
        return digits == String(value)
    }

    /// Whether more digits can make `digits` a number of the range.
    private func canGrow(_ range: NumberRange, _ digits: String) -> Bool {
        let longest = range.fixedWidth ?? range.highText.count
        for width in digits.count + 1...max(digits.count + 1, longest) where width <= longest {
            if range.fixedWidth == nil, digits.first == "0" { return false }
            let missing = width - digits.count
            let low = UInt64(digits + String(repeating: "0", count: missing)) ?? 0
            let high = UInt64(digits + String(repeating: "9", count: missing)) ?? 0
            if low <= range.high && high >= range.low { return true }
        }
        return false
    }

    private static func nullable(_ node: MaskNode) -> Bool {
        switch node.kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal: false
        case .optional: true
        case .alternative(let left, let right): nullable(left) || nullable(right)
        case .repeated(let inner, let count): count.minimum == 0 || nullable(inner)
        }
    }
}
