/// A validation predicate on a text: a value, `Sendable`, built once (masks and regular
/// expressions are compiled when the trial is made) and cheap to run.
///
/// ```swift
/// let email = Trial.email
/// email.trial()("user@example.com")        // true: SwiftCop's form
/// email.passes("a@b..com")                  // false
/// email.evaluate("a@b..com")                // .invalid([email: "is not a valid e-mail address"])
///
/// let password = Trial.all([.length(.minimum, 8), .format(#".*\d.*"#).message("must contain a digit")])
/// let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")
/// let card = Trial.paymentCard(accepting: [.visa, .mastercard]).allowingBlank()
/// ```
///
/// A nil text (an optional field with no value) is judged as the empty text, except by
/// ``allowingNil()`` and ``allowingBlank()``, which let it pass.
public struct Trial: TrialProtocol, CustomStringConvertible {
    let rule: Rule
    let messageOverride: MessageOverride?
    /// Whether any part reads other fields, so a validator knows to snapshot the form.
    let readsForm: Bool

    init(_ rule: Rule, messageOverride: MessageOverride? = nil) {
        self.rule = rule
        self.messageOverride = messageOverride
        self.readsForm = switch rule {
        case .equality(let judge): judge.readsForm
        case .comparison(let judge): judge.readsForm
        case .all(let trials), .any(let trials): trials.contains { $0.readsForm }
        case .not(let trial), .skipping(let trial, _): trial.readsForm
        default: false
        }
    }

    /// SwiftCop's entry point: a closure that says whether evidence passes.
    public func trial() -> @Sendable (_ evidence: String) -> Bool {
        let trial = self
        return { trial.passes($0) }
    }

    /// Whether `text` passes. Allocates nothing for the built-in trials (except `.format`,
    /// whose regular expression engine may).
    public func passes(_ text: String?) -> Bool {
        passes(text, in: .empty)
    }

    /// Whether `text` passes, with the other fields of `form` for cross-field trials.
    public func passes(_ text: String?, in form: Form) -> Bool {
        var none: [TrialMessage]? = nil
        return run(text, form, &none)
    }

    /// Whether `text` passes, and if not, why: one message per failing condition
    /// (every failing trial of an ``all(_:)``, not only the first).
    public func evaluate(_ text: String?) -> TrialResult {
        evaluate(text, in: .empty)
    }

    /// ``evaluate(_:)`` with the other fields of `form` for cross-field trials.
    public func evaluate(_ text: String?, in form: Form) -> TrialResult {
        var messages: [TrialMessage]? = []
        if run(text, form, &messages) { return .valid }
        let found = messages ?? []
        return .invalid(found.isEmpty ? [.invalid] : found)
    }

    /// Judges `text`; collects messages only when `messages` is not nil, so the plain
    /// pass/fail path builds none.
    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        guard let messageOverride, messages != nil else {
            return runRule(text, form, &messages)
        }
        var replaced: [TrialMessage]? = []
        if runRule(text, form, &replaced) { return true }
        messages?.append(messageOverride.apply(to: replaced ?? []))
        return false
    }

    private func runRule(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        let evidence = text ?? ""
        switch rule {
        case .constant(let judge): return judge.judge(evidence, form, &messages)
        case .mask(let judge): return judge.judge(evidence, form, &messages)
        case .format(let judge): return judge.judge(evidence, form, &messages)
        case .email(let judge): return judge.judge(evidence, form, &messages)
        case .url(let judge): return judge.judge(evidence, form, &messages)
        case .length(let judge): return judge.judge(evidence, form, &messages)
        case .substrings(let judge): return judge.judge(evidence, form, &messages)
        case .membership(let judge): return judge.judge(evidence, form, &messages)
        case .blank(let judge): return judge.judge(evidence, form, &messages)
        case .numericality(let judge): return judge.judge(evidence, form, &messages)
        case .comparison(let judge): return judge.judge(evidence, form, &messages)
        case .equality(let judge): return judge.judge(evidence, form, &messages)
        case .acceptance(let judge): return judge.judge(evidence, form, &messages)
        case .paymentCard(let judge): return judge.judge(evidence, form, &messages)
        case .closure(let judge): return judge.judge(evidence, form, &messages)
        case .external(let trial, let check):
            if check(evidence) { return true }
            if messages != nil {
                let reported = trial.evaluate(text).messages
                messages?.append(contentsOf: reported.isEmpty ? [.invalid] : reported)
            }
            return false
        case .all(let trials):
            var passed = true
            for trial in trials where !trial.run(text, form, &messages) {
                passed = false
                // Without messages to collect, the first failure decides.
                if messages == nil { return false }
            }
            return passed
        case .any(let trials):
            var reasons: [TrialMessage]? = messages == nil ? nil : []
            for trial in trials where trial.run(text, form, &reasons) {
                return true
            }
            messages?.append(contentsOf: reasons ?? [])
            return false
        case .not(let trial):
            var none: [TrialMessage]? = nil
            guard trial.run(text, form, &none) else { return true }
            messages?.append(TrialMessage(TrialMessage.Key.invalid, ["trial": .text(trial.description)]))
            return false
        case .skipping(let trial, let condition):
            return condition.skips(text) || trial.run(text, form, &messages)
        }
    }

    /// The trial as code-like text: `length(minimum: 4)`, `all(presence, email)`.
    public var description: String {
        switch rule {
        case .constant(let judge): judge.description
        case .mask(let judge): judge.description
        case .format(let judge): judge.description
        case .email(let judge): judge.description
        case .url(let judge): judge.description
        case .length(let judge): judge.description
        case .substrings(let judge): judge.description
        case .membership(let judge): judge.description
        case .blank(let judge): judge.description
        case .numericality(let judge): judge.description
        case .comparison(let judge): judge.description
        case .equality(let judge): judge.description
        case .acceptance(let judge): judge.description
        case .paymentCard(let judge): judge.description
        case .closure(let judge): judge.description
        case .external(let trial, _): "custom(\(type(of: trial)))"
        case .all(let trials): "all(\(trials.map(\.description).joined(separator: ", ")))"
        case .any(let trials): "any(\(trials.map(\.description).joined(separator: ", ")))"
        case .not(let trial): "not(\(trial.description))"
        case .skipping(let trial, .isNil): "\(trial.description).allowingNil()"
        case .skipping(let trial, .isBlank): "\(trial.description).allowingBlank()"
        }
    }
}
