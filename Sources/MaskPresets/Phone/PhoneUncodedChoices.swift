import MaskVM

/// The `phone` preset's choice of mask for the texts a phone field holds before its country
/// code is complete: `+` and up to two digits (a code has at most three, and a third digit
/// completes every code but the few unassigned ones). The field types them into the
/// preset's own program, a set of dozens of masks that all tie on so few digits, where the
/// choice walks and reads nearly every mask: the first two keys of a number cost about twice
/// the rest of its keys together (callgrind). The choice is a function of the text alone,
/// so each is made once, on first use, by the preset's own transform, and handed to the
/// editor (``MaskVM/KnownMaskChoice``), which checks that it reads that very text.
enum PhoneUncodedChoices {
    /// The choice for `text`, when it is `+` and at most two ASCII digits; nil otherwise.
    static func choice(for text: String) -> KnownMaskChoice? {
        guard let slot = slot(of: text) else { return nil }
        return slots[slot].choice(for: text)
    }

    /// `+` is slot 0, `+d` slot 1 + d, `+dd` slot 11 + the two digits as a number.
    static func slot(of text: String) -> Int? {
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "+") else { return nil }
        var slot = 0, digits = 0
        while let byte = bytes.next() {
            guard (0x30...0x39).contains(byte), digits < 2 else { return nil }
            slot = slot * 10 + Int(byte - 0x30)
            digits += 1
        }
        return [0, 1, 11][digits] + slot
    }

    private static let slots = (0..<111).map { _ in LazyUncodedChoice() }
}

/// One text's choice, made by whichever thread asks first (a pure function of the text and
/// the preset, so racing threads make the same one).
private final class LazyUncodedChoice: Sendable {
    private let published = PublishedOnce()

    func choice(for text: String) -> KnownMaskChoice? {
        published.withValue(make: { UncodedChoice(text) }) { $0.choice }
    }
}

private final class UncodedChoice: Sendable {
    let choice: KnownMaskChoice?

    init(_ text: String) {
        let program = MaskPreset.phone.program
        choice = KnownMaskChoice(program: program, input: text, transformed: program.transform(text))
    }
}
