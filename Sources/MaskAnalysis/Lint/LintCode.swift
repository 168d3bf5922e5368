/// The warnings `maskc lint` gives, each with a stable identifier (the ``Diagnostic/code``).
/// docs/analysis.md defines each one precisely, with examples.
public enum LintCode: String, Hashable, Sendable, CaseIterable {
    /// `X?` where leaving the item out accepts no text that taking it does not: the `?`
    /// has no effect (`+?|7?`: the outer `?` adds only the empty text, which `+?` has).
    case optionalNeverSkipped = "optional-never-skipped"
    /// `X?` where taking the item accepts no text that leaving it out does not
    /// (`7?|D`: the `D` branch already accepts `7`).
    case optionalNeverTaken = "optional-never-taken"
    /// `A|B` whose branches accept exactly the same texts (`7|7`, `D|D`).
    case alternativeIdentical = "alternative-identical"
    /// `A|B` whose branches share characters (`D|7`, `7|D`): the left one is taken there,
    /// and when the right branch has nothing of its own it is never used.
    case alternativeOverlap = "alternative-overlap"
    /// A literal followed, with only literals between, by a class that accepts the same
    /// character (`+7(DDD)`: data starting with 7 typed without the `+7` loses its 7).
    case literalMaySwallowData = "literal-may-swallow-data"
    /// The mask looks like a regular expression (`\d{3}`, `.*`, `[0-9]+`): a mask reads
    /// those characters differently; `-e` takes a regular expression (docs/regex.md).
    case looksLikeRegex = "looks-like-regex"
    /// The mask accepts the empty text and nothing else (the empty pattern).
    case acceptsOnlyEmptyText = "accepts-only-empty-text"
    /// The mask accepts no text at all (only a hand-made program can).
    case acceptsNothing = "accepts-nothing"
    /// `{1}`: the count repeats the item once, which is the item itself.
    case countOfOne = "count-of-one"
    /// `{0}` (or `{0,0}`): the item is repeated no times, so it accepts only the empty text.
    case countOfZero = "count-of-zero"
    /// A set that matches exactly what a class does (`[0-9]` is `D`, `[A-Za-z]` is `X`).
    case setIsClass = "set-is-class"
    /// A number range that accepts exactly what a run of `D` does (`<00-99>` is `DD`).
    case rangeIsDigits = "range-is-digits"
    /// From the compiler: one character can be read as a literal or as data at one position
    /// (`D?7`); the leftmost reading is taken (docs/editing.md). `MaskCompiler.warnings(for:)`.
    case ambiguousReading = "ambiguous-reading"
}
