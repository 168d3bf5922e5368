import MaskCompiler
import MaskPresets
import MaskTrials
import MaskVM

extension ProfileLoop {
    /// `maskc-bench --profile-preset [N] NAME [TEXT [exact|value]]`: a preset's whole check
    /// (`Trial.preset(...).passes`; `value` reads TEXT as a value first, as `maskc check
    /// --preset NAME` does per line, `exact` judges it as given, as `--exact` does; exact
    /// unless given) on TEXT, or on the preset's first example, N times (100,000 unless
    /// given). The preset is
    /// compiled and checked once before the loop, so (total at N+k - total at N) / k is the
    /// cost of one check.
    static func preset(arguments: [String]) {
        let (count, rest) = leadingCount(arguments, default: 100_000)
        guard let name = rest.first, let preset = MaskPreset.named(name) else {
            print("--profile-preset needs a preset name: \(MaskPreset.all.map(\.name).joined(separator: ", "))")
            return
        }
        let text = rest.dropFirst().first ?? preset.examples.first ?? ""
        let reading: Trial.Reading = rest.dropFirst(2).first == "value" ? .value : .exact
        let trial = Trial.preset(preset, reading: reading)
        print("\(name) (\(reading.rawValue)) on '\(text)': \(trial.passes(text) ? "passes" : "fails")")
        presetLoop(trial, text, count)
    }

    @inline(never)
    static func presetLoop(_ trial: Trial, _ text: String, _ count: Int) {
        for _ in 0..<count { blackHole(trial.passes(opaque(text))) }
    }

    /// `maskc-bench --profile-preset-compile N NAME`: compiles the preset's masks N times, as
    /// `MaskPreset.program` does on first use; `--profile-preset-load N NAME` loads its file
    /// (program and trials, `MaskCheck(bytecode:)`) N times instead. Under callgrind,
    /// (count at N₂ − count at N₁) / (N₂ − N₁) of each is one compile or one load.
    static func presetCompile(arguments: [String]) {
        guard let (count, preset) = countAndPreset(arguments, option: "--profile-preset-compile") else { return }
        let masks = preset.maskDefinitions
        for _ in 0..<count { blackHole(try? MaskCompiler.compile(opaque(masks))) }
    }

    /// `--profile-preset-compile-check N NAME`: compiles the masks and makes the preset's trials
    /// from the catalogue's data N times: what `--profile-preset-load` gives, made from source.
    static func presetCompileCheck(arguments: [String]) {
        guard let (count, preset) = countAndPreset(arguments, option: "--profile-preset-compile-check") else { return }
        let masks = preset.maskDefinitions
        for _ in 0..<count { PresetsSuite.compileWithTrials(preset, opaque(masks)) }
    }

    static func presetLoad(arguments: [String]) {
        guard let (count, preset) = countAndPreset(arguments, option: "--profile-preset-load") else { return }
        let bytecode = preset.bytecode
        for _ in 0..<count { blackHole(try? MaskCheck(bytecode: opaque(bytecode))) }
    }

    /// `--profile-preset-program-load N NAME`: the program of the same file alone,
    /// `MaskProgram(bytecode:)`, which skips the trials' section (issue 21 states its goal
    /// for this call; the suite holds the whole check to it too).
    static func presetProgramLoad(arguments: [String]) {
        guard let (count, preset) = countAndPreset(arguments, option: "--profile-preset-program-load") else { return }
        let bytecode = preset.bytecode
        for _ in 0..<count { blackHole(try? MaskProgram(bytecode: opaque(bytecode))) }
    }

    private static func countAndPreset(_ arguments: [String], option: String) -> (Int, MaskPreset)? {
        let (count, rest) = leadingCount(arguments, default: 100)
        guard let name = rest.first, let preset = MaskPreset.named(name) else {
            print("\(option) needs a preset name: \(MaskPreset.all.map(\.name).joined(separator: ", "))")
            return nil
        }
        return (count, preset)
    }
}
