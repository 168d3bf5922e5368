import MaskVM

extension Trial {
    /// How a mask trial, or a preset's check, takes the sample it judges.
    public enum Reading: String, Hashable, Sendable, CaseIterable {
        /// Only the mask's printed form passes: `4111111111111111` fails the card mask
        /// (`expected ' ' at 4`).
        case exact
        /// The sample is read as a value (``MaskVM/MaskProgram/readValue(_:)``): any form
        /// that transform prints complete, with no typed letter or digit dropped or moved,
        /// passes the mask, and the later trials judge that printed form. A failure names
        /// the printed form it judged. `maskc check` reads this way unless `--exact`.
        case value
    }

    /// The mask trial of a program, reading samples as `reading` says: ``mask(_:)`` when
    /// `.exact`; with `.value`, a sample passes when it reads as a complete value of the
    /// mask. Nothing is compiled here, so a program loaded from bytecode works as well.
    ///
    /// ```swift
    /// let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
    /// Trial.mask(card, reading: .value).passes("4111111111111111")   // true
    /// Trial.mask(card, reading: .exact).passes("4111111111111111")   // false
    /// ```
    public static func mask(_ program: MaskProgram, reading: Reading) -> Trial {
        switch reading {
        case .exact: mask(program)
        case .value: onValue(of: program, then: [])
        }
    }

    /// Reads the sample as a value of `program` (``MaskVM/MaskProgram/readValue(_:)``) and
    /// judges its printed form with `trials`, in turn: the step a preset's check takes with
    /// ``Reading/value``. A sample that is not a value fails with `mask_value` (why it is
    /// not); a printed form that fails a trial fails with that trial's messages, each given
    /// (when the printed form is not the sample as typed) the parameter `printed` and a
    /// template that starts with it.
    ///
    /// ```swift
    /// let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
    /// let check = Trial.onValue(of: card, then: [.paymentCard()])
    /// check.evaluate("4111111111111112").messages[0].text   // "4111 1111 1111 1112: is not a valid card number"
    /// ```
    public static func onValue(of program: MaskProgram, then trials: [Trial]) -> Trial {
        Trial(ValueReadingNode(program: program, then: trials.isEmpty ? nil : inTurn(trials)))
    }

    /// What `onValue(of: program, then: [])` says of `sample`, given `reading`, the
    /// program's ``MaskVM/MaskProgram/readValue(_:)`` of it: valid when it is a value, else
    /// `mask_value` and why not. PERF: a caller that transformed the sample already (the
    /// phone presets' check, which transforms it to choose the country's program) passes
    /// ``MaskVM/MaskProgram/readValue(_:transformed:)``'s reading and transforms it once.
    public static func valueResult(of reading: ValueReading, sample: String) -> TrialResult {
        reading.isValue ? .valid : .invalid([ValueReadingNode.message(notAValue: reading, sample: sample)])
    }
}

/// `onValue(of:then:)`: the sample's value read once, then the trials on its printed form.
final class ValueReadingNode: TrialNode {
    let program: MaskProgram
    let trials: Trial?

    init(program: MaskProgram, then trials: Trial?) {
        self.program = program
        self.trials = trials
    }

    var readsForm: Bool { trials?.node.readsForm ?? false }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        let reading = program.readValue(text ?? "")
        guard reading.isValue else {
            messages?.append(Self.message(notAValue: reading, sample: text ?? ""))
            return false
        }
        guard let trials else { return true }
        var found: [TrialMessage]? = messages == nil ? nil : []
        if trials.node.run(reading.printed, form, &found) { return true }
        // A sample typed as printed needs no naming: the message is about what was typed.
        guard reading.printed != text else {
            messages?.append(contentsOf: found ?? [])
            return false
        }
        for var message in found ?? [] {
            message.parameters["printed"] = .text(reading.printed)
            message.template = "%{printed}: " + message.template
            messages?.append(message)
        }
        return false
    }

    /// Why the sample is not a value: what was dropped or moved, or the printed form that is
    /// still incomplete.
    static func message(notAValue reading: ValueReading, sample: String) -> TrialMessage {
        let printed = TrialMessage.Value.text(reading.printed)
        switch reading.outcome {
        case .value, .incomplete:
            return TrialMessage(TrialMessage.Key.maskValue, ["printed": printed, "reason": .text("a part is missing")])
        case .dropped(let offset):
            return TrialMessage(TrialMessage.Key.maskValue, [
                "printed": printed, "offset": .integer(offset), "utf16Offset": .integer(sample.utf16Offset(ofCharacterOffset: offset)),
                "reason": .text("no place for \(quotedCharacter(sample, offset)) at \(offset)"),
            ])
        case .moved(let offset):
            return TrialMessage(TrialMessage.Key.maskValue, [
                "printed": printed, "offset": .integer(offset), "utf16Offset": .integer(sample.utf16Offset(ofCharacterOffset: offset)),
                "reason": .text("\(quotedCharacter(sample, offset)) at \(offset) cannot stay where it was typed"),
            ])
        }
    }

    private static func quotedCharacter(_ sample: String, _ offset: Int) -> String {
        guard let index = sample.index(sample.startIndex, offsetBy: offset, limitedBy: sample.endIndex),
              index < sample.endIndex else { return "the end" }
        return ExpectedCharacters.quoted(sample[index])
    }

    var description: String {
        "onValue(of: \(quoted(program.source.pattern))\(trials.map { ", then: \($0)" } ?? ""))"
    }
}
