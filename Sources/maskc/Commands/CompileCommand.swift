import MaskVM

/// `maskc compile`: pattern to bytecode file.
enum CompileCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "compile",
        summary: "Compile a mask to a bytecode file that 'maskc match -p' and MaskVM load.",
        usage: "-m PATTERN [--symbols CHARS] -o FILE",
        options: [
            ProgramOptions.options[0], ProgramOptions.options[2],
            .value("-o", "--output", name: "FILE", help: "Where to write the bytecode ('-' for standard output)."),
        ],
        discussion: "The file format is described in docs/bytecode.md. Exit status: 0 on success, 2 on an error.",
        examples: [
            "maskc compile -m '+?7|8(DDD)DDD-?DD-?DD' -o phone.maskc",
            "maskc match -p phone.maskc '8(123)456-78-90'",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        guard let pattern = arguments.value("-m") else {
            throw ParsedArguments.UsageError(message: "give the mask with -m PATTERN")
        }
        guard let path = arguments.value("-o") else {
            throw ParsedArguments.UsageError(message: "give the output file with -o FILE")
        }
        guard arguments.operands.isEmpty else {
            throw ParsedArguments.UsageError(message: "unexpected argument '\(arguments.operands[0])'")
        }
        let program = try ProgramOptions.compile(pattern, symbols: ProgramOptions.symbols(arguments))
        try FileAccess.write(program.bytecode, to: path)
        return ExitStatus.success
    }
}
