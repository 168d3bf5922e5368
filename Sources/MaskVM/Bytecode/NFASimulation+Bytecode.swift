/// The payload of an `ONFA` section (`docs/bytecode.md`):
///
///     u32 state count S      u32 class count C
///     u32 start state        u32 byte-move count E
///     u32 ε-move count P     256 bytes: byte class map
///     (S + 1) u32            byte-move starts: state s has moves starts[s] ..< starts[s + 1]
///     E u32                  each move's class
///     E u32                  each move's target
///     (S + 1) u32            ε-move starts
///     P u32                  each ε-move's target
///     ceil(S / 8)            accepting bitmap, bit (s % 8) of byte (s / 8)
extension NFASimulation {
    func encodedSection() -> [UInt8] {
        var writer = ByteWriter()
        for count in [stateCount, classCount, startState, edgeClasses.count, epsilonTargets.count] { writer.u32(UInt32(count)) }
        writer.append(classMap)
        for array in [edgeStart, edgeClasses, edgeTargets, epsilonStart, epsilonTargets] {
            for value in array { writer.u32(UInt32(value)) }
        }
        writer.bitmap(accepting)
        return writer.bytes
    }

    init(section: ArraySlice<UInt8>, limits: MaskProgram.LoadLimits) throws(ProgramError) {
        let tag = BytecodeFormat.Tag.optimisticNFA
        var reader = ByteReader(section, tag: tag)
        let (stateCount, classCount, startState) = try reader.automatonCounts(tag: tag, limits: limits)
        let edgeCount = Int(try reader.u32("the move count"))
        let epsilonCount = Int(try reader.u32("the ε-move count"))
        // Every size is checked against what is left before anything is allocated.
        let words = [stateCount + 1, edgeCount, edgeCount, stateCount + 1, epsilonCount].reduce(0, +)
        let (wordBytes, overflow) = words.multipliedReportingOverflow(by: 4)
        guard !overflow, reader.remaining == 256 + wordBytes + TableEncoding.bitmapSize(stateCount) else {
            throw .malformedSection(tag: tag, reason: "\(reader.remaining) bytes do not fit \(stateCount) states, \(edgeCount) moves and \(epsilonCount) ε-moves")
        }
        let classMap = Array(try reader.read(256))
        func int32s(_ count: Int) throws(ProgramError) -> [Int32] {
            let values = try reader.unsignedArray(count: count, width: 4)
            guard let tooLarge = values.first(where: { $0 > UInt32(Int32.max) }) else { return values.map { Int32($0) } }
            throw .malformedSection(tag: tag, reason: "value \(tooLarge) is out of range")
        }
        let edgeStart = try int32s(stateCount + 1)
        let edgeClasses = try int32s(edgeCount)
        let edgeTargets = try int32s(edgeCount)
        let epsilonStart = try int32s(stateCount + 1)
        let epsilonTargets = try int32s(epsilonCount)
        let accepting = try reader.bitmap(count: stateCount, tag: tag)
        try reader.expectEnd()
        try self.init(classMap: classMap, classCount: classCount, startState: startState, edgeStart: edgeStart,
                      edgeClasses: edgeClasses, edgeTargets: edgeTargets, epsilonStart: epsilonStart,
                      epsilonTargets: epsilonTargets, accepting: accepting)
    }
}
