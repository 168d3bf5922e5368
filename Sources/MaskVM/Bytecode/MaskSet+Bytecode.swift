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
            for label in labels.pairs {
                for byte in 0..<width { writer.append([UInt8(truncatingIfNeeded: label >> UInt64(8 * byte))]) }
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
        let maskCount = Int(try reader.u32("the mask count"))
        guard (1...MaskProgram.maximumMaskCount).contains(maskCount) else { throw .invalidMaskCount(maskCount) }
        let width = labelWidth(maskCount)
        /// The block of `states` stored label pairs, checked against the derived ones below.
        /// `automaton` (MTCH or OPTM) is named in the refusal: the count is its, not MSET's.
        func labelBlock(_ states: Int, of automaton: String) throws(ProgramError) -> ArraySlice<UInt8> {
            // Sized before anything is read: `states` comes from a verified automaton.
            guard states <= reader.remaining / (2 * width) else {
                throw .malformedSection(
                    tag: tag, reason: "the mask labels of \(automaton)'s \(states) states need \(states * 2 * width) bytes but only \(reader.remaining) remain")
            }
            return try reader.read(states * 2 * width)
        }
        let storedMatch = try labelBlock(matcher.stateCount, of: BytecodeFormat.Tag.match)
        let storedOptimistic = try labelBlock(optimistic?.stateCount ?? 0, of: BytecodeFormat.Tag.optimistic)
        var names: [String?] = []
        var members: [MaskProgram] = []
        names.reserveCapacity(maskCount)
        members.reserveCapacity(maskCount)
        for index in 0..<maskCount {
            let name = try reader.text("mask \(index + 1)'s name")
            names.append(name.isEmpty ? nil : name)
            let file = try reader.counted("mask \(index + 1)'s file")
            // The bytes the member's own checksum covers: all but its last four.
            let checksum = file.count < BytecodeFormat.checksumSize
                ? nil : checkpoints?.checksum(of: file.startIndex..<file.endIndex - BytecodeFormat.checksumSize)
            members.append(try MaskProgram(maskOfSet: file, index: index, checksum: checksum, limits: limits))
        }
        try reader.expectEnd()
        let program = try MaskProgram(union: matcher, optimisticUnion: optimistic, members: members, names: names)
        // The derived labels are what the program uses; stored ones must agree with them,
        // every block the file holds: optimistic labels the program derives none for (it
        // walks its masks' own matchers) are refused, not skipped.
        guard let set = program.maskSet else { throw .invalidMaskCount(maskCount) }
        if let state = firstDisagreement(stored: storedMatch, derived: set.matchLabels, width: width) {
            throw .invalidMaskLabel(automaton: BytecodeFormat.Tag.match, state: state)
        }
        if let state = firstDisagreement(stored: storedOptimistic, derived: program.optimisticLabels, width: width) {
            throw .invalidMaskLabel(automaton: BytecodeFormat.Tag.optimistic, state: state)
        }
        return program
    }

    /// The first state whose stored labels (`block`: accepting then live, `width` bytes
    /// each, a pair a state) differ from `derived`, or nil. `block` holds a pair for each
    /// state of its union automaton, and `derived` is that automaton's (nil where the set
    /// derives none): where the two do not cover the same states, the first state one of
    /// them lacks differs.
    ///
    /// PERF: compared in place, a word a label: decoding the stored labels into four arrays
    /// first cost four allocations a set and a pass over each (issue 21). The derived labels
    /// are in the file's order, accepting then live a state, so label `i` is compared with
    /// `derived.pairs[i]`.
    private static func firstDisagreement(stored block: ArraySlice<UInt8>, derived: MaskLabels?, width: Int) -> Int? {
        let states = block.count / (2 * width)
        guard let derived else { return states > 0 ? 0 : nil }
        guard derived.stateCount == states else { return min(states, derived.stateCount) }
        guard states > 0 else { return nil }
        let pairs = derived.pairs
        return block.withUnsafeBufferPointer { bytes -> Int? in
            // SAFETY: `bytes` holds `states * 2 * width` bytes; label `i` is at `i * width`.
            if width == 1 {
                // Up to eight masks, a byte a label: the usual set, compared without a loop.
                for label in 0..<(2 &* states) where UInt64(bytes[label]) != pairs[pairs.startIndex &+ label] { return label / 2 }
                return nil
            }
            func label(_ index: Int) -> UInt64 {
                var value: UInt64 = 0
                let at = index &* width
                for shift in 0..<width { value |= UInt64(bytes[at &+ shift]) &<< UInt64(8 &* shift) }
                return value
            }
            for index in 0..<(2 &* states) where label(index) != pairs[pairs.startIndex &+ index] { return index / 2 }
            return nil
        }
    }
}
