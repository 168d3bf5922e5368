import MaskAnalysis

/// `maskc explain`: everything about one mask at a glance.
enum ExplainCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "explain",
        summary: "Show a mask's (or a regular expression's) structure, lengths, automata, byte classes, size and warnings.",
        sections: [PatternOptions.section, OptionSection([RegexOptions.regex.declaration])],
        discussion: """
            Prints the parsed tree and canonical form, the length of accepted texts and of the \
            extracted value (in characters), the placeholder, the NFA and DFA sizes, how \
            optimistic matching runs (a DFA, or past the limits an NFA simulation), the byte \
            classes, the bytecode size and every warning 'maskc lint' gives. docs/analysis.md \
            describes each line. With -e, a regular expression (docs/regex.md): its canonical \
            form, how it is matched, the length of accepted texts (in scalars), the minimal \
            DFA, the byte classes and the bytecode size.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: ["maskc explain -m '+?7|8(DDD)DDD-?DD-?DD'", "maskc explain -e '^[a-z]{3}\\d+$'"])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        if let regex = try RegexOptions.expressionInsteadOfMask(arguments) {
            let explanation: RegexExplanation
            do {
                explanation = try RegexExplanation(pattern: regex)
            } catch {
                throw CommandError(message: error.description)
            }
            try terminal.output.write(explanation.description + "\n")
            return ExitStatus.success
        }
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
