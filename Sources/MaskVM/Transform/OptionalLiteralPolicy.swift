/// What transform, extract and the editor do with an *optional* literal (`-?`, `+?`) that the
/// input goes on past without typing it.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// phone.transform("71234567890").text                                           // "7(123)4567890"
/// phone.transform("71234567890", optionalLiterals: .insertedWhenPassed).text    // "7(123)456-78-90"
/// ```
///
/// Under either policy the editor's placeholder shows what typing gives. Rules and examples:
/// `docs/editing.md`.
public enum OptionalLiteralPolicy: String, Hashable, Sendable, CaseIterable {
    /// The default: an optional literal is in the text only where it was typed; a letter or
    /// digit typed where it could stand is read by the class after it, and the placeholder
    /// does not show it.
    case keptWhenTyped
    /// An optional literal is inserted when a letter or digit goes on past it: where the
    /// optional literal (the leftmost item) leads, through literals, to the same place that
    /// reading the character directly leads to, the literal is inserted first, and the
    /// placeholder shows it. Where skipping it leads elsewhere (`-D|DD`), nothing changes.
    case insertedWhenPassed
}
