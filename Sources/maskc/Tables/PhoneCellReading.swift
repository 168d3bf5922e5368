import MaskPresets
import MaskTrials

/// How a rule naming a phone preset (`phone`, `phone-e164`, `phone-national`) reads a cell:
/// as `maskc check --preset NAME [--region R]` reads a sample (``PhoneInput``'s reading, a
/// country code required without a region, the country's own masks), and, for
/// `transform --rules`, printed as `maskc transform --preset NAME [--region R]` prints it.
///
/// Why not the preset's program and trials, as other presets' rules are read: a phone
/// preset's program is the masks of a few countries read as a value, which passed
/// `447700900123` and failed `+40415833`, where `check --preset phone` does the opposite.
struct PhoneCellReading: Sendable {
    let preset: MaskPreset
    /// `"region"`: whose national numbers the cell may be written as.
    let region: PhoneRegionCode?

    /// The whole check of a cell: the preset's check as `check --preset` makes it, then the
    /// rule's own trials on the number's printed form (as a preset's rule judges its printed
    /// form, and `check --preset phone --trial ...` its value).
    func trial(then ruleTrials: [Trial]) -> Trial {
        let check = preset.trial(reading: .value, region: region)
        guard !ruleTrials.isEmpty else { return check }
        return Trial(PhoneRuleTrial(reading: self, check: check, then: ruleTrials.count == 1 ? ruleTrials[0] : Trial.inTurn(ruleTrials)))
    }

    /// The text `transform --preset NAME [--region R]` prints for `text`.
    func printed(_ text: String) -> String {
        preset.transform(text, region: region).text
    }
}

/// A phone preset's check, then the rule's trials on the printed number: a failure of the
/// check reports only that, as a preset's own trials do after its mask.
private struct PhoneRuleTrial: TrialProtocol {
    let reading: PhoneCellReading
    let check: Trial
    let then: Trial

    func trial() -> @Sendable (String) -> Bool {
        let judge = self
        return { judge.evaluate($0).isValid }
    }

    func evaluate(_ text: String?) -> TrialResult {
        let checked = check.evaluate(text ?? "")
        guard checked.isValid else { return checked }
        return then.evaluate(reading.printed(text ?? ""))
    }
}
