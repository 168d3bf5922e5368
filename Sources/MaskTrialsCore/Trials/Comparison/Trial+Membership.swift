extension Trial {
    /// Rails' `inclusion: { in: [...] }` and Validator's `ValidationRuleContains`: passes
    /// when the whole text equals one of `values` (as Swift compares strings: canonically
    /// equivalent spellings are equal; case matters).
    ///
    /// ```swift
    /// let size = Trial.oneOf(["S", "M", "L"])
    /// size.passes("M")     // true
    /// size.passes("XL")    // false: "is not one of the allowed values"
    /// ```
    public static func oneOf(_ values: [String]) -> Trial {
        Trial(MembershipJudge(values: values, mustBeMember: true))
    }

    /// Rails' `exclusion: { in: [...] }`: passes when the text equals none of `values`.
    ///
    /// ```swift
    /// Trial.noneOf(["admin", "root"]).passes("root")   // false: "is a reserved value"
    /// ```
    public static func noneOf(_ values: [String]) -> Trial {
        Trial(MembershipJudge(values: values, mustBeMember: false))
    }
}

final class MembershipJudge: OneMessageJudge {
    let values: [String]
    let members: Set<String>
    let mustBeMember: Bool

    init(values: [String], mustBeMember: Bool) {
        self.values = values
        self.members = Set(values)
        self.mustBeMember = mustBeMember
    }

    func fault(in text: String, form: Form) -> Void? {
        members.contains(text) == mustBeMember ? nil : ()
    }

    func message(for fault: Void) -> TrialMessage {
        TrialMessage(mustBeMember ? TrialMessage.Key.inclusion : TrialMessage.Key.exclusion, ["values": .list(values)])
    }

    var description: String {
        "\(mustBeMember ? "oneOf" : "noneOf")([\(values.map(quoted).joined(separator: ", "))])"
    }
}
