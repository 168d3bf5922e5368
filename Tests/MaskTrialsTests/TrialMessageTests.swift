import MaskTrials
import Testing

@Suite("messages as data")
struct TrialMessageTests {
    let message = TrialMessage(key: "too_short", template: "is too short (at least %{count} %{unit})",
                               parameters: ["count": .integer(8), "unit": .text("characters")])

    @Test("interpolation", arguments: [
        ("%{count}", "8"), ("at least %{count}!", "at least 8!"), ("%{missing}", "%{missing}"),
        ("100%% sure, %{count}", "100% sure, 8"), ("%{count", "%{count"), ("%", "%"), ("no parameters", "no parameters"),
        ("%{count}%{unit}", "8characters"), ("é %{count} 👍", "é 8 👍"), ("%{}", "%{}"), ("%%%{count}", "%8"), ("%%{count}", "%{count}"), ("%{count}%", "8%"), ("a%b %{count}", "a%b 8"),
    ])
    func interpolation(template: String, expected: String) {
        #expect(message.text(template: template) == expected)
    }

    @Test("default text, localized text, full text")
    func texts() {
        #expect(message.text == "is too short (at least 8 characters)")
        let french = ["too_short": "est trop court (au moins %{count} caractères)"]
        #expect(message.localized { french[$0] } == "est trop court (au moins 8 caractères)")
        #expect(message.localized { _ in nil } == message.text)
        var inField = message
        inField.field = "password"
        #expect(inField.fullText == "password: is too short (at least 8 characters)")
        #expect(message.fullText == message.text)
    }

    @Test("a form's full message has a colon after the field, so a template that is not a predicate reads too")
    func fullTextPunctuation() throws {
        let validator = FormValidator([Suspect(name: "expiry", trial: try .mask("DD/DD"))])
        let verdict = validator.evaluate(["expiry": "1a/"])
        #expect(verdict.messages.map(\.fullText) == ["expiry: expected a digit at 1, found 'a'"])
        #expect(verdict.messages.map(\.description) == verdict.messages.map(\.fullText))
        #expect(verdict.messages.map(\.text) == ["expected a digit at 1, found 'a'"])
    }

    @Test("values as templates show them")
    func values() {
        #expect(TrialMessage.Value.number(5).description == "5")
        #expect(TrialMessage.Value.number(-2.5).description == "-2.5")
        #expect(TrialMessage.Value.number(1e20).description == "1e+20")
        #expect(TrialMessage.Value.list(["a", "b"]).description == "a, b")
        #expect(TrialMessage.Value.integer(-3).description == "-3")
    }

    @Test("every key has a default template, and Rails' keys are there")
    func catalog() {
        let keys = [
            TrialMessage.Key.invalid, TrialMessage.Key.blank, TrialMessage.Key.present, TrialMessage.Key.tooShort,
            TrialMessage.Key.tooLong, TrialMessage.Key.wrongLength, TrialMessage.Key.inclusion, TrialMessage.Key.exclusion,
            TrialMessage.Key.substringMissing, TrialMessage.Key.substringPresent, TrialMessage.Key.notANumber,
            TrialMessage.Key.notAnInteger, TrialMessage.Key.greaterThan, TrialMessage.Key.greaterThanOrEqualTo,
            TrialMessage.Key.equalTo, TrialMessage.Key.lessThan, TrialMessage.Key.lessThanOrEqualTo,
            TrialMessage.Key.otherThan, TrialMessage.Key.in, TrialMessage.Key.odd, TrialMessage.Key.even,
            TrialMessage.Key.notComparable, TrialMessage.Key.mismatch, TrialMessage.Key.confirmation,
            TrialMessage.Key.accepted, TrialMessage.Key.email, TrialMessage.Key.url, TrialMessage.Key.maskIncomplete,
            TrialMessage.Key.maskMismatch, TrialMessage.Key.cardNumber, TrialMessage.Key.cardChecksum,
            TrialMessage.Key.cardBrand, TrialMessage.Key.luhn, TrialMessage.Key.iban, TrialMessage.Key.ibanChecksum, TrialMessage.Key.ibanCountry,
            TrialMessage.Key.dateLayout, TrialMessage.Key.calendarDate, TrialMessage.Key.cardExpiry,
            TrialMessage.Key.cardExpired, TrialMessage.Key.maskValue, TrialMessage.Key.cardLength,
            TrialMessage.Key.phoneCountryCode, TrialMessage.Key.phoneTooShort,
            TrialMessage.Key.phoneTooLong, TrialMessage.Key.phoneLength, TrialMessage.Key.phoneNoCountryCode,
            TrialMessage.Key.phoneCharacter, TrialMessage.Key.phoneExtension,
        ]
        #expect(Set(keys) == Set(TrialMessage.defaultTemplates.keys))
        for rails in ["blank", "present", "too_short", "too_long", "wrong_length", "inclusion", "exclusion",
                      "not_a_number", "not_an_integer", "greater_than", "odd", "even", "confirmation", "accepted", "in"] {
            #expect(TrialMessage.defaultTemplates[rails] != nil, "\(rails)")
        }
    }

    @Test("results merge")
    func merging() {
        let a = TrialResult.invalid([message])
        #expect(TrialResult.valid.merging(.valid) == .valid)
        #expect(TrialResult.valid.merging(a) == a)
        #expect(a.merging(a).messages.count == 2)
        #expect(!a.isValid)
        #expect(TrialResult.valid.messages.isEmpty)
    }
}
