import MaskTrials

/// Every trial on a typical text it passes, plus the form validator: what validating a
/// field costs.
enum TrialsSuite {
    static func run(_ plan: MeasurementPlan, into report: inout Report) throws {
        let cases: [(String, Trial, String)] = [
            ("mask (phone)", try .mask(Workloads.phone.pattern), Workloads.phone.valid),
            ("mask, optimistic", try .mask(Workloads.phone.pattern, optimistic: true), "71234567890"),
            ("format (on the VM)", try .format("^#([a-f0-9]{6}|[a-f0-9]{3})$"), "#57b5b5"),
            ("email", .email, "john.appleseed@example.com"),
            ("url", .url(), "https://example.com/path?q=1"),
            ("length minimum (Characters)", .length(.minimum, 8), "correct horse"),
            ("length in range (UTF-16)", .length(.in, 2..<64, unit: .utf16), "Привет, мир"),
            ("inclusion (substrings)", .inclusion([".com", ".ar", ".uy"]), "http://www.lanacion.com.ar"),
            ("exclusion (substrings)", .exclusion([".com", ".ar", ".uy"]), "http://www.elpais.es"),
            ("oneOf", .oneOf(["small", "medium", "large"]), "medium"),
            ("presence", .presence, "Jane"),
            ("numericality (integer, > 0)", .numericality(.onlyInteger, .greaterThan(0)), "42"),
            ("equal(to:)", .equal(to: "secret"), "secret"),
            ("acceptance", .acceptance(), "yes"),
            ("payment card (Visa, Mastercard)", .paymentCard(accepting: [.visa, .mastercard]), "4111 1111 1111 1111"),
            ("luhn", .luhn, "4111 1111 1111 1111"),
            ("iban (mod 97)", .iban, "GB82 WEST 1234 5698 7654 32"),
            ("calendarDate (ISO)", .calendarDate(), "2024-02-29"),
            ("custom", .custom { $0.split(separator: " ").count >= 2 }, "Jane Appleseed"),
            ("all [presence, email]", .all([.presence, .email]), "jane@example.com"),
            ("length allowing blank (blank text)", Trial.length(.minimum, 8).allowingBlank(), ""),
        ]
        for (name, trial, text) in cases {
            guard trial.passes(text) else { throw BenchmarkError(message: "trial \(name) fails its benchmark text") }
            let input = opaque(text)
            report.rows.append(.init(group: "trials (passes, on a passing text)", name: name,
                                     maskc: plan.measure { blackHole(trial.passes(input)) }, peers: []))
        }
        let failing = Trial.length(.minimum, 8).message("must be at least %{count} characters")
        let short = opaque("short")
        report.rows.append(.init(group: "trials (passes, on a passing text)", name: "evaluate a failing length (builds the message)",
                                 maskc: plan.measure { blackHole(failing.evaluate(short).messages.first?.text) }, peers: []))

        var validator = FormValidator()
        validator.addSuspect(Suspect(name: "email", text: "jane@example.com", trial: .all([.presence, .email])))
        validator.addSuspect(Suspect(name: "phone", text: Workloads.phone.valid, trial: try .mask(Workloads.phone.pattern)))
        validator.addSuspect(Suspect(name: "card", text: "4111 1111 1111 1111", trial: .paymentCard(accepting: [.visa])))
        let form = opaque(validator)
        report.rows.append(.init(group: "trials (passes, on a passing text)", name: "form validator, 3 fields: anyGuilty()",
                                 maskc: plan.measure { blackHole(form.anyGuilty()) }, peers: []))
    }
}
