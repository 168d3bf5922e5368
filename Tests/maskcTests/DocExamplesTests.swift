import Foundation
import Testing

/// Every mask and example in README.md, docs/ and the module catalogs
/// (`Sources/<Module>/<Module>.docc/<Module>.md`) is run, so no documented example can rot:
/// shell examples run as written (their shown output must match), Swift snippets' masks
/// compile and their `match` comments hold, and the tables of verdicts hold. A catalog's
/// example is Swift code run whole: its module's test target holds it, every claimed result
/// an `#expect`, and this suite checks that the two say the same.
@Suite("Documented examples")
struct DocExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The library modules; each opens with a DocC catalog.
    static let modules = ["MaskLexer", "MaskCompiler", "MaskVM", "MaskRegex", "MaskAnalysis", "MaskTrials", "MaskPresets", "MaskTables"]

    static func catalog(of module: String) -> URL {
        root.appendingPathComponent("Sources/\(module)/\(module).docc/\(module).md")
    }

    static var documents: [URL] {
        let docs = (try? FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("docs"), includingPropertiesForKeys: nil)) ?? []
        return [root.appendingPathComponent("README.md")] + docs.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
            + modules.map(catalog(of:))
    }

    /// A fenced block of shell examples, run in order in one directory (a later command may
    /// use a file an earlier one wrote): each command and, when the document shows it, its
    /// output.
    struct ShellBlock: CustomTestStringConvertible {
        var document: String
        var line: Int
        var commands: [(command: String, output: [String]?)]
        var testDescription: String { "\(document):\(line): \(commands.map(\.command).joined(separator: "; "))" }
    }

    /// A `maskc` call a Swift snippet implies: pattern, symbols, sample and the verdict shown.
    struct SwiftExample: CustomTestStringConvertible {
        var document: String
        var line: Int
        var pattern: String
        var symbols: String?
        var sample: String?
        var verdict: String?
        /// `match(_:optimistic: true)`: run with `--optimistic`.
        var optimistic = false
        /// The other masks of a set (`MaskCompiler.compile(["A", "B"])`), after `pattern`.
        var morePatterns: [String] = []
        /// The command that checks it: `match` (the verdict), `transform` (the text a
        /// comment claims) or `extract` (the value a comment claims).
        var command = "match"
        /// The result a comment claims, for `transform` and `extract`.
        var claimed: String?
        /// `transform(_:autocomplete: false)`: run with `--no-autocomplete`.
        var noAutocomplete = false
        /// `optionalLiterals: .insertedWhenPassed`: run with `--optional-literals inserted`.
        var insertsOptionalLiterals = false
        var testDescription: String { "\(document):\(line): \(pattern) \(sample ?? "")" }
    }

    static let shellBlocks: [ShellBlock] = documents.flatMap(DocParser.shellBlocks)
    static let swiftExamples: [SwiftExample] = documents.flatMap(DocParser.swiftExamples)
    static let tableExamples: [SwiftExample] = documents.flatMap(DocParser.verdictTables)

    @Test("the documents hold examples of every kind")
    func found() {
        #expect(Self.shellBlocks.flatMap(\.commands).count >= 10)
        #expect(Self.swiftExamples.count >= 3)
        #expect(Self.tableExamples.count >= 3)
    }

    @Test("shell examples run as written and print what the document shows", arguments: shellBlocks)
    func shell(block: ShellBlock) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("maskc-doc-\(getpid())-\(block.document)-\(block.line)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for example in block.commands {
            let (output, status) = try MaskcProcess.shell(example.command, in: directory)
            if let expected = example.output {
                #expect(DocParser.matches(output: output, expected: expected), "\(example.command)\ngot:\n\(output)")
            } else {
                #expect(status != 2, "\(example.command)\nexit status 2:\n\(output)")
            }
        }
    }

    /// Each `USAGE: maskc COMMAND …` line a document quotes, with where it stands.
    static let usageLines: [(document: String, line: Int, text: String)] = documents.flatMap { url in
        DocParser.lines(url).enumerated().compactMap { index, raw in
            let text = raw.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("USAGE: maskc ") ? (url.lastPathComponent, index + 1, text) : nil
        }
    }

    /// A usage line copied into a document goes stale when an option is added (docs/trials.md's
    /// line for `check` once lacked five): each must be a line its command's `--help` prints.
    @Test("every USAGE line the documents quote is one that the command's --help prints")
    func usageLinesMatchHelp() throws {
        #expect(!Self.usageLines.isEmpty)
        for usage in Self.usageLines {
            let command = usage.text.split(separator: " ")[2]
            let help = try MaskcProcess.run([String(command), "--help"])
            let printed = help.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(printed.contains(usage.text), "\(usage.document):\(usage.line) quotes\n\(usage.text)\nbut maskc \(command) --help prints:\n\(help.output)")
        }
    }

    @Test("every library module opens with a catalog that has a map and an example", arguments: modules)
    func catalogExists(module: String) throws {
        let text = try String(contentsOf: Self.catalog(of: module), encoding: .utf8)
        #expect(text.hasPrefix("# ``\(module)``\n"))
        #expect(text.contains("## Overview") && text.contains("Which") && text.contains("## Example"))
    }

    /// The catalog's example, as its module's `CatalogExampleTests` must hold it: each line
    /// `EXPRESSION  // RESULT` becomes `#expect(EXPRESSION == RESULT)`, other lines stay.
    @Test("each catalog's example is run by its module's tests, with every claimed result", arguments: modules)
    func catalogExampleRuns(module: String) throws {
        let example = DocParser.catalogExample(Self.catalog(of: module))
        #expect(!example.isEmpty, "no ```swift block under ## Example")
        let expected = example.map { line -> String in
            guard let comment = line.range(of: "// ") else { return line.trimmingCharacters(in: .whitespaces) }
            let expression = line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
            let result = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
            return "#expect(\(expression) == \(result))"
        }
        let mirror = Self.root.appendingPathComponent("Tests/\(module)Tests/CatalogExampleTests.swift")
        let lines = DocParser.lines(mirror).map { $0.trimmingCharacters(in: .whitespaces) }
        let begin = try #require(lines.firstIndex(of: "// BEGIN catalog example"))
        let end = try #require(lines.firstIndex(of: "// END catalog example"))
        #expect(Array(lines[(begin + 1)..<end]) == expected)
    }

    // Every ```swift block of README and docs/ (the form example among them) is compiled as
    // shown by the DocSnippetsTests target, whose DocSnippetMirrorTests checks its copies.

    @Test("masks in Swift snippets compile and the results their comments claim hold", arguments: swiftExamples + tableExamples)
    func swift(example: SwiftExample) throws {
        var arguments = [example.command, "-m", example.pattern] + example.morePatterns.flatMap { ["-m", $0] }
        if let symbols = example.symbols { arguments += ["--symbols", symbols] }
        if example.optimistic { arguments.append("--optimistic") }
        if example.noAutocomplete { arguments.append("--no-autocomplete") }
        if example.insertsOptionalLiterals { arguments += ["--optional-literals", "inserted"] }
        arguments += ["--"] + [example.sample ?? ""]
        let run = try MaskcProcess.run(arguments)
        #expect(run.status != 2, "\(run.errors)")
        if let verdict = example.verdict {
            // A set's verdict is followed by the masks it names: the verdict is the first word.
            let shown = example.morePatterns.isEmpty ? run.output : String(run.output.prefix { $0 != " " && $0 != "\n" }) + "\n"
            #expect(shown == verdict + "\n")
        }
        if let claimed = example.claimed {
            switch example.command {
            case "extract":
                // `complete VALUE` or `partial VALUE`: the value is after the verdict.
                let value = run.output.split(separator: " ", maxSplits: 1).dropFirst().first.map { $0.dropLast() } ?? ""
                #expect(String(value) == claimed, "\(example.pattern) extract \(example.sample ?? ""): \(run.output)")
            default:
                #expect(run.output == claimed + "\n", "\(example.pattern) transform \(example.sample ?? ""): \(run.output)")
            }
        }
    }

    @Test("the Swift snippets' claimed transform, extract and editor results are found")
    func claimsFound() {
        let claims = Self.swiftExamples.filter { $0.claimed != nil }
        #expect(claims.contains { $0.document == "README.md" && $0.command == "transform" })
        #expect(claims.contains { $0.document == "editing.md" && $0.command == "extract" })
        #expect(claims.count >= 8)
    }
}

