import Foundation
import Testing

@Suite("maskc transform, extract, match --optimistic, edit")
struct TransformCommandTests {
    static let phone = "+?7|8(DDD)DDD-DD-DD"

    @Test("transform prints the formatted text per sample, or illegal N")
    func transform() throws {
        let run = try MaskcProcess.run(["transform", "-m", Self.phone, "71234567890", "+7 (912) 345-67-89", "123", "123456789012"])
        #expect(run.output == "7(123)456-78-90\n+7(912)345-67-89\n7(123)\nillegal 10\n")
        #expect(run.status == 1)
        #expect(run.errors.isEmpty)
    }

    @Test("transform reads standard input, and --no-autocomplete stops before trailing literals")
    func transformInput() throws {
        let run = try MaskcProcess.run(["transform", "-m", Self.phone, "--no-autocomplete"], input: "123\n1234567890\n")
        #expect(run.output == "7(123\n7(123)456-78-90\n")
        #expect(run.status == 1)
        let all = try MaskcProcess.run(["transform", "-m", "DD.DD.DDDD", "31122024", "31/12/2024"])
        #expect(all.output == "31.12.2024\n31.12.2024\n")
        #expect(all.status == 0)
    }

    @Test("transform --json gives text, completeness and dropped offsets")
    func transformJSON() throws {
        let run = try MaskcProcess.run(["transform", "-m", Self.phone, "--json", "1x2"])
        #expect(run.output == #"{"sample":"1x2","text":"7(12","complete":false,"droppedLettersAndDigits":0,"dropped":[1],"unplaced":[]}"# + "\n")
    }

    /// Issue 11: a number whose digits were dropped is not complete, in JSON and in text
    /// mode alike; a dash out of place is noise, not a failure.
    @Test("dropped digits make a sample incomplete in both modes; misplaced symbols do not")
    func droppedDigits() throws {
        let pattern = "+?7|8(DDD)DDD-?DD-?DD"
        let json = try MaskcProcess.run(["transform", "-m", pattern, "--json", "+44 20 7946 0958"])
        #expect(json.output.contains(#""complete":false,"droppedLettersAndDigits":2,"#))
        #expect(json.status == 1)
        let text = try MaskcProcess.run(["transform", "-m", pattern, "+44 20 7946 0958"])
        #expect(text.output == "illegal 14\n")
        #expect(text.status == 1)
        let dashes = try MaskcProcess.run(["transform", "-m", pattern, "8-912-345-67-89"])
        #expect(dashes.output == "8(912)345-67-89\n")
        #expect(dashes.status == 0)
        let euro = try MaskcProcess.run(["transform", "-m", #"DD \€|\₽"#, "12"])
        #expect(euro.output == "12 \n")
    }

    @Test("extract prints complete VALUE, partial VALUE or illegal N")
    func extract() throws {
        let run = try MaskcProcess.run(["extract", "-m", Self.phone, "+7(912)345-67-89", "8 (123) 45", "123456789012", "1234567890"])
        #expect(run.output == "complete 9123456789\npartial 12345\nillegal 10\ncomplete 1234567890\n")
        #expect(run.status == 1)
        let json = try MaskcProcess.run(["extract", "-m", "DD.DD.DDDD", "--json", "31.12.2024", "3x", "31.12.20245"])
        #expect(json.output == """
            {"sample":"31.12.2024","value":"31122024","result":"complete"}
            {"sample":"3x","value":"3","result":"partial"}
            {"sample":"31.12.20245","value":"31122024","result":"illegal","offset":10}

            """)
    }

    @Test("an ambiguous mask is reported on standard error, with a caret")
    func warnings() throws {
        let run = try MaskcProcess.run(["transform", "-m", "D?7", "5"])
        #expect(run.output == "57\n")
        #expect(run.errors == """
            mask:1:3: warning: '7' here can also be read by the digit class at column 1; the leftmost reading, the digit, is taken
            1 | D?7
              |   ^

            """)
        #expect(run.status == 0)
    }

    @Test("match --optimistic lets samples leave out literals")
    func optimistic() throws {
        let run = try MaskcProcess.run(["match", "-m", "+7(DDD)DDD", "--optimistic", "+7(123)456", "7(123)456", "+7123456", "123456", "12345"])
        #expect(run.output == "complete\ncomplete\ncomplete\ncomplete\npartial\n")
        #expect(run.status == 1)
        let strict = try MaskcProcess.run(["match", "-m", "+7(DDD)DDD", "123456"])
        #expect(strict.output == "illegal 0\n")
    }

    @Test("a compiled program file transforms the same")
    func programFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-transform-\(UUID()).maskc").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try MaskcProcess.run(["compile", "-m", Self.phone, "-o", path]).status == 0)
        let run = try MaskcProcess.run(["transform", "-p", path, "71234567890"])
        #expect(run.output == "7(123)456-78-90\n")
    }

    @Test("edit needs a terminal and says so")
    func editWithoutTerminal() throws {
        let run = try MaskcProcess.run(["edit", "-m", Self.phone], input: "123\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("standard input is not a terminal"))
        #expect(try MaskcProcess.run(["edit", "-m", Self.phone, "extra"]).status == 2)
    }

    @Test("the new commands are listed and have help")
    func help() throws {
        let overview = try MaskcProcess.run(["--help"])
        for name in ["transform", "extract", "edit"] {
            #expect(overview.output.contains("  \(name) "))
            let help = try MaskcProcess.run([name, "--help"])
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("maskc \(name): "))
        }
    }

    /// Issue 11 item 8: the caller chooses whether an optional literal the input goes past
    /// is inserted; the default keeps it only where typed.
    @Test("--optional-literals typed|inserted on transform, extract and edit", arguments: [
        ([String](), "7(123)4567890\n7(912)345\n"),
        (["--optional-literals", "typed"], "7(123)4567890\n7(912)345\n"),
        (["--optional-literals", "inserted"], "7(123)456-78-90\n7(912)345-\n"),
    ])
    func optionalLiterals(options: [String], output: String) throws {
        let pattern = "+?7|8(DDD)DDD-?DD-?DD"
        let transform = try MaskcProcess.run(["transform", "-m", pattern] + options + ["71234567890", "912345"])
        #expect(transform.output == output)
        #expect(transform.status == 1)
        let json = try MaskcProcess.run(["transform", "-m", pattern, "--json"] + options + ["71234567890"])
        #expect(json.output.contains(#""text":"\#(output.prefix { $0 != "\n" })","complete":true"#))
        let extract = try MaskcProcess.run(["extract", "-m", pattern] + options + ["71234567890", "7(123)456-78-90"])
        #expect(extract.output == "complete 1234567890\ncomplete 1234567890\n")
        #expect(extract.status == 0)
        // edit reads the option (then needs a terminal).
        let edit = try MaskcProcess.run(["edit", "-m", pattern] + options, input: "1\n")
        #expect(edit.errors.contains("standard input is not a terminal"))
    }

    @Test("--optional-literals refuses other values and is in the help")
    func optionalLiteralsChecked() throws {
        for command in ["transform", "extract", "edit"] {
            let bad = try MaskcProcess.run([command, "-m", "DD-?DD", "--optional-literals", "always"] + (command == "edit" ? [] : ["1234"]))
            #expect(bad.status == 2)
            #expect(bad.errors.contains("one of typed, inserted"), "\(bad.errors)")
            let help = try MaskcProcess.run([command, "--help"])
            #expect(help.output.contains("--optional-literals WHEN"))
        }
    }
}
