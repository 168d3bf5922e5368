import MaskVM

/// Where a command's samples come from: its operands, or else standard input, one sample
/// a line. Either way each sample arrives as UTF-8 bytes.
struct SampleOptions: OptionGroup {
    static let maximumLine = Option<Int>(
        "--max-line", valueName: "BYTES",
        help: "Longest line read from standard input (default 1048576); a longer line is not judged on a cut: it is refused with a message and exit status 2 (match still reports one already illegal). match --count stores no line, so it judges every line whole, at any length.",
        in: 1...(1 << 40))
    static let keepCarriageReturn = Flag(
        "--keep-cr", help: "Keep a '\\r' before '\\n' as part of the sample (by default it belongs to the line end, as in CRLF files).")

    static let section = OptionSection([maximumLine.declaration, keepCarriageReturn.declaration])
    /// The operands part of the usage line.
    static let operands = "[--] [SAMPLE ...]"

    static let defaultMaximumLine = 1 << 20

    let operands: [String]
    let maximumLine: Int
    let lineEnding: LineEnding

    init(parsing arguments: ParsedArguments) throws {
        operands = arguments.operands
        maximumLine = try arguments.value(Self.maximumLine) ?? Self.defaultMaximumLine
        lineEnding = arguments[Self.keepCarriageReturn] ? .lf : .crlf
    }

    /// Whether the samples come from standard input.
    var readsStandardInput: Bool { operands.isEmpty }

    /// Says on standard error that sample `number`, a line longer than `--max-line`, is not
    /// judged. No command judges a cut line: the cut could change the answer.
    static func refuse(_ number: Int, _ line: LineReader.Line, _ terminal: Terminal) throws {
        try terminal.errors.write("maskc: error: sample \(number) is \(line.fullLength) bytes, longer than --max-line; not judged\n")
    }

    /// What the text output shows in place of a line not judged.
    static let notJudged = "not judged: longer than --max-line"

    /// ``refuse(_:_:_:)``, then the output line that stands in place of the sample's answer:
    /// ``notJudged``, or a JSON object that says the line was cut and how long it was.
    static func refuseInOutput(_ number: Int, _ line: LineReader.Line, json: Bool, _ terminal: Terminal) throws {
        try refuse(number, line, terminal)
        try terminal.output.write(json ? "{\"result\":\"not judged\",\"truncated\":true,\"length\":\(line.fullLength)}\n" : notJudged + "\n")
    }

    /// Judges every sample in order with `judge`, which writes its answer and says whether
    /// the sample is complete. A line longer than `--max-line` is refused instead
    /// (``refuseInOutput(_:_:json:_:)``). Returns the exit status: 2 when a line was refused,
    /// else 0 when every sample was complete and 1 when one was not.
    func judgeEach(terminal: Terminal, json: Bool, _ judge: (LineReader.Line) throws -> Bool) throws -> Int32 {
        var number = 0
        var unjudged = 0
        var allComplete = true
        try forEach(terminal: terminal) { line in
            number += 1
            guard !line.isTruncated else {
                unjudged += 1
                try Self.refuseInOutput(number, line, json: json, terminal)
                return true
            }
            if try !judge(line) { allComplete = false }
            return true
        }
        if unjudged > 0 { return ExitStatus.error }
        return allComplete ? ExitStatus.success : ExitStatus.failure
    }

    /// Calls `body` with every sample in order; stops early when it returns false.
    func forEach(terminal: Terminal, _ body: (LineReader.Line) throws -> Bool) throws {
        if !operands.isEmpty {
            for operand in operands {
                var text = operand
                let keepGoing = try text.withUTF8 { try body(LineReader.Line(bytes: $0, fullLength: $0.count)) }
                if !keepGoing { return }
            }
            return
        }
        do {
            try LineReader(fd: terminal.inputFD, maximumLineLength: maximumLine, lineEnding: lineEnding).forEachLine(body)
        } catch let error as ErrnoError {
            throw CommandError(message: "maskc: error: cannot read standard input: \(error.message)")
        }
    }
}
