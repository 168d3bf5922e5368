extension MaskProgram {
    /// ``readValue(_:)`` for a sample given as UTF-8 bytes, as ``transform(utf8:autocomplete:optionalLiterals:into:)``
    /// is for ``transform(_:autocomplete:optionalLiterals:)``: the printed form is written to
    /// `printed` as UTF-8, replacing its contents, and the outcome is returned. Both entries
    /// give the same outcome and printed form on every input (invalid UTF-8 is read as
    /// `String(decoding:as:)` repairs it).
    ///
    /// PERF: a program that judges many cells (`maskc check --rules`) reads ASCII samples
    /// without a String or a Character, and reusing one `printed` array allocates once. A
    /// sample with other bytes, or a mask set, takes the String entry.
    ///
    /// ```swift
    /// let card = try MaskCompiler.compile("DDDD DDDD DDDD DDDD")
    /// var printed: [UInt8] = []
    /// let outcome = Array("4111111111111111".utf8).withUnsafeBufferPointer {
    ///     card.readValue(utf8: $0, into: &printed)
    /// }
    /// String(decoding: printed, as: UTF8.self)   // "4111 1111 1111 1111"
    /// outcome                                    // .value
    /// ```
    public func readValue(utf8 bytes: UnsafeBufferPointer<UInt8>, into printed: inout [UInt8]) -> ValueReading.Outcome {
        guard maskSet == nil, ReadingInput.isSimple(bytes) else {
            let reading = readValue(String(decoding: bytes, as: UTF8.self))
            printed.removeAll(keepingCapacity: true)
            printed.append(contentsOf: reading.printed.utf8)
            return reading.outcome
        }
        let facts = ValueReadingFacts(transform(utf8: bytes, into: &printed))
        if let first = facts.unplaced.first { return .dropped(at: first) }
        guard !facts.dropped.isEmpty else { return facts.isComplete ? .value : .incomplete }
        return printed.withUnsafeBufferPointer { text in
            // A mask's own literal may be any Character (`№`): its bytes are no ASCII unit.
            guard let separators = ASCIISeparators(text) else {
                return Self.valueOutcome(of: String(decoding: bytes, as: UTF8.self), printed: String(decoding: text, as: UTF8.self), facts)
            }
            // ASCII with no CR: a byte is a Character, so the offsets are the same.
            return Self.valueOutcome(of: bytes, text, facts) { separators.contains($0) }
        }
    }
}

/// The separators an ASCII printed form writes (its bytes that are neither a letter nor a
/// digit), as a bit per byte value: the byte path's form of the Character path's `Set`.
private struct ASCIISeparators {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    /// Nil when `printed` is not all ASCII.
    init?(_ printed: UnsafeBufferPointer<UInt8>) {
        for byte in printed {
            guard byte < 0x80 else { return nil }
            guard !byte.isLetterOrDigitOfAValue else { continue }
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
        return false
    }
}

/// An ASCII byte as a unit of a value, as the Character it stands for reads: only `0-9`
/// and the Latin letters are letters or digits, and a letter is the same up to case.
extension UInt8: ValueUnit {
    var isLetterOrDigitOfAValue: Bool {
        (0x30...0x39).contains(self) || (0x61...0x7A).contains(self | 0x20)
    }

    func isSameValue(as other: UInt8) -> Bool {
        self == other || (Self.lowercased(self) == Self.lowercased(other))
    }

    /// `A-Z` as `a-z`, every other byte as it is (as `Character.lowercased()` does in ASCII).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
