import MaskTrials
import Testing

@Suite("format (the toolchain's Regex)")
struct FormatTrialTests {
    @Test("matches the whole text, anchors or not", arguments: [
        ("[a-z]+", "abc", true), ("[a-z]+", "abc1", false), ("[a-z]+", "1abc", false),
        ("^[a-z]+$", "abc", true), (".*\\d.*", "pass1word", true), (".*\\d.*", "password", false),
        ("^.*?[A-Z].*?$", "hasUpper", true), ("^.*?[A-Z].*?$", "lower", false),
        ("", "", true), ("", "x", false), (".", "👍🏽", true), (".", "e\u{301}", true),
        ("^abc$", "abc\n", false),
    ])
    func wholeMatch(pattern: String, text: String, passes: Bool) throws {
        #expect(try Trial.format(pattern).passes(text) == passes)
    }

    @Test("a regex literal works too")
    func literal() {
        let trial = Trial.format(/#[a-f0-9]{6}/)
        #expect(trial.passes("#57b5b5"))
        #expect(!trial.passes("#57b5b"))
        #expect(trial.description == "format(regex)")
    }

    @Test("failure says invalid with the pattern")
    func message() throws {
        let message = try Trial.format("[0-9]+").evaluate("x").messages.first
        #expect(message?.key == "invalid")
        #expect(message?.parameters["pattern"] == .text("[0-9]+"))
        #expect(message?.text == "is invalid")
    }

    @Test("a bad expression throws with its reason")
    func badExpression() {
        #expect(throws: TrialError.self) { try Trial.format("(unclosed") }
        do {
            _ = try Trial.format("(unclosed")
        } catch {
            #expect(error.description.hasPrefix("invalid regular expression '(unclosed'"))
        }
    }

    @Test("one trial used from many tasks at once")
    func concurrent() async throws {
        let trial = try Trial.format("^#([a-f0-9]{6}|[a-f0-9]{3})$")
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask { trial.passes(index % 2 == 0 ? "#57b5b5" : "#h7b5b5") }
            }
            var passed = 0
            for await result in group where result { passed += 1 }
            return passed
        }
        #expect(results == 32)
    }
}
