import MaskAnalysis

/// `maskc explain`: everything about one mask at a glance.
enum ExplainCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "explain",
        summary: "Show a mask's structure, lengths, placeholder, automata, byte classes, size and warnings.",
        sections: [PatternOptions.section],
        discussion: """
            Prints the parsed tree and canonical form, the length of accepted texts and of the \
            extracted value (in characters), the placeholder, the NFA and DFA sizes, the byte \
            classes, the bytecode size and every warning 'maskc lint' gives. docs/analysis.md \
            describes each line.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: ["maskc explain -m '+?7|8(DDD)DDD-?DD-?DD'"])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        try terminal.output.write(MaskExplanation(try PatternOptions(parsing: arguments).compilation()).description + "\n")
        return ExitStatus.success
    }
}
