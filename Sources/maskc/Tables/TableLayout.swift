import MaskTables

/// What the judging threads need to know about a table: its rules, where each ruled
/// column is, and what to write.
struct TableLayout: Sendable {
    /// What the command writes.
    enum Mode: Equatable, Sendable {
        /// `check --rules`: one JSON object a failing cell.
        case check
        /// `transform --rules`: the table, with masked cells in their printed form.
        case transform(OnFail)
    }

    /// `--on-fail`: what `transform --rules` does with a cell that fails its rule.
    enum OnFail: String, CaseIterable, Sendable {
        case keep, empty
        case dropRow = "drop-row"
    }

    let rules: [ColumnRule]
    let format: TableFormat
    let mode: Mode
    /// For CSV, the field each rule's column is in, by rule.
    let columnIndexes: [Int]
    /// For CSV, how many fields the header has: every record must have as many.
    let headerFieldCount: Int
    /// The file's name as a JSON string, when several files are read (each output object
    /// then says which one it is about).
    let fileLabel: String?

    /// Whether `check --rules` asks ``QuickLane`` first: CSV (a cell is its field's bytes),
    /// check (a passing cell writes nothing) and at most 64 rules (a record's pending cells
    /// are a word's bits).
    var hasQuickLane: Bool {
        guard mode == .check, case .csv = format else { return false }
        return rules.count <= 64
    }

    var delimiter: UInt8 {
        if case .csv(let scanner) = format { scanner.delimiter } else { UInt8(ascii: ",") }
    }
}
