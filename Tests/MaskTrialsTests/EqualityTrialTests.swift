import MaskTrials
import Testing

@Suite("equal, confirmation, acceptance, url")
struct EqualityTrialTests {
    @Test("equal to a value")
    func value() {
        let trial = Trial.equal(to: "hello")
        #expect(trial.passes("hello"))
        #expect(!trial.passes("Hello"))
        #expect(!trial.passes(nil))
        #expect(trial.evaluate("x").messages.map(\.text) == ["must be equal to hello"])
        #expect(Trial.equal(to: "").passes(nil))
    }

    @Test("equal to a live value, without showing it")
    func dynamic() {
        let password = "s3cret"
        let trial = Trial.equal(to: { password })
        #expect(trial.passes("s3cret"))
        let message = trial.evaluate("guess").messages.first
        #expect(message?.key == "mismatch")
        #expect(message?.text == "does not match")
        #expect(Trial.equal(to: { nil }).passes(""))
    }

    @Test("confirmation of another field")
    func confirmation() {
        let trial = Trial.confirmation(of: "password")
        #expect(trial.passes("s3cret", in: Form(["password": "s3cret"])))
        #expect(!trial.passes("s3cret", in: Form(["password": "other"])))
        #expect(!trial.passes("s3cret"))
        #expect(trial.evaluate("x", in: Form(["password": "y"])).messages.map(\.text) == ["does not match password"])
    }

    @Test("acceptance", arguments: [("1", true), ("true", true), ("yes", true), ("on", true),
                                    ("0", false), ("", false), ("TRUE", false), ("off", false)])
    func acceptance(text: String, accepted: Bool) {
        #expect(Trial.acceptance().passes(text) == accepted)
    }

    @Test("acceptance of chosen texts; nil")
    func acceptanceCustom() {
        #expect(Trial.acceptance(of: ["I agree"]).passes("I agree"))
        #expect(!Trial.acceptance(of: ["I agree"]).passes("yes"))
        #expect(!Trial.acceptance().passes(nil))
        #expect(Trial.acceptance().allowingNil().passes(nil))
        #expect(Trial.acceptance().evaluate("no").messages.map(\.text) == ["must be accepted"])
    }

    @Test("URLs accepted", arguments: [
        "https://example.com", "http://example.com/a/b?c=d&e=f#g", "HTTPS://EXAMPLE.COM",
        "http://user:pass@host:8080/p", "http://[::1]:80/", "https://example.com/%20x",
        "http://a", "https://xn--bcher-kva.de/", "http://example.com/a:b@c/?q=/?#f/?",
    ])
    func urlsAccepted(text: String) {
        #expect(Trial.url().passes(text))
    }

    @Test("URLs rejected", arguments: [
        "", "example.com", "http://", "http:example.com", "http:///x", "https://exa mple.com",
        "https://example.com/ä", "ftp://example.com", "https://example.com/%2", "https://example.com/%zz",
        "https://example.com:80a", "https://example.com#a#b", "https://[::1/", "://x", "1http://x",
        "https://ex<ample.com", "javascript:alert(1)", "mailto:a@b.c",
    ])
    func urlsRejected(text: String) {
        #expect(!Trial.url().passes(text))
        #expect(Trial.url().evaluate(text).messages.map(\.key) == ["url"])
    }

    @Test("URL schemes: chosen or any")
    func urlSchemes() {
        #expect(Trial.url(schemes: ["mailto"]).passes("mailto:a@b.c"))
        #expect(Trial.url(schemes: ["ftp"]).passes("ftp://files.example.com/x"))
        #expect(!Trial.url(schemes: ["ftp"]).passes("ftp:files"))
        #expect(Trial.url(schemes: []).passes("urn:isbn:0451450523"))
        #expect(Trial.url(schemes: []).passes("file:///etc/hosts"))
        #expect(!Trial.url(schemes: []).passes("no scheme"))
    }
}
