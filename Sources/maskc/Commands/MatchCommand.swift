import MaskVM

/// `maskc match`: complete, partial or illegal, per sample.
enum MatchCommand {
    static let command = Command(spec: spec, run: run)

    /// The options of `match` beyond the mask and the samples.
    struct Options: OptionGroup {
        static let optimistic = Flag("--optimistic", help: "Let samples leave out literals: '123456' is complete for '+7(DDD)DDD'.")
        static let json = Flag("--json", help: "Print one JSON object a sample: sample, result and, when illegal, offset.")
        static let count = Flag("--count", help: "Print only the number of complete samples (like grep -c).")
        static let jobs = Option<Int>(
            "--jobs", valueName: "N", help: "Judge standard input on N threads (default 1); the output is the same, in the same order.",
            in: 1...256)

        static let section = OptionSection([optimistic, json, count].map(\.declaration) + [jobs.declaration])

        let mode: MatchMode
        let json: Bool
        let countOnly: Bool
        let jobs: Int

        init(parsing arguments: ParsedArguments) throws {
            mode = arguments[Self.optimistic] ? .optimistic : .strict
            json = arguments[Self.json]
            countOnly = arguments[Self.count]
            jobs = try arguments.value(Self.jobs) ?? 1
        }
    }

    static let spec = CommandSpec(
        name: "match",
        summary: "Match samples against a mask.",
        sections: [ProgramOptions.section, Options.section, SampleOptions.section],
        operands: SampleOptions.operands,
        discussion: """
            With no SAMPLE, samples are read from standard input, one a line ('\\n' ends a line, and a '\\r' \
            before it belongs to the line end unless --keep-cr is given). Arguments after '--' are samples \
            even if they start with '-'.

            Output, one line a sample: 'complete', 'partial' (a prefix of some accepted text), or \
            'illegal N', where N counts the characters of the longest prefix that could still be completed.

            With several masks (-m repeated, or --masks FILE) the verdict is on their union and names \
            the masks, by name or by 1-based number: 'complete 2', 'complete 1,3' (complete in both), \
            'partial 1,2' (the masks the sample could still complete), 'illegal N'. --json adds "masks".

            Exit status: 0 when every sample is complete, 1 when any is not, 2 on an error.
            """,
        examples: [
            "maskc match -m '+?7|8(DDD)DDD-?DD-?DD' '+7(123)456-78-90'",
            "maskc match -m 'DD.DD.DDDD' --count < dates.txt",
            "maskc match -m '+?7|8(DDD)DDD-?DD-?DD' --jobs 2 < phones.txt > verdicts.txt",
            "maskc match -m '$DDD.DD' --symbols '$.' --json '$123.45' '$12x'",
            "maskc match -p phone.maskc -- -1",
            "maskc match -m '+7(DDD)DDD' --optimistic 7123456 '+7 123'",
            "maskc match -m 'DDDD DDDD DDDD DDDD' -m '3DDD DDDDDD DDDDD' '3782 822463 10005'",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let program = try ProgramOptions(parsing: arguments).program()
        let options = try Options(parsing: arguments)
        let samples = try SampleOptions(parsing: arguments)
        let mode = options.mode
        let jobs = options.jobs
        var verdicts = MatchVerdicts(program: program, mode: mode, json: options.json, countOnly: options.countOnly)

        if verdicts.countOnly && samples.readsStandardInput {
            // Counting needs no line boundaries kept: scan standard input in bulk.
            let progress = try LineCounting.count(program, mode: mode, lineEnding: samples.lineEnding, terminal: terminal, jobs: jobs)
            try writeCount(complete: progress.complete, samples: progress.lines, json: verdicts.json, terminal)
            return progress.complete == progress.lines ? ExitStatus.success : ExitStatus.failure
        }
        if jobs > 1 && samples.readsStandardInput {
            try ParallelJudging.judge(samples, terminal: terminal, jobs: jobs, verdicts: &verdicts)
        } else {
            try samples.forEach(terminal: terminal) { line in
                verdicts.judge(line)
                if verdicts.output.count >= 1 << 16 { try terminal.output.write(bytes: verdicts.takeOutput()) }
                return true
            }
            try terminal.output.write(bytes: verdicts.takeOutput())
        }
        if verdicts.countOnly {
            try writeCount(complete: verdicts.complete, samples: verdicts.samples, json: verdicts.json, terminal)
        }
        for (sample, length) in verdicts.unjudged {
            try terminal.errors.write("maskc: error: sample \(sample) is \(length) bytes, longer than --max-line, and the mask could still accept it; not judged\n")
        }
        if !verdicts.unjudged.isEmpty { return ExitStatus.error }
        return verdicts.complete == verdicts.samples ? ExitStatus.success : ExitStatus.failure
    }

    private static func writeCount(complete: Int, samples: Int, json: Bool, _ terminal: Terminal) throws {
        if json {
            try terminal.output.write("{\"count\":\(complete),\"samples\":\(samples)}\n")
        } else {
            try terminal.output.write(decimal: complete)
            try terminal.output.write(byte: 0x0A)
        }
    }
}
