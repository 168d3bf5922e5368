import Foundation
import Testing

/// `maskc edit --script`: edits from JSON Lines, the field's state after each. The state
/// lines must be what the editor's documented rules give (docs/editing.md), be valid JSON
/// whatever the text holds, and a line that is not an edit must stop the run with its number.
@Suite("maskc edit --script")
struct EditScriptTests {
    /// Runs a script through standard input and parses every state line.
    private func states(_ arguments: [String], _ script: String) throws -> [[String: Any]] {
        let result = try MaskcProcess.run(["edit"] + arguments + ["--script", "-"], input: script)
        #expect(result.status == 0, "\(result.errors)")
        return try result.output.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test("typing, a Backspace over an inserted literal, a selection replaced, a cursor move")
    func session() throws {
        let script = """
            {"op":"insert","text":"9123"}
            {"op":"backspace"}

            {"op":"select","from":3,"to":6}
            {"op":"insert","text":"555"}
            {"op":"move","to":2}
            {"op":"replace","from":99,"to":0,"text":"+7 912 345 67 89"}
            """
        let lines = try states(["-m", "+7(DDD)DDD-DD-DD"], script)
        try #require(lines.count == 6)
        // Typed digits fill the mask, its literals inserted on the way (rule: autocomplete).
        #expect(lines[0]["text"] as? String == "+7(912)3")
        #expect(lines[0]["cursor"] as? Int == 8 && lines[0]["value"] as? String == "9123")
        #expect(lines[0]["changed"] as? Bool == true && lines[0]["complete"] as? Bool == false)
        // Backspace takes the digit before the cursor.
        #expect(lines[1]["text"] as? String == "+7(912)" && lines[1]["value"] as? String == "912")
        // The blank line is skipped; the selection is reported, the cursor at its end.
        #expect(lines[2]["selection"] as? [Int] == [3, 6] && lines[2]["cursor"] as? Int == 6)
        #expect(lines[2]["changed"] as? Bool == false && lines[2]["refused"] as? [Int] == [])
        #expect(lines[3]["text"] as? String == "+7(555)" && lines[3]["value"] as? String == "555")
        #expect(lines[4]["cursor"] as? Int == 2 && lines[4]["selection"] as? [Int] == [2, 2])
        // A reversed, out-of-range replace is the whole text; the pasted spaces are noise.
        #expect(lines[5]["text"] as? String == "+7(912)345-67-89" && lines[5]["complete"] as? Bool == true)
        #expect(lines[5]["ignored"] as? [Int] == [2, 6, 10, 13] && lines[5]["mask"] as? Int == 0)
    }

    @Test("--preset phone types into the country's set: each prefix in its grouping, the end as transform prints it", arguments: [
        ("+12015550123", "+1 201-55"),
        ("+442071234567", "+44 20 71"),
        ("+79123456789", "+7 912 345-6"),
    ])
    func phoneField(keys: String, midway: String) throws {
        let script = keys.map { #"{"op":"insert","text":"\#($0)"}"# }.joined(separator: "\n")
        let lines = try states(["--preset", "phone"], script)
        try #require(lines.count == keys.count)
        let shown = lines.compactMap { $0["text"] as? String }.map { String($0.reversed().drop { " -".contains($0) }.reversed()) }
        #expect(shown.contains(midway), "\(shown)")
        let printed = try MaskcProcess.run(["transform", "--preset", "phone", keys])
        #expect(lines.last?["text"] as? String == printed.output.trimmingCharacters(in: .newlines))
        #expect(lines.last?["complete"] as? Bool == true && lines.last?["value"] as? String == String(keys.dropFirst()))
        // Pasted whole, the same text.
        let pasted = try states(["--preset", "phone"], #"{"op":"insert","text":"\#(keys)"}"#)
        #expect(pasted.first?["text"] as? String == lines.last?["text"] as? String)
    }

    @Test("--preset phone: Backspace after +44 takes one 4 of the country code")
    func phoneCountryCodeBackspace() throws {
        let lines = try states(["--preset", "phone"], #"{"op":"insert","text":"+44"}"# + "\n" + #"{"op":"backspace"}"#)
        try #require(lines.count == 2)
        #expect(lines[1]["value"] as? String == "4" && (lines[1]["text"] as? String)?.hasPrefix("+4") == true)
    }

    @Test("refused keys and the chosen mask of a set are reported")
    func refusedAndMask() throws {
        let lines = try states(["-m", "DD-DD", "-m", "UU DDDD"], #"{"op":"insert","text":"AB"}"# + "\n" + #"{"op":"insert","text":"x1"}"#)
        try #require(lines.count == 2)
        #expect(lines[0]["mask"] as? Int == 1 && lines[0]["text"] as? String == "AB ")
        #expect(lines[1]["refused"] as? [Int] == [0] && lines[1]["text"] as? String == "AB 1")
    }

    @Test("text with quotes, backslashes and control characters comes out as valid JSON")
    func escaping() throws {
        let lines = try states(["-m", #"\"\\D"#], #"{"op":"insert","text":"\"\\\u0007 5"}"#)
        try #require(lines.count == 1)
        #expect(lines[0]["text"] as? String == #""\5"#)
        #expect(lines[0]["ignored"] as? [Int] == [2, 3])
    }

    @Test("a line that is not an edit is an error naming its line", arguments: [
        (#"{"op":"jump"}"#, "unknown op"), (#"{"op":"insert"}"#, #"expected "text" as a string"#),
        (#"{"op":"move","to":1.5}"#, #"expected "to" as a whole number"#), ("[1]", "expected an object"),
        (#"{"op":"backspace","text":"1"}"#, #""text" is not a field of "backspace""#), ("{", "not valid JSON"),
    ])
    func badLine(line: String, message: String) throws {
        let result = try MaskcProcess.run(["edit", "-m", "DDD", "--script", "-"], input: #"{"op":"insert","text":"1"}"# + "\n" + line + "\n")
        #expect(result.status == 2)
        #expect(result.output.split(separator: "\n").count == 1, "the first edit's state is printed before the error")
        #expect(result.errors.contains("standard input:2: \(message)"), "\(result.errors)")
    }
}
