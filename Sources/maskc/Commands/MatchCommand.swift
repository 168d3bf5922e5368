import MaskVM

/// `maskc match`: complete, partial or illegal, per sample.
enum MatchCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "match",
        summary: "Match samples against a mask.",
        usage: "(-m PATTERN | -p FILE) [--symbols CHARS] [--optimistic] [--json] [--count] [--] [SAMPLE ...]",
        options: ProgramOptions.options + [
            .flag("--json", help: "Print one JSON object a sample: sample, result and, when illegal, offset."),
            .flag("--count", help: "Print only the number of complete samples (like grep -c)."),
            .flag("--optimistic", help: "Let samples leave out literals: '123456' is complete for '+7(DDD)DDD'."),
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
            "maskc match -m '$DDD.DD' --symbols '$.' --json '$123.45' '$12x'",
            "maskc match -p phone.maskc -- -1",
            "maskc match -m '+7(DDD)DDD' --optimistic 7123456 '+7 123'",
        ])

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let program = try ProgramOptions.program(arguments)
        let json = arguments.flag("--json")
        let countOnly = arguments.flag("--count")
        let optimistic = arguments.flag("--optimistic")
        let output = terminal.output
        var complete = 0
        var samples = 0
        var unjudged = 0

        try SampleSource.forEach(arguments, terminal: terminal) { line in
            samples += 1
            let result = program.matchBytes(line.bytes, optimistic: optimistic)
            if line.isTruncated, !result.isIllegal {
                // Only a hand-made program with unbounded texts can still be alive after the
                // kept prefix; every compiled mask has died by then.
                unjudged += 1
                try terminal.errors.write("maskc: error: sample \(samples) is \(line.fullLength) bytes, longer than --max-line, and the mask could still accept it; not judged\n")
            }
            if result == .complete { complete += 1 }
            if countOnly { return true }
            if json {
                try writeJSON(line, result, output)
            } else {
                try writePlain(line, result, output)
            }
            return true
        }
        if countOnly {
            if json {
                try output.write("{\"count\":\(complete),\"samples\":\(samples)}\n")
            } else {
                try output.write(decimal: complete)
                try output.write(byte: 0x0A)
            }
        }
        if unjudged > 0 { return ExitStatus.error }
        return complete == samples ? ExitStatus.success : ExitStatus.failure
    }

    private static func writePlain(_ line: LineReader.Line, _ result: ByteMatchResult, _ output: OutputBuffer) throws {
        switch result {
        case .complete: try output.write("complete\n")
        case .partial: try output.write("partial\n")
        case .illegal(let byteOffset):
            try output.write("illegal ")
            try output.write(decimal: MaskProgram.characterCount(before: byteOffset, in: line.bytes))
            try output.write(byte: 0x0A)
        }
    }

    private static func writeJSON(_ line: LineReader.Line, _ result: ByteMatchResult, _ output: OutputBuffer) throws {
        try output.write("{\"sample\":")
        try JSONWriter.string(line.bytes, to: output)
        switch result {
        case .complete: try output.write(",\"result\":\"complete\"")
        case .partial: try output.write(",\"result\":\"partial\"")
        case .illegal(let byteOffset):
            try output.write(",\"result\":\"illegal\",\"offset\":")
            try output.write(decimal: MaskProgram.characterCount(before: byteOffset, in: line.bytes))
        }
        if line.isTruncated { try output.write(",\"truncated\":true,\"length\":\(line.fullLength)") }
        try output.write("}\n")
    }
}

extension ByteMatchResult {
    var isIllegal: Bool {
        if case .illegal = self { true } else { false }
    }
}
