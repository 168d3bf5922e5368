extension DenseDFA {
    /// The premultiplied id of the start state.
    var premultipliedStart: Int { startState &* classCount }

    /// Runs the automaton over `bytes` from the start state.
    ///
    /// PERF: this is the VM's hot loop: four bytes a step over a ``QuadTable`` when the
    /// automaton is small enough to have one, two bytes a step over a ``PairTable`` when it
    /// has one, else one byte a step (``runByteAtATime(_:)``).
    func run(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        if bytes.count >= 4, tables.hasQuadTable {
            return QuadTableSlot(tables: tables).run(self, bytes)
        }
        return runInPairs(bytes)
    }

    /// ``run(_:)`` without the quad table: two bytes a step over the ``PairTable`` when the
    /// automaton has one (made on the first such walk), else one byte a step.
    @inline(__always)
    func runInPairs(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        if bytes.count >= 2, tables.hasPairTable {
            return tables.withClassMap { classes in
                PairTableSlot(tables: tables).run(self, bytes, classes: classes)
            }
        }
        return runByteAtATime(bytes)
    }

    /// ``run(_:)`` one byte a step, over the premultiplied table.
    @inline(__always)
    func runByteAtATime(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        let walk = walkByteAtATime(bytes)
        if let illegalAt = walk.illegalAt { return .illegal(byteOffset: illegalAt) }
        return isAcceptingPremultiplied(walk.premultipliedState) ? .complete : .partial
    }

    /// The premultiplied state after `bytes`, or the dead state (0) and the byte offset
    /// where the walk died: the one byte-a-step walk that ``runByteAtATime(_:)`` and a
    /// set's per-mask labels (``finalState(_:)``) share.
    ///
    /// PERF: one class lookup (independent of the state, so off the critical path) and one
    /// dependent table load per byte, one compare for the dead state, no allocation, no
    /// reference counting inside the loop.
    @inline(__always)
    func walkByteAtATime(_ bytes: UnsafeBufferPointer<UInt8>) -> (premultipliedState: Int, illegalAt: Int?) {
        tables.withClassMapAndPremultiplied { classes, table in
            var state = premultipliedStart
            var index = 0
            let count = bytes.count
            while index < count {
                // SAFETY: `index < count` bounds `bytes`; `classes` has 256 entries (checked at
                // init), so any byte indexes it; its entries are < classCount and `state` is a
                // premultiplied id of a valid state (every target was checked at init), so
                // `state + class < stateCount * classCount == table.count`. In -O builds the
                // buffer subscripts are unchecked; in debug builds they still check.
                state = Int(table[state &+ Int(classes[Int(bytes[index])])])
                if state == 0 { return (0, index) }
                index &+= 1
            }
            return (state, nil)
        }
    }

    /// Whether a premultiplied state id is accepting: accepting states are ids 1...acceptingCount.
    @inline(__always)
    func isAcceptingPremultiplied(_ state: Int) -> Bool {
        state >= classCount && state <= acceptingCount &* classCount
    }
}
