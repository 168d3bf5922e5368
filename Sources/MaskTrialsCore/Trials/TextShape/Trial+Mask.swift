import MaskVM

extension Trial {
    /// Passes when the whole text is complete for a program already compiled or loaded from
    /// bytecode.
    public static func mask(_ program: MaskProgram) -> Trial {
        Trial(MaskJudge(program: program, pattern: program.source.pattern, optimistic: false))
    }

    /// `mask(program)` with optimistic matching on request: the program carries its
    /// optimistic automaton (MaskVM's `match(_:optimistic:)`), so nothing is compiled here and
    /// a program loaded from bytecode works as well. (It still throws, as it did when the
    /// optimistic form was compiled from the recorded pattern, so callers need not change.)
    public static func mask(_ program: MaskProgram, optimistic: Bool) throws(TrialError) -> Trial {
        Trial(MaskJudge(program: program, pattern: program.source.pattern, optimistic: optimistic))
    }

    /// `mask(program)` for the module that compiles patterns (MaskTrials): the trial reports
    /// the pattern as the caller wrote it.
    package static func mask(compiled program: MaskProgram, pattern: String, optimistic: Bool) -> Trial {
        Trial(MaskJudge(program: program, pattern: pattern, optimistic: optimistic))
    }
}

final class MaskJudge: OneMessageJudge {
    let program: MaskProgram
    let pattern: String
    let optimistic: Bool

    init(program: MaskProgram, pattern: String, optimistic: Bool) {
        self.program = program
        self.pattern = pattern
        self.optimistic = optimistic
    }

    /// Where the text stopped fitting, in Characters, the character found there (nil at the
    /// end) and what the mask would have taken: what `maskc why` says.
    enum Fault {
        case incomplete(at: Int, expected: String)
        case unexpectedCharacter(at: Int, found: Character, expected: String)
    }

    func fault(in text: String, form: Form) -> Fault? {
        let result = program.match(text, optimistic: optimistic)
        guard result != .complete else { return nil }
        // PERF: the details (a second pass and a look at the expected classes) are only
        // worked out for a failing text.
        let details = optimistic ? optimisticDetails(text, result) : program.matchDetails(text)
        let expected = details.expected.description
        if let found = details.found, case .illegal = details.result {
            return .unexpectedCharacter(at: details.offset, found: found, expected: expected)
        }
        return .incomplete(at: details.offset, expected: expected)
    }

    /// ``MaskProgram/matchDetails(_:)`` against the optimistic automaton.
    private func optimisticDetails(_ text: String, _ result: MatchResult) -> MatchDetails {
        let stop: String.Index = if case .illegal(let offset) = result {
            text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        } else {
            text.endIndex
        }
        return MatchDetails(result: result, offset: text.distance(from: text.startIndex, to: stop),
                            found: stop < text.endIndex ? text[stop] : nil,
                            expected: program.optimisticMatcher.expectedCharacters(after: text.utf8[..<stop]))
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .incomplete(let offset, let expected):
            TrialMessage(TrialMessage.Key.maskIncomplete, [
                "mask": .text(pattern), "expected": .text(expected), "offset": .integer(offset), "position": .integer(offset + 1),
            ])
        case .unexpectedCharacter(let offset, let found, let expected):
            TrialMessage(TrialMessage.Key.maskMismatch, [
                "mask": .text(pattern), "expected": .text(expected), "found": .text(ExpectedCharacters.quoted(found)),
                "offset": .integer(offset), "position": .integer(offset + 1),
            ])
        }
    }

    var description: String {
        "mask(\(quoted(pattern))\(optimistic ? ", optimistic: true" : ""))"
    }
}

/// A string in double quotes for descriptions, with `"` and `\` escaped.
package func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
        if character == "\"" || character == "\\" { result.append("\\") }
        result.append(character)
    }
    return result + "\""
}
