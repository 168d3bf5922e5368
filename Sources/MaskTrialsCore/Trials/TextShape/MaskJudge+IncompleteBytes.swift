import MaskVM

extension MaskJudge {
    /// Whether the text passes, and if not, its message, as ``run(_:_:_:)`` says them.
    ///
    /// PERF: an incomplete ASCII text of one mask's strict automaton (`+7 (912) 34`, the
    /// printed form of a phone typed too short) is said why of from the state where the
    /// text ends: its offset is its byte count, and that state's message is made once for
    /// the automaton (``IncompleteMessages``) with a place for the offset. The String path
    /// made a String of the text, matched it twice, described the expected set, and built
    /// the message's parameters and interpolated its template each time: about 20k
    /// instructions a message (callgrind) for `check --rules`. Any other failing text goes
    /// the String path as before; `MaskIncompleteBytesTests` hold the two together.
    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages say: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        let result = program.match(utf8: bytes, mode: optimistic ? .optimistic : .strict)
        if result == .complete, optimistic || !program.isMaskSet { return true }
        let dfa = program.matcher
        guard result == .partial, !optimistic, !program.isMaskSet, dfa.stateCount <= IncompleteMessages.maximumStates,
              Self.isOneCharacterAByte(bytes)
        else {
            return judge(utf8: bytes, messages: say)
        }
        var state = dfa.startState
        for byte in bytes { state = dfa.next(state, byte) }
        incompleteMessages.withValue(make: { IncompleteMessages(self) }) { messages in
            messages.say(state: state, offset: bytes.count, of: self, say)
        }
        return false
    }

    /// ASCII with no carriage return (`\r\n` is one Character): each byte is one Character
    /// and one UTF-16 code unit, so an offset in bytes is the offset in both.
    private static func isOneCharacterAByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}

/// The message a mask trial gives a text that is incomplete in each state of its strict
/// automaton, made once a judge: the text before the offset and after it, or, where the
/// template cannot be parted so (the offset used twice, or the UTF-16 offset used), what
/// the state expects, and the message is made in full.
final class IncompleteMessages: Sendable {
    /// Automata with more states are left to the String path: making every state's message
    /// at once would cost more than the messages it saves.
    static let maximumStates = 256

    private struct Parted: Sendable {
        var beforeOffset: [UInt8]
        var afterOffset: [UInt8]
    }

    // Not the judge itself: it holds this, and would be held by it.
    private let expected: [String]
    private let parted: [Parted]?

    init(_ judge: MaskJudge) {
        let dfa = judge.program.matcher
        expected = (0..<dfa.stateCount).map { dfa.expectedCharacters(at: $0).description }
        parted = Self.parts(judge, expected)
    }

    /// Each state's text before and after the offset, when the template has the offset
    /// once, after no `%` (which would read it as `%%{`), and no UTF-16 offset; checked on
    /// two offsets against the whole message.
    private static func parts(_ judge: MaskJudge, _ expected: [String]) -> [Parted]? {
        let template = TrialMessage(TrialMessage.Key.maskIncomplete).template
        let placeholder = "%{offset}"
        let found = template.ranges(of: placeholder)
        guard found.count == 1, !template.contains("%{utf16Offset}") else { return nil }
        let pieces = [String(template[..<found[0].lowerBound]), String(template[found[0].upperBound...])]
        guard !pieces[0].hasSuffix("%") else { return nil }
        var parted: [Parted] = []
        for description in expected {
            let parameters: [String: TrialMessage.Value] = ["mask": .text(judge.pattern), "expected": .text(description)]
            let part = Parted(beforeOffset: Array(TrialMessage.interpolate(pieces[0], parameters).utf8),
                              afterOffset: Array(TrialMessage.interpolate(pieces[1], parameters).utf8))
            for offset in [7, 123] {
                let whole = judge.message(for: .incomplete(at: offset, utf16: offset, expected: description)).text
                guard Array(whole.utf8) == part.beforeOffset + Array(String(offset).utf8) + part.afterOffset else { return nil }
            }
            parted.append(part)
        }
        return parted
    }

    /// Hands `say` the message of `judge` (the one this was made for) on a text incomplete
    /// in `state`, `offset` Characters long.
    func say(state: Int, offset: Int, of judge: MaskJudge, _ say: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let parted else {
            var text = judge.message(for: .incomplete(at: offset, utf16: offset, expected: expected[state])).text
            text.withUTF8 { say($0) }
            return
        }
        let part = parted[state]
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: part.beforeOffset.count + 20 + part.afterOffset.count) { buffer in
            var count = 0
            for byte in part.beforeOffset {
                buffer[count] = byte
                count += 1
            }
            // The offset in decimal (never negative), as `String(offset)` writes it.
            var digits = 1
            var rest = offset / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            var value = offset
            for index in stride(from: count + digits - 1, through: count, by: -1) {
                buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            count += digits
            for byte in part.afterOffset {
                buffer[count] = byte
                count += 1
            }
            say(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
