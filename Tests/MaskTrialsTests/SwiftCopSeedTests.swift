import MaskTrials
import Testing

/// The examples of SwiftCop's README (English and Chinese) and its test suite, unchanged in
/// meaning: a SwiftCop user's expectations hold.
@Suite("SwiftCop seed examples")
struct SwiftCopSeedTests {
    @Test("exclusion: none of the substrings may occur")
    func exclusion() {
        let trial = Trial.exclusion([".com", ".ar", ".uy"]).trial()
        #expect(!trial("http://www.nytimes.com"))
        #expect(!trial("http://www.lanacion.com.ar"))
        #expect(trial("http://www.elpais.es"))
    }

    @Test("format: a hex colour with '#'")
    func format() throws {
        let trial = try Trial.format("^#([a-f0-9]{6}|[a-f0-9]{3})$").trial()
        #expect(trial("#57b5b5"))
        #expect(!trial("57b5b5"))
        #expect(!trial("#h7b5b5"))
    }

    @Test("inclusion: one of the substrings must occur")
    func inclusion() {
        let trial = Trial.inclusion([".com", ".ar", ".uy"]).trial()
        #expect(trial("http://www.nytimes.com"))
        #expect(trial("http://www.lanacion.com.ar"))
        #expect(!trial("http://www.elpais.es"))
    }

    @Test("email: SwiftCop's accepting example and its rejections that WHATWG shares")
    func email() {
        let trial = Trial.email.trial()
        #expect(trial("test@test.com"))
        #expect(!trial("test@"))
        #expect(!trial("test.com"))
        #expect(!trial(".com"))
        // SwiftCop rejected "test@test" (its regex wanted a dot); WHATWG accepts it, as it
        // accepts user@localhost. docs/trials.md lists the difference.
        #expect(trial("test@test"))
    }

    @Test("length: is, minimum, maximum, half-open and closed intervals")
    func length() {
        #expect(Trial.length(.is, 10).trial()("0123456789"))
        #expect(!Trial.length(.is, 10).trial()("56789"))
        #expect(Trial.length(.minimum, 10).trial()("0123456789"))
        #expect(!Trial.length(.minimum, 10).trial()("56789"))
        #expect(Trial.length(.maximum, 10).trial()("0123456789"))
        #expect(!Trial.length(.maximum, 10).trial()("01234567890"))

        let halfOpen = Trial.length(.in, 2..<5).trial()
        #expect(halfOpen("1234"))
        #expect(!halfOpen("12345"))
        #expect(!halfOpen("1"))

        let closed = Trial.length(.in, 2...5).trial()
        #expect(!closed("123456"))
        #expect(closed("12345"))
        #expect(closed("1234"))
        #expect(closed("12"))
        #expect(!closed("1"))
    }

    @Test("beTrue and beFalse")
    func constants() {
        #expect(Trial.beTrue.trial()("anything"))
        #expect(!Trial.beFalse.trial()("anything"))
    }

    @Test("suspect: isGuilty and verdict, with a trial and with a closure")
    func suspect() {
        let innocent = Suspect(name: "dummy", text: "Sample Text", sentence: "True Trial", trial: .beTrue)
        let guilty = Suspect(name: "dummy", text: "Sample Text", sentence: "False Trial", trial: .beFalse)
        #expect(!innocent.isGuilty())
        #expect(innocent.verdict() == "")
        #expect(guilty.isGuilty())
        #expect(guilty.verdict() == "False Trial")
        #expect(guilty.sentence == "False Trial")

        let byClosure = Suspect(name: "dummy", text: "Sample Text", sentence: "False Trial") { _ in false }
        #expect(byClosure.isGuilty())
        #expect(byClosure.verdict() == "False Trial")

        let email = Suspect(name: "email", text: "not an email", sentence: "Invalid email", trial: .email)
        #expect(email.verdict() == "Invalid email")
    }

