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
    public func match<S: StringProtocol>(_ sample: S, mode: MatchMode) -> MatchResult {
        guard mode == .optimistic else {
            let automaton = matcher
            if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0, automaton: automaton) }) {
                return result
            }
            var copy = String(sample)
            return copy.withUTF8 { match(utf8: $0, automaton: automaton) }
        }
        let automaton = optimisticMatcher
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0, automaton: automaton) }) {
            return result
        }
        var copy = String(sample)
        return copy.withUTF8 { match(utf8: $0, automaton: automaton) }
    }

    /// Matches UTF-8 bytes in `mode`, reporting the illegal offset in bytes: the fastest
    /// form, for streaming many samples.
    public func matchBytes(_ bytes: UnsafeBufferPointer<UInt8>, mode: MatchMode) -> ByteMatchResult {
        // PERF: each branch runs the automaton where it is stored; going through
        // `matcher(for:)` copied the DenseDFA out first, a retain and release of its arrays
        // on every call (78 instructions a line for `maskc match`, measured with callgrind).
        switch mode {
        case .strict: matcher.run(bytes)
        case .optimistic: optimisticMatcher.run(bytes)
        }
    }
}
