import MaskAnalysis
import MaskCompiler
import MaskLexer
import MaskVM

/// Small random masks and exhaustive enumeration of texts, to check the analyses against
/// the plain definition: the set of texts a compiled program matches as complete.
enum BruteForce {
    /// Atoms of the random masks: classes, two literal digits, a symbol and a literal letter.
    static let atoms = ["D", "X", "7", "8", "+", #"\a"#]

    /// One character for each set of characters the atoms tell apart, each the smallest
    /// byte of its set: other digits ('0'), '7', '8', '+', other letters ('A'), 'a'. Any
    /// text over the full alphabet behaves like one over this one, so enumerating it is
    /// exhaustive, and shortest-then-smallest texts agree with a byte-order search.
    static let alphabet: [Character] = ["+", "0", "7", "8", "A", "a"]

    /// A random pattern of up to `maximumItems` items, each an atom with up to two of `?`
    /// and `|atom` applied (never `??`, which is a syntax error).
    static func randomPattern(_ generator: inout SplitMix64, maximumItems: Int = 4) -> String {
        var pattern = ""
        for _ in 0..<Int(generator.next() % UInt64(maximumItems + 1)) {
            pattern += atoms[Int(generator.next() % UInt64(atoms.count))]
            var lastWasOptional = false
            for _ in 0..<Int(generator.next() % 3) {
                if !lastWasOptional, generator.next() % 2 == 0 {
                    pattern += "?"
                    lastWasOptional = true
                } else {
                    pattern += "|" + atoms[Int(generator.next() % UInt64(atoms.count))]
                    lastWasOptional = false
                }
            }
        }
        return pattern
    }

    /// Every text over ``alphabet`` of at most `length` characters, shortest first, then in
    /// byte order.
    static func texts(upTo length: Int) -> [String] {
        var all = [""]
        var layer = [""]
        for _ in 0..<length {
            layer = layer.flatMap { prefix in alphabet.map { prefix + String($0) } }
            all += layer
        }
        return all
    }

    /// The texts among `texts` that `program` matches as complete.
    static func accepted(by program: MaskProgram, among texts: [String]) -> Set<String> {
        Set(texts.filter { program.match($0) == .complete })
    }

    static func accepted(pattern: String, among texts: [String]) throws -> Set<String> {
        accepted(by: try MaskCompiler.compile(pattern), among: texts)
    }

    /// The items with the node at `target` replaced by `replacement` (nil: the empty
    /// text), rewritten back into valid syntax with identities of the language:
    /// `(empty)? = empty`, `empty|r = r?`, `(x?)? = x?`.
    static func replacing(_ target: Range<Int>, with replacement: MaskNode?, in items: [MaskNode]) -> [MaskNode] {
        items.compactMap { rewrite($0, target, replacement) }
    }

    private static func rewrite(_ node: MaskNode, _ target: Range<Int>, _ replacement: MaskNode?) -> MaskNode? {
        if node.range == target { return replacement }
        switch node.kind {
        case .digit, .letter, .upper, .lower, .alphanumeric, .set, .number, .literal:
            return node
        case .repeated(let item, let count):
            guard let body = rewrite(item, target, replacement) else { return nil }
            return MaskNode(.repeated(body, count), node.range)
        case .optional(let item):
            guard let body = rewrite(item, target, replacement) else { return nil }
            if case .optional = body.kind { return body }
            return MaskNode(.optional(body), node.range)
        case .alternative(let left, let right):
            guard let newRight = rewrite(right, target, replacement) else { return MaskNode(.optional(left), node.range) }
            guard let newLeft = rewrite(left, target, replacement) else {
                if case .optional = newRight.kind { return newRight }
                return MaskNode(.optional(newRight), node.range)
            }
            return MaskNode(.alternative(newLeft, newRight), node.range)
        }
    }

    /// The texts among `texts` accepted by the mask of `items` with the node at `target`
    /// replaced (see ``replacing(_:with:in:)``), compiled from its canonical pattern.
    static func accepted(replacing target: Range<Int>, with replacement: MaskNode?, in items: [MaskNode], among texts: [String]) throws -> Set<String> {
        try accepted(pattern: pattern(replacing(target, with: replacement, in: items)), among: texts)
    }

    /// Every node of the items, depth first.
    static func nodes(_ items: [MaskNode]) -> [MaskNode] {
        items.flatMap(\.allNodes)
    }

    /// The pattern of some items, in canonical form.
    static func pattern(_ items: [MaskNode]) -> String {
        MaskAST(items: items, pattern: "", symbols: .default).canonicalPattern
    }
}

extension BruteForce {
    /// The ranges of the nodes that the preferred reading of `text` consumes characters
    /// with: items read left to right, an alternative's left branch tried first, an
    /// optional taken first, backtracking until the whole text is read. Nil if no reading
    /// reads the whole text. A plain backtracking reader, independent of the automata.
    static func preferredReading(_ items: [MaskNode], _ text: [Character]) -> Set<Range<Int>>? {
        func readItems(_ index: Int, _ position: Int, _ used: Set<Range<Int>>) -> Set<Range<Int>>? {
            guard index < items.count else { return position == text.count ? used : nil }
            return read(items[index], position, used) { readItems(index + 1, $0, $1) }
        }
        func read(
            _ node: MaskNode, _ position: Int, _ used: Set<Range<Int>>,
            _ next: (Int, Set<Range<Int>>) -> Set<Range<Int>>?
        ) -> Set<Range<Int>>? {
            func consume(_ fits: (Character) -> Bool) -> Set<Range<Int>>? {
                guard position < text.count, fits(text[position]) else { return nil }
                return next(position + 1, used.union([node.range]))
            }
            switch node.kind {
            case .digit: return consume { $0.isASCII && $0.isNumber }
            case .letter: return consume { $0.isASCII && $0.isLetter }
            case .upper: return consume { $0.isASCII && $0.isUppercase }
            case .lower: return consume { $0.isASCII && $0.isLowercase }
            case .alphanumeric: return consume { $0.isASCII && ($0.isLetter || $0.isNumber) }
            case .set(let set):
                return consume { character in
                    character.unicodeScalars.count == 1 && set.contains(character.unicodeScalars.first!)
                }
            case .number(let range):
                // Longest first: the digits are one item, read whole.
                let widths = range.fixedWidth.map { [$0] } ?? Array((range.lowText.count...range.highText.count).reversed())
                for width in widths where position + width <= text.count {
                    let digits = String(text[position..<position + width])
                    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt64(digits),
                          (range.low...range.high).contains(value),
                          range.fixedWidth != nil || digits == String(value) else { continue }
                    if let found = next(position + width, used.union([node.range])) { return found }
                }
                return nil
            case .repeated(let item, let count):
                // Another repetition first (as an optional is taken first), never one that reads nothing.
                func repeating(_ times: Int, _ position: Int, _ used: Set<Range<Int>>) -> Set<Range<Int>>? {
                    if times < (count.maximum ?? Int.max),
                       let found = read(item, position, used, { end, used in
                           end > position || times < count.minimum ? repeating(times + 1, end, used) : nil
                       }) {
                        return found
                    }
                    return times >= count.minimum ? next(position, used) : nil
                }
                return repeating(0, position, used)
            case .literal(let character): return consume { $0 == character }
            case .optional(let item): return read(item, position, used, next) ?? next(position, used)
            case .alternative(let left, let right):
                return read(left, position, used, next) ?? read(right, position, used, next)
            }
        }
        return readItems(0, 0, [])
    }
}