    @Test("the README's view controller: full name, email, password")
    func readmeExample() {
        let swiftCop = makeCop(fullName: "Ada", email: "ada@", password: "abc")
        #expect(swiftCop.anyGuilty())
        #expect(swiftCop.allGuilties().map(\.sentence) == ["More Than Two Words Needed", "Invalid email", "Minimum 4 Characters"])
        #expect(swiftCop.isGuilty("fullName")?.verdict() == "More Than Two Words Needed")
        #expect(swiftCop.isGuilty("password")?.verdict() == "Minimum 4 Characters")

        let fine = makeCop(fullName: "Ada Lovelace", email: "ada@example.com", password: "engine")
        #expect(!fine.anyGuilty())
        #expect(fine.allGuilties().isEmpty)
        #expect(fine.isGuilty("email") == nil)
    }

    private func makeCop(fullName: String, email: String, password: String) -> SwiftCop {
        var swiftCop = SwiftCop()
        swiftCop.addSuspect(Suspect(name: "fullName", text: fullName, sentence: "More Than Two Words Needed") {
            $0.split(separator: " ").count >= 2
        })
        swiftCop.addSuspect(Suspect(name: "email", text: email, sentence: "Invalid email", trial: .email))
        swiftCop.addSuspect(Suspect(name: "password", text: password, sentence: "Minimum 4 Characters", trial: .length(.minimum, 4)))
        return swiftCop
    }

    @Test("SwiftCop's test suite: a guilty and an innocent suspect on the same field")
    func sameFieldTwice() {
        var swiftCop = SwiftCop()
        swiftCop.addSuspect(Suspect(name: "notGuilty", text: "Not guilty", sentence: "True Trial", trial: .beTrue))
        swiftCop.addSuspect(Suspect(name: "guilty", text: "Guilty", sentence: "True Trial", trial: .beTrue))
        swiftCop.addSuspect(Suspect(name: "guilty", text: "Guilty", sentence: "False Trial", trial: .beFalse))
        #expect(swiftCop.suspects.count == 3)
        #expect(swiftCop.allGuilties().count == 1)
        #expect(swiftCop.isGuilty("notGuilty") == nil)
        #expect(swiftCop.isGuilty("guilty")?.verdict() == "False Trial")
    }

    @Test("a field with no text is judged as empty")
    func noText() {
        var swiftCop = SwiftCop()
        swiftCop.addSuspect(Suspect(name: "name", text: nil as String?, sentence: "Guilty", trial: .beFalse))
        #expect(swiftCop.allGuilties().count == 1)
    }
}

/// The Japanese article's custom Validator rule (a user ID: 0 to 16 characters, letters and
/// digits), rebuilt from maskc trials and as a ``TrialProtocol`` of one's own.
@Suite("Validator seed: a user ID rule")
struct ValidatorSeedTests {
    static let alphaNumeric = try! Trial.format("^[A-Za-z0-9]+$")
    static let userID = Trial.all([.length(.in, 0...16), alphaNumeric])

    struct UserIDRule: TrialProtocol {
        func trial() -> @Sendable (String) -> Bool {
            { text in ValidatorSeedTests.userID.passes(text) }
        }
    }

    @Test("composed from length and pattern", arguments: [
        ("maskc", true), ("User42", true), ("abcdefghijklmnop", true),
        ("abcdefghijklmnopq", false), ("user-id", false), ("ユーザー", false), ("💩", false),
    ])
    func userID(text: String, passes: Bool) {
        #expect(Self.userID.passes(text) == passes)
        #expect(Trial(UserIDRule()).passes(text) == passes)
        #expect(UserIDRule().evaluate(text).isValid == passes)
    }

    @Test("both failures are reported, not only the first")
    func bothFailures() {
        let result = Self.userID.evaluate("this-is-far-too-long")
        #expect(result.messages.map(\.key) == ["too_long", "invalid"])
    }

    @Test("a custom rule's message: the default, or the one its evaluate gives")
    func customMessage() {
        #expect(UserIDRule().evaluate("💩") == .invalid([.invalid]))
        let message = TrialMessage(key: "user_id", template: "💩")
        struct Explained: TrialProtocol {
            let message: TrialMessage
            func trial() -> @Sendable (String) -> Bool { { _ in false } }
            func evaluate(_ text: String?) -> TrialResult { .invalid([message]) }
        }
        #expect(Trial(Explained(message: message)).evaluate("x") == .invalid([message]))
    }
}
