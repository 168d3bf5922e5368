extension MaskProgram {
    /// The number of `Character`s of the UTF-8 text `bytes` that lie wholly before `byteOffset`:
    /// how a byte offset where matching stopped becomes the Character offset of
    /// ``MatchResult/illegal(at:)``.
    ///
    /// A Character counts only if all of its bytes are before the offset, and only if the
    /// text does not continue it (a combining mark at the offset extends the Character before
    /// it). Invalid UTF-8 is counted as the standard library repairs it; this never traps.
    public static func characterCount(before byteOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let end = min(max(byteOffset, 0), bytes.count)
        // Fast path: ASCII without CR (CR LF is one Character), the reading's own test, not
        // followed by a non-ASCII byte that could be a combining mark: one byte, one Character.
        if end == bytes.count || bytes[end] < 0x80, ReadingInput.isSimple(UnsafeBufferPointer(rebasing: bytes[..<end])) {
            return end
        }

        // Back up to the start of the scalar `end` falls in (at most 3 continuation bytes).
        var boundary = end
        while boundary > 0, boundary < bytes.count, bytes[boundary] & 0xC0 == 0x80, end - boundary < 3 {
            boundary -= 1
        }
        // Decode up to the end of the scalar at the boundary: whether a Character ends at
        // the boundary depends only on the text before it and the next scalar.
        let lead = boundary < bytes.count ? bytes[boundary] : 0
        let nextScalarLength = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        let limit = min(bytes.count, boundary + nextScalarLength)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<limit]), as: UTF8.self)
        var count = 0
        var characterEnd = text.startIndex
        while characterEnd < text.endIndex {
            characterEnd = text.index(after: characterEnd)
            guard text.utf8.distance(from: text.startIndex, to: characterEnd) <= boundary else { break }
            count += 1
        }
        return count
    }
}

extension DenseDFA {
    /// The Character offset of `byteOffset`, where ``run(_:)`` found `bytes` illegal.
    ///
    /// PERF: the bytes before that offset took live states to live states, so when this
    /// automaton moves so only on ASCII other than `\r` (``viablePrefixesAreSimpleText``),
    /// they are one Character each, and the offset is the count unless a non-ASCII byte
    /// (a combining mark could extend the Character before it) follows: no byte is read
    /// again. Anything else takes the general conversion.
    @inline(__always)
    func characterCount(beforeIllegal byteOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if viablePrefixesAreSimpleText, byteOffset >= 0, byteOffset <= bytes.count,
           byteOffset == bytes.count || bytes[byteOffset] < 0x80 {
            return byteOffset
        }
        return MaskProgram.characterCount(before: byteOffset, in: bytes)
    }
}
