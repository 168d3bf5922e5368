/// The cop of SwiftCop: keeps suspects (fields with their trials) and says which are
/// guilty. A value, `Sendable`: judge a form from any thread, or from the main actor.
///
/// An app's model is usually `@MainActor`, and a `@Sendable` closure cannot read it. So
/// give each judgement a snapshot of the fields, a ``Form``, read on the model's own actor;
/// suspects made without a text read their field from it:
///
/// ```swift
/// var validator = FormValidator()
/// validator.addSuspect(Suspect(name: "email", sentence: "Invalid email", trial: .email))
/// validator.addSuspect(Suspect(name: "password", trial: .length(.minimum, 4)))
/// validator.addSuspect(Suspect(name: "card", trial: .paymentCard(), if: { $0["payment"] == "card" }))
///
/// let form: Form = ["email": model.email, "password": model.password, "payment": model.payment]
/// validator.anyGuilty(in: form)                 // is any field invalid?
/// validator.allGuilties(in: form).map(\.name)   // which fields
/// validator.isGuilty("email", in: form)?.verdict(in: form) // the email field's sentence, if guilty
/// for message in validator.evaluate(form).messages {
///     print(message.fullText)                   // "password: is too short (at least 4 characters)"
/// }
/// ```
///
/// Suspects may instead read their text themselves, from a fixed value or a `@Sendable`
/// closure (`Suspect(name:text:trial:)`); the methods without a form judge those alone.
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

    /// Every field's current text by name (the first suspect's, for a field with several),
    /// over the fields of `snapshot`.
    public func form(_ snapshot: Form = .empty) -> Form {
        gather(snapshot).form
    }

    /// Whether any suspect is guilty, the texts read from `form` where the suspects read the form.
    public func anyGuilty(in form: Form? = nil) -> Bool {
        judging(form) { text, form in
            suspects.indices.contains { suspects[$0].judge(text($0), in: form) == .guilty }
        }
    }

    /// The guilty suspects, in the order they were added.
    public func allGuilties(in form: Form? = nil) -> [Suspect] {
        judging(form) { text, form in
            suspects.indices.filter { suspects[$0].judge(text($0), in: form) == .guilty }.map { suspects[$0] }
        }
    }

    /// The first guilty suspect of the field `name`, or nil when it has none (SwiftCop's
    /// `isGuilty(textField)`).
    public func isGuilty(_ name: String, in form: Form? = nil) -> Suspect? {
        judging(form) { text, form in
            suspects.indices.first { suspects[$0].name == name && suspects[$0].judge(text($0), in: form) == .guilty }
                .map { suspects[$0] }
        }
    }

    /// Every failing trial of every field, each message naming its field (as Validator's
    /// `.invalid([errors])`, for the whole form); ``FormVerdict/valid`` when none fails.
    /// `form` is a snapshot of the fields, for the suspects that read the form.
    public func evaluate(_ form: Form? = nil) -> FormVerdict {
        judging(form) { text, form in
            var messages: [FieldMessage] = []
            for index in suspects.indices {
                let name = suspects[index].name
                messages += suspects[index].evaluate(text: text(index), in: form).messages.map {
                    FieldMessage(field: name, message: $0)
                }
            }
            return FormVerdict(messages: messages)
        }
    }

    /// The messages of one field.
    public func messages(for name: String, in form: Form? = nil) -> [FieldMessage] {
        evaluate(form).messages(for: name)
    }

    /// Calls `body` with each suspect's text (by index) and the form. When nothing reads the
    /// form, texts are read as they are judged and no form is built: judging allocates
    /// nothing of its own. Otherwise every text is read once, up front, into the form.
    private func judging<Result>(_ snapshot: Form?, _ body: (_ text: (Int) -> String?, _ form: Form) -> Result) -> Result {
        guard needsForm else { return body({ suspects[$0].source.read(suspects[$0].name, in: snapshot) }, snapshot ?? .empty) }
        let (texts, form) = gather(snapshot ?? .empty)
        return body({ texts[$0] }, form)
    }

    /// Each suspect's text, and the form: the snapshot, with the fields of the suspects that
    /// read their text themselves.
    private func gather(_ snapshot: Form) -> (texts: [String?], form: Form) {
        let texts = suspects.map { $0.text(in: snapshot) }
        var form = snapshot
        for (suspect, text) in zip(suspects, texts).reversed() {
            // Reversed, so the first suspect of a field has the last word.
            if case .field = suspect.source { continue }
            form.set(suspect.name, to: text)
        }
        return (texts, form)
    }
}

/// SwiftCop's name for the validator.
public typealias SwiftCop = FormValidator
