import MaskTrials
import Testing

@Suite("email (WHATWG valid e-mail address)")
struct EmailTrialTests {
    @Test("accepted", arguments: [
        "user@example.com", "user@localhost", "test@test.com", "test@test",
        "first.last+tag@sub.example.co.uk", "a@b", "A-Z.a_z0-9@x-y.z",
        "!#$%&'*+/=?^_`{|}~-@example.com", ".a..b.@x", "a@1.2.3.4", "a@123",
        "a@" + String(repeating: "x", count: 63) + ".com",
        String(repeating: "l", count: 1000) + "@" + Array(repeating: "label", count: 200).joined(separator: "."),
    ])
    func accepted(_ address: String) {
        #expect(Trial.email.passes(address))
        #expect(Trial.email.evaluate(address) == .valid)
    }

    @Test("rejected", arguments: [
        "a@b..com", "@x.com", "a b@c.d", "", " ", "a", "a@", "@", "a@@x.com", "a@b@c.com",
        "a@-x.com", "a@x-.com", "a@x.-y.com", "a@x.com.", "a@.x.com", "a@x..", "a@x.com ",
        " a@x.com", "a@x.com\n", "é@x.com", "a@bücher.de", "a@x_y.com", "a\"b@x.com", "a(b)@x.com",
        "a@" + String(repeating: "x", count: 64) + ".com", "👍@x.com", "a@x.c👍m", "a,b@x.com",
    ])
    func rejected(_ address: String) {
        #expect(!Trial.email.passes(address))
        let result = Trial.email.evaluate(address)
        #expect(result.messages.map(\.key) == ["email"])
        #expect(result.messages.first?.text == "is not a valid e-mail address")
    }

    @Test("nil is the empty text, which is not an address")
    func nilText() {
        #expect(!Trial.email.passes(nil))
        #expect(Trial.email.allowingNil().passes(nil))
        #expect(Trial.email.allowingBlank().passes(""))
    }

    @Test("a long invalid text is rejected without trouble")
    func longInvalid() {
        let text = String(repeating: "a", count: 100_000) + "@" + String(repeating: "-", count: 100_000)
        #expect(!Trial.email.passes(text))
    }
}
