import MaskVM

/// `maskc transform`: raw or half-formatted text to the mask's formatted text, per sample.
enum TransformCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "transform",
        summary: "Format samples as the mask says (insert literals, drop what fits nowhere).",
        sections: [ProgramOptions.section, PhoneRegionOptions.section, OptionSection(noAutocomplete, json), OptionalLiteralOptions.section, SampleOptions.section],
        operands: SampleOptions.operands,
        discussion: """
            With no SAMPLE, samples are read from standard input, one a line, as 'maskc match' reads them.

            Output, one line a sample: the formatted text, or 'illegal N' when a letter or digit the \
            mask could take found no place (a digit too many; N counts the characters before it). \
            Symbols out of place and characters the mask takes nowhere (spaces in a phone number) \
            are left out. The rules \
            are in docs/editing.md. Warnings about an ambiguous mask go to standard error.

            A phone preset reads the number first (docs/presets.md): 00 and 011 become +, a trunk \
            prefix written (0) is left out, an extension is printed apart, as the country writes it (' ext. 12', ' x12' for +44; phone-e164 \
            prints the number without it and not complete, as E.164 has no place for one and its \
            check fails it), and with \
            --region national input gets the region's country code. Then the country's own masks \
            print it, as libphonenumber's INTERNATIONAL format (phone) or NATIONAL format \
            (phone-national). A number with no country code, or of a length impossible for its \
            country, is never complete.

            Exit status: 0 when every formatted text is complete, 1 when any is not, 2 on an error.
            """,
        examples: [
            "maskc transform -m '+?7|8(DDD)DDD-DD-DD' 71234567890 '+7 (912) 345-67-89'",
            "maskc transform -m 'DD.DD.DDDD' --no-autocomplete 3112",
            "maskc transform -m '+7(DDD)DDD-DD-DD' --json 7912345678",
            "maskc transform -m '+?7|8(DDD)DDD-?DD-?DD' --optional-literals inserted 71234567890",
            "maskc transform --preset phone --region GB '020 7123 4567' '0044 (0) 20 7946 0958 ext 12'",
        ])

    static let noAutocomplete = Flag("--no-autocomplete", help: "Do not append the literals that are the only way on ('7(123' not '7(123)').")
    static let json = Flag("--json", help: "Print one JSON object a sample: sample, text, complete, droppedLettersAndDigits, dropped and unplaced (Character offsets).")

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let program = try ProgramOptions(parsing: arguments).programReportingWarnings(terminal)
        let samples = try SampleOptions(parsing: arguments)
        let autocomplete = !arguments[noAutocomplete]
        let policy = try OptionalLiteralOptions(parsing: arguments).policy
        let json = arguments[json]
        let output = terminal.output
        // One array takes every sample's formatted text: the bytes entry writes into it.
        var text: [UInt8] = []
        let phone = try PhoneRegionOptions(parsing: arguments)
        return try samples.judgeEach(terminal: terminal, json: json) { line in
            let result: TransformVerdict
            // A phone number is printed by its country's set: its masks name the one chosen.
            var chosenFrom = program
            if let preset = phone.phonePreset {
                let sample = String(decoding: line.bytes, as: UTF8.self)
                // The program and the text of one choice of the country's program, not two.
                let (transformed, printedBy) = preset.transformWithProgram(
                    sample, region: phone.region, autocomplete: autocomplete, optionalLiterals: policy)
                chosenFrom = printedBy
                text.replaceSubrange(text.indices, with: transformed.text.utf8)
                result = TransformVerdict(isComplete: transformed.isComplete, dropped: transformed.dropped,
                                          unplaced: transformed.unplaced, mask: transformed.mask, label: transformed.label)
            } else {
                result = program.transform(utf8: line.bytes, autocomplete: autocomplete, optionalLiterals: policy, into: &text)
            }
            if json {
                try output.write("{")
                try JSONWriter.sample(line.bytes, to: output)
                try output.write(",\"text\":")
                try JSONWriter.string(String(decoding: text, as: UTF8.self), to: output)
                try output.write(",\"complete\":\(result.isComplete),\"droppedLettersAndDigits\":\(result.droppedLettersAndDigits),\"dropped\":[")
                try output.write(result.dropped.map(String.init).joined(separator: ","))
                try output.write("],\"unplaced\":[")
                try output.write(result.unplaced.map(String.init).joined(separator: ","))
                try output.write("]")
                if chosenFrom.isMaskSet {
                    // The chosen mask, as match names masks: its name, or its 1-based number.
                    let mask = chosenFrom.masks[result.mask]
                    try output.write(",\"mask\":" + (mask.name.map(JSONWriter.quoted) ?? String(result.mask + 1)))
                }
                try output.write("}\n")
            } else if let first = result.unplaced.first {
                try output.write("illegal \(first)\n")
            } else {
                try output.write(bytes: text)
                try output.write(byte: 0x0A)
            }
            return result.isComplete && result.isLegal
        }
    }
}
