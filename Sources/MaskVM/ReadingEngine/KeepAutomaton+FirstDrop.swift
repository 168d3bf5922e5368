extension KeepAutomaton {
    /// What a walk of ``firstDrop(_:through:)`` found.
    enum FirstDrop: Equatable {
        /// The forward pass drops the letter or digit at this unit, one some state reads,
        /// and none before it.
        case at(Int)
        /// No such letter or digit up to the walk's last unit.
        case none
        /// The table has no step for a unit on the way (past its cap, not one ASCII byte):
        /// the explicit pass must say.
        case unknown
    }

    /// The first unit of `input[0 ... last]` that the forward pass of
    /// ``ReadingSearch/firstDroppedLetterOrDigit(tables:input:)`` drops, a letter or digit
    /// some state reads (the table's entry or'ed with 2), found by one table load a unit.
    /// `last` is the input's last typed closer for an automaton made ``isBeforeLastCloser``
    /// (no range is closed by an inserted literal before it), and the input's last unit for
    /// one that is not, over input that types no closer (as ``count(_:_:)`` walks it).
    ///
    /// PERF: an out-of-range date (`1990-13-01`) in `maskc check --rules` took the explicit
    /// pass, its sets of states stepped a unit at a time, about 1,560 instructions to the `3`.
    func firstDrop(_ input: ReadingInput, through last: Int) -> FirstDrop {
        guard input.unitEnds == nil, last < input.unitCount else { return .unknown }
        var row = 0
        var index = 0
        while index <= last {
            let byte = input.bytes[index]
            guard byte < 0x80 else { return .unknown }
            let entry = step(row: row, byte: byte)
            guard entry >= 0 else { return .unknown }
            if entry & 2 != 0 { return .at(index) }
            row = entry >> 2
            index &+= 1
        }
        return .none
    }
}

extension ReadingTables {
    /// ``ReadingSearch/firstDroppedLetterOrDigit(tables:input:)`` told by a keep automaton
    /// where its table has the steps: up to the last typed closer by the automaton before it
    /// (``closerKeepAutomaton``), which names a drop there and leaves a later one to the
    /// explicit pass; over input that types no closer by ``keepAutomaton``, which names the
    /// drop or says there is none.
    func firstDroppedByTable(_ input: ReadingInput) -> Int? {
        let lastCloser = lastCloser(in: input)
        if lastCloser >= 0 {
            if case .at(let index) = closerKeepAutomaton.firstDrop(input, through: lastCloser) { return index }
        } else {
            switch keepAutomaton.firstDrop(input, through: input.unitCount - 1) {
            case .at(let index): return index
            case .none: return nil
            case .unknown: break
            }
        }
        return ReadingSearch.firstDroppedLetterOrDigit(tables: self, input: input)
    }
}
