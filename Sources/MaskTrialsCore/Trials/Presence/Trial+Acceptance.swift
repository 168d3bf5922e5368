extension Trial {
    /// The texts ``acceptance(of:)`` accepts unless told otherwise: what check boxes and
    /// switches usually send.
    public static let defaultAcceptedTexts = ["1", "true", "yes", "on"]

    /// Rails' `acceptance` (terms of service, a consent box): passes when the text is one of
    /// `accepted`. Unlike Rails, a nil text fails unless you add ``allowingNil()``.
    ///
    /// ```swift
    /// Trial.acceptance().passes("on")    // true
    /// Trial.acceptance().passes("off")   // false: "must be accepted"
    /// ```
    public static func acceptance(of accepted: [String] = defaultAcceptedTexts) -> Trial {
        Trial(AcceptanceJudge(accepted: accepted))
    }
}

final class AcceptanceJudge: OneMessageJudge {
    let accepted: [String]
    let members: Set<String>

    init(accepted: [String]) {
        self.accepted = accepted
        self.members = Set(accepted)
    }

    func fault(in text: String, form: Form) -> Void? {
        members.contains(text) ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(TrialMessage.Key.accepted, ["accepted": .list(accepted)])
    }

    var description: String {
        "acceptance(of: [\(accepted.map(quoted).joined(separator: ", "))])"
    }
}
