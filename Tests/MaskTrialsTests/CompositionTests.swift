import MaskTrials
import Testing

@Suite("composition and modifiers")
struct CompositionTests {
    @Test("all: passes when every trial does, reports every failure")
    func all() {
        let password = Trial.all([.presence, .length(.minimum, 8), .inclusion(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"])])
        #expect(password.passes("passw0rd!"))
        #expect(password.evaluate("").messages.map(\.key) == ["blank", "too_short", "substring_missing"])
        #expect(password.evaluate("password").messages.map(\.key) == ["substring_missing"])
        #expect(Trial.all([]).passes("anything"))
    }

    @Test("any: passes when one does; otherwise every reason")
    func any() throws {
        let contact = Trial.any([.email, try .mask("+?7|8(DDD)DDD-?DD-?DD")])
        #expect(contact.passes("ada@example.com"))
        #expect(contact.passes("+7(123)456-78-90"))
        #expect(contact.evaluate("ada").messages.map(\.key) == ["email", "mask_mismatch"])
        #expect(!Trial.any([]).passes("anything"))
        #expect(Trial.any([]).evaluate("x") == .invalid([.invalid]))
    }

    @Test("inTurn: the first failure decides and alone is reported")
    func inTurn() throws {
        let date = Trial.inTurn([try .mask("DDDD-DD-DD"), .calendarDate()])
        #expect(date.passes("2024-02-29"))
        #expect(date.evaluate("2024-1").messages.map(\.key) == ["mask_incomplete"])
        #expect(date.evaluate("2024/02/29").messages.map(\.key) == ["mask_mismatch"])
        #expect(date.evaluate("2023-02-29").messages.map(\.key) == ["calendar_date"])
        #expect(Trial.all([try .mask("DDDD-DD-DD"), .calendarDate()]).evaluate("2024-1").messages.count == 2)
        #expect(Trial.inTurn([]).passes("anything"))
        #expect(date.description == #"inTurn(mask("DDDD-DD-DD"), calendarDate)"#)
    }

    @Test("not")
    func not() {
        let notAdmin = Trial.not(.oneOf(["admin"]))
        #expect(notAdmin.passes("ada"))
        #expect(!notAdmin.passes("admin"))
        let message = notAdmin.evaluate("admin").messages.first
        #expect(message?.key == "invalid")
        #expect(message?.parameters["trial"] == .text(#"oneOf(["admin"])"#))
        #expect(Trial.not(.beFalse).passes(""))
    }

    @Test("allowingBlank and allowingNil", arguments: [
        (nil as String?, true, true), ("", true, false), ("  ", true, false), ("x@y", true, true), ("bad", false, false),
    ])
    func allowances(text: String?, passesAllowingBlank: Bool, passesAllowingNil: Bool) {
        #expect(Trial.email.allowingBlank().passes(text) == passesAllowingBlank)
        #expect(Trial.email.allowingNil().passes(text) == passesAllowingNil)
    }

    @Test("allowingBlank on a length: an optional field's minimum applies only when typed")
    func optionalField() {
        let nickname = Trial.length(.minimum, 3).allowingBlank()
        #expect(nickname.passes(nil))
        #expect(nickname.passes(""))
        #expect(!nickname.passes("ab"))
        #expect(nickname.passes("abc"))
    }

    @Test("message: a new template interpolating the trial's parameters, same key")
    func messageOverride() {
        let trial = Trial.length(.minimum, 8).message("must be at least %{count} characters")
        let message = trial.evaluate("short").messages.first
        #expect(message?.key == "too_short")
        #expect(message?.text == "must be at least 8 characters")
        #expect(trial.passes("long enough"))
    }

    @Test("message with a key; on a composition, one message for all its failures")
    func messageOverrideComposite() {
        let trial = Trial.all([.length(.minimum, 8), .numericality()])
            .message(key: "pin", template: "needs %{count}+ digits")
        let messages = trial.evaluate("12a").messages
        #expect(messages.count == 1)
        #expect(messages.first?.key == "pin")
        #expect(messages.first?.text == "needs 8+ digits")
    }

    @Test("custom closures and nesting")
    func custom() {
        let twoWords = Trial.custom { $0.split(separator: " ").count >= 2 }.message("More Than Two Words Needed")
        #expect(twoWords.passes("Ada Lovelace"))
        #expect(twoWords.evaluate("Ada").messages.map(\.text) == ["More Than Two Words Needed"])
        let nested = Trial.all([.any([.beFalse, .all([.presence, twoWords])]), .not(.absence)])
        #expect(nested.passes("Ada Lovelace"))
        #expect(!nested.passes("Ada"))
    }

    @Test("wrapping a Trial in Trial(_:) keeps it as it is")
    func wrapBuiltIn() {
        let wrapped = Trial(Trial.email)
        #expect(wrapped.description == "email")
        #expect(wrapped.evaluate("x").messages.map(\.key) == ["email"])
    }

    @Test("descriptions of compositions")
    func descriptions() {
        let trial = Trial.all([.presence, .not(.email), .length(.maximum, 5).allowingBlank(), .acceptance().allowingNil()])
        #expect(trial.description
            == #"all(presence, not(email), length(maximum: 5).allowingBlank(), acceptance(of: ["1", "true", "yes", "on"]).allowingNil())"#)
        #expect(Trial.any([.beTrue, .beFalse]).description == "any(beTrue, beFalse)")
    }

    @Test("edge texts against every simple trial do not trap", arguments: [
        "", " ", "\u{0}", "\r\n", "👨‍👩‍👧", "e\u{301}", "\u{FEFF}", String(repeating: "👍🏽", count: 10_000),
        String(repeating: "9", count: 100_000), "-", "@", ".", "%", "[",
    ])
    func edges(text: String) throws {
        let trials: [Trial] = [
            .email, .url(), .presence, .absence, .numericality(.odd), .paymentCard(), .acceptance(),
            .length(.in, 1...3), .inclusion(["@"]), .oneOf(["@"]), try .mask("DD?"), try .mask("X", optimistic: true),
            try .format("\\d+"), .comparison(.greaterThan("m")), .equal(to: "."),
        ]
        for trial in trials {
            let passes = trial.passes(text)
            #expect(trial.evaluate(text).isValid == passes, "\(trial)")
            #expect(trial.trial()(text) == passes, "\(trial)")
        }
    }
}
