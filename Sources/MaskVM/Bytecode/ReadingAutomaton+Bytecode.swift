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

    /// Reads and verifies a reading-automaton section.
    init(section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits) throws(ProgramError) {
        self = try VerifiedSection(section, tag: tag, limits: limits).automaton()
    }

    /// A reading-automaton section that has passed every check of the verifier
    /// (``init(classMap:classCount:startState:targets:ranks:accepting:)``), kept as the file's
    /// bytes until its automaton is first needed (``automaton()``).
    ///
    /// PERF: only transform, extract and the editor read through the automaton, and its
    /// reading parts are made on their first use; the loader checked its tables in place and
    /// then made them into arrays that a program which only matches never read: four arrays,
    /// about 6,000 instructions a mask, made and freed with every load of us-zip's two masks
    /// (issue 21). The bytes are a slice of the loaded file, which they keep alive; so is the
    /// class map, made into an array with the automaton (it was the match automaton's array,
    /// shared, until the match automaton came to hold its map in its own allocation).
    struct VerifiedSection: Sendable {
        /// The section's class map, as the file has it: 256 bytes.
        let classMap: ArraySlice<UInt8>
        let classCount: Int
        let stateCount: Int
        let startState: Int
        let targetWidth: Int
        let rankWidth: Int
        /// The section's targets, then its ranks, then its accepting bitmap, as the file has them.
        let tables: ArraySlice<UInt8>

        /// Reads a section and checks it as the verifier does, with the same errors in the
        /// same order, its targets and accepting states unpacked into scratch memory.
        init(_ section: ArraySlice<UInt8>, tag: String, limits: MaskProgram.LoadLimits) throws(ProgramError) {
            var reader = ByteReader(section, tag: tag)
            let (stateCount, classCount, startState) = try reader.automatonCounts(tag: tag, limits: limits)
            let targetWidth = try reader.width(tag: tag, what: "target")
            let rankWidth = try reader.width(tag: tag, what: "rank")
            let entries = try reader.expectTables(tag: tag, states: stateCount, columns: classCount * 2, bytesPerEntry: targetWidth + rankWidth)
            let classMap = try reader.read(256)
            let tables = section[reader.offset...]
            // The sizes fit: `expectTables` checked them against the bytes left.
            let targetBytes = try reader.read(entries * targetWidth)
            _ = try reader.read(entries * rankWidth)
            let acceptingBytes = try reader.bitmapBytes(count: stateCount, tag: tag)
            try reader.expectEnd()
            try classMap.withUnsafeBufferPointer { map throws(ProgramError) in try DenseDFA.checkClasses(map, classCount: classCount) }
            guard entries <= Int(Int32.max) else { throw .automatonTooLarge(states: stateCount, classes: classCount * 2) }
            let failure = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: entries) { targets -> ProgramError? in
                targetBytes.withUnsafeBufferPointer { TableEncoding.decode($0, width: targetWidth, into: targets) }
                return withUnsafeTemporaryAllocation(of: Bool.self, capacity: stateCount) { accepting -> ProgramError? in
                    acceptingBytes.withUnsafeBufferPointer { TableEncoding.unpack($0, into: accepting) }
                    return classMap.withUnsafeBufferPointer { map in
                        ReadingAutomaton.firstFailure(classMap: map, classCount: classCount, startState: startState,
                                                      targets: UnsafeBufferPointer(targets), accepting: UnsafeBufferPointer(accepting))
                    }
                }
            }
            if let failure { throw failure }
            self.classMap = classMap
            self.classCount = classCount
            self.stateCount = stateCount
            self.startState = startState
            self.targetWidth = targetWidth
            self.rankWidth = rankWidth
            self.tables = tables
        }

        /// The automaton, its tables read from the verified bytes (debug builds verify it again).
        func automaton() -> ReadingAutomaton {
            let entries = stateCount * classCount * 2
            return tables.withUnsafeBufferPointer { bytes in
                let rankStart = entries * targetWidth
                let acceptingStart = rankStart + entries * rankWidth
                let targets = [UInt32](filledWith: 0, count: entries) { values in
                    TableEncoding.decode(UnsafeBufferPointer(rebasing: bytes[..<rankStart]), width: targetWidth, into: values)
                }
                let ranks = [UInt32](filledWith: 0, count: entries) { values in
                    TableEncoding.decode(UnsafeBufferPointer(rebasing: bytes[rankStart..<acceptingStart]), width: rankWidth, into: values)
                }
                let accepting = [Bool](filledWith: false, count: stateCount) { flags in
                    TableEncoding.unpack(UnsafeBufferPointer(rebasing: bytes[acceptingStart...]), into: flags)
                }
                return ReadingAutomaton(trusted: Array(classMap), classCount: classCount, startState: startState, targets: targets,
                                        ranks: ranks, accepting: accepting)
            }
        }
    }
}
