extension Trial {
    /// What a trial is: a built-in judge, a user's trial, or a composition.
    indirect enum Rule: Sendable {
        case constant(ConstantJudge)
        case mask(MaskJudge)
        case format(FormatJudge)
        case email(EmailJudge)
        case url(URLJudge)
        case length(LengthJudge)
        case substrings(SubstringJudge)
        case membership(MembershipJudge)
        case blank(BlankJudge)
        case numericality(NumericalityJudge)
        case comparison(ComparisonJudge)
        case equality(EqualityJudge)
        case acceptance(AcceptanceJudge)
        case paymentCard(PaymentCardJudge)
        case closure(ClosureJudge)
        /// A user's ``TrialProtocol`` value, with its `trial()` closure made once.
        case external(any TrialProtocol, check: @Sendable (String) -> Bool)
        case all([Trial])
        case any([Trial])
        case not(Trial)
        case skipping(Trial, when: SkipCondition)
    }

    /// When `allowingNil()` / `allowingBlank()` let a text pass without trying it.
    enum SkipCondition: Sendable {
        case isNil
        case isBlank

        func skips(_ text: String?) -> Bool {
            guard let text else { return true }
            return self == .isBlank && BlankText.isBlank(text)
        }
    }

    /// A replacement for the messages a trial produces (``Trial/message(_:)``).
    struct MessageOverride: Sendable {
        var key: String?
        var template: String

        /// One message: the override's key and template over the parameters of the
        /// messages it replaces (the first message's value wins for a repeated name).
        func apply(to messages: [TrialMessage]) -> TrialMessage {
            var parameters: [String: TrialMessage.Value] = [:]
            for message in messages {
                parameters.merge(message.parameters) { first, _ in first }
            }
            return TrialMessage(
                key: key ?? messages.first?.key ?? TrialMessage.Key.invalid,
                template: template, parameters: parameters)
        }
    }
}
