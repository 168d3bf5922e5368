import MaskVM

/// `maskc match`: complete, partial or illegal, per sample.
enum MatchCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "match",
        summary: "Match samples against a mask.",
        usage: "(-m PATTERN | -p FILE) [--symbols CHARS] [--optimistic] [--json] [--count] [--jobs N] [--] [SAMPLE ...]",
        options: ProgramOptions.options + [
            .flag("--json", help: "Print one JSON object a sample: sample, result and, when illegal, offset."),
            .flag("--count", help: "Print only the number of complete samples (like grep -c)."),
            .flag("--optimistic", help: "Let samples leave out literals: '123456' is complete for '+7(DDD)DDD'."),
            .value("--jobs", name: "N", help: "Judge standard input on N threads (default 1); the output is the same, in the same order."),
            SampleSource.maximumLineOption,
        ],
        discussion: """
            With no SAMPLE, samples are read from standard input, one a line ('\\n' ends a line; a '\\r' \
            before it is part of the sample). Arguments after '--' are samples even if they start with '-'.

            Output, one line a sample: 'complete', 'partial' (a prefix of some accepted text), or \
            'illegal N', where N counts the characters of the longest prefix that could still be completed.

            Exit status: 0 when every sample is complete, 1 when any is not, 2 on an error.
            """,
        examples: [
            "maskc match -m '+?7|8(DDD)DDD-?DD-?DD' '+7(123)456-78-90'",
            "maskc match -m 'DD.DD.DDDD' --count < dates.txt",
            "maskc match -m '+?7|8(DDD)DDD-?DD-?DD' --jobs 2 < phones.txt > verdicts.txt",
            "maskc match -m '$DDD.DD' --symbols '$.' --json '$123.45' '$12x'",
            "maskc match -p phone.maskc -- -1",
            "maskc match -m '+7(DDD)DDD' --optimistic 7123456 '+7 123'",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        var program = try ProgramOptions.program(arguments)
        if arguments.flag("--optimistic") {
            // Every way of matching below (one by one, in bulk, on several threads) runs the
            // program's match automaton: give it the optimistic one.
            // Its reading tables were derived within the limit already: no limit again.
            program = try MaskProgram(
                matcher: program.optimisticMatcher, optimisticMatcher: program.optimisticMatcher,
                reader: program.reader, source: program.source, maximumReadingWork: .max)
        }
        let jobs = try arguments.integer("--jobs", default: 1, in: 1...256)
        var verdicts = MatchVerdicts(program: program, json: arguments.flag("--json"), countOnly: arguments.flag("--count"))

        if verdicts.countOnly && arguments.operands.isEmpty {
            // Counting needs no line boundaries kept: scan standard input in bulk.
            let progress = try LineCounting.count(program, terminal: terminal, jobs: jobs)
            try writeCount(complete: progress.complete, samples: progress.lines, json: verdicts.json, terminal)
            return progress.complete == progress.lines ? ExitStatus.success : ExitStatus.failure
        }
        if jobs > 1 && arguments.operands.isEmpty {
            try ParallelLines.judge(arguments, terminal: terminal, jobs: jobs, verdicts: &verdicts)
        } else {
            try SampleSource.forEach(arguments, terminal: terminal) { line in
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
