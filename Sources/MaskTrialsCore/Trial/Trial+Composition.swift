extension Trial {
    /// Passes when every trial passes; ``evaluate(_:)`` reports every failing one (Validator's
    /// `ValidationRuleSet`). `all([])` passes everything.
    ///
    /// ```swift
    /// let password = Trial.all([.presence, .length(.minimum, 8)])
    /// password.evaluate("").messages.map(\.key)   // ["blank", "too_short"]
    /// ```
    public static func all(_ trials: [Trial]) -> Trial {
        Trial(CombinationNode(trials, requiresAll: true))
    }

    /// Passes when every trial passes, judging them in turn and stopping at the first that
    /// fails: only its messages are reported. For checks that build on each other, such as a
    /// mask and then a checksum over what the mask let through, where the later trial would
    /// only repeat that the text is wrong. `inTurn([])` passes everything.
    ///
    /// ```swift
    /// let date = Trial.inTurn([try .mask("DDDD-DD-DD"), .calendarDate()])
    /// date.evaluate("2024-1").messages.map(\.key)        // ["mask_incomplete"], not also date_layout
    /// date.evaluate("2023-02-29").messages.map(\.key)    // ["calendar_date"]
    /// ```
    public static func inTurn(_ trials: [Trial]) -> Trial {
        Trial(InTurnNode(trials))
    }

    /// Passes when at least one trial passes; when none does, ``evaluate(_:)`` reports the
    /// reasons of all of them. `any([])` passes nothing.
    ///
    /// ```swift
    /// let contact = Trial.any([.email, try .mask("+?7|8(DDD)DDD-?DD-?DD")])
    /// ```
    public static func any(_ trials: [Trial]) -> Trial {
        Trial(CombinationNode(trials, requiresAll: false))
    }

    /// Passes when `trial` fails. Its message is `invalid`, with the parameter `trial`
    /// (the negated trial's description).
    public static func not(_ trial: Trial) -> Trial {
        Trial(NotNode(trial))
    }

    /// SwiftCop's trial that always passes.
    public static let beTrue = Trial(ConstantJudge(verdict: true))

    /// SwiftCop's trial that always fails (with the `invalid` message).
    public static let beFalse = Trial(ConstantJudge(verdict: false))

    /// A trial from a closure (Validator's `ValidationRuleCondition`); it fails with the
    /// `invalid` message unless you give another with ``message(_:)``.
    ///
    /// ```swift
    /// let twoWords = Trial.custom { $0.split(separator: " ").count >= 2 }.message("needs two words")
    /// ```
    public static func custom(_ check: @escaping @Sendable (_ text: String) -> Bool) -> Trial {
        Trial(ClosureJudge(check: check))
    }

    /// A trial of your own type, so it composes with the built-in ones. Its `trial()`
    /// closure is made once, here; its `evaluate(_:)` is asked only for the messages of a
    /// failure.
    public init(_ trial: some TrialProtocol) {
        if let builtIn = trial as? Trial {
            self = builtIn
        } else {
            self.init(ExternalNode(trial))
        }
    }

    /// The same trial, letting a nil text pass (Rails' `allow_nil`).
    public func allowingNil() -> Trial {
        Trial(SkippingNode(self, skipsBlank: false))
    }

    /// The same trial, letting a blank text pass: nil, empty, or only white space (Rails'
    /// `allow_blank`). The usual way to make an optional field's other trials apply only
    /// when something was typed.
    ///
    /// ```swift
    /// let website = Trial.url().allowingBlank()
    /// website.passes("")        // true
    /// website.passes("nope")    // false
    /// ```
    public func allowingBlank() -> Trial {
        Trial(SkippingNode(self, skipsBlank: true))
    }

    /// The same trial with another message template, keeping the key and interpolating the
    /// trial's parameters (Rails' `message:`). On a composed trial, its failures become this
    /// one message.
    ///
    /// ```swift
    /// Trial.length(.minimum, 8).message("must be at least %{count} characters")
    /// ```
    public func message(_ template: String) -> Trial {
        Trial(MessageNode(self, key: nil, template: template))
    }

    /// The same trial with another message key and template, for an app's own translations.
    public func message(key: String, template: String) -> Trial {
        Trial(MessageNode(self, key: key, template: template))
    }
}

/// `beTrue` and `beFalse`.
final class ConstantJudge: OneMessageJudge {
    let verdict: Bool

    init(verdict: Bool) {
        self.verdict = verdict
    }

    func fault(in text: String, form: Form) -> Void? { verdict ? nil : () }
    func message(for fault: Void) -> TrialMessage { .invalid }
    var description: String { verdict ? "beTrue" : "beFalse" }
}

/// `custom { text in Bool }`.
final class ClosureJudge: OneMessageJudge {
    let check: @Sendable (String) -> Bool

    init(check: @escaping @Sendable (String) -> Bool) {
        self.check = check
    }

    func fault(in text: String, form: Form) -> Void? { check(text) ? nil : () }
    func message(for fault: Void) -> TrialMessage { .invalid }
    var description: String { "custom" }
}
