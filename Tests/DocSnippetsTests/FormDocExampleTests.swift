import MaskTrials
import Testing

/// The form validator as docs/trials.md shows it, against a `@MainActor` model: the model
/// (Snippets/Trials+Form.swift) is the document's code (DocSnippetMirrorTests checks they are
/// the same lines), so the documented form compiles under Swift 6's strict concurrency.
@Suite("form validator from a main-actor model")
@MainActor
struct FormDocExampleTests {
    @Test("the documented model's errors and submit state follow its fields")
    func documentedModel() {
        let model = SignUpModel()
        model.email = "ada@"
        model.password = "short"
        model.confirmation = "shorter"
        model.card = "4111 1111 1111 1112"
        #expect(model.errors == [
            "email: is not a valid e-mail address", "password: must be at least 8 characters",
            "confirmation: does not match password", "card: is not a valid card number",
        ])
        #expect(!model.canSubmit)
        model.email = "ada@example.com"
        model.password = "correct horse"
        model.confirmation = "correct horse"
        model.card = "4111 1111 1111 1111"
        #expect(model.errors.isEmpty)
        #expect(model.canSubmit)
        model.payment = "cash"
        model.card = "garbage"
        #expect(model.canSubmit, "the card is judged only when paying by card")
    }

    @Test("a snapshot taken on the main actor is judged on another task")
    func snapshotAcrossActors() async {
        let model = SignUpModel()
        model.email = "not an address"
        let form = model.form
        let verdict = await Task.detached { SignUpModel.validator.evaluate(form) }.value
        #expect(verdict.fields == ["email", "password", "card"])
        #expect(verdict.messages(for: "password").map(\.key) == ["too_short"])
        #expect(verdict.messages.allSatisfy { $0.message.field == $0.field })
        #expect(verdict.result.messages(forField: "email").count == 1)
    }

    @Test("a suspect that reads the form sees nil without one, and its field with one")
    func fieldSuspects() {
        let email = Suspect(name: "email", sentence: "Invalid email", trial: .email)
        #expect(email.text == nil)
        #expect(email.isGuilty())
        #expect(!email.isGuilty(in: ["email": "ada@example.com"]))
        #expect(email.verdict(in: ["email": "ada@"]) == "Invalid email")
        #expect(email.text(in: ["email": "x"]) == "x")
        // Mixed sources: a fixed value joins the snapshot, and cross-field trials see both.
        let validator = FormValidator([
            Suspect(name: "password", text: "secret123", trial: .presence),
            Suspect(name: "confirmation", trial: .confirmation(of: "password")),
        ])
        #expect(validator.evaluate(["confirmation": "secret123"]) == .valid)
        #expect(validator.isGuilty("confirmation", in: ["confirmation": "other"]) != nil)
        #expect(validator.form(["confirmation": "c"]) == Form(["password": "secret123", "confirmation": "c"]))
    }

    @Test("a form literal leaves nil fields out")
    func formLiteral() {
        let form: Form = ["a": "1", "b": nil]
        #expect(form.values == ["a": "1"])
        #expect(form == Form(["a": "1"]))
    }
}
