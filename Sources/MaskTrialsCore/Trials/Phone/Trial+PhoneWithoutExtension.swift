extension Trial {
    /// Fails a phone number written with an extension at its end (`ext. 12`, `x12`, `#12`,
    /// as ``PhoneText/splitExtension(_:)`` finds one): `phone_extension`. An E.164 number
    /// has no place for one, so a field that stores E.164 (`phone-e164`) refuses it rather
    /// than lose what was typed. A phone preset's check reading values takes the extension
    /// off before its trials judge the number, so there it judges the text as typed.
    ///
    /// ```swift
    /// Trial.phoneWithoutExtension.passes("+44 20 7946 0958")          // true
    /// Trial.phoneWithoutExtension.evaluate("+44 20 7946 0958 ext. 12") // .invalid([phone_extension])
    /// ```
    public static var phoneWithoutExtension: Trial { Trial(PhoneExtensionJudge.shared) }

    /// Whether this trial is ``phoneWithoutExtension``: a phone check that reads the number
    /// first asks it of the text as typed.
    package var refusesPhoneExtension: Bool { node is PhoneExtensionJudge }
}

final class PhoneExtensionJudge: OneMessageJudge {
    static let shared = PhoneExtensionJudge()

    /// The extension's digits.
    typealias Fault = String

    func fault(in text: String, form: Form) -> String? {
        PhoneText.splitExtension(text).extensionNumber
    }

    func message(for fault: String) -> TrialMessage {
        TrialMessage(TrialMessage.Key.phoneExtension)
    }

    var step: TrialStep? { TrialStep(kind: "phoneWithoutExtension") }

    var description: String { "phoneWithoutExtension" }
}
