extension RegexParser {
    /// The members of a bracket expression, after its `[`: scalars, ranges, escapes and
    /// classes, and POSIX classes `[:name:]`; negated by a leading `^` (a negated set matches
    /// line ends, as in Swift Regex). Set operations and nested brackets are refused.
    mutating func parseBracket(openedAt start: Int) throws(Failure) -> [ClosedRange<UInt32>] {
        let negated = peek() == "^"
        if negated { position += 1 }
        if peek() == "]" { throw Failure(error: .emptyBracket, scalars: start..<position + 1) }
        var members: [ClosedRange<UInt32>] = []
        while true {
            guard let next = peek() else { throw Failure(error: .unclosedBracket, scalars: start..<start + 1) }
            if next == "]" {
                position += 1
                break
            }
            if next == "[" {
                if peek(1) == ":" {
                    members += try parsePOSIXClass()
                    continue
                }
                throw Failure(error: .unsupported("a nested bracket expression"), scalars: position..<position + 1)
            }
            if let second = peek(1), (next == "&" && second == "&") || (next == "~" && second == "~")
                || (next == "-" && second == "-") {
                throw Failure(error: .unsupported("a set operation '\(next)\(second)'"), scalars: position..<position + 2)
            }
            let memberStart = position
            switch try parseBracketMember() {
            case .set(let ranges):
                if peek() == "-", let after = peek(1), after != "]" {
                    throw Failure(error: .classAsRangeBound, scalars: memberStart..<position + 1)
                }
                members += ranges
            case .scalar(let low):
                guard peek() == "-", let after = peek(1), after != "]" else {
                    members.append(low.value...low.value)
                    continue
                }
                position += 1
                let boundStart = position
                if after == "[" { throw Failure(error: .unsupported("a nested bracket expression"), scalars: position..<position + 1) }
                guard case .scalar(let high) = try parseBracketMember() else {
                    throw Failure(error: .classAsRangeBound, scalars: boundStart..<position)
                }
                guard low <= high else { throw Failure(error: .reversedRange(low, high), scalars: memberStart..<position) }
                members.append(low.value...high.value)
            }
        }
        let matched = negated ? ScalarRanges.complement(of: members) : ScalarRanges.normalized(members)
        guard !matched.isEmpty else { throw Failure(error: .setMatchesNothing, scalars: start..<position) }
        return matched
    }

    /// One scalar or escape inside brackets.
    private mutating func parseBracketMember() throws(Failure) -> Escaped {
        let start = position
        if scalars[position] == "\\" { return try parseEscaped(inBracket: true) }
        position += 1
        if position < scalars.count, offsets[position] == offsets[start] {
            throw Failure(error: .unsupported("a bracket member of several scalars"), scalars: start..<position + 1)
        }
        try checkNormalized(scalars[start], at: start..<position)
        return .scalar(scalars[start])
    }

    /// `[:name:]` or `[:^name:]` inside brackets.
    mutating func parsePOSIXClass() throws(Failure) -> [ClosedRange<UInt32>] {
        let start = position
        position += 2
        let negated = peek() == "^"
        if negated { position += 1 }
        var name = ""
        while let next = peek(), next != ":" {
            guard next.isASCII, next.properties.isAlphabetic else {
                throw Failure(error: .unknownPOSIXClass(name), scalars: start..<position + 1)
            }
            name.unicodeScalars.append(next)
            position += 1
        }
        guard peek() == ":", peek(1) == "]" else { throw Failure(error: .unclosedBracket, scalars: start..<start + 1) }
        position += 2
        guard let posix = ScalarClass(posixName: name) else {
            if ScalarClass.unsupportedPOSIXNames.contains(name) {
                throw Failure(error: .unsupported("the POSIX class '[:\(name):]'"), scalars: start..<position)
            }
            throw Failure(error: .unknownPOSIXClass(name), scalars: start..<position)
        }
        return negated ? ScalarRanges.complement(of: posix.ranges) : posix.ranges
    }
}
