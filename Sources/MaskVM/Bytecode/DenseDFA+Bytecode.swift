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
        writer.append(classMap)
        for target in transitions { writer.unsigned(target, width: width) }
        writer.bitmap((0..<stateCount).map(isAccepting))
        return writer.bytes
    }

    /// Reads and verifies an automaton section. Where its class map holds the bytes of
    /// `sharedClassMap` (a mask's automata nearly always share one), that array is kept
    /// instead of a copy: the map is still checked against this automaton's class count.
    init(
        section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits, sharedClassMap: [UInt8]? = nil
    ) throws(ProgramError) {
        var reader = ByteReader(section, tag: tag)
        let (stateCount, classCount, startState) = try reader.automatonCounts(tag: tag, limits: limits)
        let width = try reader.width(tag: tag, what: "transition")
        let entries = try reader.expectTables(tag: tag, states: stateCount, columns: classCount, bytesPerEntry: width)
        let classMap = try reader.classMap(sharing: sharedClassMap)
        let transitions = try reader.unsignedArray(count: entries, width: width)
        let accepting = try reader.acceptingStates(count: stateCount, tag: tag)
        try reader.expectEnd()
        switch accepting {
        case .first(let acceptingCount):
            try self.init(classMap: classMap, classCount: classCount, startState: startState, transitions: transitions,
                          firstAccepting: acceptingCount)
        case .each(let flags):
            try self.init(classMap: classMap, classCount: classCount, startState: startState, transitions: transitions, accepting: flags)
        }
    }
}
