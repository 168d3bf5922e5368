extension MaskProgram {
    /// Matches a whole sample against the mask.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
    /// phone.match("+7(123)456-78-90")   // .complete
    /// phone.match("8(123)4")            // .partial
    /// phone.match("+7(12a")             // .illegal(at: 5)
    /// ```
    /// Runs in time linear in the sample's UTF-8 length, whatever the mask.
    public func match(_ sample: String) -> MatchResult {
        matcher.match(sample)
    }

    /// Matches a substring (or any other string type) against the mask.
    public func match<S: StringProtocol>(_ sample: S) -> MatchResult {
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0) }) {
            return result
        }
        return match(String(sample))
    }

    /// Matches UTF-8 bytes; the illegal offset is converted to Characters.
    public func match(utf8 bytes: UnsafeBufferPointer<UInt8>) -> MatchResult {
        match(utf8: bytes, automaton: matcher)
    }

    /// Matches UTF-8 bytes and reports the illegal offset in bytes, converting nothing:
    /// the fastest form, for streaming many samples.
    public func matchBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteMatchResult {
        matcher.run(bytes)
    }
}
