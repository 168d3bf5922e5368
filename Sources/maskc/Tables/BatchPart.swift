/// What one thread made of its run of a batch's records: output in input order, counts,
/// and what is to be said on standard error.
struct BatchPart: Sendable {
    var output: [UInt8] = []
    var tallies: [ColumnTally]
    var failedCells = 0
    var malformedRecords = 0
    var droppedRows = 0
    /// Messages for standard error (malformed records that transform wrote unchanged).
    var warnings: [String] = []
    /// With `--strict`: the first malformed record's message; the part stopped there.
    var stop: String?

    init(columns: Int) {
        tallies = Array(repeating: ColumnTally(), count: columns)
    }
}
