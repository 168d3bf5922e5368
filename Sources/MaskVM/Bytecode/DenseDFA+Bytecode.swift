/// The payload of an automaton section:
///
///     u32 state count        u32 class count
///     u32 start state        u32 entry width (1, 2 or 4 bytes a transition)
///     256 bytes              byte class map
///     states x classes       transitions, row-major, `width` bytes each
///     ceil(states / 8)       accepting bitmap, bit (s % 8) of byte (s / 8)
extension DenseDFA {
    func encodedSection() -> [UInt8] {
        let width = TableEncoding.width(for: stateCount)
        var writer = ByteWriter()
        writer.u32(UInt32(stateCount))
        writer.u32(UInt32(classCount))
        writer.u32(UInt32(startState))
        writer.u32(UInt32(width))
        tables.withClassMap { writer.append($0) }
        tables.withTransitions { transitions in
            for target in transitions { writer.unsigned(target, width: width) }
        }
        writer.bitmap((0..<stateCount).map(isAccepting))
        return writer.bytes
    }

    /// Reads and verifies an automaton section. Its class map and transitions are decoded
    /// straight into the automaton's one allocation (``AutomatonTables``) and verified there.
    init(section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits) throws(ProgramError) {
        var reader = ByteReader(section, tag: tag)
        let (stateCount, classCount, startState) = try reader.automatonCounts(tag: tag, limits: limits)
        let width = try reader.width(tag: tag, what: "transition")
        let entries = try reader.expectTables(tag: tag, states: stateCount, columns: classCount, bytesPerEntry: width)
        let classMap = try reader.read(256)
        // The size fits: `expectTables` checked it against the bytes left.
        let transitionBytes = try reader.read(entries * width)
        let accepting = try reader.acceptingStates(count: stateCount, tag: tag)
        try reader.expectEnd()
        switch accepting {
        case .first(let acceptingCount):
            let tables = AutomatonTables(stateCount: stateCount, classCount: classCount) { map, transitions in
                classMap.withUnsafeBufferPointer { _ = map.initialize(from: $0) }
                transitionBytes.withUnsafeBufferPointer { TableEncoding.decode($0, width: width, into: transitions) }
            }
            try self.init(verifying: tables, classCount: classCount, startState: startState, firstAccepting: acceptingCount)
        case .each(let flags):
            // States to renumber (never in a file the compiler wrote): through the arrays.
            let transitions = transitionBytes.withUnsafeBufferPointer { bytes in
                [UInt32](filledWith: 0, count: entries) { values in TableEncoding.decode(bytes, width: width, into: values) }
            }
            try self.init(classMap: Array(classMap), classCount: classCount, startState: startState, transitions: transitions, accepting: flags)
        }
    }
}
