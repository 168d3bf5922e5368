/// The bracketed items: sets `[...]`, number ranges `<lo-hi>` and counts `{n,m}`. Each
/// reads from its opening bracket to the first closing one and returns the offset after
/// it; an unclosed bracket takes the rest of the pattern, so its contents cause no
/// cascade of errors.
extension MaskLexer {
    /// The offset of the first unescaped `closing` after `start` (with `escapes`, a `\`
    /// skips the character after it), or nil.
    private static func closingOffset<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, after start: Int, closing: UInt8, escapes: Bool
    ) -> Int? where Characters.Index == Int {
        var offset = start + 1
        while offset < characters.count {
            let character = characters[offset]
            if escapes && character == "\\" {
                offset += 2
                continue
            }
            if character.utf8.count == 1 && character.utf8.first == closing { return offset }
            offset += 1
        }
        return nil
    }

    static func lexSet<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, from start: Int, into tokens: inout [Token], _ diagnostics: inout [Diagnostic]
    ) -> Int where Characters.Index == Int {
        guard let close = closingOffset(characters, after: start, closing: UInt8(ascii: "]"), escapes: true) else {
            diagnostics.append(Diagnostic(error: .unclosedSet, at: start..<start + 1))
            tokens.append(Token(.invalid, start..<characters.count))
            return characters.count
        }
        let whole = start..<close + 1
        // The members as (character, escaped, offset).
        var elements: [(character: Character, escaped: Bool, offset: Int)] = []
        var offset = start + 1
        var negated = false
        if offset < close, characters[offset] == "^" {
            negated = true
            offset += 1
        }
        while offset < close {
            if characters[offset] == "\\" {
                elements.append((characters[offset + 1], true, offset))
                offset += 2
            } else {
                elements.append((characters[offset], false, offset))
                offset += 1
            }
        }
        var errors: [Diagnostic] = []
        if elements.isEmpty { errors.append(Diagnostic(error: .emptySet, at: whole)) }
        func isDash(_ index: Int) -> Bool { !elements[index].escaped && elements[index].character == "-" }
        func scalar(_ index: Int) -> Unicode.Scalar? {
            let element = elements[index]
            let scalars = element.character.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else {
                let width = element.escaped ? 2 : 1
                errors.append(Diagnostic(error: .setMemberNotScalar(element.character), at: element.offset..<element.offset + width))
                return nil
            }
            return scalar
        }
        var members: [ClosedRange<Unicode.Scalar>] = []
        var index = 0
        while index < elements.count {
            let last = elements.count - 1
            if isDash(index) && index != 0 && index != last {
                errors.append(Diagnostic(error: .misplacedSetDash, at: elements[index].offset..<elements[index].offset + 1))
                index += 1
                continue
            }
            if index + 2 <= last && isDash(index + 1) && !isDash(index) {
                let lowIndex = index
                let highIndex = index + 2
                index += 3
                guard let low = scalar(lowIndex), let high = scalar(highIndex) else { continue }
                guard low <= high else {
                    let end = elements[highIndex].offset + (elements[highIndex].escaped ? 2 : 1)
                    errors.append(Diagnostic(error: .reversedSetRange(low, high), at: elements[lowIndex].offset..<end))
                    continue
                }
                members.append(low...high)
            } else {
                if let member = scalar(index) { members.append(member...member) }
                index += 1
            }
        }
        let set = ScalarSet(members: members, negated: negated)
        // A negated set that lists every scalar matches nothing; so does `[]`, reported above.
        if errors.isEmpty && set.matchedRanges.isEmpty { errors.append(Diagnostic(error: .emptySet, at: whole)) }
        diagnostics += errors
        tokens.append(Token(errors.isEmpty ? .set(set) : .invalid, whole))
        return close + 1
    }

    /// The characters of `range` as a string. PERF: `String(characters[range])` over the
    /// lexer's lazy view of a pattern's bytes goes through the standard library's generic
    /// initializer, which looks its type metadata up at run time on every call: about 1,500
    /// instructions a number range, most of lexing the IPv4 mask; appending is concrete.
    static func text<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, _ range: Range<Int>
    ) -> String where Characters.Index == Int {
        var text = ""
        for index in range { text.append(characters[index]) }
        return text
    }

    static func lexNumberRange<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, from start: Int, into tokens: inout [Token], _ diagnostics: inout [Diagnostic]
    ) -> Int where Characters.Index == Int {
        guard let close = closingOffset(characters, after: start, closing: UInt8(ascii: ">"), escapes: false) else {
            diagnostics.append(Diagnostic(error: .unclosedRange, at: start..<start + 1))
            tokens.append(Token(.invalid, start..<characters.count))
            return characters.count
        }
        let whole = start..<close + 1
        let body = text(characters, start + 1..<close)
        let ends = body.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        func isDigits(_ text: Substring) -> Bool {
            !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard ends.count == 2, isDigits(ends[0]), isDigits(ends[1]) else {
            diagnostics.append(Diagnostic(error: .malformedRange, at: whole))
            tokens.append(Token(.invalid, whole))
            return close + 1
        }
        guard let range = NumberRange(lowText: String(ends[0]), highText: String(ends[1])) else {
            diagnostics.append(Diagnostic(error: .rangeEndTooLong, at: whole))
            tokens.append(Token(.invalid, whole))
            return close + 1
        }
        guard range.low <= range.high else {
            diagnostics.append(Diagnostic(error: .reversedRange(low: range.lowText, high: range.highText), at: whole))
            tokens.append(Token(.invalid, whole))
            return close + 1
        }
        if range.fixedWidth == nil, let padded = [range.lowText, range.highText].first(where: { $0.count > 1 && $0.hasPrefix("0") }) {
            diagnostics.append(Diagnostic(error: .paddedRangeEnd(end: padded, range: range.pattern), at: whole))
            tokens.append(Token(.invalid, whole))
            return close + 1
        }
        tokens.append(Token(.numberRange(range), whole))
        return close + 1
    }

    /// Counts above this are all the same to the lexer (the parser bounds them far lower);
    /// it keeps a long run of digits from overflowing.
    private static let countSaturation = 1_000_000_000

    static func lexCount<Characters: RandomAccessCollection<Character>>(
        _ characters: Characters, from start: Int, into tokens: inout [Token], _ diagnostics: inout [Diagnostic]
    ) -> Int where Characters.Index == Int {
        guard let close = closingOffset(characters, after: start, closing: UInt8(ascii: "}"), escapes: false) else {
            diagnostics.append(Diagnostic(error: .unclosedCount, at: start..<start + 1))
            tokens.append(Token(.invalid, start..<characters.count))
            return characters.count
        }
        let whole = start..<close + 1
        let body = text(characters, start + 1..<close)
        func number(_ text: Substring) -> Int? {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            var value = 0
            for digit in text.utf8 { value = min(value * 10 + Int(digit - UInt8(ascii: "0")), countSaturation) }
            return value
        }
        let parts = body.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        var error: MaskSyntaxError?
        var count: RepeatCount?
        if body.isEmpty {
            error = .emptyCount
        } else if parts.count == 1, let minimum = number(parts[0]) {
            count = RepeatCount(minimum: minimum, maximum: minimum)
        } else if parts.count == 2, parts[0].isEmpty, parts[1].isEmpty || number(parts[1]) != nil {
            error = .countWithoutMinimum
        } else if parts.count == 2, let minimum = number(parts[0]), parts[1].isEmpty {
            count = RepeatCount(minimum: minimum, maximum: nil)
        } else if parts.count == 2, let minimum = number(parts[0]), let maximum = number(parts[1]) {
            if minimum > maximum {
                error = .reversedCount(minimum: minimum, maximum: maximum)
            } else {
                count = RepeatCount(minimum: minimum, maximum: maximum)
            }
        } else {
            error = .malformedCount
        }
        if let error { diagnostics.append(Diagnostic(error: error, at: whole)) }
        tokens.append(Token(count.map { .count($0) } ?? .invalid, whole))
        return close + 1
    }
}
