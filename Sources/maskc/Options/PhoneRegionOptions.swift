import MaskPresets

/// `--region CODE`: whose national numbers a phone preset reads (`--preset phone --region GB`
/// reads `020 7123 4567` as `+44 20 7123 4567`). The commands that read samples by a preset
/// (transform, extract, check) take it; without it, a number needs its country code.
struct PhoneRegionOptions: OptionGroup {
    static let region = Option<PhoneRegionCode>(
        "--region", valueName: "CODE",
        help: "With --preset phone, phone-national or phone-e164: read national numbers (no +CC) as this region's (ISO 3166: GB, US, RU).",
        expectation: "an ISO 3166 region code that libphonenumber's metadata knows (GB, US, RU, ...)"
    ) { PhoneRegionCode($0) }

    static let section = OptionSection([region.declaration])

    /// The phone preset `--preset` names, when it names one: the command reads samples with
    /// it (``MaskPreset/transform(_:region:autocomplete:optionalLiterals:)``), not with its
    /// program alone.
    let phonePreset: MaskPreset?
    let region: PhoneRegionCode?

    init(parsing arguments: ParsedArguments) throws {
        let preset = try arguments.value(PresetOptions.preset)
        region = try arguments.value(Self.region)
        phonePreset = preset?.readsPhoneNumbers == true ? preset : nil
        if region != nil && phonePreset == nil { throw Self.misplaced }
    }

    /// `--region` given without a phone preset (or a phone preset's file, for `check -p`).
    static let misplaced = ParsedArguments.UsageError(message: "--region goes with a phone preset (--preset phone, phone-national or phone-e164)")
}
