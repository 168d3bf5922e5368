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
    /// linear as `match`.
    public func match(_ sample: String, optimistic: Bool) -> MatchResult {
        guard optimistic else { return match(sample) }
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0, automaton: optimisticMatcher) }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { match(utf8: $0, automaton: optimisticMatcher) }
    }

    /// Matches UTF-8 bytes, optimistically or not, reporting the illegal offset in bytes.
    public func matchBytes(_ bytes: UnsafeBufferPointer<UInt8>, optimistic: Bool) -> ByteMatchResult {
        (optimistic ? optimisticMatcher : matcher).run(bytes)
    }

    /// Runs `automaton` over UTF-8 bytes; the illegal offset is converted to Characters.
    func match(utf8 bytes: UnsafeBufferPointer<UInt8>, automaton: DenseDFA) -> MatchResult {
        switch automaton.run(bytes) {
        case .complete: .complete
        case .partial: .partial
        case .illegal(let byteOffset): .illegal(at: Self.characterCount(before: byteOffset, in: bytes))
        }
    }
}
