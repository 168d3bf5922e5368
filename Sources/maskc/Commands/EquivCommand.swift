import MaskAnalysis
import MaskPresets
import MaskVM

/// `maskc equiv`: do two masks accept the same texts?
enum EquivCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "equiv",
        summary: "Decide whether two masks accept the same texts; show the shortest difference.",
        sections: [
            OptionSection([masks.declaration, presets.declaration, regexes.declaration, files.declaration],
                          usage: "(-m A | --preset NAME | -e REGEX | -p FILE) (-m B | --preset NAME | -e REGEX | -p FILE)")
                + SymbolOptions.section,
        ],
        discussion: """
            Masks given with -m come first, then presets given with --preset (their whole mask \
            set, as one language), then regular expressions given with -e (docs/regex.md: the \
            migration check from an old expression to a new mask), then files given with -p. Output: 'equivalent', or \
            'different: "TEXT" is accepted by mask N only' ('by expression N only' when the \
            side that accepts it is a regular expression), where TEXT is the shortest text that \
            tells them apart (and of those, the first in byte order).

            Exit status: 0 when equivalent, 1 when different, 2 on an error.
            """,
        examples: [
            "maskc equiv -m 'D|7' -m 'D'",
            "maskc equiv -m '+?7|8(DDD)' -m '+?8|7(DDD)'",
            "maskc equiv --preset date-iso -m 'DDDD-<01-12>-<01-31>'",
            "maskc equiv -m 'DDD-DDDD' -e '[0-9]{3}-?[0-9]{4}'",
        ])

    static let masks = Option<String>("-m", "--mask", valueName: "PATTERN", help: "A mask pattern (give two masks in all).", repeatable: true)
    static let presets = Option<MaskPreset>(
        "--preset", valueName: "NAME", help: "A ready mask by name ('maskc presets'; give two masks in all).", repeatable: true,
        expectation: PresetOptions.preset.expectation, convert: PresetOptions.preset.convert)
    static let regexes = Option<String>("-e", "--regexp", valueName: "REGEX",
                                        help: "A regular expression (docs/regex.md; give two masks in all).", repeatable: true)
    static let files = Option<String>("-p", "--program", valueName: "FILE", help: "A bytecode file (give two masks in all).", repeatable: true)

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let symbols = try SymbolOptions(parsing: arguments).symbols
        // Each program with what it is: the answer names a regular expression as one.
        var programs = try arguments.values(masks).map { (program: try PatternOptions.compile($0, symbols: symbols), kind: "mask") }
        programs += try arguments.values(presets).map { ($0.program, "mask") }
        programs += try arguments.values(regexes).map { (try RegexOptions.compile($0), "expression") }
        programs += try arguments.values(files).map { (try ProgramOptions.load($0), "mask") }
        guard programs.count == 2 else {
            throw ParsedArguments.UsageError(message: "give exactly two masks (-m PATTERN, --preset NAME, -e REGEX or -p FILE), not \(programs.count)")
        }
        let result: LanguageComparison.Result
        do {
            result = try LanguageComparison.compare(programs[0].program.matcher, programs[1].program.matcher)
        } catch {
            throw CommandError(message: "maskc: error: \(error)")
        }
        switch result {
        case .equivalent:
            try terminal.output.write("equivalent\n")
            return ExitStatus.success
        case .different(let text, let side):
            try terminal.output.write("different: \(TextQuoting.quoted(text)) is accepted by \(side == .first ? programs[0].kind + " 1" : programs[1].kind + " 2") only\n")
            return ExitStatus.failure
        }
    }
}
