import MaskCompiler
import MaskVM

/// `maskc-bench --profile-compile N [PATTERN]`: compiles a pattern (the phone mask unless
/// given) N times and nothing else, untimed; `--profile-load N [PATTERN]` loads its bytecode
/// N times instead; `--profile-read N` runs an optimistic match, a transform and an extract
/// of the phone mask N times on one program. Run it under
/// `valgrind --tool=callgrind --toggle-collect='*ProfileLoop*'` to count the instructions of a
/// compile or a load: instruction counts are stable on a noisy machine, where times are not.
enum ProfileLoop {
    static func compile(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let pattern = arguments.count > 1 ? arguments[1] : Workloads.phone.pattern
        for _ in 0..<count { blackHole(try? MaskCompiler.compile(opaque(pattern))) }
    }

    /// `maskc-bench --profile-set N`: compiles the 12-mask phone set N times.
    static func compileSet(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 100
        for _ in 0..<count { blackHole(try? MaskCompiler.compile(opaque(SetWorkloads.twelvePhones))) }
    }

    /// `maskc-bench --profile-set-match [N] set|alone`: matches one sample of each of the 12
    /// phone masks against the 12-mask set (`set`), or the +7 sample twelve times against
    /// the +7 mask alone (`alone`), N times (10,000 unless given): the set suite's two rows.
    static func setMatch(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 10_000)
        let alone = rest.first == "alone"
        guard let program = twelvePhonesOrFirst(alone: alone) else { return }
        let samples = alone ? Array(repeating: SetWorkloads.samples[0], count: 12) : SetWorkloads.samples
        setMatchLoop(program, samples, count)
    }

    @inline(never)
    static func setMatchLoop(_ program: MaskProgram, _ samples: [String], _ count: Int) {
        for _ in 0..<count {
            for sample in opaque(samples) { blackHole(program.match(sample)) }
        }
    }

    /// `maskc-bench --profile-set-count [N] set|alone`: counts the set suite's 100,000 phone
    /// lines N times (10 unless given) against the 12-mask set or the +7 mask alone.
    static func setCount(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 10)
        let alone = rest.first == "alone"
        guard let program = twelvePhonesOrFirst(alone: alone) else { return }
        let counter = LineCounter(program)
        let lines = SetWorkloads.phoneLines()
        let start = nanoseconds()
        var complete = 0
        lines.withUnsafeBufferPointer { buffer in
            for _ in 0..<count {
                var progress = LineCounter.Progress()
                counter.scan(opaque(buffer), &progress)
                complete = progress.complete
            }
        }
        let perByte = Double(nanoseconds() - start) / Double(count * lines.count)
        print("\(alone ? "one mask" : "12-mask set"): \(complete) complete lines, \(String(format2: perByte)) ns a byte")
    }

    /// `maskc-bench --profile-first-optimistic N [PATTERN]`: compiles and matches one sample
    /// optimistically, N times: minus `--profile-compile`, the one-time cost of making the
    /// optimistic matcher on its first use.
    static func firstOptimisticMatch(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let pattern = arguments.count > 1 ? arguments[1] : Workloads.phone.pattern
        for _ in 0..<count { blackHole(try? MaskCompiler.compile(opaque(pattern)).match(opaque("1"), optimistic: true)) }
    }

    /// `maskc-bench --profile-set-first-optimistic N`: `--profile-set` and one optimistic match.
    static func setFirstOptimisticMatch(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 100
        for _ in 0..<count {
            blackHole(try? MaskCompiler.compile(opaque(SetWorkloads.twelvePhones)).match(opaque("1"), optimistic: true))
        }
    }

    /// `--profile-transform N SAMPLE [typed|inserted [PATTERN]]`: transforms SAMPLE with the
    /// editing suite's phone mask (or PATTERN) N times, under the optional-literal policy named
    /// (default typed); `--profile-keystroke N TEXT KEY [typed|inserted [PATTERN]]`: types KEY
    /// at the end of an editor holding TEXT, N times. Untimed, for callgrind.
    static func transform(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let sample = arguments.count > 1 ? arguments[1] : "71234567890"
        let policy = self.policy(arguments.count > 2 ? arguments[2] : nil)
        let pattern = arguments.count > 3 ? arguments[3] : EditingSuite.pattern
        guard let program = try? MaskCompiler.compile(pattern) else { return }
        for _ in 0..<count { blackHole(program.transform(opaque(sample), optionalLiterals: policy)) }
    }

    static func keystroke(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let text = arguments.count > 1 ? arguments[1] : "7(123)4"
        let key = arguments.count > 2 ? arguments[2] : "5"
        let pattern = arguments.count > 4 ? arguments[4] : EditingSuite.pattern
        guard let program = try? MaskCompiler.compile(pattern) else { return }
        let start = MaskedTextEditor(program: program, text: text, optionalLiterals: policy(arguments.count > 3 ? arguments[3] : nil))
        for _ in 0..<count {
            var editor = start
            blackHole(editor.insert(opaque(key)))
        }
    }

    private static func policy(_ name: String?) -> OptionalLiteralPolicy {
        name == "inserted" ? .insertedWhenPassed : .keptWhenTyped
    }

    static func load(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let pattern = arguments.count > 1 ? arguments[1] : Workloads.phone.pattern
        guard let bytecode = try? MaskCompiler.compile(pattern).bytecode else { return }
        for _ in 0..<count { blackHole(try? MaskProgram(bytecode: opaque(bytecode))) }
    }

    /// `maskc-bench --profile-set-transform N cards|phones|twelve[alone] INPUT`: transforms INPUT
    /// N times with the card, phone or 12-phone set, or with the mask of the set that INPUT
    /// chooses, alone.
    static func setTransform(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        let which = arguments.count > 1 ? arguments[1] : "phones"
        let input = arguments.count > 2 ? arguments[2] : "79123456789"
        let patterns = which.hasPrefix("card") ? SetWorkloads.cards
            : which.hasPrefix("twelve") ? SetWorkloads.twelvePhones : SetWorkloads.phones
        guard let set = try? MaskCompiler.compile(patterns) else { return }
        let program = which.hasSuffix("alone") ? set.masks[set.transform(input).mask].program : set
        for _ in 0..<count { blackHole(program.transform(opaque(input))) }
    }

    /// `maskc-bench --profile-keep N`: makes the keep automata of the 12 phone masks N times
    /// (their reading tables are made once, before the loop), and prints their sizes.
    static func keepAutomata(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 100
        guard let set = try? MaskCompiler.compile(SetWorkloads.twelvePhones) else { return }
        let masks = set.masks.map(\.program)
        for mask in masks { blackHole(mask.transform("1")) }
        for _ in 0..<count {
            for mask in masks { blackHole(mask.makeKeepAutomaton()) }
        }
        for (pattern, mask) in zip(SetWorkloads.twelvePhones, masks) {
            let size = mask.makeKeepAutomaton()
            print("\(pattern): \(size.subsets) subsets, \(size.keepClasses) keep classes\(size.capped ? ", capped" : "")")
        }
    }

    /// `maskc-bench --profile-set-keystroke N set|alone`: one digit typed after "+44 207".
    static func setKeystroke(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        guard let set = try? MaskCompiler.compile(SetWorkloads.phones) else { return }
        let program = arguments.count > 1 && arguments[1] == "alone" ? set.masks[2].program : set
        let field = MaskedTextEditor(program: program, text: "+44 207")
        for _ in 0..<count {
            var copy = field
            blackHole(copy.insert(opaque("1")))
        }
    }

    /// `maskc-bench --profile-set-first-keystroke N set|alone`: compiles the 3-phone set (or its
    /// +44 mask alone), then opens an empty editor on the fresh program and types `4`, N
    /// times. Run with `--toggle-collect='*firstKeystroke*'` to count the editor and its first
    /// key alone, with every reading table they make, without the compile.
    static func setFirstKeystroke(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 100
        let alone = arguments.count > 1 && arguments[1] == "alone"
        for _ in 0..<count {
            guard let set = try? MaskCompiler.compile(opaque(SetWorkloads.phones)) else { return }
            blackHole(firstKeystroke(alone ? set.masks[2].program : set))
        }
    }

    @inline(never)
    static func firstKeystroke(_ program: MaskProgram) -> MaskedTextEditor {
        var field = MaskedTextEditor(program: program)
        field.insert(opaque("4"))
        return field
    }

    /// `maskc-bench --profile-match [N] PATTERN SAMPLE [strict|optimistic]`: matches SAMPLE
    /// against PATTERN N times (100,000 unless given), untimed. PATTERN may name a match-suite
    /// mask (`mac`, `ipv4`, `variable-card`, ...) and SAMPLE then `valid`, `partial` or
    /// `illegal` for that mask's sample. The program is compiled, and matched once, before
    /// the loop, so `--toggle-collect='*ProfileLoop*'` counts the matches alone: divide by N
    /// for the instructions of one match.
    static func match(arguments: [String]) {
        var (count, rest) = leadingCount(arguments, default: 100_000)
        let name = rest.popFirst() ?? "phone"
        let workload = Workloads.masks.first { $0.name.replacingOccurrences(of: " ", with: "-") == name || $0.name == name }
        let pattern = workload?.pattern ?? name
        let sampleName = rest.popFirst() ?? "valid"
        let sample = switch (workload, sampleName) {
        case (let mask?, "valid"): mask.valid
        case (let mask?, "partial"): mask.partial
        case (let mask?, "illegal"): mask.illegal
        default: sampleName
        }
        let mode: MatchMode = rest.popFirst() == "optimistic" ? .optimistic : .strict
        guard let program = try? MaskCompiler.compile(pattern) else {
            print("maskc-bench: --profile-match: \(pattern) does not compile")
            return
        }
        print("\(pattern) / \(sample) (\(sample.utf8.count) B, \(mode)): \(program.match(sample, mode: mode)), \(count) times")
        matchLoop(program, sample, mode, count)
    }

    /// The measured loop alone, so callgrind's `--toggle-collect` can leave the setup out.
    @inline(never)
    static func matchLoop(_ program: MaskProgram, _ sample: String, _ mode: MatchMode, _ count: Int) {
        if mode == .strict {
            for _ in 0..<count { blackHole(program.match(opaque(sample))) }
        } else {
            for _ in 0..<count { blackHole(program.match(opaque(sample), mode: mode)) }
        }
    }

    /// `maskc-bench --profile-read N`: an optimistic match, a transform and an extract of the phone mask.
    static func read(arguments: [String]) {
        let count = arguments.first.flatMap { Int($0) } ?? 1000
        guard let program = try? MaskCompiler.compile(Workloads.phone.pattern) else { return }
        _ = program.transform("0")
        for _ in 0..<count {
            blackHole(program.match(opaque("71234567890"), optimistic: true))
            blackHole(program.transform(opaque("71234567890")))
            blackHole(program.extract(opaque("+7(123)456-78-90")))
        }
    }

    /// The optional leading `N` of a loop's arguments (`default` when absent) and the rest.
    static func leadingCount(_ arguments: [String], default: Int) -> (Int, ArraySlice<String>) {
        guard let first = arguments.first, let given = Int(first) else { return (`default`, arguments[...]) }
        return (given, arguments.dropFirst())
    }

    /// The 12-mask phone set, or its first (+7) mask alone.
    private static func twelvePhonesOrFirst(alone: Bool) -> MaskProgram? {
        try? alone ? MaskCompiler.compile(SetWorkloads.twelvePhones[0]) : MaskCompiler.compile(SetWorkloads.twelvePhones)
    }
}
