import MaskTrials
import Testing

/// SwiftCop's substring trials next to Rails' set-membership trials: different meanings,
/// different names.
@Suite("inclusion, exclusion, oneOf, noneOf")
struct TextSetTrialTests {
    @Test("inclusion looks for substrings as whole Characters", arguments: [
        ("http://www.nytimes.com", true), ("no domain", false), ("", false),
        ("x.com\u{301}", false),            // the last Character is m + accent, not m
        ("CAFE.COM", false),                 // case matters
        ("日本.uy", true), ("👍🏽.ar", true), ("a\r\n.com", true),
    ])
    func inclusion(text: String, passes: Bool) {
        #expect(Trial.inclusion([".com", ".ar", ".uy"]).passes(text) == passes)
    }

    @Test("canonically equivalent spellings are the same text")
    func canonicalEquivalence() {
        #expect(Trial.inclusion(["caf\u{e9}"]).passes("un cafe\u{301} noir"))
        #expect(Trial.oneOf(["caf\u{e9}"]).passes("cafe\u{301}"))
    }

    @Test("a needle with a line break in ASCII text")
    func lineBreaks() {
        #expect(!Trial.inclusion(["\n"]).passes("a\r\nb"))   // CR LF is one Character
        #expect(Trial.inclusion(["\n"]).passes("a\nb"))
        #expect(Trial.inclusion(["\r\n"]).passes("a\r\nb"))
    }

    @Test("empty needles never occur; empty lists")
    func empties() {
        #expect(!Trial.inclusion([""]).passes("anything"))
        #expect(!Trial.inclusion([]).passes("anything"))
        #expect(Trial.exclusion([""]).passes("anything"))
        #expect(Trial.exclusion([]).passes("anything"))
    }

    @Test("messages name the substrings")
    func messages() {
        let missing = Trial.inclusion([".com", ".ar"]).evaluate("x.es").messages.first
        #expect(missing?.key == "substring_missing")
        #expect(missing?.text == "must contain one of: .com, .ar")
        let found = Trial.exclusion([".com", ".ar"]).evaluate("lanacion.com.ar").messages.first
        #expect(found?.key == "substring_present")
        #expect(found?.text == "must not contain .com")
    }

    @Test("oneOf and noneOf compare the whole text", arguments: [
        ("M", true), ("m", false), ("", false), (" M", false), ("XL", false),
    ])
    func membership(text: String, isMember: Bool) {
        #expect(Trial.oneOf(["S", "M", "L"]).passes(text) == isMember)
        #expect(Trial.noneOf(["S", "M", "L"]).passes(text) == !isMember)
    }

    @Test("membership keys are Rails' inclusion and exclusion")
    func membershipMessages() {
        #expect(Trial.oneOf(["a"]).evaluate("b").messages.map(\.key) == ["inclusion"])
        #expect(Trial.noneOf(["root"]).evaluate("root").messages.map(\.text) == ["is a reserved value"])
        #expect(Trial.oneOf(["a", "b"]).evaluate("c").messages.first?.parameters["values"] == .list(["a", "b"]))
    }

    @Test("a long text without the substring")
    func longText() {
        let text = String(repeating: "ab", count: 500_000)
        #expect(!Trial.inclusion(["abc"]).passes(text))
        #expect(Trial.inclusion(["ba"]).passes(text))
        #expect(!Trial.inclusion(["😀"]).passes(text + "é"))
    }
}

@Suite("presence and absence")
struct PresenceTrialTests {
    @Test("blank texts", arguments: [
        "", " ", "\t\n\r", "\u{A0}", "\u{3000}", "\u{2003}\u{2003}", "\r\n",
    ])
    func blank(text: String) {
        #expect(!Trial.presence.passes(text))
        #expect(Trial.absence.passes(text))
    }

    @Test("present texts", arguments: ["a", " a ", "0", "👍", "\u{200B}", "e\u{301}"])
    func present(text: String) {
        #expect(Trial.presence.passes(text))
        #expect(!Trial.absence.passes(text))
    }

    @Test("nil is blank; messages")
    func nilAndMessages() {
        #expect(!Trial.presence.passes(nil))
        #expect(Trial.absence.passes(nil))
        #expect(Trial.presence.evaluate(nil).messages.map(\.text) == ["must not be blank"])
        #expect(Trial.absence.evaluate("x").messages.map(\.key) == ["present"])
    }
}
