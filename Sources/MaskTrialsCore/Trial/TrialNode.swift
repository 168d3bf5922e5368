/// What a ``Trial`` holds: one immutable object, shared by every copy of the trial.
///
/// PERF: a trial is judged through a borrowed reference to its node, so a judgement copies
/// nothing and touches no reference count. (An enum of judge values cost about 100 ns a
/// call in retains and releases: every judgement copied the judge out of its box.)
@usableFromInline
package protocol TrialNode: AnyObject, Sendable, CustomStringConvertible {
    /// Judges `text` (nil when the field has no value); collects messages only when
    /// `messages` is not nil, so the plain pass/fail path builds none.
    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool
    /// Whether the node reads other fields of the form, so a validator knows to gather it.
    var readsForm: Bool { get }
    /// The node as data for a bytecode file, or nil when it is code (``Trial/step``).
    var step: TrialStep? { get }
    /// Whether a text given as valid UTF-8 `bytes` passes, judged without a String; nil
    /// when the node judges only Strings (``Trial/passes(utf8:)`` then makes one). Must say
    /// what ``run(_:_:_:)`` says of the same text with an empty form.
    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool?
    /// Whether ``passes(utf8:messages:)`` answers for every text (never nil).
    var saysWhyOfBytes: Bool { get }
    /// Whether a text given as valid UTF-8 `bytes` passes, as ``run(_:_:_:)`` says of it
    /// with an empty form, handing `message` the text of each message `run` would collect,
    /// in the same order, as UTF-8; nil, having said nothing, when ``saysWhyOfBytes`` is false.
    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool?
    /// The text, as UTF-8, of the one message the node says of every text it fails, whatever
    /// the text; nil when what it says depends on the text (the default).
    var fixedMessage: [UInt8]? { get }
}

extension TrialNode {
    @usableFromInline package var step: TrialStep? { nil }
    @usableFromInline package func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? { nil }
    @usableFromInline package var saysWhyOfBytes: Bool { false }
    @usableFromInline package var fixedMessage: [UInt8]? { nil }
    @usableFromInline package func passes(
        utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void
    ) -> Bool? {
        nil
    }
}

/// The bytes verdict of trials that must all pass: false at the first that fails, nil
/// when one judges only Strings (and none before it failed).
private func allPass(_ trials: [Trial], utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
    var judgedAll = true
    for trial in trials {
        switch trial.node.passes(utf8: bytes) {
        case true?: continue
        case false?: return false
        case nil: judgedAll = false
        }
    }
    return judgedAll ? true : nil
}

/// `all([...])` and `any([...])`.
final class CombinationNode: TrialNode {
    let trials: [Trial]
    /// `all` when true, `any` when false.
    let requiresAll: Bool
    let readsForm: Bool
    let saysWhyOfBytes: Bool

    init(_ trials: [Trial], requiresAll: Bool) {
        self.trials = trials
        self.requiresAll = requiresAll
        self.readsForm = trials.contains { $0.node.readsForm }
        saysWhyOfBytes = trials.allSatisfy { $0.node.saysWhyOfBytes }
    }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        requiresAll ? runAll(text, form, &messages) : runAny(text, form, &messages)
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if requiresAll { return allPass(trials, utf8: bytes) }
        var judgedAll = true
        for trial in trials {
            switch trial.node.passes(utf8: bytes) {
            case true?: return true
            case false?: continue
            case nil: judgedAll = false
            }
        }
        return judgedAll ? false : nil
    }

    /// As ``runAll(_:_:_:)`` and ``runAny(_:_:_:)`` say with messages to collect.
    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        guard saysWhyOfBytes else { return nil }
        if requiresAll {
            var passed = true
            for trial in trials where trial.node.passes(utf8: bytes, messages: message) == false { passed = false }
            return passed
        }
        // The first pass decides; only when none passes are the reasons of all said.
        for trial in trials where trial.node.passes(utf8: bytes, messages: { _ in }) == true { return true }
        for trial in trials { _ = trial.node.passes(utf8: bytes, messages: message) }
        return false
    }

    /// Every failure is reported; without messages to collect, the first one decides.
    private func runAll(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        var passed = true
        for trial in trials where !trial.node.run(text, form, &messages) {
            passed = false
            if messages == nil { return false }
        }
        return passed
    }

    /// The first pass decides; when none passes, the reasons of all are reported.
    private func runAny(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        var reasons: [TrialMessage]? = messages == nil ? nil : []
        for trial in trials where trial.node.run(text, form, &reasons) {
            return true
        }
        messages?.append(contentsOf: reasons ?? [])
        return false
    }

    var description: String {
        "\(requiresAll ? "all" : "any")(\(trials.map(\.description).joined(separator: ", ")))"
    }
}

