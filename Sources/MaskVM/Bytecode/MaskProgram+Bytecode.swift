extension MaskProgram {
    /// Bounds the loader enforces before it trusts anything in a file.
    public struct LoadLimits: Hashable, Sendable {
        /// Largest file accepted, in bytes. Default 64 MiB.
        public var maximumBytecodeSize: Int
        /// Most states an automaton may have. Default 1,000,000.
        public var maximumStates: Int
        /// Most steps deriving the reading automaton's insertion tables may take (one pass
        /// over the states with literal transitions and their distinct literal targets per
        /// class and reading; the only part of loading that is not linear in the file's
        /// size). Checked before the work is done. Default 50,000,000 (a fraction of a
        /// second); a compiled mask needs thousands, and the compiler refuses masks over
        /// the same default, so whatever it makes loads.
        public var maximumReadingWork: Int

        /// The default of ``maximumReadingWork``, which the compiler enforces too.
        public static let defaultMaximumReadingWork = 50_000_000

        public init(
            maximumBytecodeSize: Int = 64 << 20, maximumStates: Int = 1_000_000,
            maximumReadingWork: Int = defaultMaximumReadingWork
        ) {
            self.maximumBytecodeSize = maximumBytecodeSize
            self.maximumStates = maximumStates
            self.maximumReadingWork = maximumReadingWork
        }

        public static let `default` = LoadLimits()
    }

    /// The program as a bytecode file (`docs/bytecode.md`), ready to write to disk.
    public var bytecode: [UInt8] {
        if let set = maskSet {
            return BytecodeContainer.encode([
                (BytecodeFormat.Tag.match, matcher.encodedSection()),
                (BytecodeFormat.Tag.optimistic, optimisticMatcher.encodedSection()),
                (BytecodeFormat.Tag.maskSet, set.encodedSection()),
            ])
        }
        var sourcePayload = ByteWriter()
        for text in [source.pattern, source.symbols] {
            let utf8 = Array(text.utf8)
            sourcePayload.u32(UInt32(utf8.count))
            sourcePayload.append(utf8)
        }
        return BytecodeContainer.encode([
            (BytecodeFormat.Tag.match, matcher.encodedSection()),
            (BytecodeFormat.Tag.optimistic, optimisticMatcher.encodedSection()),
            (BytecodeFormat.Tag.reading, reader.encodedSection()),
            (BytecodeFormat.Tag.source, sourcePayload.bytes),
        ])
    }

    /// Loads a bytecode file, treating it as hostile: the container (magic, version, length,
    /// checksum, directory) is checked first, then every section's structure, then the
    /// automaton's semantics (classes, targets, start and dead states, that every state can
    /// still accept), then the cost of the reading tables against ``LoadLimits/maximumReadingWork``
    /// (bounded from the counts, or counted exactly where the bound is over the limit).
    /// Nothing is run until all of it passes; the tables themselves are derived on first use.
    ///
    /// ```swift
    /// let program = try MaskProgram(bytecode: Array(data))   // throws ProgramError
    /// ```
    public init(bytecode: [UInt8], limits: LoadLimits = .default) throws(ProgramError) {
        typealias Tag = BytecodeFormat.Tag
        let known = [Tag.match, Tag.optimistic, Tag.reading, Tag.source, Tag.maskSet]
        let sections = try BytecodeContainer.decode(bytecode, known: known, limits: limits)
        func required(_ index: Int) throws(ProgramError) -> ArraySlice<UInt8> {
            guard let section = sections[index] else { throw .missingSection(tag: known[index]) }
            return section
        }
        let matcher = try DenseDFA(section: required(0), tag: Tag.match, limits: limits)
        let optimisticMatcher = try DenseDFA(section: required(1), tag: Tag.optimistic, limits: limits)
        if let setSection = sections[4] {
            // A set reads through its masks' own reading automata; a READ or srce of its own
            // would be a second, contradicting answer.
            for index in [2, 3] where sections[index] != nil {
                throw .malformedSection(tag: known[index], reason: "a set of masks has no \(known[index]) section of its own")
            }
            self = try MaskSetParts.decode(setSection, matcher: matcher, optimistic: optimisticMatcher, limits: limits)
            return
        }
        let reader = try ReadingAutomaton(section: required(2), tag: Tag.reading, limits: limits)
        var source = Source(pattern: "", symbols: "")
        if let sourceSection = sections[3] {
            var reader = ByteReader(sourceSection, tag: BytecodeFormat.Tag.source)
            var texts: [String] = []
            for _ in 0..<2 {
                let count = Int(try reader.u32())
                let bytes = try reader.read(count)
                let text = String(decoding: bytes, as: UTF8.self)
                // Decoding repairs invalid UTF-8; a repaired string no longer equals its bytes.
                guard text.utf8.elementsEqual(bytes) else { throw .invalidText(tag: BytecodeFormat.Tag.source) }
                texts.append(text)
            }
            try reader.expectEnd()
            source = Source(pattern: texts[0], symbols: texts[1])
        }
        try self.init(matcher: matcher, optimisticMatcher: optimisticMatcher, reader: reader, source: source,
                      maximumReadingWork: limits.maximumReadingWork)
    }
}
