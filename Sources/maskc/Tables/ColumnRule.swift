import MaskTrials
import MaskVM

/// What a rules file says about one column: the program its cells are read by (if any), the
/// trials they must pass, and how a failing cell is reported.
struct ColumnRule: Sendable {
    /// The column's name as the header (or a JSON Lines member name) spells it.
    var column: String
    var columnBytes: [UInt8]
    /// The program of `mask`, `masks`, `preset` or `regex`; nil for a rule of trials only.
    var program: MaskProgram?
    /// The whole check a printed value must pass: the mask (or the preset's check), then
    /// the rule's trials.
    var trial: Trial
    /// `"optimistic": true`: the cell may leave out the mask's literals.
    var optimistic: Bool
    /// `"exact": true`: the cell is judged as written, not as the value it stands for.
    var exact: Bool
    /// `"allowBlank": true`: an empty or white-space cell passes.
    var allowBlank: Bool
    /// Whether the whole check is the mask (`mask` or `masks` with no trials): a text
    /// complete for it passes without more.
    var isMaskOnly: Bool
    /// Whether `transform --rules` writes a passing cell in the program's printed form: a
    /// mask's rule does; a `regex` rule only judges, and its cells are kept as written.
    var rewrites: Bool
    /// `"message"`: said instead of the trials' own messages when the cell fails.
    var message: String?
}
