import MaskTrials
import Testing

@Suite("form validator")
struct FormValidatorTests {
    /// A sign-up form's model, shared with the validator's text readers.
    final class SignUp: @unchecked Sendable {
        // Tests change it between judgements on one task only.
        var fields: [String: String] = [:]
        subscript(name: String) -> String? { fields[name] }
    }

    static func validator(for model: SignUp) throws -> FormValidator {
        var validator = FormValidator()
        validator.addSuspect(Suspect(name: "email", text: { model["email"] }, trial: .all([.presence, .email])))
        validator.addSuspect(Suspect(name: "password", text: { model["password"] },
                                     trial: .length(.minimum, 8).message("must be at least %{count} characters")))
        validator.addSuspect(Suspect(name: "passwordConfirmation", text: { model["passwordConfirmation"] },
                                     trial: .confirmation(of: "password")))
        validator.addSuspect(Suspect(name: "phone", text: { model["phone"] },
                                     trial: try .mask("+?7|8(DDD)DDD-?DD-?DD").allowingBlank()))
        validator.addSuspect(Suspect(name: "card", text: { model["card"] }, sentence: "Check the card number",
                                     trial: .paymentCard(accepting: [.visa, .mastercard, .mir]),
                                     if: { $0["payment"] == "card" }))
        validator.addSuspect(Suspect(name: "payment", text: { model["payment"] }, trial: .oneOf(["card", "cash"])))
        validator.addSuspect(Suspect(name: "terms", text: { model["terms"] }, trial: .acceptance()))
        return validator
    }

    @Test("every failing trial of every field, with its field and message")
    func everyFailure() throws {
        let model = SignUp()
        model.fields = ["email": "", "password": "short", "passwordConfirmation": "shorter", "phone": "8(12",
                        "payment": "card", "card": "4111 1111 1111 1112"]
        let validator = try Self.validator(for: model)
        let result = validator.evaluate()
        #expect(result.messages.map { "\($0.field):\($0.key)" } == [
            "email:blank", "email:email", "password:too_short", "passwordConfirmation:confirmation",
            "phone:mask_incomplete", "card:card_checksum", "terms:accepted",
        ])
        #expect(result.messages(for: "password").map(\.text) == ["must be at least 8 characters"])
        #expect(result.messages[3].fullText == "passwordConfirmation: does not match password")
        #expect(validator.messages(for: "email").count == 2)
        #expect(validator.allGuilties().map(\.name) == ["email", "password", "passwordConfirmation", "phone", "card", "terms"])
        #expect(validator.isGuilty("card")?.verdict(in: validator.form()) == "Check the card number")
        #expect(validator.isGuilty("email")?.verdict() == "must not be blank; is not a valid e-mail address")
        #expect(validator.isGuilty("payment") == nil)
    }

    @Test("fixing the fields clears the verdicts; texts are read at each judgement")
    func liveTexts() throws {
        let model = SignUp()
        let validator = try Self.validator(for: model)
        #expect(validator.anyGuilty())
        model.fields = ["email": "ada@example.com", "password": "correct horse", "passwordConfirmation": "correct horse",
                        "phone": "", "payment": "cash", "card": "not a card", "terms": "on"]
        #expect(!validator.anyGuilty())
        #expect(validator.evaluate() == .valid)
        #expect(validator.allGuilties().isEmpty)
    }

    @Test("conditions: a field is judged only when its condition holds")
    func conditions() throws {
        let model = SignUp()
        model.fields = ["email": "ada@example.com", "password": "correct horse", "passwordConfirmation": "correct horse",
                        "payment": "cash", "card": "garbage", "terms": "1"]
        let validator = try Self.validator(for: model)
        #expect(!validator.anyGuilty())
        model.fields["payment"] = "card"
        #expect(validator.isGuilty("card") != nil)
        model.fields["card"] = "2200 0000 0000 0004"
        #expect(!validator.anyGuilty())
    }

    @Test("a suspect judged alone sees no form")
    func aloneSuspect() {
        let confirmation = Suspect(name: "confirm", text: "abc", trial: .confirmation(of: "password"))
        #expect(confirmation.isGuilty())
        #expect(!confirmation.isGuilty(in: Form(["password": "abc"])))
        let conditional = Suspect(name: "x", text: "bad", trial: .email, if: { $0["enabled"] == "yes" })
        #expect(!conditional.isGuilty())
        #expect(conditional.isGuilty(in: Form(["enabled": "yes"])))
        #expect(conditional.evaluate() == .valid)
    }

    @Test("the form holds each field's first suspect's text; nil texts are absent")
    func form() {
        var validator = FormValidator()
        validator.addSuspect(Suspect(name: "a", text: "first", trial: .beTrue))
        validator.addSuspect(Suspect(name: "a", text: "second", trial: .beTrue))
        validator.addSuspect(Suspect(name: "b", text: nil as String?, trial: .beTrue))
        #expect(validator.form() == Form(["a": "first"]))
        #expect(validator.form()["b"] == nil)
    }

    @Test("suspects from an array, a TrialProtocol, a closure")
    func initializers() {
        struct Never: TrialProtocol {
            func trial() -> @Sendable (String) -> Bool { { _ in false } }
        }
        let validator = FormValidator([
            Suspect(name: "protocol", text: { "x" }, trial: Never()),
            Suspect(name: "closure", text: { "x" }, sentence: "closure failed") { $0 == "y" },
            Suspect(name: "source", source: .value("ok"), trial: .presence),
        ])
        #expect(validator.suspects.count == 3)
        #expect(validator.allGuilties().map(\.name) == ["protocol", "closure"])
        #expect(validator.isGuilty("closure")?.verdict() == "closure failed")
        #expect(validator.isGuilty("protocol")?.verdict() == "is invalid")
        #expect(validator.suspects[2].text == "ok")
    }

    @Test("an empty validator finds nobody guilty")
    func empty() {
        let validator = SwiftCop()
        #expect(!validator.anyGuilty())
        #expect(validator.evaluate() == .valid)
        #expect(validator.isGuilty("anything") == nil)
    }

    @Test("a validator judged from many tasks at once")
    func concurrent() async throws {
        var validator = FormValidator()
        validator.addSuspect(Suspect(name: "email", text: "ada@example.com", trial: .email))
        validator.addSuspect(Suspect(name: "phone", text: "+7(123)456-78-90", trial: try .mask("+?7|8(DDD)DDD-?DD-?DD")))
        let shared = validator
        let guilty = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 { group.addTask { shared.anyGuilty() } }
            var count = 0
            for await result in group where result { count += 1 }
            return count
        }
        #expect(guilty == 0)
    }
}