/// Reads examples out of Markdown.
enum DocParser {
    static func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").components(separatedBy: "\n")
    }

    /// Fenced blocks with shell commands that call maskc. In a block that uses `$ ` prompts,
    /// only prompted lines are commands, and each owns the lines below it up to the next
    /// prompt as its expected output; in a block without prompts every line that starts
    /// with `maskc` is a command whose output is not shown.
    static func shellBlocks(_ url: URL) -> [DocExamplesTests.ShellBlock] {
        var blocks: [DocExamplesTests.ShellBlock] = []
        var block: [(line: Int, text: String)] = []
        var inBlock = false
        var isSwift = false
        for (index, raw) in lines(url).enumerated() {
            if raw.hasPrefix("```") {
                if inBlock, !isSwift, let parsed = shellBlock(url, block) { blocks.append(parsed) }
                if !inBlock { isSwift = raw.hasPrefix("```swift") }
                block = []
                inBlock.toggle()
            } else if inBlock {
                block.append((index + 1, raw))
            }
        }
        return blocks
    }

    private static func shellBlock(_ url: URL, _ lines: [(line: Int, text: String)]) -> DocExamplesTests.ShellBlock? {
        let prompted = lines.contains { $0.text.hasPrefix("$ ") }
        var commands: [(command: String, output: [String]?)] = []
        var first = 0
        for (line, raw) in lines {
            var text = raw
            if prompted {
                guard text.hasPrefix("$ ") else {
                    if !commands.isEmpty, commands[commands.count - 1].output != nil { commands[commands.count - 1].output?.append(raw) }
                    continue
                }
                text = String(text.dropFirst(2))
            }
            if text.hasPrefix("swift run maskc ") { text = String(text.dropFirst("swift run ".count)) }
            guard text.hasPrefix("maskc ") else {
                if prompted { commands.append(("", nil)) }   // another tool's command: its output is not ours
                continue
            }
            let command = stripComment(text)
            // Examples that read files the document only names are shown, not run.
            if command.contains(" < ") || command.contains(" > ") {
                if prompted { commands.append(("", nil)) }
                continue
            }
            if first == 0 { first = line }
            commands.append((command, prompted ? [] : nil))
        }
        commands.removeAll { $0.command.isEmpty }
        guard !commands.isEmpty else { return nil }
        return DocExamplesTests.ShellBlock(document: url.lastPathComponent, line: first, commands: commands)
    }

    /// The lines of the first ```swift block after a catalog's `## Example` heading.
    static func catalogExample(_ url: URL) -> [String] {
        let all = lines(url)
        guard let heading = all.firstIndex(of: "## Example"),
              let open = all[heading...].firstIndex(of: "```swift"),
              let close = all[(open + 1)...].firstIndex(of: "```") else { return [] }
        return Array(all[(open + 1)..<close])
    }

    /// `let NAME = try MaskCompiler.compile("P"[, symbols: [...]])` and `NAME.match("S")  // .v`.
    static func swiftExamples(_ url: URL) -> [DocExamplesTests.SwiftExample] {
        var examples: [DocExamplesTests.SwiftExample] = []
        var programs: [String: (pattern: String, symbols: String?, more: [String])] = [:]
        var editors: [String: EditorTrace] = [:]
        var inSwift = false
        for (index, line) in lines(url).enumerated() {
            if line.hasPrefix("```") { inSwift = !inSwift && line.hasPrefix("```swift"); continue }
            guard inSwift else { continue }
            if let range = line.range(of: "MaskCompiler.compile("), let pattern = stringLiteral(in: line[range.upperBound...]) {
                let symbols = line.range(of: "symbols: [").map { symbolRange in
                    line[symbolRange.upperBound...].prefix { $0 != "]" }
                        .split(separator: ",").compactMap { stringLiteral(in: $0) }.joined()
                }
                let name = line.split(separator: "=").first?.split(separator: " ").last.map(String.init) ?? ""
                // A set, `compile(["A", "B"])`: every string literal of the list is a mask.
                var more: [String] = []
                if line[range.upperBound...].hasPrefix("[\"") {
                    let list = line[range.upperBound...].prefix { $0 != "]" }
                    more = list.split(separator: ",").dropFirst().compactMap { stringLiteral(in: $0) }
                }
                programs[name] = (pattern, symbols, more)
                examples.append(.init(document: url.lastPathComponent, line: index + 1, pattern: pattern, symbols: symbols,
                                      morePatterns: more))
            }
            examples += claims(in: line, document: url.lastPathComponent, line: index + 1, programs: programs, editors: &editors)
            for (name, program) in programs {
                guard let range = line.range(of: "\(name).match("), let sample = stringLiteral(in: line[range.upperBound...]),
                      let comment = line.range(of: "// .") else { continue }
                let rest = line[comment.upperBound...]
                let verdict = rest.hasPrefix("illegal(") ? rest.prefix { $0 != ")" } : rest.prefix { $0 != " " }
                examples.append(.init(document: url.lastPathComponent, line: index + 1, pattern: program.pattern,
                                      symbols: program.symbols, sample: sample, verdict: verdictText(String(verdict)),
                                      optimistic: line.contains("optimistic: true"), morePatterns: program.more))
            }
        }
        return examples
    }

    /// An editor a snippet made: its program, and what was pasted into it while it was
    /// empty (nil once another edit makes its state more than a paste).
    struct EditorTrace {
        var program: String
        var pasted: String?
        var fresh = true
    }

    /// Claims in one line's comment: `NAME.transform("S").text  // "T"`,
    /// `NAME.extract("S").value  // "V"`, and for an editor that had one text pasted into it
    /// while empty, `EDITOR.text  // "T"` or `// EDITOR.text "T"` (pasting into an empty
    /// field is transforming) and `EDITOR.value  // "V"`.
    static func claims(
        in line: String, document: String, line number: Int,
        programs: [String: (pattern: String, symbols: String?, more: [String])], editors: inout [String: EditorTrace]
    ) -> [DocExamplesTests.SwiftExample] {
        var found: [DocExamplesTests.SwiftExample] = []
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        let comment = line.range(of: "//").map { String(line[$0.upperBound...]) } ?? ""
        func example(_ program: String, _ command: String, _ sample: String, _ claimed: String, noAutocomplete: Bool = false) {
            guard let (pattern, symbols, more) = programs[program] else { return }
            var result = DocExamplesTests.SwiftExample(document: document, line: number, pattern: pattern, symbols: symbols, sample: sample)
            result.morePatterns = more
            result.command = command
            result.claimed = claimed
            result.noAutocomplete = noAutocomplete
            result.insertsOptionalLiterals = code.contains("optionalLiterals: .insertedWhenPassed")
            found.append(result)
        }
        // A claim is the first string literal of the comment, when the comment starts with it.
        let claim = comment.trimmingCharacters(in: .whitespaces).hasPrefix("\"") ? stringLiteral(in: comment) : nil
        for name in programs.keys {
            if let range = code.range(of: "\(name).transform("), let sample = stringLiteral(in: code[range.upperBound...]),
               code.hasSuffix(").text") || code.trimmingCharacters(in: .whitespaces).hasSuffix(").text"), let claim {
                example(name, "transform", sample, claim, noAutocomplete: code.contains("autocomplete: false"))
            }
            if let range = code.range(of: "\(name).extract("), let sample = stringLiteral(in: code[range.upperBound...]),
               code.trimmingCharacters(in: .whitespaces).hasSuffix(").value"), let claim {
                example(name, "extract", sample, claim)
            }
            if let range = code.range(of: "MaskedTextEditor(program: \(name)"), !code[range.upperBound...].contains(":"),
               let declaration = code.range(of: "var ") ?? code.range(of: "let ") {
                let editor = code[declaration.upperBound...].prefix { $0 != " " && $0 != "=" }
                editors[String(editor)] = EditorTrace(program: name)
            }
        }
        for (name, trace) in editors {
            if let range = code.range(of: "\(name).") {
                let call = code[range.upperBound...]
                if call.hasPrefix("replace(range: 0..<0, with: ") || call.hasPrefix("insert("), trace.fresh,
                   let text = stringLiteral(in: call) {
                    editors[name]?.pasted = text
                    editors[name]?.fresh = false
                } else if !(call.hasPrefix("text") || call.hasPrefix("value") || call.hasPrefix("cursor") || call.hasPrefix("isComplete")
                            || call.hasPrefix("placeholder")) {
                    editors[name]?.pasted = nil
                    editors[name]?.fresh = false
                }
            }
            guard let pasted = editors[name]?.pasted else { continue }
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if trimmed == "\(name).text", let claim { example(trace.program, "transform", pasted, claim) }
            if trimmed == "\(name).value", let claim { example(trace.program, "extract", pasted, claim) }
            if let range = comment.range(of: "\(name).text "), let claimed = stringLiteral(in: comment[range.upperBound...]) {
                example(trace.program, "transform", pasted, claimed)
            }
        }
        return found
    }

    /// Rows of a table whose header has `mask`, `sample` and `maskc` columns.
    static func verdictTables(_ url: URL) -> [DocExamplesTests.SwiftExample] {
        var examples: [DocExamplesTests.SwiftExample] = []
        var columns: (mask: Int, sample: Int, verdict: Int)?
        for (index, line) in lines(url).enumerated() {
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if let mask = cells.firstIndex(of: "mask"), let sample = cells.firstIndex(of: "sample"), let verdict = cells.firstIndex(of: "maskc") {
                columns = (mask, sample, verdict)
                continue
            }
            guard let columns, cells.count > columns.verdict, !cells[columns.mask].hasPrefix("---"),
                  let pattern = code(cells[columns.mask]), let sample = code(cells[columns.sample]) else { continue }
            examples.append(.init(document: url.lastPathComponent, line: index + 1, pattern: pattern, symbols: nil,
                                  sample: sample, verdict: cells[columns.verdict]))
        }
        return examples
    }

    /// Whether `output` matches the shown lines; a shown line `...` stands for any lines.
    static func matches(output: String, expected: [String]) -> Bool {
        var shown = expected
        while let last = shown.last, last.trimmingCharacters(in: .whitespaces).isEmpty { shown.removeLast() }
        var actual = output.components(separatedBy: "\n")
        while let last = actual.last, last.isEmpty { actual.removeLast() }
        func match(_ s: Int, _ a: Int) -> Bool {
            if s == shown.count { return a == actual.count }
            if shown[s].trimmingCharacters(in: .whitespaces) == "..." {
                return (a...actual.count).contains { match(s + 1, $0) }
            }
            return a < actual.count && actual[a] == shown[s] && match(s + 1, a + 1)
        }
        return match(0, 0)
    }

    private static func stripComment(_ command: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for (offset, character) in command.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#", previous == " " {
                return String(command.prefix(offset)).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return command.trimmingCharacters(in: .whitespaces)
    }

    /// The first Swift string literal in `text`: `"..."` with `\\` and `\"`, or `#"..."#`.
    static func stringLiteral<S: StringProtocol>(in text: S) -> String? {
        let text = String(text)
        if let start = text.range(of: "#\""), let end = text.range(of: "\"#", range: start.upperBound..<text.endIndex),
           text.firstIndex(of: "\"").map({ $0 >= text.index(after: start.lowerBound) }) ?? false {
            return String(text[start.upperBound..<end.lowerBound])
        }
        guard let open = text.firstIndex(of: "\"") else { return nil }
        var result = ""
        var escaped = false
        for character in text[text.index(after: open)...] {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return result
            } else {
                result.append(character)
            }
        }
        return nil
    }

    /// `complete`, `partial`, `illegal N` from `.complete`, `.partial`, `.illegal(at: N)`.
    static func verdictText(_ swift: String) -> String? {
        if swift.hasPrefix("complete") { return "complete" }
        if swift.hasPrefix("partial") { return "partial" }
        if swift.hasPrefix("illegal(at:") { return "illegal " + swift.filter(\.isNumber) }
        return nil
    }

    /// The text of a table cell written as one code span; nil otherwise.
    private static func code(_ cell: String) -> String? {
        guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count >= 2 else { return nil }
        return String(cell.dropFirst().dropLast())
    }
}
