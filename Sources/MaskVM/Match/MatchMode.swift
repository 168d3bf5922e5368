/// Which language a match judges a sample against.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+7(DDD)DDD")
/// phone.match("123456", mode: .strict)       // .illegal(at: 0)
/// phone.match("123456", mode: .optimistic)   // .complete
/// ```
public enum MatchMode: String, Hashable, Sendable, CaseIterable {
    /// The mask's own language: every literal must be typed (`match(_:)`).
    case strict
    /// The language in which every literal may be left out: `123456` is complete for
    /// `+7(DDD)DDD`, as is `+7(123)456`.
    case optimistic
}

extension MaskProgram {
    /// The automaton that judges samples in `mode`: ``matcher`` or ``optimisticMatcher``.
    public func matcher(for mode: MatchMode) -> MatchAutomaton {
        switch mode {
        case .strict: .dfa(matcher)
        case .optimistic: optimisticMatcher
        }
    }

    /// Matches a whole sample in `mode`; the illegal offset counts Characters.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+7(DDD)DDD")
    /// phone.match("7(123)456", mode: .optimistic)   // .complete
    /// phone.match("12345", mode: .optimistic)       // .partial
    /// ```
    /// Each mode has an automaton of its own, so both are linear in the sample's length.
    public func match(_ sample: String, mode: MatchMode) -> MatchResult {
        // PERF: a String overload, so a caller in another module does not go through the
        // unspecialized generic one (witness-table calls for `utf8` and its storage).
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0, mode: mode) }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { match(utf8: $0, mode: mode) }
    }

    /// Matches a substring (or any other string type) in `mode`.
    public func match<S: StringProtocol>(_ sample: S, mode: MatchMode) -> MatchResult {
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0, mode: mode) }) {
            return result
        }
        return match(String(sample), mode: mode)
    }

    /// Matches UTF-8 bytes in `mode`; the illegal offset is converted to Characters.
    public func match(utf8 bytes: UnsafeBufferPointer<UInt8>, mode: MatchMode) -> MatchResult {
        // PERF: the optimistic automaton is matched where it is stored, lent by its deferred
        // part: copying the enum out retained and released each of its DFA's arrays, about
        // 900 of an optimistic match's 1,165 instructions on an 11-digit phone (callgrind).
        switch mode {
        case .strict: matcher.match(utf8: bytes)
        case .optimistic: matchOptimistically(utf8: bytes)
        }
    }

    /// Matches UTF-8 bytes in `mode`, reporting the illegal offset in bytes: the fastest
    /// form, for streaming many samples.
    public func matchBytes(_ bytes: UnsafeBufferPointer<UInt8>, mode: MatchMode) -> ByteMatchResult {
        // PERF: each branch runs the automaton where it is stored; going through
        // `matcher(for:)` copied the DenseDFA out first, a retain and release of its arrays
        // on every call (78 instructions a line for `maskc match`, measured with callgrind).
        switch mode {
        case .strict: matcher.run(bytes)
        case .optimistic: runOptimistically(bytes)
        }
    }
}
