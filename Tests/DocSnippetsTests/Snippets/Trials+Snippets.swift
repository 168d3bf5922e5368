// docs/trials.md's shorter examples, as the document shows them (see DocSnippetMirrorTests).
// Those after the third import nothing of their own: they read on from it.
// BEGIN docs/trials.md swift 3
import MaskCompiler
import MaskPresets
import MaskTrials

func trialsReadingValues() throws {  // snippet wrapper
    let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
    _ = Trial.mask(card, reading: .value).passes("4111111111111111")   // true
    _ = Trial.mask(card, reading: .exact).passes("4111111111111111")   // false
    _ = Trial.preset(.iban, reading: .value).passes("DE89370400440532013000")   // true
    _ = Trial.preset(.card, reading: .value).evaluate("4111111111111112").messages[0].text   // "4111 1111 1111 1112: is not a valid card number"
}  // snippet wrapper
// END docs/trials.md swift 3

// BEGIN docs/trials.md swift 4
func trialsComparison() -> (age: Trial, end: Trial, since: Trial) {  // snippet wrapper
    let age = Trial.comparison(.greaterThanOrEqualTo(18), .lessThan(130)) { Int($0) }
    let end = Trial.comparison(.greaterThan(field: "start")) { $0 }   // ISO dates compare as text
    let since =  // snippet wrapper
    Trial.comparison(.greaterThanOrEqualTo("2024-01-01"))                // the text itself
    return (age, end, since)  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 4

// BEGIN docs/trials.md swift 5
func trialsAllowingBlank() -> Trial {  // snippet wrapper
    let website = Trial.url().allowingBlank()
    _ = website.passes(nil)      // true
    _ = website.passes("")       // true
    _ = website.passes("nope")   // false
    return website  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 5

// BEGIN docs/trials.md swift 6
func trialsMessage(french: [String: String]) -> TrialMessage {  // snippet wrapper
    let message = Trial.length(.minimum, 8).evaluate("secret").messages[0]
    _ = message.key                    // "too_short"
    _ = message.parameters["count"]    // .integer(8)
    _ = message.text                   // "is too short (at least 8 characters)"
    _ = message.localized { french[$0] }   // french = ["too_short": "est trop court (au moins %{count} caractères)"]
    _ = message.fullText               // with a field: "password: is too short (at least 8 characters)"
    return message  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 6

// BEGIN docs/trials.md swift 7
struct UserID: TrialProtocol {
    static let rule = Trial.all([.length(.in, 1...16), try! .format("[A-Za-z0-9]+")])
    func trial() -> @Sendable (String) -> Bool { { Self.rule.passes($0) } }
    // Optional: say why.
    func evaluate(_ text: String?) -> TrialResult { Self.rule.evaluate(text) }
}
func trialsOfYourOwn() -> (trial: Trial, suspect: Suspect) {  // snippet wrapper
    let trial =  // snippet wrapper
    Trial(UserID())                 // composes with the built-in trials
    let suspect =  // snippet wrapper
    Suspect(name: "id", trial: Trial(UserID()))
    return (trial, suspect)  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 7
