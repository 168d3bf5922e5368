/// A mask whose strict automaton takes no ASCII letter in any state (`DDDD-<01-12>-<01-31>`,
/// any mask of digits and symbols): the quick answer to a sample of printable ASCII with no
/// digit and no space, such as `unknown` in a date column, is that its first letter has no
/// place, as ``FixedDigitLayout/firstLetterWithoutPlace(_:)`` says for a fixed row, and for
/// the same reasons: no reading keeps a letter, and with no digit typed nothing else is kept.
/// `LetterlessMaskTests` hold it to ``MaskProgram/readValue(_:)`` on random masks.
///
/// PERF: `unknown` in a `date-iso` column took the value reading and its search, about
/// 9,400 instructions a cell; this is a pass over its bytes.
package struct LetterlessMask: Sendable {
    /// The program's letterless view, or nil when its strict automaton takes an ASCII letter
    /// somewhere or it is a mask set (whose reading goes through its members).
    package init?(_ program: MaskProgram) {
        guard program.maskSet == nil else { return nil }
        let dfa = program.matcher
        for state in 1..<max(1, dfa.stateCount) {
            for byte in UInt8(ascii: "A")...UInt8(ascii: "z") where (byte | 0x20) &- UInt8(ascii: "a") < 26 {
                if dfa.next(state, byte) != 0 { return nil }
            }
        }
    }

    /// The offset of the first letter of `sample` when the value reading's outcome is that
    /// it has no place; nil when that is not known here (a digit, a space, a byte that is not
    /// printable ASCII, or no letter).
    package func firstLetterWithoutPlace(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        FixedDigitLayout.firstLetter(ofLettersAndSymbols: sample)
    }
}
