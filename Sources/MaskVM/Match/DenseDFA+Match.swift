extension DenseDFA {
    /// Matches a whole sample: ``run(_:)`` over its UTF-8, the illegal offset in Characters.
    ///
    /// PERF: `MaskProgram.match` calls this on the automaton where the program stores it;
    /// the walk and the conversion inline here, so a match is one call below the public one.
    @inline(__always)
    func match(_ sample: String) -> MatchResult {
        if let result = sample.utf8.withContiguousStorageIfAvailable({ match(utf8: $0) }) {
            return result
        }
        var copy = sample
        return copy.withUTF8 { match(utf8: $0) }
    }

    /// Matches UTF-8 bytes; the illegal offset is converted to Characters.
    @inline(__always)
    func match(utf8 bytes: UnsafeBufferPointer<UInt8>) -> MatchResult {
        switch run(bytes) {
        case .complete: .complete
        case .partial: .partial
        case .illegal(let byteOffset): .illegal(at: characterCount(beforeIllegal: byteOffset, in: bytes))
        }
    }
}
