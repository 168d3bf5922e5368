/// The cop of SwiftCop: keeps suspects (fields with their trials) and says which are
/// guilty. A value, `Sendable`: judge a form from any thread.
///
/// ```swift
/// var validator = FormValidator()
/// validator.addSuspect(Suspect(name: "email", text: { form.email }, sentence: "Invalid email", trial: .email))
/// validator.addSuspect(Suspect(name: "password", text: { form.password }, trial: .length(.minimum, 4)))
/// validator.addSuspect(Suspect(name: "card", text: { form.card }, trial: .paymentCard(),
///                              if: { $0["payment"] == "card" }))
///
/// validator.anyGuilty()                 // is any field invalid?
/// validator.allGuilties().map(\.name)   // which fields
/// validator.isGuilty("email")?.verdict() // the email field's sentence, if guilty
/// for message in validator.evaluate().messages {
///     print(message.fullText)           // "password is too short (at least 4 characters)"
/// }
/// ```
///
/// Each judgement reads every text once. When a trial or condition looks at other fields,
/// the texts are gathered into a ``Form`` first; otherwise no form is built.
public struct FormValidator: Sendable {
    public private(set) var suspects: [Suspect]
    /// Whether some trial or condition reads the form, so judging must gather it.
    private var needsForm: Bool

    public init(_ suspects: [Suspect] = []) {
        self.suspects = []
        self.needsForm = false
        for suspect in suspects { addSuspect(suspect) }
    }

    /// Puts a suspect under watch. A field may have several suspects (several sentences).
    public mutating func addSuspect(_ suspect: Suspect) {
        suspects.append(suspect)
        needsForm = needsForm || suspect.trial.readsForm || suspect.condition != nil
    }

    /// Every field's current text by name (the first suspect's, for a field with several).
    public func form() -> Form {
        gather().form
    }

    /// Whether any suspect is guilty.
    public func anyGuilty() -> Bool {
        judging { text, form in
            suspects.indices.contains { suspects[$0].judge(text($0), in: form) == .guilty }
        }
    }

    /// The guilty suspects, in the order they were added.
    public func allGuilties() -> [Suspect] {
        judging { text, form in
            suspects.indices.filter { suspects[$0].judge(text($0), in: form) == .guilty }.map { suspects[$0] }
        }
    }

    /// The first guilty suspect of the field `name`, or nil when it has none (SwiftCop's
    /// `isGuilty(textField)`).
    public func isGuilty(_ name: String) -> Suspect? {
        judging { text, form in
            suspects.indices.first { suspects[$0].name == name && suspects[$0].judge(text($0), in: form) == .guilty }
                .map { suspects[$0] }
        }
    }

    /// Every failing trial of every field, each message carrying its field's name (as
    /// Validator's `.invalid([errors])`, for the whole form); `.valid` when none fails.
    public func evaluate() -> TrialResult {
        judging { text, form in
            var messages: [TrialMessage] = []
            for index in suspects.indices {
                messages += suspects[index].evaluate(text: text(index), in: form).messages
            }
            return messages.isEmpty ? .valid : .invalid(messages)
        }
    }

    /// The messages of one field.
    public func messages(for name: String) -> [TrialMessage] {
        evaluate().messages(forField: name)
    }

    /// Calls `body` with each suspect's text (by index) and the form. When nothing reads the
    /// form, texts are read as they are judged and no form is built: judging allocates
    /// nothing of its own. Otherwise every text is read once, up front, into the form.
    private func judging<Result>(_ body: (_ text: (Int) -> String?, _ form: Form) -> Result) -> Result {
        guard needsForm else { return body({ suspects[$0].text }, .empty) }
        let (texts, form) = gather()
        return body({ texts[$0] }, form)
    }

    private func gather() -> (texts: [String?], form: Form) {
        let texts = suspects.map { $0.text }
        var form = Form()
        for (suspect, text) in zip(suspects, texts).reversed() {
            // Reversed, so the first suspect of a field has the last word.
            form.set(suspect.name, to: text)
        }
        return (texts, form)
    }
}

/// SwiftCop's name for the validator.
public typealias SwiftCop = FormValidator
