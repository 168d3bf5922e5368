/// Where a command's samples come from: its operands, or else standard input, one sample
/// a line. Either way each sample arrives as UTF-8 bytes.
struct SampleOptions: OptionGroup {
    static let maximumLine = Option<Int>(
        "--max-line", valueName: "BYTES",
        help: "Longest line kept in memory when reading standard input (default 1048576); longer lines are judged on their first BYTES bytes.",
        in: 1...(1 << 40))

    static let section = OptionSection([maximumLine.declaration])
    /// The operands part of the usage line.
    static let operands = "[--] [SAMPLE ...]"

    static let defaultMaximumLine = 1 << 20

    let operands: [String]
    let maximumLine: Int

    init(parsing arguments: ParsedArguments) throws {
        operands = arguments.operands
        maximumLine = try arguments.value(Self.maximumLine) ?? Self.defaultMaximumLine
    }

    /// Whether the samples come from standard input.
    var readsStandardInput: Bool { operands.isEmpty }

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
            try LineReader(fd: terminal.inputFD, maximumLineLength: maximumLine).forEachLine(body)
        } catch let error as ErrnoError {
            throw CommandError(message: "maskc: error: cannot read standard input: \(error.message)")
        }
    }
}
