import MaskLexer

/// Parses the regular subset of Swift Regex / ICU syntax into a ``RegexNode``.
///
/// It reads Unicode scalars but counts positions in Characters, as the diagnostics do. A
/// literal Character of several scalars (`e` and a combining accent) is one atom, so a
/// quantifier after it repeats all of it, as in Swift Regex. Anything outside the subset is
/// refused with its position and why (``RegexSyntaxError/isRefusal``).
///
/// ```swift
/// let node = try RegexParser.parse("^[a-z]{3}\\d+$")
/// node.hasLoops   // true
/// ```
public struct RegexParser {
    /// Thrown inside the parser; positions are scalar indices until rendered.
    struct Failure: Error {
        let error: RegexSyntaxError
        let scalars: Range<Int>
    }

    let scalars: [Unicode.Scalar]
    /// The Character offset of each scalar, and the pattern's Character count last.
    let offsets: [Int]
    let maximumNesting: Int
    let maximumCount: Int
    var position = 0
    var depth = 0

    /// Parses `pattern`; throws a ``MaskLexer/PatternError`` whose diagnostic has source
    /// `.regex`. Groups nest at most `maximumNesting` deep and counts are at most `maximumCount`.
    public static func parse(
        _ pattern: String, maximumNesting: Int = 1_000, maximumCount: Int = 1_000
    ) throws(PatternError) -> RegexNode {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var characterCount = 0
        for character in pattern {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                offsets.append(characterCount)
            }
            characterCount += 1
        }
        offsets.append(characterCount)
        var parser = RegexParser(scalars: scalars, offsets: offsets, maximumNesting: maximumNesting, maximumCount: maximumCount)
        do throws(Failure) {
            let node = try parser.parseAlternation(topLevel: true)
            if parser.position < scalars.count {
                // Only a `)` stops the top-level alternation early.
                throw Failure(error: .unmatchedClosingParenthesis, scalars: parser.position..<parser.position + 1)
            }
            return node
        } catch let failure {
            let lower = offsets[failure.scalars.lowerBound]
            // A span inside one Character covers that Character.
            let upper = max(offsets[failure.scalars.upperBound], failure.scalars.lowerBound < scalars.count ? lower + 1 : lower)
            throw PatternError(pattern: pattern, symbols: .default, diagnostics: [
                Diagnostic(regexError: failure.error, at: lower..<upper),
            ])
        }
    }

    // MARK: Structure

    /// Branches separated by `|`, up to a `)` or the end. At the top level, `^` may open a
    /// branch and `$` may close one.
    mutating func parseAlternation(topLevel: Bool) throws(Failure) -> RegexNode {
        let start = position
        var branches = [try parseConcatenation(topLevel: topLevel)]
        while peek() == "|" {
            position += 1
            branches.append(try parseConcatenation(topLevel: topLevel))
        }
        return branches.count == 1 ? branches[0] : RegexNode(.alternation(branches), range(from: start))
    }

    mutating func parseConcatenation(topLevel: Bool) throws(Failure) -> RegexNode {
        let start = position
        var items: [RegexNode] = []
        while let next = peek(), next != "|", next != ")" {
            if let anchor = try anchor(topLevel: topLevel, atBranchStart: items.isEmpty) {
                if isQuantifier(at: position + anchor) {
                    throw Failure(error: .quantifierWithoutOperand, scalars: position + anchor..<position + anchor + 1)
                }
                position += anchor
                continue
            }
            let atom = try parseAtom()
            items.append(try parseQuantifier(of: atom))
        }
        switch items.count {
        case 0: return RegexNode(.empty, range(from: start))
        case 1: return items[0]
        default: return RegexNode(.concatenation(items), range(from: start))
        }
    }

    /// The length in scalars of the anchor at the position (`^`, `$`, `\A`, `\z`, `\Z`), 0 or
    /// nil when there is none; throws where an anchor is not redundant in a whole match.
    mutating func anchor(topLevel: Bool, atBranchStart: Bool) throws(Failure) -> Int? {
        let isStart: Bool
        let length: Int
        switch (peek() ?? "\u{0}", peek(1) ?? "\u{0}") {
        case ("^", _): (isStart, length) = (true, 1)
        case ("$", _): (isStart, length) = (false, 1)
        case ("\\", "A"): (isStart, length) = (true, 2)
        case ("\\", "z"), ("\\", "Z"): (isStart, length) = (false, 2)
        default: return nil
        }
        let after = peek(length)
        let allowed = topLevel && (isStart ? atBranchStart : (after == nil || after == "|" || after == "$"))
        guard allowed else {
            throw Failure(error: .anchorInside(Character(scalars[position + length - 1])), scalars: position..<position + length)
        }
        return length
    }

    /// One atom: a group, a bracket expression, `.`, an escape or a literal Character.
    mutating func parseAtom() throws(Failure) -> RegexNode {
        let start = position
        let scalar = scalars[position]
        switch scalar {
        case "(":
            return try parseGroup()
        case "[" where peek(1) == ":":
            // Swift Regex reads `[:alpha:]` on its own as the POSIX class.
            return RegexNode(.set(try parsePOSIXClass()), range(from: start))
        case "[":
            position += 1
            return RegexNode(.set(try parseBracket(openedAt: start)), range(from: start))
        case ".":
            position += 1
            return RegexNode(.set(ScalarClass.any.ranges), range(from: start))
        case "*", "+", "?":
            throw Failure(error: .quantifierWithoutOperand, scalars: start..<start + 1)
        case "{" where count(at: position) != nil:
            throw Failure(error: .quantifierWithoutOperand, scalars: start..<start + 1)
        case "\\":
            return try parseEscape()
        default:
            // The scalars of one Character are one atom.
            var literals: [RegexNode] = []
            repeat {
                try checkNormalized(scalars[position], at: position..<position + 1)
                literals.append(RegexNode(.literal(scalars[position]), position..<position + 1))
                position += 1
            } while position < scalars.count && offsets[position] == offsets[start]
            if literals.count == 1 { return RegexNode(.literal(scalar), range(from: start)) }
            return RegexNode(.concatenation(literals.map { RegexNode($0.kind, range(from: start)) }), range(from: start))
        }
    }

    /// `*`, `+`, `?` or `{…}` after an atom, with a lazy `?` (same language in a whole match)
    /// or a refused possessive `+`.
    mutating func parseQuantifier(of atom: RegexNode) throws(Failure) -> RegexNode {
        let start = position
        guard let (count, length) = quantifier(at: position) else { return atom }
        if count.minimum > maximumCount || (count.maximum ?? 0) > maximumCount {
            throw Failure(error: .countOverLimit(max(count.minimum, count.maximum ?? 0), limit: maximumCount),
                          scalars: start..<start + length)
        }
        if let maximum = count.maximum, maximum < count.minimum {
            throw Failure(error: .reversedCount(minimum: count.minimum, maximum: maximum), scalars: start..<start + length)
        }
        position += length
        if peek() == "?" {
            position += 1
        } else if peek() == "+" {
            throw Failure(error: .possessive, scalars: start..<position + 1)
        }
        if isQuantifier(at: position) {
            throw Failure(error: .quantifierWithoutOperand, scalars: position..<position + 1)
        }
        return RegexNode(.repetition(atom, count), atom.range.lowerBound..<offsets[position])
    }

    func isQuantifier(at index: Int) -> Bool {
        quantifier(at: index) != nil
    }

    /// The quantifier at `index` and its length in scalars.
    func quantifier(at index: Int) -> (RepeatCount, Int)? {
        guard index < scalars.count else { return nil }
        switch scalars[index] {
        case "*": return (RepeatCount(minimum: 0, maximum: nil), 1)
        case "+": return (RepeatCount(minimum: 1, maximum: nil), 1)
        case "?": return (RepeatCount(minimum: 0, maximum: 1), 1)
        case "{": return count(at: index)
        default: return nil
        }
    }

    /// `{n}`, `{n,}`, `{n,m}` or `{,m}` at `index` (spaces allowed, as Swift Regex allows
    /// them), or nil: then `{` is a literal.
    func count(at index: Int) -> (RepeatCount, Int)? {
        var end = index + 1
        var text = ""
        while end < scalars.count, scalars[end] != "}" {
            guard end - index < 24 else { return nil }
            if scalars[end] != " " { text.unicodeScalars.append(scalars[end]) }
            end += 1
        }
        guard end < scalars.count else { return nil }
        let parts = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            !part.isEmpty && part.allSatisfy({ ("0"..."9").contains($0) }) ? Int(part) : nil
        }
        let length = end - index + 1
        switch parts.count {
        case 1:
            guard let exact = number(parts[0]) else { return nil }
            return (RepeatCount(minimum: exact, maximum: exact), length)
        default:
            if parts[0].isEmpty, parts[1].isEmpty { return nil }
            guard let minimum = parts[0].isEmpty ? 0 : number(parts[0]) else { return nil }
            if parts[1].isEmpty { return (RepeatCount(minimum: minimum, maximum: nil), length) }
            guard let maximum = number(parts[1]) else { return nil }
            return (RepeatCount(minimum: minimum, maximum: maximum), length)
        }
    }

    /// Swift Regex compares Characters under canonical equivalence, so a literal that
    /// normalization replaces (the Ångström sign, U+212B, is Å, U+00C5) matches another scalar;
    /// the VM compares scalars, so such a literal is refused rather than matched differently.
    func checkNormalized(_ scalar: Unicode.Scalar, at scalars: Range<Int>) throws(Failure) {
        if scalar.properties.isFullCompositionExclusion {
            let value = "U+" + String(scalar.value, radix: 16, uppercase: true)
            throw Failure(error: .unsupported("\(value), which Unicode normalization replaces,"), scalars: scalars)
        }
    }

    // MARK: Reading

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    /// Character offsets from the scalar `start` to the position.
    func range(from start: Int) -> Range<Int> {
        offsets[start]..<offsets[position]
    }
}
