/// One column's counts for `--summary`.
struct ColumnTally {
    var checked = 0
    var passed = 0
    var failed = 0
    var blank = 0

    mutating func count(_ verdict: CellVerdict) {
        checked += 1
        if verdict.passes { passed += 1 } else { failed += 1 }
        if verdict.result == .blank { blank += 1 }
    }

    static func += (left: inout ColumnTally, right: ColumnTally) {
        left.checked += right.checked
        left.passed += right.passed
        left.failed += right.failed
        left.blank += right.blank
    }
}
