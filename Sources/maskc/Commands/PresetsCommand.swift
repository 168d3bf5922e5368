import MaskPresets

/// `maskc presets`: the ready masks `--preset NAME` takes, one a line.
enum PresetsCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "presets",
        summary: "List the presets --preset takes: name, description and masks.",
        sections: [],
        discussion: """
            One preset a line: its name, what it is for, and its masks, each in single quotes \
            as -m takes it (a preset with several masks chooses among them as a mask set does). \
            docs/presets.md gives each preset's trials and the sources of its data.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: ["maskc presets"])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let width = (MaskPreset.all.map(\.name.count).max() ?? 0) + 2
        for preset in MaskPreset.all {
            let masks = preset.masks.map { "'\($0.pattern)'" }.joined(separator: " ")
            try terminal.output.write(preset.name.padded(to: width) + preset.summary + ": " + masks + "\n")
        }
        return ExitStatus.success
    }
}
