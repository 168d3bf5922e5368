/// Every command `maskc` has, in the order `maskc --help` lists them.
enum CommandList {
    static let all: [Command] = [
        MatchCommand.command,
        CompileCommand.command,
        TransformCommand.command,
        ExtractCommand.command,
        EditCommand.command,
        ExplainCommand.command,
        LintCommand.command,
        WhyCommand.command,
        DotCommand.command,
        DisasmCommand.command,
        EquivCommand.command,
        SampleCommand.command,
        CheckCommand.command,
        PresetsCommand.command,
    ]

    static func named(_ name: String) -> Command? {
        all.first { $0.spec.name == name }
    }

    static var overview: String {
        var lines = [
            "maskc: input masks compiled to minimal DFAs.",
            "",
            "USAGE: maskc <command> [options]",
            "",
            "COMMANDS:",
        ]
        let width = (all.map(\.spec.name.count).max() ?? 0) + 2
        for command in all {
            lines.append("  " + command.spec.name.padded(to: width) + command.spec.summary)
        }
        lines += [
            "",
            "Run 'maskc <command> --help' for a command's options and examples.",
            "",
            "EXAMPLE:",
            "  $ maskc match -m '+?7|8(DDD)DDD-?DD-?DD' '+7(123)456-78-90'",
            "  complete",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
