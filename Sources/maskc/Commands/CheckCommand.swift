import MaskPresets
import MaskTrials

/// `maskc check`: pass or fail, with the reasons, per sample.
enum CheckCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "check",
        summary: "Check samples with validation trials (email, length, mask, card, ...).",
        sections: [OptionSection([preset.declaration, programFile.declaration, referenceDate.declaration]), PhoneRegionOptions.section, OptionSection(exact, allowBlank, json), SampleOptions.section],
        scope: TrialOptions.scope,
        operands: SampleOptions.operands,
        discussion: """
            A trial's options follow its --trial and belong to it: '--trial length --minimum 8'.

            --preset NAME runs a preset's whole check: its mask, then its trials ('maskc presets' \
            lists them). A sample is read as a value: any form that 'maskc transform' prints \
            complete, without dropping or moving a typed letter or digit, passes the mask \
            (DE89370400440532013000 for an IBAN, 4111111111111111 for a card), and the trials \
            judge that printed form (and so do the --trials given with --preset), which a failure \
            names. --exact passes only the printed form. With --reference-date, card-expiry also fails a card that has expired. \
            --preset and --trial may be given together: every one must pass. A phone preset reads \
            the number as 'maskc transform' does (with --region, national numbers); one with no \
            country code fails.

            -p FILE runs a compiled file's whole check as --preset runs a preset's: its mask, then \
            the trials the file carries ('maskc compile --preset card' writes them), with --exact \
            as for a preset. A file of a mask alone is checked by its mask. A phone preset's file \
            reads the number by the step it carries, as that preset reads it (with --region, \
            national numbers).

            With no SAMPLE, samples are read from standard input, one a line, as 'maskc match' reads them.

            Output, one line a sample: 'pass', or 'fail: ' and every reason, separated by '; '. \
            The trials and their messages are described in docs/trials.md.

            Exit status: 0 when every sample passes, 1 when any fails, 2 on an error.
            """,
        examples: [
            "maskc check --trial email user@localhost 'a@b..com'",
            "maskc check --preset iban 'GB82 WEST 1234 5698 7654 32' DE89370400440532013000",
            "maskc check --preset card --exact 4111111111111111",
            "maskc check -p card.maskc 4111111111111111",
            "maskc check --trial length --minimum 8 --unit utf8 < passwords.txt",
            "maskc check --trial mask -m '+?7|8(DDD)DDD-?DD-?DD' --optimistic 71234567890",
            "maskc check --trial card --brand visa --brand mastercard '4111 1111 1111 1111'",
            "maskc check --trial presence --trial numericality --integer --greater-than 0 42",
        ])

    static let allowBlank = Flag("--allow-blank", help: "Let a blank sample (empty or only spaces) pass every trial.")
    static let exact = Flag("--exact", help: "With --preset or -p: pass only the printed form, not every form transform prints complete.")
    static let json = Flag("--json", help: "Print one JSON object a sample: sample, result and, when it fails, messages.")

    static let preset = PresetOptions.preset
    static let programFile = Option<String>(
        "-p", "--program", valueName: "FILE",
        help: "A bytecode file written by 'maskc compile': its mask, then the trials it carries (a preset's file has them).")
    static let referenceDate = Option<CalendarMonth>(
        "--reference-date", valueName: "DATE", help: "With --preset card-expiry: fail cards that expired before this month (YYYY-MM or YYYY-MM-DD).",
        expectation: "a date written YYYY-MM or YYYY-MM-DD"
    ) { TrialOptions.referenceMonth($0) }

    /// The preset's check, the `--trial`s, or both (every one must pass).
    private static func chosenTrial(_ arguments: ParsedArguments, announce: (String) -> Void) throws -> Trial {
        let reference = try arguments.value(referenceDate)
        let region = try arguments.value(PhoneRegionOptions.region)
        let reading: Trial.Reading = arguments[exact] ? .exact : .value
        if let path = try arguments.value(programFile) {
            guard try arguments.value(preset) == nil else { throw ParsedArguments.UsageError(message: "give either --preset NAME or -p FILE, not both") }
            if reference != nil { throw ParsedArguments.UsageError(message: "--reference-date goes with --preset (or follows --trial card-expiry)") }
            let check = try ProgramOptions.loadCheck(path)
            guard let region else { return try fileTrial(check, reading: reading, region: nil, arguments, announce: announce) }
            guard check.carriesPhoneReading else { throw PhoneRegionOptions.misplaced }
            if !arguments.scopes.isEmpty { throw ParsedArguments.UsageError(message: "--region goes with --preset alone, not with --trial") }
            guard let fileRegion = check.phoneRegion(region.code) else {
                throw ParsedArguments.UsageError(message: "--region \(region.code): the file's phone reading (its phon section) lists no such region")
            }
            return try fileTrial(check, reading: reading, region: fileRegion, arguments, announce: announce)
        }
        guard let preset = try arguments.value(preset) else {
            if region != nil { throw PhoneRegionOptions.misplaced }
            if reference != nil { throw ParsedArguments.UsageError(message: "--reference-date goes with --preset (or follows --trial card-expiry)") }
            if arguments[exact] { throw ParsedArguments.UsageError(message: "--exact goes with --preset (or follows --trial mask)") }
            return try TrialOptions.trial(arguments, announce: announce)
        }
        if region != nil && !preset.readsPhoneNumbers { throw PhoneRegionOptions.misplaced }
        return try presetTrial(preset, reading: reading, region: region, notBefore: reference, arguments, announce: announce)
    }

    /// A preset's whole check, with the `--trial`s when there are any (every one must pass).
    private static func presetTrial(
        _ preset: MaskPreset, reading: Trial.Reading, region: PhoneRegionCode?, notBefore reference: CalendarMonth?,
        _ arguments: ParsedArguments, announce: (String) -> Void
    ) throws -> Trial {
        guard !arguments.scopes.isEmpty else { return preset.trial(reading: reading, region: region, notBefore: reference) }
        if region != nil { throw ParsedArguments.UsageError(message: "--region goes with --preset alone, not with --trial") }
        let both = Trial.all([preset.trial(reading: .exact, notBefore: reference), try TrialOptions.trial(arguments, announce: announce)])
        // Reading values, the --trials judge the preset's printed form, as its own trials do.
        return reading == .value ? Trial.onValue(of: preset.program, then: [both]) : both
    }

    /// The whole check of a compiled file (`MaskCheck(bytecode:)`): its mask, then the trials
    /// its `trls` section carries, reading samples as a preset's check does, a phone
    /// preset's file reading the number by its `phon` section first
    /// (``MaskPresets/MaskPreset/fileTrial(_:reading:region:)``, which reads a value by the
    /// country's own masks as `--preset phone` does); with `--trial`s, every one must pass too.
    private static func fileTrial(
        _ check: MaskCheck, reading: Trial.Reading, region: PhoneNumberReader.Region?, _ arguments: ParsedArguments,
        announce: (String) -> Void
    ) throws -> Trial {
        guard !arguments.scopes.isEmpty else { return MaskPreset.fileTrial(check, reading: reading, region: region) }
        let others = try TrialOptions.trial(arguments, announce: announce)
        switch reading {
        case .exact: return Trial.all([check.trial(reading: .exact), others])
        case .value:
            // As `--preset phone --trial ...`: the --trials beside the strict check, on the printed form.
            if check.carriesPhoneReading { return Trial.onValue(of: check.program, then: [Trial.all([check.trial(reading: .exact), others])]) }
            return Trial.onValue(of: check.program, then: check.trials + [others])
        }
    }

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        let chosen = try chosenTrial(arguments) { note in try? terminal.errors.write(note + "\n") }
        if arguments[allowBlank], arguments.scopes.contains(where: { $0.choice == "presence" }) {
            throw ParsedArguments.UsageError(message: "--allow-blank and --trial presence contradict each other: one lets a blank sample pass, the other fails it")
        }
        let trial = arguments[allowBlank] ? chosen.allowingBlank() : chosen
        let source = try SampleOptions(parsing: arguments)
        let json = arguments[json]
        let output = terminal.output
        var samples = 0
        var passed = 0
        var unjudged = 0

        try source.forEach(terminal: terminal) { line in
            samples += 1
            if line.isTruncated {
                // A trial needs the whole text; judging a prefix could pass a bad sample.
                unjudged += 1
                try SampleOptions.refuse(samples, line, terminal)
                try write(line, .invalid([TrialMessage(key: "not_judged", template: SampleOptions.notJudged)]), json, output)
                return true
            }
            let result = trial.evaluate(String(decoding: line.bytes, as: UTF8.self))
            if result.isValid { passed += 1 }
            try write(line, result, json, output)
            return true
        }
        if unjudged > 0 { return ExitStatus.error }
        return passed == samples ? ExitStatus.success : ExitStatus.failure
    }

    private static func write(_ line: LineReader.Line, _ result: TrialResult, _ json: Bool, _ output: OutputBuffer) throws {
        guard json else {
            switch result {
            case .valid: try output.write("pass\n")
            case .invalid(let messages): try output.write("fail: " + messages.map(\.text).joined(separator: "; ") + "\n")
            }
            return
        }
        try output.write("{")
        try JSONWriter.sample(line.bytes, to: output)
        switch result {
        case .valid:
            try output.write(",\"result\":\"pass\"}\n")
        case .invalid(let messages):
            try output.write(",\"result\":\"fail\",\"messages\":[")
            for (index, message) in messages.enumerated() {
                try output.write(index == 0 ? "{\"key\":" : ",{\"key\":")
                try JSONWriter.string(message.key, to: output)
                try output.write(",\"text\":")
                try JSONWriter.string(message.text, to: output)
                try output.write("}")
            }
            try output.write("]}\n")
        }
    }
}
