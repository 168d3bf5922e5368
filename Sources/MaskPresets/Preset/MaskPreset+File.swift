import MaskVM

extension MaskPreset {
    /// The phone preset that wrote this file, byte for byte (``bytecode``), or nil.
    ///
    /// A phone preset's file carries the step that reads a number before its masks (`phon`,
    /// ``MaskTrialsCore/PhoneReadingSection``) as data, and its check runs it
    /// (``MaskTrialsCore/MaskCheck/trial(reading:region:)``), so judging a file no longer
    /// needs to know which preset wrote it (`maskc check -p` does not ask; it compiled every
    /// phone preset to compare). This names the preset whose file it is, byte for byte:
    /// `phone` and `phone-national` write the same file (they differ in what transform
    /// prints, not in their masks or their check), which names `phone`, the catalogue's first.
    ///
    /// ```swift
    /// MaskPreset.phonePreset(writing: MaskPreset.phoneE164.bytecode)?.name   // "phone-e164"
    /// MaskPreset.phonePreset(writing: MaskPreset.card.bytecode)              // nil
    /// ```
    public static func phonePreset(writing file: [UInt8]) -> MaskPreset? {
        all.first { $0.readsPhoneNumbers && $0.bytecode == file }
    }
}
