import MaskCompiler
import MaskLexer
import MaskVM

extension Trial {
    /// Passes when the whole text is complete for the mask (see docs/mask-language.md).
    /// The mask is compiled here, once; each judgement is one walk of its DFA, linear in
    /// the text. With `optimistic`, the text may leave out the mask's literals:
    /// `+7(DDD)DDD` then accepts `+7(123)456`, `7(123)456` and `123456` alike.
    ///
    /// ```swift
    /// let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")
    /// phone.passes("+7(123)456-78-90")          // true
    /// phone.evaluate("+7(12")                    // .invalid([mask_incomplete])
    /// phone.evaluate("+7(12a")                   // .invalid([mask_mismatch, position 6])
    /// let price = try Trial.mask("$DDD.DD", symbols: ["$", "."])
    /// ```
    public static func mask(
        _ pattern: String, symbols: SymbolSet = .default, optimistic: Bool = false
    ) throws(TrialError) -> Trial {
        do {
            let program = try MaskCompiler.compile(pattern, symbols: symbols)
            return Trial(MaskJudge(program: program, pattern: pattern, optimistic: optimistic))
        } catch {
            throw .mask(error)
        }
    }

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

    enum Fault {
        case incomplete
        case unexpectedCharacter(at: Int)
    }

    func fault(in text: String, form: Form) -> Fault? {
        switch program.match(text, optimistic: optimistic) {
        case .complete: nil
        case .partial: .incomplete
        case .illegal(let offset): .unexpectedCharacter(at: offset)
        }
    }

    func message(for fault: Fault) -> TrialMessage {
        switch fault {
        case .incomplete:
            TrialMessage(TrialMessage.Key.maskIncomplete, ["mask": .text(pattern)])
        case .unexpectedCharacter(let offset):
            TrialMessage(TrialMessage.Key.maskMismatch, [
                "mask": .text(pattern), "offset": .integer(offset), "position": .integer(offset + 1),
            ])
        }
    }

    var description: String {
        "mask(\(quoted(pattern))\(optimistic ? ", optimistic: true" : ""))"
    }
}

/// A string in double quotes for descriptions, with `"` and `\` escaped.
func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
        if character == "\"" || character == "\\" { result.append("\\") }
        result.append(character)
    }
    return result + "\""
}