/// `inTurn([...])`: the first failure decides and is the only one reported.
final class InTurnNode: TrialNode {
    let trials: [Trial]
    let readsForm: Bool
    let saysWhyOfBytes: Bool

    init(_ trials: [Trial]) {
        self.trials = trials
        self.readsForm = trials.contains { $0.node.readsForm }
        saysWhyOfBytes = trials.allSatisfy { $0.node.saysWhyOfBytes }
    }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        for trial in trials where !trial.node.run(text, form, &messages) { return false }
        return true
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        allPass(trials, utf8: bytes)
    }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        guard saysWhyOfBytes else { return nil }
        for trial in trials where trial.node.passes(utf8: bytes, messages: message) == false { return false }
        return true
    }

    var description: String { "inTurn(\(trials.map(\.description).joined(separator: ", ")))" }
}

/// `not(trial)`.
final class NotNode: TrialNode {
    let trial: Trial

    init(_ trial: Trial) {
        self.trial = trial
    }

    var readsForm: Bool { trial.node.readsForm }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        var none: [TrialMessage]? = nil
        guard trial.node.run(text, form, &none) else { return true }
        messages?.append(TrialMessage(TrialMessage.Key.invalid, ["trial": .text(trial.description)]))
        return false
    }

    var description: String { "not(\(trial.description))" }
}

/// `allowingNil()` and `allowingBlank()`: a text that qualifies passes without trial.
final class SkippingNode: TrialNode {
    let trial: Trial
    let skipsBlank: Bool

    init(_ trial: Trial, skipsBlank: Bool) {
        self.trial = trial
        self.skipsBlank = skipsBlank
    }

    var readsForm: Bool { trial.node.readsForm }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        guard let text else { return true }
        if skipsBlank && BlankText.isBlank(text) { return true }
        return trial.node.run(text, form, &messages)
    }

    var saysWhyOfBytes: Bool { trial.node.saysWhyOfBytes }

    /// A text it does not skip is judged by the trial alone.
    var fixedMessage: [UInt8]? { trial.node.fixedMessage }

    func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        guard saysWhyOfBytes else { return nil }
        if skipsBlank && BlankText.isBlank(String(decoding: bytes, as: UTF8.self)) { return true }
        return trial.node.passes(utf8: bytes, messages: message)
    }

    var description: String { "\(trial.description).\(skipsBlank ? "allowingBlank()" : "allowingNil()")" }
}

/// `message(...)`: the trial's failures said in one message of the caller's.
final class MessageNode: TrialNode {
    let trial: Trial
    let key: String?
    let template: String

    init(_ trial: Trial, key: String?, template: String) {
        self.trial = trial
        self.key = key
        self.template = template
    }

    var readsForm: Bool { trial.node.readsForm }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        guard messages != nil else { return trial.node.run(text, form, &messages) }
        var replaced: [TrialMessage]? = []
        if trial.node.run(text, form, &replaced) { return true }
        messages?.append(message(replacing: replaced ?? []))
        return false
    }

    /// The caller's key (or the replaced one's) and template, over the parameters of the
    /// messages it replaces; the first message's value wins for a repeated name.
    private func message(replacing messages: [TrialMessage]) -> TrialMessage {
        // PERF: one replaced message (the usual case) lends its parameters as they are;
        // merging them into an empty dictionary rehashed every name (about a microsecond).
        var parameters = messages.first?.parameters ?? [:]
        for message in messages.dropFirst() {
            parameters.merge(message.parameters) { first, _ in first }
        }
        return TrialMessage(key: key ?? messages.first?.key ?? TrialMessage.Key.invalid, template: template, parameters: parameters)
    }

    var description: String { trial.description }
}

/// A user's ``TrialProtocol`` value, with its `trial()` closure made once.
final class ExternalNode: TrialNode {
    let trial: any TrialProtocol
    let check: @Sendable (String) -> Bool

    init(_ trial: some TrialProtocol) {
        self.trial = trial
        self.check = trial.trial()
    }

    var readsForm: Bool { false }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        if check(text ?? "") { return true }
        if messages != nil {
            let reported = trial.evaluate(text).messages
            messages?.append(contentsOf: reported.isEmpty ? [.invalid] : reported)
        }
        return false
    }

    var description: String { "custom(\(type(of: trial)))" }
}
