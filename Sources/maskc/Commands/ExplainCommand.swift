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
            extracted value (in characters), the placeholder, the NFA and DFA sizes, how \
            optimistic matching runs (a DFA, or past the limits an NFA simulation), the byte \
            classes, the bytecode size and every warning 'maskc lint' gives. docs/analysis.md \
            describes each line.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: ["maskc explain -m '+?7|8(DDD)DDD-?DD-?DD'"])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let options = try PatternOptions(parsing: arguments)
        guard options.isSet else {
            try terminal.output.write(MaskExplanation(try options.compilation()).description + "\n")
            return ExitStatus.success
        }
        // A set: each mask explained in turn, under its name or number.
        for (index, mask) in options.masks.enumerated() {
            let compilation = try PatternOptions.compilation(of: mask, index: index)
            try terminal.output.write((index == 0 ? "" : "\n") + "mask \(mask.name ?? String(index + 1)):\n")
            try terminal.output.write(MaskExplanation(compilation).description + "\n")
        }
        return ExitStatus.success
    }
}
