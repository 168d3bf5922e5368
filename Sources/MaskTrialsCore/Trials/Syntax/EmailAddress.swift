import MaskVM

/// The WHATWG HTML Standard's "valid e-mail address" (the rule browsers apply to
/// `<input type=email>`), checked by hand in one pass over the UTF-8 bytes: no regular
/// expression, no backtracking, linear time.
///
/// ```
/// email  = 1*( atext / "." ) "@" label *( "." label )
/// atext  = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/"
///        / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~"
/// label  = 1 to 63 of ALPHA / DIGIT / "-", not starting or ending with "-"
/// ```
///
/// Accepted: `user@example.com`, `user@localhost`, `first.last+tag@sub.example.co.uk`,
/// `.a..b.@x` (the standard is deliberately loose about dots before the `@`).
/// Rejected: `a@b..com`, `@x.com`, `a b@c.d`, `a@-x.com`, `a@x-.com`, `a@x.com.`,
/// `a@@x.com`, non-ASCII anywhere (`é@x.com`, `a@bücher.de`: browsers convert IDNs to
/// punycode first), a label of 64 characters.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        text.withUTF8Bytes(isValid(utf8:))
    }

    /// atext or ".".
    private static let localPart = ByteSet.alphanumerics.union(ByteSet(".!#$%&'*+-/=?^_`{|}~"))
    private static let label = ByteSet.alphanumerics.union(ByteSet("-"))

    /// Each byte's classes: ``localPartBit`` for atext or ".", ``labelBit`` for a label's.
    /// PERF: one load a byte, where a ``ByteSet`` test picked one of four words and shifted
    /// (about 18 instructions a byte, 370 a benchmark row of `check --rules`).
    private static let classes: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        return (localPart.contains(byte) ? localPartBit : 0) | (label.contains(byte) ? labelBit : 0)
    }
    private static let localPartBit: UInt8 = 1
    private static let labelBit: UInt8 = 2

    static func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count <= walkedLength ? walks(bytes) : classes.withUnsafeBufferPointer { isValid(bytes, classes: $0) }
    }

    /// The longest address ``walks(_:)`` judges: a label of 64 characters needs a local part,
    /// an `@` and those 64, so no label of a shorter address is too long.
    static let walkedLength = 65

    /// The grammar's automaton, lengths of labels aside: each state's row by the byte (0, the
    /// dead state's row, for a byte refused), walked two bytes a step.
    /// The states: at the start; in the local part; at the start of a label (after `@` or a
    /// dot); in a label after a letter or digit; in a label after a hyphen.
    private static let walk: ClassPairWalk = {
        let (start, local, labelStart, inLabel, hyphen) = (1, 2, 3, 4, 5)
        var moves = [Int](repeating: 0, count: 6 * 256)
        func move(_ state: Int, _ byte: Int, _ target: Int) { moves[state * 256 + byte] = target }
        for byte in 0..<256 {
            let isLocal = localPart.contains(UInt8(byte))
            let isLetterOrDigit = label.contains(UInt8(byte)) && byte != Int(UInt8(ascii: "-"))
            if isLocal {
                move(start, byte, local)
                move(local, byte, local)
            }
            if isLetterOrDigit {
                move(labelStart, byte, inLabel)
                move(inLabel, byte, inLabel)
                move(hyphen, byte, inLabel)
            }
        }
        move(local, Int(UInt8(ascii: "@")), labelStart)
        move(inLabel, Int(UInt8(ascii: "-")), hyphen)
        move(hyphen, Int(UInt8(ascii: "-")), hyphen)
        move(inLabel, Int(UInt8(ascii: ".")), labelStart)
        // Every target above is one of the six rows, and the one accepting state is "in a
        // label after a letter or digit".
        guard let walk = ClassPairWalk(targets: moves, acceptingRows: [inLabel]) else { preconditionFailure("a move to no state") }
        return walk
    }()

    /// ``isValid(utf8:)`` of an address of at most ``walkedLength`` bytes, as one walk of
    /// ``walk`` from the start state's row (the dead row moves every byte to itself).
    /// PERF: one load every two bytes and no test (the scan's class load, bit test and bound
    /// test cost about 9 instructions a byte, 190 a benchmark e-mail). Rows of 256 addresses,
    /// one load a byte, took 106 instructions a benchmark e-mail but a jump by its length
    /// that mispredicted (12 % of `check --rules`' samples, about 8 % now, for 142 instructions);
    /// ``ClassPairWalk`` says why. `EmailWalkTests` hold it to the scan on random addresses.
    static func walks(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        walk.accepts(from: 1, over: bytes)
    }

    /// ``isValid(utf8:)`` by the scan over the grammar's parts, label lengths included.
    static func scans(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        classes.withUnsafeBufferPointer { isValid(bytes, classes: $0) }
    }

    /// SAFETY: `classes` has 256 entries, so any byte indexes it.
    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count, classes[Int(bytes[index])] & localPartBit != 0 { index += 1 }
        guard index > 0, index < count, bytes[index] == UInt8(ascii: "@") else { return false }
        index += 1
        // One or more labels separated by single dots, up to the end.
        while true {
            let start = index
            while index < count, classes[Int(bytes[index])] & labelBit != 0 { index += 1 }
            let length = index - start
            guard length >= 1, length <= 63,
                  bytes[start] != UInt8(ascii: "-"), bytes[index - 1] != UInt8(ascii: "-")
            else { return false }
            if index == count { return true }
            guard bytes[index] == UInt8(ascii: ".") else { return false }
            index += 1
        }
    }
}

extension Trial {
    /// Whether this trial is ``email`` alone, with nothing composed around it: then
    /// ``passes(utf8:)`` says what ``isEmail(utf8:)`` says, so a checker of many cells may
    /// ask that directly (PERF: no dispatch through the trial's node, about 40
    /// instructions an e-mail cell of `maskc check --rules`).
    package var isEmailAlone: Bool { node is EmailJudge }

    /// Whether `bytes` are a valid e-mail address: ``passes(utf8:)`` of ``email``.
    @inline(__always)
    package static func isEmail(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        EmailAddress.isValid(utf8: bytes)
    }

    /// Passes a valid e-mail address as the WHATWG HTML Standard defines it, the rule of
    /// `<input type=email>`: `user@example.com` and `user@localhost` pass; `a@b..com`,
    /// `@x.com` and `a b@c.d` fail. The whole text is judged: trim it first if your field
    /// keeps surrounding spaces. docs/trials.md has the grammar and more examples.
    public static let email = Trial(EmailJudge())
}

final class EmailJudge: OneMessageJudge {
    func fault(in text: String, form: Form) -> Void? {
        EmailAddress.isValid(text) ? nil : ()
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        EmailAddress.isValid(utf8: bytes)
    }

    func message(for fault: Void) -> TrialMessage { TrialMessage(TrialMessage.Key.email) }

    /// The one message's text, made once.
    private static let messageText = Array(TrialMessage(TrialMessage.Key.email).text.utf8)

    /// Every failing text is said of with the one message.
    var fixedMessage: [UInt8]? { Self.messageText }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        if EmailAddress.isValid(utf8: bytes) { return true }
        Self.messageText.withUnsafeBufferPointer { message($0) }
        return false
    }

    var description: String { "email" }
}
