extension MaskProgram {
    /// Matches a sample against the mask, or, with `optimistic`, against the language in
    /// which every literal may be left out.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+7(DDD)DDD")
    /// phone.match("+7(123)456", optimistic: true)   // .complete
    /// phone.match("7(123)456", optimistic: true)    // .complete
    /// phone.match("123456", optimistic: true)       // .complete
    /// phone.match("12345", optimistic: true)        // .partial
    /// phone.match("12345", optimistic: false)       // .illegal(at: 0)
    /// ```
    /// The optimistic language is compiled into an automaton of its own, so this is as
    /// linear as `match` (where that automaton would exceed the compiler's limits, its NFA is
    /// simulated: still linear, slower; see ``optimisticMatcher``).
    /// The same as ``match(_:mode:)`` with `.optimistic` or `.strict`.
    public func match(_ sample: String, optimistic: Bool) -> MatchResult {
        match(sample, mode: optimistic ? .optimistic : .strict)
    }

    /// Matches UTF-8 bytes, optimistically or not, reporting the illegal offset in bytes.
    public func matchBytes(_ bytes: UnsafeBufferPointer<UInt8>, optimistic: Bool) -> ByteMatchResult {
        matchBytes(bytes, mode: optimistic ? .optimistic : .strict)
    }

    /// Runs `automaton` over UTF-8 bytes; the illegal offset is converted to Characters.
    func match(utf8 bytes: UnsafeBufferPointer<UInt8>, automaton: DenseDFA) -> MatchResult {
        automaton.match(utf8: bytes)
    }
}

extension MatchAutomaton {
    /// Runs the automaton over UTF-8 bytes; the illegal offset is converted to Characters. A
    /// DFA keeps its shortcut for the offset.
    func match(utf8 bytes: UnsafeBufferPointer<UInt8>) -> MatchResult {
        if case .dfa(let dfa) = self { return dfa.match(utf8: bytes) }
        return switch run(bytes) {
        case .complete: .complete
        case .partial: .partial
        case .illegal(let byteOffset): .illegal(at: MaskProgram.characterCount(before: byteOffset, in: bytes))
        }
    }
}
