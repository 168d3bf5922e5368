import MaskTrials
import MaskVM

/// What a rules file says about one column: the program its cells are read by (if any), the
/// trials they must pass, and how a failing cell is reported.
///
/// PERF: a class, made once per rules file: a struct of these fields was copied for each
/// cell judged (three times, each a dozen retains and releases, several hundred instructions
/// a row of `check --rules`), where a reference is one.
final class ColumnRule: Sendable {
    /// The column's name as the header (or a JSON Lines member name) spells it.
    let column: String
    let columnBytes: [UInt8]
    /// The program of `mask`, `masks`, `preset` or `regex`; nil for a rule of trials only.
    let program: MaskProgram?
    /// The whole check a printed value must pass: the mask (or the preset's check), then
    /// the rule's trials.
    let trial: Trial
    /// `"optimistic": true`: the cell may leave out the mask's literals.
    let optimistic: Bool
    /// `"exact": true`: the cell is judged as written, not as the value it stands for.
    let exact: Bool
    /// `"allowBlank": true`: an empty or white-space cell passes.
    let allowBlank: Bool
    /// Whether the whole check is the mask (`mask` or `masks` with no trials): a text
    /// complete for it passes without more.
    let isMaskOnly: Bool
    /// Whether `transform --rules` writes a passing cell in the program's printed form: a
    /// mask's rule does; a `regex` rule only judges, and its cells are kept as written.
    let rewrites: Bool
    /// `"message"`: said instead of the trials' own messages when the cell fails.
    let message: String?
    /// The program's row of digit positions and symbols, when its texts are one fixed row:
    /// a cell of digits alone is read by it without the reading engine's search.
    let digitLayout: FixedDigitLayout?

    init(
        column: String, columnBytes: [UInt8], program: MaskProgram?, trial: Trial, optimistic: Bool, exact: Bool,
        allowBlank: Bool, isMaskOnly: Bool, rewrites: Bool, message: String?
    ) {
        self.column = column
        self.columnBytes = columnBytes
        self.program = program
        self.trial = trial
        self.optimistic = optimistic
        self.exact = exact
        self.allowBlank = allowBlank
        self.isMaskOnly = isMaskOnly
        self.rewrites = rewrites
        self.message = message
        // A rule judged as written never reads a value.
        digitLayout = exact ? nil : program.flatMap(FixedDigitLayout.init)
    }
}
