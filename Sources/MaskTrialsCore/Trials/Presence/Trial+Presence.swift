extension Trial {
    /// Rails' `presence`: passes a text that is not blank (neither nil, empty, nor only
    /// white space). Validator's `ValidationRuleRequired`, stricter about blanks.
    ///
    /// ```swift
    /// Trial.presence.passes("  ")     // false: "must not be blank"
    /// ```
    public static let presence = Trial(BlankJudge(mustBeBlank: false))

    /// Rails' `absence`: passes a blank text (nil, empty, or only white space).
    public static let absence = Trial(BlankJudge(mustBeBlank: true))
}

final class BlankJudge: OneMessageJudge {
    let mustBeBlank: Bool

    init(mustBeBlank: Bool) {
        self.mustBeBlank = mustBeBlank
    }

    func fault(in text: String, form: Form) -> Void? {
        BlankText.isBlank(text) == mustBeBlank ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(mustBeBlank ? TrialMessage.Key.present : TrialMessage.Key.blank)
    }

    var description: String { mustBeBlank ? "absence" : "presence" }
}
