/// The payload of an automaton section:
///
///     u32 state count        u32 class count
///     u32 start state        u32 entry width (1, 2 or 4 bytes a transition)
///     256 bytes              byte class map
///     states x classes       transitions, row-major, `width` bytes each
///     ceil(states / 8)       accepting bitmap, bit (s % 8) of byte (s / 8)
extension DenseDFA {
    func encodedSection() -> [UInt8] {
        let width = stateCount <= 0x100 ? 1 : stateCount <= 0x1_0000 ? 2 : 4
        var writer = ByteWriter()
        writer.u32(UInt32(stateCount))
        writer.u32(UInt32(classCount))
        writer.u32(UInt32(startState))
        writer.u32(UInt32(width))
        writer.append(classMap)
        for target in transitions { writer.unsigned(target, width: width) }
        var bitmap = [UInt8](repeating: 0, count: (stateCount + 7) / 8)
        for state in 0..<stateCount where isAccepting(state) { bitmap[state / 8] |= 1 << UInt8(state % 8) }
        writer.append(bitmap)
        return writer.bytes
    }

    init(section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits) throws(ProgramError) {
        var reader = ByteReader(section, tag: tag)
        let stateCount = Int(try reader.u32())
        let classCount = Int(try reader.u32())
        let startState = Int(try reader.u32())
        let width = Int(try reader.u32())
        guard [1, 2, 4].contains(width) else { throw .malformedSection(tag: tag, reason: "transition width \(width) is not 1, 2 or 4") }
        guard stateCount >= 1, stateCount <= limits.maximumStates else {
            throw .malformedSection(tag: tag, reason: "state count \(stateCount) is not between 1 and \(limits.maximumStates)")
        }
        guard (1...256).contains(classCount) else { throw .invalidClassCount(classCount) }
        // Check the size before reading the table, so a huge count cannot make us allocate.
        // Overflow-checked: the limits are the embedding app's to raise.
        let (entries, entriesOverflow) = stateCount.multipliedReportingOverflow(by: classCount)
        let (tableBytes, bytesOverflow) = entries.multipliedReportingOverflow(by: width)
        let bitmapBytes = stateCount / 8 + (stateCount % 8 == 0 ? 0 : 1)
        guard !entriesOverflow, !bytesOverflow, reader.remaining - 256 - bitmapBytes == tableBytes else {
            throw .malformedSection(tag: tag, reason: "\(reader.remaining) bytes of tables do not fit \(stateCount) states of \(classCount) classes")
        }
        let classMap = Array(try reader.read(256))
        var transitions: [UInt32] = []
        transitions.reserveCapacity(stateCount * classCount)
        for _ in 0..<entries { transitions.append(try reader.unsigned(width: width)) }
        let bitmap = Array(try reader.read(bitmapBytes))
        try reader.expectEnd()
        let accepting = (0..<stateCount).map { bitmap[$0 / 8] & (1 << UInt8($0 % 8)) != 0 }
        if stateCount % 8 != 0, bitmap[bitmapBytes - 1] >> UInt8(stateCount % 8) != 0 {
            throw .malformedSection(tag: tag, reason: "accepting bitmap has bits set past the last state")
        }
        try self.init(classMap: classMap, classCount: classCount, startState: startState, transitions: transitions, accepting: accepting)
    }
}
