extension RegexParser {
    /// `(…)`, `(?:…)`, `(?<name>…)`; every other `(?` form is refused as what it is.
    mutating func parseGroup() throws(Failure) -> RegexNode {
        let start = position
        position += 1
        if peek() == "?" {
            try skipGroupPrefix(openedAt: start)
        } else if peek() == "*" {
            throw Failure(error: .unsupported("'(*…)' (callouts and backtracking verbs)"), scalars: start..<start + 2)
        }
        guard depth < maximumNesting else { throw Failure(error: .nestingOverLimit(maximumNesting), scalars: start..<start + 1) }
        depth += 1
        let body = try parseAlternation(topLevel: false)
        depth -= 1
        guard peek() == ")" else { throw Failure(error: .unclosedGroup, scalars: start..<start + 1) }
        position += 1
        return RegexNode(body.kind, range(from: start))
    }

    /// Reads what follows `(?` when it opens a plain group (`:`, a name); throws for the rest.
    private mutating func skipGroupPrefix(openedAt start: Int) throws(Failure) {
        let here = start..<min(position + 2, scalars.count)
        // NUL stands for the end, where no group prefix can be.
        switch (peek(1) ?? "\u{0}", peek(2) ?? "\u{0}") {
        case (":", _):
            position += 2
        case ("<", "="), ("<", "!"), ("=", _), ("!", _), ("*", _), ("<", "*"):
            throw Failure(error: .lookaround, scalars: here)
        case ("<", _), ("'", _), ("P", "<"):
            // A named group: the name runs to `>` or `'`.
            let close: Unicode.Scalar = scalars[position + 1] == "'" ? "'" : ">"
            var end = position + (peek(1) == "P" ? 3 : 2)
            while end < scalars.count, scalars[end] != close {
                guard scalars[end] == "_" || scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) else {
                    throw Failure(error: .unsupported("this group name"), scalars: start..<end + 1)
                }
                end += 1
            }
            guard end < scalars.count else { throw Failure(error: .unclosedGroup, scalars: start..<start + 1) }
            position = end + 1
        case (">", _):
            throw Failure(error: .possessive, scalars: here)
        case ("(", _):
            throw Failure(error: .conditional, scalars: here)
        case ("R", _), ("&", _), ("P", ">"), ("+", _), ("0"..."9", _), ("-", "0"..."9"):
            throw Failure(error: .recursion, scalars: here)
        case ("#", _):
            throw Failure(error: .unsupported("a comment '(?#…)'"), scalars: here)
        case ("|", _):
            throw Failure(error: .unsupported("a branch reset '(?|…)'"), scalars: here)
        default:
            throw Failure(error: .option, scalars: here)
        }
    }
}
