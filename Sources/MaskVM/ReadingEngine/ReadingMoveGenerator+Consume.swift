extension ReadingMoveGenerator {
    /// Writes the bytes of consuming `form` from `state` (a one-byte form as meaningful or
    /// not; a longer one each byte the preferred way, of that step's kind).
    func write(_ form: UnitForm, from state: Int, meaningful: Bool, into sink: inout ReadingSink) {
        if form.count == 1 {
            sink.emit(form[0], kind: meaningful ? ByteKind.meaningful : ByteKind.literal)
            return
        }
        var row = state * tables.rowWidth
        for offset in 0..<form.count {
            // A longer form is consumed only where every byte reads (`walk`).
            guard let step = tables.directStep(row, Int(tables.classMap[Int(form[offset])])) else { break }
            sink.emit(form[offset], kind: step.kind)
            row = step.targetRow
        }
    }

    /// The states consuming a form of a unit (whose first byte is of class `cls`) from
    /// `state` reaches: as a literal and as meaningful for a one-byte form, each byte the
    /// preferred way for a longer one.
    static func consumeTargets(_ tables: ReadingTables, _ form: UnitForm, _ cls: Int, from state: Int) -> (Int, Int) {
        if form.count == 1 {
            let base = (state * tables.classCount + cls) * 2
            return (Int(tables.targets[base]), Int(tables.targets[base + 1]))
        }
        guard let target = walk(tables, form, from: state) else { return (0, 0) }
        return (target, 0)
    }

    /// The state after reading a form of a unit from `state`, each byte the preferred way.
    static func walk(_ tables: ReadingTables, _ form: UnitForm, from state: Int) -> Int? {
        var row = state * tables.rowWidth
        for offset in 0..<form.count {
            guard let step = tables.directStep(row, Int(tables.classMap[Int(form[offset])])) else { return nil }
            row = step.targetRow
        }
        return tables.state(ofRow: row)
    }
}
