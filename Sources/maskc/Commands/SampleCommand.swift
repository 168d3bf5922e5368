import MaskAnalysis

/// `maskc sample`: texts a mask accepts, as test data.
enum SampleCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "sample",
        summary: "Print texts a mask accepts: the shortest first, or at random with a seed.",
        sections: [ProgramOptions.section, OptionSection([count.declaration, seed.declaration])],
        discussion: """
            Without --seed, texts come in shortlex order: shortest first, then in byte order; \
            fewer than N if the mask accepts fewer. With --seed, each text is drawn uniformly \
            from all accepted texts (SplitMix64 generator), so texts may repeat; the same seed \
            gives the same texts on every machine. One text a line.

            Exit status: 0 on success, 2 on an error.
            """,
        examples: [
            "maskc sample -m 'DD?' -n 3",
            "maskc sample -m '+?7|8(DDD)DDD-?DD-?DD' -n 5 --seed 42",
        ])

    static let count = Option<Int>("-n", "--count", valueName: "N", help: "How many texts (default 10).", in: 0...1_000_000)
    static let seed = Option<Int>("--seed", valueName: "S", help: "Draw texts at random, reproducibly from seed S (0 to 2^63-1).", in: 0...Int.max)

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let count = try arguments.value(count) ?? 10
        let program = try ProgramOptions(parsing: arguments).program()
        let sampler: TextSampler
        do {
            sampler = try TextSampler(program.matcher)
        } catch {
            throw CommandError(message: "maskc: error: \(error)")
        }
        let texts: [[UInt8]]
        if let seed = try arguments.value(seed) {
            texts = sampler.random(count, seed: UInt64(seed))
        } else {
            texts = sampler.shortest(count)
        }
        for text in texts {
            try text.withUnsafeBufferPointer { try terminal.output.write($0) }
            try terminal.output.write(byte: 0x0A)
        }
        return ExitStatus.success
    }
}
