extension MaskProgram {
    /// The most masks one set may hold (so a choice of them fits one 64-bit word).
    public static let maximumMaskCount = 64

    /// One mask of a program: its pattern, symbol set, optional name, and a program of that
    /// mask alone.
    public struct Mask: Hashable, Sendable {
        /// The mask's name (`maskc --masks` files give one), nil when it has none.
        public let name: String?
        /// A program of this mask alone.
        public let program: MaskProgram

        /// The pattern the mask was compiled from.
        public var pattern: String { program.source.pattern }
        /// The symbol set the mask was compiled with.
        public var symbols: String { program.source.symbols }
    }

    /// The masks of the program, in list order: one for a program of one mask (itself),
    /// several for a set made by `MaskCompiler.compile([...])`.
    ///
    /// ```swift
    /// let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
    /// cards.masks.count          // 2
    /// cards.masks[1].pattern     // "3DDD DDDDDD DDDDD"
    /// ```
    public var masks: [Mask] {
        guard let set = maskSet else { return [Mask(name: nil, program: self)] }
        return zip(set.names, set.members).map { Mask(name: $0, program: $1) }
    }

    /// Whether the program is a set of masks (made from a list), rather than one mask.
    public var isMaskSet: Bool { maskSet != nil }

    /// Matches a sample against every mask at once: one walk over the union automaton,
    /// whose state tells which masks the sample is complete in and which it could still
    /// become. `result` is ``match(_:)``'s verdict.
    ///
    /// ```swift
    /// let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
    /// Array(cards.matches("3782").possible)               // [0, 1]
    /// Array(cards.matches("3782 822463 10005").complete)  // [1]
    /// Array(cards.matches("4111 1").possible)             // [0]
    /// ```
    public func matches(_ sample: String) -> MaskMatches {
        if let found = sample.utf8.withContiguousStorageIfAvailable({ matches(utf8: $0) }) { return found }
        var copy = sample
        return copy.withUTF8 { matches(utf8: $0) }
    }

    /// ``matches(_:)`` over UTF-8 bytes; an illegal offset is converted to Characters.
    /// With `optimistic`, against the masks' optimistic languages (every literal may be left
    /// out), as `match(_:optimistic: true)`.
    public func matches(utf8 bytes: UnsafeBufferPointer<UInt8>, optimistic: Bool = false) -> MaskMatches {
        let automaton: DenseDFA
        let labels: MaskLabels?
        if optimistic {
            guard let dfa = optimisticMatcher.dfa else { return simulatedMatches(utf8: bytes) }
            automaton = dfa
            labels = optimisticLabels
        } else {
            automaton = matcher
            labels = maskSet?.matchLabels
        }
        let (state, illegalAt) = automaton.finalState(bytes)
        if let illegalAt {
            let characters = automaton.characterCount(beforeIllegal: illegalAt, in: bytes)
            return MaskMatches(result: .illegal(at: characters), complete: MaskIndexSet(), possible: MaskIndexSet())
        }
        let complete: MaskIndexSet
        let possible: MaskIndexSet
        if let labels {
            complete = MaskIndexSet(bits: labels.accepting(state))
            possible = MaskIndexSet(bits: labels.live(state))
        } else {
            complete = MaskIndexSet(bits: automaton.isAccepting(state) ? 1 : 0)
            possible = MaskIndexSet(bits: 1)
        }
        return MaskMatches(result: complete.isEmpty ? .partial : .complete, complete: complete, possible: possible)
    }

    /// ``matches(utf8:optimistic:)`` for a simulated optimistic matcher: the walk's states
    /// tell which masks accept and which are alive.
    private func simulatedMatches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> MaskMatches {
        var walk = MatchAutomaton.Walk(optimisticMatcher)
        for index in 0..<bytes.count {
            walk.step(bytes[index])
            if walk.isDead {
                let characters = Self.characterCount(before: index, in: bytes)
                return MaskMatches(result: .illegal(at: characters), complete: MaskIndexSet(), possible: MaskIndexSet())
            }
        }
        let labels = walk.labels
        let complete = MaskIndexSet(bits: labels.accepting)
        return MaskMatches(result: complete.isEmpty ? .partial : .complete, complete: complete,
                           possible: MaskIndexSet(bits: labels.live))
    }

    /// The masks a state of the union match automaton is complete in and could still become.
    package func labels(ofMatchState state: Int) -> (complete: MaskIndexSet, possible: MaskIndexSet) {
        if let labels = maskSet?.matchLabels {
            return (MaskIndexSet(bits: labels.accepting(state)), MaskIndexSet(bits: labels.live(state)))
        }
        return (MaskIndexSet(bits: matcher.isAccepting(state) ? 1 : 0), MaskIndexSet(bits: state == 0 ? 0 : 1))
    }
}

extension DenseDFA {
    /// The state after `bytes`, or the dead state and the byte offset where the walk died.
    func finalState(_ bytes: UnsafeBufferPointer<UInt8>) -> (state: Int, illegalAt: Int?) {
        let walk = walkByteAtATime(bytes)
        return (walk.premultipliedState / classCount, walk.illegalAt)
    }
}
