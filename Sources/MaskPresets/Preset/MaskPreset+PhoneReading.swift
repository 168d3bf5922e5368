import MaskTrials
import MaskVM

extension MaskPreset {
    /// Whether the preset reads phone numbers (`phone`, `phone-e164`): its
    /// ``transform(_:region:autocomplete:optionalLiterals:)``, ``extract(_:region:)`` and
    /// ``trial(reading:region:notBefore:)`` read the text with ``PhoneInput`` first.
    public var readsPhoneNumbers: Bool { definition.phoneOutput != nil }

    /// The text formatted as the preset prints it, as `maskc transform --preset` does. For
    /// the phone presets the text is read with ``PhoneInput`` first (`00` and `011`, `(0)`,
    /// an extension, and with `region`, national input), and the result is complete only
    /// when the number has a country code, the mask is complete and the preset's trials
    /// pass (a length libphonenumber calls impossible is never complete). An extension is
    /// printed after the number as libphonenumber prints it (` ext. 12`); `phone-e164` has no
    /// place for one and reports such a number not complete. `dropped` and `unplaced` count
    /// Characters of ``PhoneInput/number``. Other presets give their program's transform.
    ///
    /// ```swift
    /// MaskPreset.phone.transform("0044 (0) 20 7946 0958 ext 12").text             // "+44 20 7946 0958 ext. 12"
    /// MaskPreset.phone.transform("020 7123 4567", region: PhoneRegionCode("GB")).text   // "+44 20 7123 4567"
    /// MaskPreset.phone.transform("(415) 555-2671").isComplete                       // false: no country code
    /// MaskPreset.phoneE164.transform("+7 912 345-67-89").text                      // "+79123456789"
    /// ```
    public func transform(
        _ text: String, region: PhoneRegionCode? = nil, autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) -> Transformed {
        guard let output = definition.phoneOutput else {
            return program.transform(text, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        }
        let input = PhoneInput(reading: text, region: region)
        var result = program.transform(input.number, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        result.isComplete = result.isComplete && input.hasCountryCode && trial.passes(result.text)
        if let extensionNumber = input.extensionNumber {
            switch output {
            case .international: result.text += " ext. " + extensionNumber
            case .e164: result.isComplete = false
            }
        }
        return result
    }

    /// The value of the text, as `maskc extract --preset` gives it. For the phone presets:
    /// the E.164 digits of the number ``PhoneInput`` read (`442079460958`), then, when it has
    /// an extension, `;ext=` and its digits as RFC 3966 writes them (`442079460958;ext=12`);
    /// complete only as ``transform(_:region:autocomplete:optionalLiterals:)`` says, partial
    /// otherwise. An illegal offset counts Characters of ``PhoneInput/number``. Other
    /// presets give their program's extract.
    ///
    /// ```swift
    /// MaskPreset.phone.extract("8 912 345-67-89", region: PhoneRegionCode("RU")).value   // "79123456789"
    /// MaskPreset.phone.extract("+44 20 7946 0958 x12").value                            // "442079460958;ext=12"
    /// ```
    public func extract(_ text: String, region: PhoneRegionCode? = nil) -> Extracted {
        guard definition.phoneOutput != nil else { return program.extract(text) }
        let input = PhoneInput(reading: text, region: region)
        var extracted = program.extract(input.number)
        if extracted.result == .complete, !(input.hasCountryCode && trial.passes(program.transform(input.number).text)) {
            extracted.result = .partial
        }
        if let extensionNumber = input.extensionNumber { extracted.value += ";ext=" + extensionNumber }
        return extracted
    }

    /// ``trial(reading:notBefore:)`` for text read as the preset reads it: for the phone
    /// presets reading values, ``PhoneInput`` reads the text first (with `region`, national
    /// input), and a number with no country code fails (`phone_no_country_code`); the
    /// extension is no part of what is judged. `.exact` judges the text as given. Other
    /// presets ignore `region`.
    ///
    /// ```swift
    /// MaskPreset.phone.trial(reading: .value, region: PhoneRegionCode("GB")).passes("020 7123 4567")   // true
    /// MaskPreset.phone.trial(reading: .value, region: nil).passes("020 7123 4567")                    // false
    /// ```
    public func trial(reading: Trial.Reading, region: PhoneRegionCode?, notBefore reference: CalendarMonth? = nil) -> Trial {
        let trial = trial(reading: reading, notBefore: reference)
        guard readsPhoneNumbers, reading == .value else { return trial }
        return Trial(PhoneReadingTrial(trial: trial, region: region))
    }
}

/// A phone preset's check on the number ``PhoneInput`` reads from the text.
struct PhoneReadingTrial: TrialProtocol {
    let trial: Trial
    let region: PhoneRegionCode?

    static let noCountryCode = TrialMessage(TrialMessage.Key.phoneNoCountryCode)

    func trial() -> @Sendable (String) -> Bool {
        let trial = trial, region = region
        return { text in
            let input = PhoneInput(reading: text, region: region)
            return input.hasCountryCode && trial.passes(input.number)
        }
    }

    func evaluate(_ text: String?) -> TrialResult {
        let input = PhoneInput(reading: text ?? "", region: region)
        guard input.hasCountryCode else { return .invalid([Self.noCountryCode]) }
        return trial.evaluate(input.number)
    }
}
