import Foundation
import Testing

/// `-e REGEX` across the commands, the fallback note of `check --trial format`, and the
/// warning for a mask that looks like a regular expression.
@Suite("maskc with regular expressions (-e)")
struct RegexCommandTests {
    @Test("match -e: whole-match verdicts like grep -E -x, with complete, partial and illegal N")
    func match() throws {
        let run = try MaskcProcess.run(["match", "-e", "^[a-z]{3}\\d+$", "abc12", "ab", "ab1"])
        #expect(run.output == "complete\npartial\nillegal 2\n")
        #expect(run.status == 1)
        let count = try MaskcProcess.run(["match", "-e", "[a-z]+-[0-9]+", "--count"], input: "ab-12\nab-\nx-1\n1-a\n")
        #expect(count.output == "2\n")
        let json = try MaskcProcess.run(["match", "-e", "a|b", "--json", "a", "c"])
        #expect(json.output.contains("\"result\":\"complete\"") && json.output.contains("\"result\":\"illegal\""))
        let jobs = try MaskcProcess.run(["match", "-e", "[0-9]{3}", "--count", "--jobs", "2"],
                                        input: String(repeating: "123\n12\n", count: 5_000))
        #expect(jobs.output == "5000\n")
    }

    @Test("an expression's error is rendered with its caret, and exits 2")
    func error() throws {
        let run = try MaskcProcess.run(["match", "-e", "(a)\\1", "aa"])
        #expect(run.status == 2)
        #expect(run.errors.contains("regex:1:4: error: backreferences are not regular"))
        #expect(run.errors.contains("  |    ^~"))
    }

    @Test("compile -e writes bytecode that match -p runs")
    func compile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("regex-\(UUID().uuidString).maskc").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try MaskcProcess.run(["compile", "-e", "[a-z0-9]+(-[a-z0-9]+)*", "-o", path]).status == 0)
        #expect(try MaskcProcess.run(["match", "-p", path, "a-slug-1", "a--b"]).output == "complete\nillegal 2\n")
    }

    @Test("explain -e: the expression's canonical form, match, lengths, DFA, classes and size")
    func explain() throws {
        let run = try MaskcProcess.run(["explain", "-e", "^[a-z]{3}\\d+$"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "expression: ^[a-z]{3}\\d+$")
        #expect(lines.contains { $0.hasPrefix("canonical: [a-z]{3}[0-9") && $0.hasSuffix(" ranges]{1,}") })
        #expect(lines.contains("text length: 4 or more scalars"))
        #expect(lines.contains { $0.hasPrefix("byte classes: ") })
        #expect(lines.contains { $0.hasPrefix("bytecode: ") && $0.hasSuffix(" bytes") })
        #expect(!run.output.contains("placeholder"), "an expression has no placeholder")
        let refused = try MaskcProcess.run(["explain", "-e", "(a)\\1"])
        #expect(refused.status == 2 && refused.errors.contains("regex:1:4: error: backreferences are not regular"))
        #expect(try MaskcProcess.run(["explain", "-e", "a", "-m", "D"]).status == 2)
    }

    @Test("why, sample and dot take -e")
    func analysis() throws {
        #expect(try MaskcProcess.run(["why", "-e", "[a-z]{3}\\d", "ab1"]).output.contains("at 2, found '1'"))
        let samples = try MaskcProcess.run(["sample", "-e", "[a-c]{2}[0-9]", "--count", "3"]).output.split(separator: "\n")
        #expect(samples.count == 3 && samples.allSatisfy { $0.count == 3 })
        #expect(try MaskcProcess.run(["dot", "-e", "ab*"]).output.hasPrefix("digraph"))
    }

    @Test("equiv -m MASK -e REGEX gives the shortest text that differs, naming the expression as one")
    func equiv() throws {
        let different = try MaskcProcess.run(["equiv", "-m", "DDD-DDDD", "-e", "[0-9]{3}-?[0-9]{4}"])
        #expect(different.output == "different: \"0000000\" is accepted by expression 2 only\n")
        #expect(different.status == 1)
        // The mask's side keeps its name.
        let maskSide = try MaskcProcess.run(["equiv", "-m", "DDD-?DDDD", "-e", "[0-9]{3}-[0-9]{4}"])
        #expect(maskSide.output == "different: \"0000000\" is accepted by mask 1 only\n")
        let twoExpressions = try MaskcProcess.run(["equiv", "-e", "a+", "-e", "a*"])
        #expect(twoExpressions.output == "different: \"\" is accepted by expression 2 only\n")
        #expect(try MaskcProcess.run(["equiv", "-m", "DDD-DDDD", "-e", "[0-9]{3}-[0-9]{4}"]).output == "equivalent\n")
    }

    @Test("check --trial format runs (a+)+$ on the VM: no backtracking hang on aaaa…ab")
    func noHang() throws {
        let start = Date()
        let run = try MaskcProcess.run(["check", "--trial", "format", "--regex", "(a+)+$", String(repeating: "a", count: 40) + "b"])
        #expect(run.output == "fail: is invalid\n")
        #expect(run.errors.isEmpty)
        // Swift Regex takes over a minute for 20 a's; the VM is linear.
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test("a fallback to Swift Regex is announced on standard error")
    func fallback() throws {
        let run = try MaskcProcess.run(["check", "--trial", "format", "--regex", "(a)\\1", "aa"])
        #expect(run.output == "pass\n")
        #expect(run.errors.hasPrefix("maskc: note: the expression is outside the VM's subset and runs on Swift Regex"))
    }

    @Test("a mask that looks like a regular expression is warned about, with -e suggested", arguments: [
        ["match", "-m", "\\d{3}-\\d{4}", "123-4567"], ["transform", "-m", "[0-9]+", "1"], ["lint", "-m", "A.*"],
    ])
    func lookalike(arguments: [String]) throws {
        let run = try MaskcProcess.run(arguments)
        #expect((run.errors + run.output).contains("use -e instead of -m"))
    }

    @Test("an ordinary mask gets no such warning")
    func noLookalike() throws {
        let run = try MaskcProcess.run(["match", "-m", "DDD-DDDD", "123-4567"])
        #expect(run.errors.isEmpty)
    }
}
