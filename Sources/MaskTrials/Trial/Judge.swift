/// The logic of one kind of trial. `fault(in:form:)` is the hot path: it decides and says
/// which condition failed without allocating; `report(_:into:)` turns a fault into
/// messages and runs only when someone asked why (``Trial/evaluate(_:)``), never for a
/// plain pass/fail.
protocol Judge: Sendable, CustomStringConvertible {
    associatedtype Fault
    /// Nil when `text` passes; otherwise which condition it failed.
    func fault(in text: String, form: Form) -> Fault?
    /// Appends the messages for a fault, with the trial's parameters.
    func report(_ fault: Fault, into messages: inout [TrialMessage])
    /// Whether the judge reads other fields of the form (confirmation does).
    var readsForm: Bool { get }
}

/// A judge whose every fault is said in one message.
protocol OneMessageJudge: Judge {
    func message(for fault: Fault) -> TrialMessage
}

extension OneMessageJudge {
    func report(_ fault: Fault, into messages: inout [TrialMessage]) {
        messages.append(message(for: fault))
    }
}

extension Judge {
    var readsForm: Bool { false }

    /// Judges `text`; appends the messages of a failure when `messages` is not nil.
    @inline(__always)
    func judge(_ text: String, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        guard let fault = fault(in: text, form: form) else { return true }
        if messages != nil {
            var reported: [TrialMessage] = []
            report(fault, into: &reported)
            messages?.append(contentsOf: reported)
        }
        return false
    }
}
