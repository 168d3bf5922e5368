import MaskPresets
import MaskTrials

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
}
