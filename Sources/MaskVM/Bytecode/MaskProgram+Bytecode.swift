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
    ///
    /// The optimistic matcher is written as `OPTM` when it is a DFA (every file an earlier
    /// maskc wrote is of this kind), as `ONFA` when it is simulated; a set whose union
    /// optimistic automaton is over the limits has neither, and walks its masks' own.
    public var bytecode: [UInt8] { BytecodeContainer.encode(sections) }

    /// ``bytecode`` with more sections after the program's own: data that travels with the
    /// program and that another module reads (a preset's trials, `trls`, written by
    /// MaskTrialsCore). Each tag must be optional (lower case first) and not one of the
    /// program's, so that this loader, and any loader before it, skips it.
    public func bytecode(adding extra: [(tag: String, payload: [UInt8])]) -> [UInt8] {
        precondition(extra.allSatisfy { !BytecodeContainer.isRequired($0.tag) && $0.tag.utf8.count == 4 },
                     "an added section's tag is four characters and optional")
        return BytecodeContainer.encode(sections + extra)
    }

    /// The program's sections, in the order a file lists them.
    private var sections: [(tag: String, payload: [UInt8])] {
        let optimistic = optimisticMatcher
        if let set = maskSet {
            var sections = [(BytecodeFormat.Tag.match, matcher.encodedSection())]
            if let dfa = optimistic.dfa { sections.append((BytecodeFormat.Tag.optimistic, dfa.encodedSection())) }
            sections.append((BytecodeFormat.Tag.maskSet, set.encodedSection(optimisticLabels: optimisticLabels)))
            return sections
        }
        var sourcePayload = ByteWriter()
        sourcePayload.text(source.pattern)
        sourcePayload.text(source.symbols)
        // A mask's section stays as it always was; a regex's adds its language, which a
        // loader that predates it refuses rather than reading the expression as a mask.
        if source.language != .mask { sourcePayload.text(source.language.rawValue) }
        let optimisticSection: (String, [UInt8])
        switch optimistic {
        case .dfa(let dfa): optimisticSection = (BytecodeFormat.Tag.optimistic, dfa.encodedSection())
        case .simulation(let nfa): optimisticSection = (BytecodeFormat.Tag.optimisticNFA, nfa.encodedSection())
        case .masks:
            // Only a set walks masks side by side; a program of one mask never holds this.
            assertionFailure("a program of one mask with a set's optimistic matcher")
            optimisticSection = (BytecodeFormat.Tag.optimisticNFA, NFASimulation(matcher).encodedSection())
        }
        return [
            (BytecodeFormat.Tag.match, matcher.encodedSection()),
            optimisticSection,
            (BytecodeFormat.Tag.reading, reader.encodedSection()),
            (BytecodeFormat.Tag.source, sourcePayload.bytes),
        ]
    }

    /// The automaton of `section`, or `verified.automaton` when `section` holds the same bytes
    /// as `verified.section`, from which it was read: those bytes have passed every check.
    /// Otherwise the section is verified on its own.
    ///
    /// PERF: a mask with no literal (`D{3,4}`, `[1-9]DDDD`) has an optimistic automaton
    /// equal to its match automaton, and so does a set of such masks; verifying the copy
    /// again cost about 4,500 instructions of the 35,000 that loading card-cvc took (issue 21).
    ///
    /// PERF: the verified section and automaton are two parameters, not a tuple: copying the
    /// tuple went through the runtime's generic tuple witnesses, about 400 instructions a file.
    private static func automaton(
        _ section: ArraySlice<UInt8>, tag: String, sameAs verifiedSection: ArraySlice<UInt8>?, of verified: DenseDFA,
        limits: LoadLimits
    ) throws(ProgramError) -> DenseDFA {
        if let verifiedSection, section.hasSameBytes(as: verifiedSection) { return verified }
        return try DenseDFA(section: section, tag: tag, limits: limits)
    }

    /// The sections a program's file may have, in the order the loader asks for them.
    private static let knownTags = [
        BytecodeFormat.Tag.match, BytecodeFormat.Tag.optimistic, BytecodeFormat.Tag.reading, BytecodeFormat.Tag.source,
        BytecodeFormat.Tag.maskSet, BytecodeFormat.Tag.optimisticNFA,
    ]
    /// ``knownTags`` as the container compares them, made once.
    private static let knownTagCodes = knownTags.map(BytecodeContainer.code(of:))

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
        var none: ArraySlice<UInt8>? = nil, other: ArraySlice<UInt8>? = nil
        try self.init(bytecode: bytecode[...], limits: limits, alsoReading: nil, into: &none, andReading: nil, into: &other, checksum: nil)
    }

    /// ``init(bytecode:limits:)`` that also hands out the payload of the optional section
    /// `extra` (nil when the file has none), from the same pass over the container: how
    /// MaskTrialsCore reads a file's trials without checking the file twice.
    package init(
        bytecode: [UInt8], limits: LoadLimits, alsoReading extra: String?, into payload: inout ArraySlice<UInt8>?
    ) throws(ProgramError) {
        var none: ArraySlice<UInt8>? = nil
        try self.init(bytecode: bytecode[...], limits: limits, alsoReading: extra, into: &payload, andReading: nil, into: &none, checksum: nil)
    }

    /// ``init(bytecode:limits:alsoReading:into:)`` for two optional sections: how
    /// MaskTrialsCore reads a phone preset's trials and its phone reading (`phon`) from the
    /// same pass over the container.
    package init(
        bytecode: [UInt8], limits: LoadLimits, alsoReading extra: String, into payload: inout ArraySlice<UInt8>?,
        andReading second: String, into secondPayload: inout ArraySlice<UInt8>?
    ) throws(ProgramError) {
        try self.init(bytecode: bytecode[...], limits: limits, alsoReading: extra, into: &payload, andReading: second, into: &secondPayload,
                      checksum: nil)
    }

    /// The file of mask `index` of a set, read in place in the set's file, whose checksum
    /// `checksum` was derived from the set's pass over its bytes (nil: checksummed here);
    /// every other check is a file's of its own, but a set is refused as soon as its `MTCH`
    /// is read, before its masks are: a set in a set in a set... loaded each level's masks
    /// first, a call deeper a level (a 1.7 MB file of 5,000 levels overflowed the stack).
    init(maskOfSet bytecode: ArraySlice<UInt8>, index: Int, checksum: UInt32?, limits: LoadLimits) throws(ProgramError) {
        var none: ArraySlice<UInt8>? = nil
        var other: ArraySlice<UInt8>? = nil
        try self.init(bytecode: bytecode, limits: limits, alsoReading: nil, into: &none, andReading: nil, into: &other, checksum: checksum,
                      maskOfSet: index)
    }

    private init(
        bytecode: ArraySlice<UInt8>, limits: LoadLimits, alsoReading extra: String?, into payload: inout ArraySlice<UInt8>?,
        andReading second: String?, into secondPayload: inout ArraySlice<UInt8>?, checksum: UInt32?, maskOfSet: Int? = nil
    ) throws(ProgramError) {
        typealias Tag = BytecodeFormat.Tag
        let known = Self.knownTags
        // A set's own pass records its registers over MSET, for its masks' checksums; a
        // mask's file (derived checksum) makes no pass to record.
        let (sections, checkpoints) = try BytecodeContainer.decode(
            bytecode, known: Self.knownTagCodes, also: extra.map(BytecodeContainer.code(of:)),
            andAlso: second.map(BytecodeContainer.code(of:)), limits: limits, checksum: checksum,
            checkpointsIn: checksum == nil ? Self.knownTagCodes[4] : nil)
        if extra != nil { payload = sections[known.count] }
        if second != nil { secondPayload = sections[known.count + 1] }
        func required(_ index: Int) throws(ProgramError) -> ArraySlice<UInt8> {
            guard let section = sections[index] else { throw .missingSection(tag: known[index]) }
            return section
        }
        let matcher = try DenseDFA(section: required(0), tag: Tag.match, limits: limits)
        if let setSection = sections[4] {
            if let maskOfSet { throw .nestedMaskSet(mask: maskOfSet) }
            // A set reads through its masks' own reading automata; a READ or srce of its own
            // would be a second, contradicting answer. Without OPTM its masks' optimistic
            // matchers are walked side by side.
            for index in [2, 3, 5] where sections[index] != nil {
                throw .malformedSection(tag: known[index], reason: "a set of masks has no \(known[index]) section of its own")
            }
            let optimisticUnion = try sections[1].map { (section) throws(ProgramError) in
                try Self.automaton(section, tag: Tag.optimistic, sameAs: sections[0], of: matcher, limits: limits)
            }
            self = try MaskSetParts.decode(setSection, matcher: matcher, optimistic: optimisticUnion, limits: limits,
                                           checkpoints: checkpoints)
            return
        }
        // One mask: its optimistic matcher is a DFA (OPTM) or a simulated NFA (ONFA), not both.
        let optimisticMatcher: MatchAutomaton
        switch (sections[1], sections[5]) {
        case (let dfa?, nil):
            optimisticMatcher = .dfa(try Self.automaton(dfa, tag: Tag.optimistic, sameAs: sections[0], of: matcher, limits: limits))
        case (nil, let nfa?): optimisticMatcher = .simulation(try NFASimulation(section: nfa, limits: limits))
        case (nil, nil): throw .missingSection(tag: Tag.optimistic)
        case (_?, _?):
            throw .malformedSection(tag: Tag.optimisticNFA, reason: "a file has an OPTM or an ONFA section, not both")
        }
        let reader = try ReadingAutomaton.VerifiedSection(required(2), tag: Tag.reading, limits: limits)
        var source = Source(pattern: "", symbols: "")
        if let sourceSection = sections[3] {
            var reader = ByteReader(sourceSection, tag: BytecodeFormat.Tag.source)
            let pattern = try reader.text("the pattern")
            let symbols = try reader.text("the symbols")
            var language = Source.Language.mask
            if reader.remaining > 0 {
                let name = try reader.text("the language's name")
                guard let named = Source.Language(rawValue: name), named != .mask else {
                    throw .malformedSection(tag: BytecodeFormat.Tag.source, reason: "unknown pattern language \"\(name)\"")
                }
                language = named
            }
            try reader.expectEnd()
            source = Source(pattern: pattern, symbols: symbols, language: language)
        }
        try self.init(matcher: matcher, optimisticMatcher: optimisticMatcher, readerSection: reader, source: source,
                      maximumReadingWork: limits.maximumReadingWork)
    }
}
