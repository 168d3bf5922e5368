import MaskAnalysis
import MaskVM

/// `maskc why`: the verdict on each sample, with the reason in words.
enum WhyCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "why",
        summary: "Say why samples do not match: where, what was found, what was expected.",
        sections: [ProgramOptions.section, SampleOptions.section],
        operands: SampleOptions.operands,
        discussion: """
            With no SAMPLE, samples are read from standard input, one a line.

            Output, one line a sample: 'complete'; 'partial: expected E at N, found the end \
            of the text'; or 'illegal: expected E at N, found C', where N counts characters, \
            C is the first character that does not fit and E lists what would: 'a digit', \
            'a latin letter', 'a letter A–F', quoted characters, 'the end of the text'; a \
            number range that could take the next digit, wherever it stands, as 'a number from \
            01 to 12 (a digit 0–1)'. With several masks (-m repeated, --masks, a set file): \
            the masks still possible, then each mask's own line, which says why it stopped.

            Exit status: 0 when every sample is complete, 1 when any is not, 2 on an error.
            """,
        examples: [
            "maskc why -m '+?7|8(DDD)DDD-?DD-?DD' '+7(123)456a'",
            "maskc why -p phone.maskc < samples.txt",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let program = try ProgramOptions(parsing: arguments).program()
        let samples = try SampleOptions(parsing: arguments)
        return try samples.judgeEach(terminal: terminal, json: false) { line in
            let sample = String(decoding: line.bytes, as: UTF8.self)
            guard program.isMaskSet else {
                let details = program.matchDetails(sample)
                // A number range that could take the next digit is named: `a number from 01 to 12`.
                try terminal.output.write(NumberExpectation.description(of: details, text: sample, in: program) + "\n")
                return details.result == .complete
            }
            // A set: the verdict on the union and the masks still possible, then each mask's
            // own verdict, which says why the others stopped.
            let found = program.matches(sample)
            let masks = program.masks
            func label(_ index: Int) -> String { masks[index].name ?? String(index + 1) }
            var summary: String
            switch found.result {
            case .complete: summary = "complete in " + found.complete.map(label).joined(separator: ",")
            case .partial: summary = "partial, still possible: " + found.possible.map(label).joined(separator: ",")
            case .illegal(let at): summary = "illegal \(at): no mask can take it"
            }
            if case .complete = found.result, !found.partial.isEmpty {
                summary += "; still possible: " + found.partial.map(label).joined(separator: ",")
            }
            try terminal.output.write(summary + "\n")
            for index in masks.indices {
                let mask = masks[index].program
                let verdict = NumberExpectation.description(of: mask.matchDetails(sample), text: sample, in: mask)
                try terminal.output.write("  mask \(label(index)): " + verdict + "\n")
            }
            return found.result == .complete
        }
    }
}
