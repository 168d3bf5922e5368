import MaskVM

extension MaskPreset {
    /// The phone preset that wrote this file, byte for byte (``bytecode``), or nil.
    ///
    /// A phone preset's file carries the step that reads a number before its masks (`phon`,
    /// ``MaskTrialsCore/PhoneReadingSection``) as data, for a runtime without MaskPresets.
    /// A runtime that has the presets judges such a file as the preset does, with the whole
    /// of ``PhoneInput`` (a country's own masks included, which the file does not carry),
    /// but only when the file is exactly what this build's preset writes: a file from
    /// other metadata would be judged by rules it was not written with. `phone` and
    /// `phone-national` write the same file (they differ in what transform prints, not in
    /// their masks or their check), which names `phone`, the catalogue's first.
    ///
    /// ```swift
    /// MaskPreset.phonePreset(writing: MaskPreset.phoneE164.bytecode)?.name   // "phone-e164"
    /// MaskPreset.phonePreset(writing: MaskPreset.card.bytecode)              // nil
    /// ```
    public static func phonePreset(writing file: [UInt8]) -> MaskPreset? {
        all.first { $0.readsPhoneNumbers && $0.bytecode == file }
    }
}
