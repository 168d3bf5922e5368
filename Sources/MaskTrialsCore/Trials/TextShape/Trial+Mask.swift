import MaskVM

extension Trial {
    /// Passes when the whole text is complete for a program already compiled or loaded from
    /// bytecode; with `optimistic`, when it is complete for the program's optimistic automaton
    /// (MaskVM's `match(_:optimistic:)`). Nothing is compiled here, so it cannot fail. For a
    /// set of masks, the text must also be the form the set prints (`transform` gives it
    /// back): complete in another mask than the one the set's choice rule picks, it fails
    /// where that mask refuses it.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+7(DDD)DDD")
    /// Trial.mask(phone, optimistic: true).passes("7123456")   // true
    /// ```
    public static func mask(_ program: MaskProgram, optimistic: Bool = false) -> Trial {
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
    /// The message of a text that is incomplete in each state of the strict automaton, made
    /// once and shared (``IncompleteMessages``), for ``passes(utf8:messages:)``.
    let incompleteMessages = PublishedOnce()

    init(program: MaskProgram, pattern: String, optimistic: Bool) {
        self.program = program
        self.pattern = pattern
        self.optimistic = optimistic
    }

    /// Where the text stopped fitting, in Characters, the character found there (nil at the
    /// end) and what the mask would have taken: what `maskc why` says.
    /// `utf16` is the same offset in UTF-16 code units (the editor's unit).
    enum Fault {
        case incomplete(at: Int, utf16: Int, expected: String)
        case unexpectedCharacter(at: Int, utf16: Int, found: Character, expected: String)
    }

    func fault(in text: String, form: Form) -> Fault? {
        let result = program.match(text, optimistic: optimistic)
        if result == .complete {
            guard !optimistic, let chosen = maskPrintingOtherwise(text) else { return nil }
            let details = chosen.matchDetails(text)
            return details.result == .complete ? nil : fault(text, details)
        }
        // PERF: the details (a second pass and a look at the expected classes) are only
        // worked out for a failing text.
        return fault(text, optimistic ? optimisticDetails(text, result) : program.matchDetails(text))
    }

    /// For a set, the mask its choice rule picks for a complete `text` when that mask prints
    /// `text` otherwise; nil for one mask, or when `text` is the form the set prints. A set's
    /// text is exact only in the form the field would show: `3467 1059 9587 513` is complete
    /// in the card preset's generic 15-digit layout, but its digits are an Amex number, which
    /// the set prints `3467 105995 87513`, so its exact check fails where the Amex mask does.
    private func maskPrintingOtherwise(_ text: String) -> MaskProgram? {
        guard program.isMaskSet else { return nil }
        let printed = program.transform(text)
        guard printed.text != text else { return nil }
        return program.masks[printed.mask].program
    }

    private func fault(_ text: String, _ details: MatchDetails) -> Fault {
        let expected = details.expected.description
        let utf16 = details.utf16Offset(in: text)
        if let found = details.found, case .illegal = details.result {
            return .unexpectedCharacter(at: details.offset, utf16: utf16, found: found, expected: expected)
        }
        return .incomplete(at: details.offset, utf16: utf16, expected: expected)
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let complete = program.match(utf8: bytes, mode: optimistic ? .optimistic : .strict) == .complete
        // A set's complete text must also be the form the set prints, which takes a
        // transform: the String path judges it.
        if complete, !optimistic, program.isMaskSet { return nil }
        return complete
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
        case .incomplete(let offset, let utf16, let expected):
            TrialMessage(TrialMessage.Key.maskIncomplete, [
                "mask": .text(pattern), "expected": .text(expected), "offset": .integer(offset), "utf16Offset": .integer(utf16),
            ])
        case .unexpectedCharacter(let offset, let utf16, let found, let expected):
            TrialMessage(TrialMessage.Key.maskMismatch, [
                "mask": .text(pattern), "expected": .text(expected), "found": .text(ExpectedCharacters.quoted(found)),
                "offset": .integer(offset), "utf16Offset": .integer(utf16),
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
