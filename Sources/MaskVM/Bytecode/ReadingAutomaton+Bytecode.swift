/// The payload of the reading-automaton section (`READ`):
///
///     u32 state count        u32 class count
///     u32 start state        u32 target width (1, 2 or 4 bytes)
///     u32 rank width (1, 2 or 4 bytes)
///     256 bytes              byte class map
///     states x classes x 2   targets: for each state and class, the literal then the
///                            meaningful transition, `target width` bytes each
///     states x classes x 2   ranks, in the same order, `rank width` bytes each
///     ceil(states / 8)       accepting bitmap, bit (s % 8) of byte (s / 8)
extension ReadingAutomaton {
    func encodedSection() -> [UInt8] {
        let targetWidth = TableEncoding.width(for: stateCount)
        let rankWidth = TableEncoding.width(for: Int(ranks.max() ?? 0) + 1)
        var writer = ByteWriter()
        writer.u32(UInt32(stateCount))
        writer.u32(UInt32(classCount))
        writer.u32(UInt32(startState))
        writer.u32(UInt32(targetWidth))
        writer.u32(UInt32(rankWidth))
        writer.append(classMap)
        for target in targets { writer.unsigned(target, width: targetWidth) }
        for rank in ranks { writer.unsigned(rank, width: rankWidth) }
        writer.bitmap(accepting)
        return writer.bytes
    }

    /// Reads and verifies a reading-automaton section, keeping `sharedClassMap` where the
    /// section's class map holds its bytes (as ``DenseDFA/init(section:tag:limits:sharedClassMap:)``).
    init(
        section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits, sharedClassMap: [UInt8]? = nil
    ) throws(ProgramError) {
        var reader = ByteReader(section, tag: tag)
        let (stateCount, classCount, startState) = try reader.automatonCounts(tag: tag, limits: limits)
        let targetWidth = try reader.width(tag: tag, what: "target")
        let rankWidth = try reader.width(tag: tag, what: "rank")
        let entries = try reader.expectTables(tag: tag, states: stateCount, columns: classCount * 2, bytesPerEntry: targetWidth + rankWidth)
        let classMap = try reader.classMap(sharing: sharedClassMap)
        let targets = try reader.unsignedArray(count: entries, width: targetWidth)
        let ranks = try reader.unsignedArray(count: entries, width: rankWidth)
        let accepting = try reader.bitmap(count: stateCount, tag: tag)
        try reader.expectEnd()
        try self.init(classMap: classMap, classCount: classCount, startState: startState,
                      targets: targets, ranks: ranks, accepting: accepting)
    }
}
