/// The logic of one kind of built-in trial. `fault(in:form:)` is the hot path: it decides
/// and says which condition failed without allocating; `report(_:into:)` turns a fault into
/// messages and runs only when someone asked why (``Trial/evaluate(_:)``), never for a
/// plain pass/fail. A judge is its trial's node: a final class, made once.
package protocol Judge: TrialNode {
    associatedtype Fault
    /// Nil when `text` passes; otherwise which condition it failed.
    func fault(in text: String, form: Form) -> Fault?
    /// Appends the messages for a fault, with the trial's parameters.
    func report(_ fault: Fault, into messages: inout [TrialMessage])
}

/// A judge whose every fault is said in one message.
package protocol OneMessageJudge: Judge {
    func message(for fault: Fault) -> TrialMessage
}

extension OneMessageJudge {
    package func report(_ fault: Fault, into messages: inout [TrialMessage]) {
        messages.append(message(for: fault))
    }
}

extension Judge {
    package var readsForm: Bool { false }

    /// A judge says why of any text: a judge that judges bytes answers a passing text on
    /// them; otherwise the fault is found on a String and its messages' texts are said.
    package var saysWhyOfBytes: Bool { true }

    package func passes(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool? {
        judge(utf8: bytes, messages: message)
    }

    /// The node's `passes(utf8:messages:)` for judges (a judge of an inlinable trial spells
    /// the requirement out and calls this).
    package func judge(utf8 bytes: UnsafeBufferPointer<UInt8>, messages message: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        if passes(utf8: bytes) == true { return true }
        guard let fault = fault(in: String(decoding: bytes, as: UTF8.self), form: .empty) else { return true }
        var reported: [TrialMessage] = []
        report(fault, into: &reported)
        for reportedMessage in reported {
            var text = reportedMessage.text
            text.withUTF8 { message($0) }
        }
        return false
    }

    package func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        judge(text, form, &messages)
    }

    /// The node's `run` for judges: a nil text is judged as the empty text.
    package func judge(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        guard let fault = fault(in: text ?? "", form: form) else { return true }
        if messages != nil {
            var reported: [TrialMessage] = []
            report(fault, into: &reported)
            messages?.append(contentsOf: reported)
        }
        return false
    }
}
