/// The payload of the `MSET` section of a set's file (`docs/bytecode.md`):
///
///     u32 mask count N (1 to 64)
///     per state of MTCH, then of OPTM (if the file has one): accepting label, live label,
///                            ceil(N / 8) bytes each
///     per mask: u32 name length, UTF-8 name (empty: no name),
///               u32 file length, the mask's own bytecode file (MTCH, OPTM, READ, srce)
extension MaskSetParts {
    /// Bytes of one label of `maskCount` bits.
    static func labelWidth(_ maskCount: Int) -> Int { (maskCount + 7) / 8 }

    /// `optimisticLabels` are those of the union optimistic DFA, nil when there is none.
    func encodedSection(optimisticLabels: MaskLabels?) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(UInt32(members.count))
        let width = Self.labelWidth(members.count)
        for labels in [matchLabels] + (optimisticLabels.map { [$0] } ?? []) {
            for (accepting, live) in zip(labels.accepting, labels.live) {
                for label in [accepting, live] {
                    for byte in 0..<width { writer.append([UInt8(truncatingIfNeeded: label >> UInt64(8 * byte))]) }
                }
            }
        }
        for (name, member) in zip(names, members) {
            let utf8 = Array((name ?? "").utf8)
            writer.u32(UInt32(utf8.count))
            writer.append(utf8)
            let file = member.bytecode
            writer.u32(UInt32(file.count))
            writer.append(file)
        }
        return writer.bytes
    }

    /// Reads a set's section: the members are loaded as files of their own (all of the
    /// loader's checks apply to each), and the stored labels must equal those derived from
    /// the members and the union automata. A member's checksum is derived from
    /// `checkpoints`, the registers of the set's own pass over this section, where there
    /// are some.
    static func decode(
        _ section: ArraySlice<UInt8>, matcher: DenseDFA, optimistic: DenseDFA?, limits: MaskProgram.LoadLimits,
        checkpoints: ChecksumCheckpoints?
    ) throws(ProgramError) -> MaskProgram {
        let tag = BytecodeFormat.Tag.maskSet
        var reader = ByteReader(section, tag: tag)
        let maskCount = Int(try reader.u32())
        guard (1...MaskProgram.maximumMaskCount).contains(maskCount) else { throw .invalidMaskCount(maskCount) }
        let width = labelWidth(maskCount)
        func labels(_ states: Int) throws(ProgramError) -> (accepting: [UInt64], live: [UInt64]) {
            // Sized before anything is allocated: `states` comes from a verified automaton.
            guard states <= reader.remaining / (2 * width) else {
                throw .malformedSection(tag: tag, reason: "mask labels need \(states * 2 * width) bytes, \(reader.remaining) left")
            }
            // PERF: the block is taken at once and decoded by offset (a read of each label
            // cost a retain and a release of the file's bytes).
            let block = try reader.read(states * 2 * width)
            var accepting = [UInt64](filledWith: 0, count: states)
            var live = [UInt64](filledWith: 0, count: states)
            var at = block.startIndex
            func label() -> UInt64 {
                var label: UInt64 = 0
                for shift in 0..<width { label |= UInt64(block[at + shift]) << UInt64(8 * shift) }
                at += width
                return label
            }
            for state in 0..<states {
                accepting[state] = label()
                live[state] = label()
            }
            return (accepting, live)
        }
        let storedMatch = try labels(matcher.stateCount)
        let storedOptimistic = try labels(optimistic?.stateCount ?? 0)
        var names: [String?] = []
        var members: [MaskProgram] = []
        names.reserveCapacity(maskCount)
        members.reserveCapacity(maskCount)
        for _ in 0..<maskCount {
            let name = try reader.text()
            names.append(name.isEmpty ? nil : name)
            let file = try reader.read(Int(try reader.u32()))
            // The bytes the member's own checksum covers: all but its last four.
            let checksum = file.count < BytecodeFormat.checksumSize
                ? nil : checkpoints?.checksum(of: file.startIndex..<file.endIndex - BytecodeFormat.checksumSize)
            members.append(try MaskProgram(maskOfSet: Array(file), checksum: checksum, limits: limits))
        }
        try reader.expectEnd()
        let program = try MaskProgram(union: matcher, optimisticUnion: optimistic, members: members, names: names)
        // The derived labels are what the program uses; stored ones must agree with them.
        guard let set = program.maskSet else { throw .invalidMaskCount(maskCount) }
        let derivedOptimistic = program.optimisticLabels ?? MaskLabels(accepting: [], live: [])
        for (stored, derived) in [(storedMatch, set.matchLabels), (storedOptimistic, derivedOptimistic)] {
            for state in 0..<stored.accepting.count
            where stored.accepting[state] != derived.accepting[state] || stored.live[state] != derived.live[state] {
                throw .invalidMaskLabel(state: state)
            }
        }
        return program
    }
}
