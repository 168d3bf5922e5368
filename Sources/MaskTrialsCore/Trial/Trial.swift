/// A validation predicate on a text: a value, `Sendable`, built once (masks and regular
/// expressions are compiled when the trial is made) and cheap to run.
///
/// ```swift
/// let email = Trial.email
/// email.trial()("user@example.com")        // true: SwiftCop's form
/// email.passes("a@b..com")                  // false
/// email.evaluate("a@b..com")                // .invalid([email: "is not a valid e-mail address"])
///
/// let password = Trial.all([.length(.minimum, 8), try .format(#".*\d.*"#).message("must contain a digit")])
/// let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")
/// let card = Trial.paymentCard(accepting: [.visa, .mastercard]).allowingBlank()
/// ```
///
/// A nil text (an optional field with no value) is judged as the empty text, except by
/// ``allowingNil()`` and ``allowingBlank()``, which let it pass.
public struct Trial: TrialProtocol, CustomStringConvertible {
    @usableFromInline package let node: any TrialNode

    @usableFromInline
    package init(_ node: any TrialNode) {
        self.node = node
    }

    /// Whether some part reads other fields, so a validator knows to gather the form.
    var readsForm: Bool { node.readsForm }

    /// SwiftCop's entry point: a closure that says whether evidence passes.
    public func trial() -> @Sendable (_ evidence: String) -> Bool {
        let node = node
        return { evidence in
            var none: [TrialMessage]? = nil
            return node.run(evidence, .empty, &none)
        }
    }

    /// Whether `text` passes. Allocates nothing for the built-in trials (except `.format`,
    /// whose regular expression engine may).
    public func passes(_ text: String?) -> Bool {
        var none: [TrialMessage]? = nil
        return node.run(text, .empty, &none)
    }

    /// Whether a text given as valid UTF-8 `bytes` passes, as ``passes(_:)`` says of it.
    /// PERF: the e-mail, calendar-date and mask trials and their compositions judge the
    /// bytes without making a String (a checker of many cells, `maskc check --rules`, asks
    /// this first and ``evaluate(_:)`` only for a cell that fails); any other trial is
    /// handed a String of them.
    ///
    /// ```swift
    /// Array("user@example.com".utf8).withUnsafeBufferPointer { Trial.email.passes(utf8: $0) }   // true
    /// ```
    public func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        node.passes(utf8: bytes) ?? passes(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether `text` passes, with the other fields of `form` for cross-field trials.
    public func passes(_ text: String?, in form: Form) -> Bool {
        var none: [TrialMessage]? = nil
        return node.run(text, form, &none)
    }

    /// Whether `text` passes, and if not, why: one message per failing condition
    /// (every failing trial of an ``all(_:)``, not only the first).
    public func evaluate(_ text: String?) -> TrialResult {
        evaluate(text, in: .empty)
    }

    /// ``evaluate(_:)`` with the other fields of `form` for cross-field trials.
    public func evaluate(_ text: String?, in form: Form) -> TrialResult {
        var messages: [TrialMessage]? = []
        if node.run(text, form, &messages) { return .valid }
        let found = messages ?? []
        return .invalid(found.isEmpty ? [.invalid] : found)
    }

    /// ``evaluate(_:)`` of a text given as valid UTF-8 `bytes`: whether it passes, each
    /// message's text handed to `message` as UTF-8 as it is made (``TrialMessage/invalid``'s
    /// when a failing trial says nothing); nil, having said nothing, when some part of the
    /// trial judges only Strings (call ``evaluate(_:)``).
    ///
    /// PERF: a checker of many cells (`maskc check --rules`) writes why a cell fails as bytes;
    /// the e-mail and calendar-date trials say theirs from texts made once, where `evaluate`
    /// made a String of the cell, a dictionary of parameters and a message array.
    package func evaluate(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        guard node.saysWhyOfBytes else { return nil }
        var said = false
        let passed = node.passes(utf8: bytes) { text in
            said = true
            message(text)
        }
        guard let passed else { return nil }
        if !passed, !said {
            var text = TrialMessage.invalid.text
            text.withUTF8 { message($0) }
        }
        return passed
    }

    /// The text, as UTF-8, of the one message ``evaluate(utf8:messages:)`` says of every text
    /// the trial fails, whatever the text (an e-mail trial's); nil when the messages depend on
    /// the text. PERF: a checker of many cells writes it without judging a failing cell again.
    package var fixedMessage: [UInt8]? {
        node.saysWhyOfBytes ? node.fixedMessage : nil
    }

    /// The trial as code-like text: `length(minimum: 4)`, `all(presence, email)`.
    public var description: String { node.description }
}
