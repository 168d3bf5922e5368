import MaskVM

/// `maskc extract`: the meaningful characters of each sample, and its verdict.
enum ExtractCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "extract",
        summary: "Print the meaningful characters of samples (what the mask's classes take).",
        sections: [ProgramOptions.section, PhoneRegionOptions.section, OptionSection(json), OptionalLiteralOptions.section, SampleOptions.section],
        operands: SampleOptions.operands,
        discussion: """
            With no SAMPLE, samples are read from standard input, one a line, as 'maskc match' reads them.

            Output, one line a sample: 'complete VALUE', 'partial VALUE', or 'illegal N'. A sample that \
            follows the mask is judged as it stands; another (raw digits, spaced text) as 'maskc \
            transform' reads it: literals may be missing, characters the mask takes nowhere are left \
            out, and N counts the characters before the first the mask could take but found no place \
            for. Warnings about an ambiguous mask go to standard error.

            A phone preset reads the number first, as 'maskc transform' does, and gives the E.164 \
            digits; an extension follows as RFC 3966 writes it (442079460958;ext=12; partial for \
            phone-e164, which has no place for one).

            Exit status: 0 when every sample is complete, 1 when any is not, 2 on an error.
            """,
        examples: [
            "maskc extract -m '+?7|8(DDD)DDD-DD-DD' '+7(912)345-67-89' '8 912 345' 123456789012",
            "maskc extract -m 'DD.DD.DDDD' --json 31.12.2024",
        ])

    static let json = Flag("--json", help: "Print one JSON object a sample: sample, value, result and, when illegal, offset.")

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let program = try ProgramOptions(parsing: arguments).programReportingWarnings(terminal)
        let samples = try SampleOptions(parsing: arguments)
        let json = arguments[json]
        let policy = try OptionalLiteralOptions(parsing: arguments).policy
        let output = terminal.output
        // One array takes every sample's value: the bytes entry writes into it.
        var value: [UInt8] = []
        let phone = try PhoneRegionOptions(parsing: arguments)
        return try samples.judgeEach(terminal: terminal, json: json) { line in
            let result: MatchResult
            if let preset = phone.phonePreset {
                let extracted = preset.extract(String(decoding: line.bytes, as: UTF8.self), region: phone.region)
                value.replaceSubrange(value.indices, with: extracted.value.utf8)
                result = extracted.result
            } else {
                result = program.extract(utf8: line.bytes, optionalLiterals: policy, into: &value)
            }
            if json {
                try output.write("{")
                try JSONWriter.sample(line.bytes, to: output)
                try output.write(",\"value\":")
                try JSONWriter.string(String(decoding: value, as: UTF8.self), to: output)
                switch result {
                case .complete: try output.write(",\"result\":\"complete\"")
                case .partial: try output.write(",\"result\":\"partial\"")
                case .illegal(let offset): try output.write(",\"result\":\"illegal\",\"offset\":\(offset)")
                }
                try output.write("}\n")
            } else {
                // The form of `Extracted.description`, written from the bytes.
                switch result {
                case .complete: try output.write("complete "); try output.write(bytes: value)
                case .partial: try output.write("partial "); try output.write(bytes: value)
                case .illegal(let offset): try output.write("illegal \(offset)")
                }
                try output.write(byte: 0x0A)
            }
            return result == .complete
        }
    }
}
