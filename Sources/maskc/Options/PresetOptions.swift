import MaskPresets

/// `--preset NAME`: a ready mask, or mask set, with its trials, by name (`maskc presets`
/// lists them). Wherever `-m` is accepted, `--preset` may stand for it.
enum PresetOptions {
    static let preset = Option<MaskPreset>(
        "--preset", valueName: "NAME", help: "A ready mask by name instead of -m: card, iban, phone, date-iso, ... ('maskc presets').",
        expectation: "a preset's name (\(MaskPreset.all.map(\.name).joined(separator: ", ")))"
    ) { MaskPreset.named($0) }
}
