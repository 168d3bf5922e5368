import MaskPresets
import MaskVM

/// `maskc compile`: pattern to bytecode file.
enum CompileCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "compile",
        summary: "Compile a mask to a bytecode file that 'maskc match -p' and MaskVM load.",
        sections: [PatternOptions.section, OptionSection([RegexOptions.regex.declaration]),
                   OptionSection([output.declaration], usage: output.declaration.usage)],
        discussion: "The file format is described in docs/bytecode.md; a preset's file also carries its trials, as data. Exit status: 0 on success, 2 on an error.",
        examples: [
            "maskc compile -m '+?7|8(DDD)DDD-?DD-?DD' -o phone.maskc",
            "maskc match -p phone.maskc '8(123)456-78-90'",
            "maskc compile -e '[a-z0-9]+(-[a-z0-9]+)*' -o slug.maskc",
        ])

    static let output = Option<String>("-o", "--output", valueName: "FILE", help: "Where to write the bytecode ('-' for standard output).")

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        guard let path = try arguments.value(output) else {
            throw ParsedArguments.UsageError(message: "give the output file with \(output.declaration.usage)")
        }
        try arguments.refuseOperands()
        if let regex = try RegexOptions.expressionInsteadOfMask(arguments) {
            try FileAccess.write(try RegexOptions.compile(regex).bytecode, to: path)
            return ExitStatus.success
        }
        let pattern = try PatternOptions(parsing: arguments)
        // A preset's file carries its trials too (`trls`), so MaskTrialsCore's MaskCheck loads
        // the whole check from it.
        if let preset = try arguments.value(PatternOptions.preset) {
            try FileAccess.write(preset.bytecode, to: path)
        } else {
            try FileAccess.write(try pattern.program().bytecode, to: path)
        }
        return ExitStatus.success
    }
}
