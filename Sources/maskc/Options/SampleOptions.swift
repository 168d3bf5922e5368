/// Where a command's samples come from: its operands, or else standard input, one sample
/// a line. Either way each sample arrives as UTF-8 bytes.
enum SampleSource {
    static let maximumLineOption = CommandSpec.Option.value(
        "--max-line", name: "BYTES",
        help: "Longest line kept in memory when reading standard input (default 1048576); longer lines are judged on their first BYTES bytes.")

    static let defaultMaximumLine = 1 << 20

    /// Calls `body` with every sample in order; stops early when it returns false.
    static func forEach(
        _ arguments: ParsedArguments, terminal: Terminal, _ body: (LineReader.Line) throws -> Bool
    ) throws {
        if !arguments.operands.isEmpty {
            for operand in arguments.operands {
                var text = operand
                let keepGoing = try text.withUTF8 { try body(LineReader.Line(bytes: $0, fullLength: $0.count)) }
                if !keepGoing { return }
            }
            return
        }
        let limit = try arguments.integer("--max-line", default: defaultMaximumLine, in: 1...(1 << 40))
        do {
            try LineReader(fd: terminal.inputFD, maximumLineLength: limit).forEachLine(body)
        } catch let error as ErrnoError {
            throw CommandError(message: "maskc: error: cannot read standard input: \(error.message)")
        }
    }
}
