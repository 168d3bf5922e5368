// docs/trials.md's form model on the main actor, as the document shows it (see
// DocSnippetMirrorTests); FormDocExampleTests runs it.
// BEGIN docs/trials.md swift 2
import MaskTrials

/// A sign-up form's model, as an app has it: on the main actor.
@MainActor final class SignUpModel {
    var email = ""
    var password = ""
    var confirmation = ""
    var payment = "card"
    var card = ""

    /// Made once, `Sendable`, usable from any actor: suspects without a text read their
    /// field from the form they are given.
    nonisolated static let validator = FormValidator([
        Suspect(name: "email", trial: .all([.presence, .email])),
        Suspect(name: "password", trial: .length(.minimum, 8).message("must be at least %{count} characters")),
        Suspect(name: "confirmation", trial: .confirmation(of: "password")),
        Suspect(name: "card", trial: .paymentCard(accepting: [.visa, .mastercard]), if: { $0["payment"] == "card" }),
    ])

    /// A snapshot of the fields, read here, on the main actor.
    var form: Form {
        ["email": email, "password": password, "confirmation": confirmation, "payment": payment, "card": card]
    }

    /// What to show under the fields: ["password: must be at least 8 characters", ...]
    var errors: [String] { Self.validator.evaluate(form).messages.map(\.fullText) }
    var canSubmit: Bool { !Self.validator.anyGuilty(in: form) }
}
// END docs/trials.md swift 2
