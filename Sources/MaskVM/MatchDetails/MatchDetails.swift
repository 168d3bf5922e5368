/// A verdict with its reason: where the text stopped fitting the mask, the character found
/// there and the characters the mask would have accepted instead.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
/// let details = phone.matchDetails("+7(123)a")
/// details.result        // .illegal(at: 7)
/// details.message       // "expected a digit at 7, found 'a'"
/// details.expected.items   // [.digit]: enough for an app to say "expected a digit"
/// ```
public struct MatchDetails: Hashable, Sendable, CustomStringConvertible {
    /// The same verdict ``MaskProgram/match(_:)`` gives.
    public var result: MatchResult
    /// In Characters: the illegal offset, or the length of the sample when it is complete or
    /// partial (``utf16Offset(in:)``: in UTF-16).
    public var offset: Int
    /// The Character at ``offset``: the first one that does not fit; nil at the end of the sample.
    public var found: Character?
    /// What the mask accepts at ``offset``.
    public var expected: ExpectedCharacters

    public init(result: MatchResult, offset: Int, found: Character?, expected: ExpectedCharacters) {
        self.result = result
        self.offset = offset
        self.found = found
        self.expected = expected
    }

    /// `expected a digit or '-' at 7, found 'a'` (illegal) or `expected a digit at 7, found
    /// the end of the text` (partial); nil when the sample is complete.
    public var message: String? {
        guard result != .complete else { return nil }
        let what = found.map(ExpectedCharacters.quoted) ?? "the end of the text"
        return "expected \(expected) at \(offset), found \(what)"
    }

    /// `complete`, or the verdict and the message: `illegal: expected a digit at 7, found 'a'`.
    public var description: String {
        switch result {
        case .complete: "complete"
        case .partial: "partial: " + (message ?? "")
        case .illegal: "illegal: " + (message ?? "")
        }
    }
}

extension MaskProgram {
    /// Matches `sample` and says why it is not complete: see ``MatchDetails``.
    ///
    /// Costs a match plus one pass over the sample's Characters, and, from the state where the
    /// text stopped, a look at each byte class; meant for messages, not for hot loops.
    public func matchDetails<S: StringProtocol>(_ sample: S) -> MatchDetails {
        let result = match(sample)
        let text = String(sample)
        let stopIndex: String.Index
        switch result {
        case .complete, .partial:
            stopIndex = text.endIndex
        case .illegal(let offset):
            stopIndex = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        }
        let state = matcher.state(after: text.utf8[..<stopIndex])
        return MatchDetails(
            result: result,
            offset: text.distance(from: text.startIndex, to: stopIndex),
            found: stopIndex < text.endIndex ? text[stopIndex] : nil,
            expected: matcher.expectedCharacters(at: state))
    }
}

extension DenseDFA {
    /// The state after reading `bytes` from `state` (the start state by default); 0 (dead)
    /// once no text that begins with these bytes can be accepted.
    public func state(after bytes: some Sequence<UInt8>, from state: Int? = nil) -> Int {
        var current = state ?? startState
        guard current >= 0, current < stateCount else { return 0 }
        for byte in bytes {
            current = next(current, byte)
            if current == 0 { return 0 }
        }
        return current
    }
}
