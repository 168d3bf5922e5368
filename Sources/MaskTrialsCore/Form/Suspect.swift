/// One field under validation, as in SwiftCop: its name, where its text comes from, the
/// sentence shown when it is guilty, and its trial; optionally a condition on the form
/// under which it is judged at all (Rails' `if:`).
///
/// ```swift
/// let email = Suspect(name: "email", text: { model.email }, sentence: "Invalid email", trial: .email)
/// email.isGuilty()    // true when the trial fails
/// email.verdict()     // "" or "Invalid email"
/// let fullName = Suspect(name: "fullName", text: "Ada", sentence: "More Than Two Words Needed") {
///     $0.split(separator: " ").count >= 2
/// }
/// ```
public struct Suspect: Sendable {
    /// The field's name: how the form, messages and ``FormValidator/isGuilty(_:)`` refer to it.
    public var name: String
    /// Where the text comes from: read anew at each judgement.
    public var source: Source
    /// What ``verdict()`` says when the suspect is guilty; nil to say the trial's messages.
    public var sentence: String?
    public var trial: Trial
    /// Judged only when this holds for the form (Rails' `if:`); always when nil.
    public var condition: (@Sendable (Form) -> Bool)?

    /// Where a suspect's text comes from.
    public enum Source: Sendable {
        /// A fixed text (nil: the field has no value).
        case value(String?)
        /// Read at each judgement, e.g. from a text field's model.
        case reader(@Sendable () -> String?)

        func read() -> String? {
            switch self {
            case .value(let text): text
            case .reader(let read): read()
            }
        }
    }

    public init(name: String, source: Source, sentence: String? = nil, trial: Trial,
                if condition: (@Sendable (Form) -> Bool)? = nil) {
        self.name = name
        self.source = source
        self.sentence = sentence
        self.trial = trial
        self.condition = condition
    }

    /// A suspect whose text is read by a closure at each judgement.
    public init(name: String, text: @escaping @Sendable () -> String?, sentence: String? = nil, trial: Trial,
                if condition: (@Sendable (Form) -> Bool)? = nil) {
        self.init(name: name, source: .reader(text), sentence: sentence, trial: trial, if: condition)
    }

    /// A suspect with a fixed text.
    public init(name: String, text: String?, sentence: String? = nil, trial: Trial,
                if condition: (@Sendable (Form) -> Bool)? = nil) {
        self.init(name: name, source: .value(text), sentence: sentence, trial: trial, if: condition)
    }

    /// A suspect judged by a trial of your own type (SwiftCop's `trial: TrialProtocol`).
    public init(name: String, text: @escaping @Sendable () -> String?, sentence: String? = nil,
                trial: some TrialProtocol, if condition: (@Sendable (Form) -> Bool)? = nil) {
        self.init(name: name, source: .reader(text), sentence: sentence, trial: Trial(trial), if: condition)
    }

    /// A suspect judged by a closure, given last as in SwiftCop's
    /// `Suspect(view:sentence:) { evidence in ... }`.
    public init(name: String, text: @escaping @Sendable () -> String?, sentence: String,
                if condition: (@Sendable (Form) -> Bool)? = nil,
                trial: @escaping @Sendable (_ evidence: String) -> Bool) {
        self.init(name: name, source: .reader(text), sentence: sentence, trial: .custom(trial), if: condition)
    }

    /// The closure-judged suspect above, with a fixed text.
    public init(name: String, text: String?, sentence: String,
                if condition: (@Sendable (Form) -> Bool)? = nil,
                trial: @escaping @Sendable (_ evidence: String) -> Bool) {
        self.init(name: name, source: .value(text), sentence: sentence, trial: .custom(trial), if: condition)
    }

    /// The field's current text.
    public var text: String? { source.read() }

    /// Whether the trial fails (and the condition, if any, holds for `form`).
    public func isGuilty(in form: Form = .empty) -> Bool {
        judge(text, in: form) == .guilty
    }

    /// "" when not guilty; otherwise the sentence, or the trial's messages joined by "; "
    /// when there is no sentence.
    public func verdict(in form: Form = .empty) -> String {
        let result = evaluate(in: form)
        guard !result.isValid else { return "" }
        return sentence ?? result.messages.map(\.text).joined(separator: "; ")
    }

    /// Every reason the suspect is guilty, each message carrying the field's name;
    /// `.valid` when it is not, or when its condition does not hold.
    public func evaluate(in form: Form = .empty) -> TrialResult {
        evaluate(text: text, in: form)
    }

    enum Judgement {
        case innocent, guilty, notJudged
    }

    /// The verdict on a text already read; `notJudged` when the condition does not hold.
    func judge(_ text: String?, in form: Form) -> Judgement {
        if let condition, !condition(form) { return .notJudged }
        return trial.passes(text, in: form) ? .innocent : .guilty
    }

    func evaluate(text: String?, in form: Form) -> TrialResult {
        if let condition, !condition(form) { return .valid }
        var result = trial.evaluate(text, in: form)
        if case .invalid(let messages) = result {
            result = .invalid(messages.map { message in
                var message = message
                message.field = name
                return message
            })
        }
        return result
    }
}
