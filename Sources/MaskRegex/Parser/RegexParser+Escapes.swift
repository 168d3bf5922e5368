extension RegexParser {
    /// What an escape stands for: one scalar, or a class of them.
    enum Escaped {
        case scalar(Unicode.Scalar)
        case set([ClosedRange<UInt32>])
    }

    /// An escape outside brackets, as a node.
    mutating func parseEscape() throws(Failure) -> RegexNode {
        let start = position
        switch try parseEscaped(inBracket: false) {
        case .scalar(let scalar): return RegexNode(.literal(scalar), range(from: start))
        case .set(let ranges): return RegexNode(.set(ranges), range(from: start))
        }
    }

    /// The escape at the position (a `\`), inside brackets or not; throws for an escape that
    /// is unknown or refused (backreferences, `\b`, and the classes not supported).
    mutating func parseEscaped(inBracket: Bool) throws(Failure) -> Escaped {
        let start = position
        guard let letter = peek(1) else { throw Failure(error: .danglingEscape, scalars: start..<start + 1) }
        position += 2
        let here = start..<position
        switch letter {
        case "d": return .set(ScalarClass.digit.ranges)
        case "D": return .set(ScalarRanges.complement(of: ScalarClass.digit.ranges))
        case "w": return .set(ScalarClass.word.ranges)
        case "W": return .set(ScalarRanges.complement(of: ScalarClass.word.ranges))
        case "s": return .set(ScalarClass.space.ranges)
        case "S": return .set(ScalarRanges.complement(of: ScalarClass.space.ranges))
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "e": return .scalar("\u{1B}")
        case "a": return .scalar("\u{07}")
        case "0":
            if let next = peek(), ("0"..."7").contains(next) {
                throw Failure(error: .unsupported("an octal escape"), scalars: start..<position + 1)
            }
            return .scalar("\u{0}")
        case "x", "u":
            let scalar = try parseScalarValue(after: letter, escapeStart: start)
            try checkNormalized(scalar, at: start..<position)
            return .scalar(scalar)
        case "1"..."9": throw Failure(error: .backreference, scalars: here)
        case "k": throw Failure(error: .backreference, scalars: here)
        case "g":
            if peek() == "<" || peek() == "'" { throw Failure(error: .recursion, scalars: here) }
            throw Failure(error: .backreference, scalars: here)
        case "b", "B":
            if inBracket { throw Failure(error: .unsupported("'\\\(letter)' inside brackets"), scalars: here) }
            throw Failure(error: .wordBoundary, scalars: here)
        case "A", "z", "Z", "G": throw Failure(error: .anchorInside(Character(letter)), scalars: here)
        case "p", "P": throw Failure(error: .unsupported("a Unicode property class '\\\(letter){…}'"), scalars: here)
        case "h", "H", "v", "V", "R", "X", "N", "K", "Q", "E", "o", "O", "c", "C", "U":
            throw Failure(error: .unsupported("the escape '\\\(letter)'"), scalars: here)
        default:
            if letter.isASCII, letter.properties.isAlphabetic || ("0"..."9").contains(letter) {
                throw Failure(error: .unknownEscape(Character(letter)), scalars: here)
            }
            // Any other escaped scalar stands for itself.
            return .scalar(letter)
        }
    }

    /// `\xhh`, `\x{h…}`, `\uhhhh` or `\u{h…}`, after the `\` and the letter.
    private mutating func parseScalarValue(after letter: Unicode.Scalar, escapeStart: Int) throws(Failure) -> Unicode.Scalar {
        var digits = ""
        if peek() == "{" {
            var end = position + 1
            while end < scalars.count, scalars[end] != "}", end - position <= 9 {
                digits.unicodeScalars.append(scalars[end])
                end += 1
            }
            guard end < scalars.count, scalars[end] == "}" else {
                throw Failure(error: .malformedScalarEscape, scalars: escapeStart..<min(end, scalars.count))
            }
            position = end + 1
        } else {
            let width = letter == "x" ? 2 : 4
            while digits.unicodeScalars.count < width, let next = peek(), next.properties.isASCIIHexDigit {
                digits.unicodeScalars.append(next)
                position += 1
            }
            guard digits.unicodeScalars.count == width else {
                throw Failure(error: .malformedScalarEscape, scalars: escapeStart..<position)
            }
        }
        guard !digits.isEmpty, digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit),
              let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw Failure(error: .malformedScalarEscape, scalars: escapeStart..<position)
        }
        return scalar
    }
}
