import MaskTrials
import MaskVM

extension MaskPreset {
    /// Whether the preset reads phone numbers (`phone`, `phone-e164`, `phone-national`): its
    /// ``transform(_:region:autocomplete:optionalLiterals:)``, ``extract(_:region:)`` and
    /// ``trial(reading:region:notBefore:)`` read the text with ``PhoneInput`` first.
    public var readsPhoneNumbers: Bool { definition.phoneOutput != nil }

    /// The text formatted as the preset prints it, as `maskc transform --preset` does. For
    /// the phone presets the text is read with ``PhoneInput`` first (`00` and `011`, `(0)`,
    /// an extension, and with `region`, national input); then the set of masks of the
    /// country whose code it has (its formats by leading digits from libphonenumber's
    /// metadata) prints it: `phone` in libphonenumber's INTERNATIONAL format, `phone-national`
    /// in its NATIONAL format, and `phone-e164` as `+` and the digits. The result is complete
    /// only when the number has a country code, a length libphonenumber calls possible for
    /// it, the mask is complete, and the printed value is exactly the number's digits. An
    /// extension is printed after the number as libphonenumber prints it, with the prefix
    /// of the country code's main region (` x12` for +44, `#12` for +886, ` int 12` for +40,
    /// ` ext. 12` where it has none of its own); `phone-e164` prints the number alone, as libphonenumber's E164 format
    /// does, and not complete, as its check fails it (`phone_extension`: E.164 has no place
    /// for one; ``extract(_:region:)`` keeps the extension, partial). `phone-national` is complete exactly
    /// where `phone` is, as its check judges. `dropped`
    /// and `unplaced` count Characters of ``PhoneInput/number`` (of the national number
    /// for `phone-national`), and `mask` counts the masks of
    /// ``program(reading:region:)``. Other presets give their program's transform.
    ///
    /// ```swift
    /// MaskPreset.phone.transform("0044 (0) 20 7946 0958 ext 12").text             // "+44 20 7946 0958 x12"
    /// MaskPreset.phone.transform("+1 201 555 0123 ext 12").text                    // "+1 201-555-0123 ext. 12"
    /// MaskPreset.phone.transform("020 7123 4567", region: PhoneRegionCode("GB")).text   // "+44 20 7123 4567"
    /// MaskPreset.phone.transform("(415) 555-2671").isComplete                       // false: no country code
    /// MaskPreset.phoneE164.transform("+7 912 345-67-89").text                      // "+79123456789"
    /// MaskPreset.phoneNational.transform("+1 201 555 0123").text                   // "(201) 555-0123"
    /// ```
    public func transform(
        _ text: String, region: PhoneRegionCode? = nil, autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) -> Transformed {
        transformWithProgram(text, region: region, autocomplete: autocomplete, optionalLiterals: optionalLiterals).transformed
    }

    /// ``transform(_:region:autocomplete:optionalLiterals:)`` and the program that printed
    /// it, ``program(reading:region:)``'s: what `maskc transform --preset --json` needs to
    /// name the mask, without choosing the country's program a second time.
    public func transformWithProgram(
        _ text: String, region: PhoneRegionCode? = nil, autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) -> (transformed: Transformed, program: MaskProgram) {
        guard let output = definition.phoneOutput else {
            return (program.transform(text, autocomplete: autocomplete, optionalLiterals: optionalLiterals), program)
        }
        let input = PhoneInput(reading: text, region: region)
        let layout = phoneLayout(of: input, output: output)
        // PERF: choosing the country's program transformed the text with the default options already.
        var result = autocomplete && optionalLiterals == .keptWhenTyped ? layout.transformed ?? layout.program.transform(layout.text)
            : layout.program.transform(layout.text, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        if output == .national {
            nationalForm(of: input, printed: &result, in: layout)
        } else {
            result.isComplete = result.isComplete && isPossible(input) && printedValue(of: result.text, in: layout)
        }
        // E.164 has no place for an extension: the number is printed alone, as libphonenumber's
        // E164 format prints it, and never complete, as the check refuses it
        // (`phone_extension`): what was typed is never lost unreported. `extract` keeps it
        // (`442079460958;ext=12`), partial.
        if input.extensionNumber != nil, output == .e164 { result.isComplete = false }
        if let extensionNumber = input.extensionNumber, output != .e164 {
            // The space a mask wrote ahead of a digit that never came (`+44 20 7123 ` before
            // `#4567`) is no part of the number: the extension follows the number's last
            // digit as libphonenumber prints it, with the prefix of the code's main region
            // (` x12` in GB, `#12` in TW), else ` ext. 12`.
            while result.text.utf8.last == UInt8(ascii: " ") { result.text.removeLast() }
            let prefix = input.countryCode.flatMap { PhoneNumberingPlan.libphonenumber.extensionPrefixByCode[$0] }
            result.text += (prefix ?? " ext. ") + extensionNumber
        }
        return (result, layout.program)
    }

    /// `phone-national`'s verdict and printed form. Complete exactly when `phone`'s transform
    /// of the number is, which is what the check judges (by the country's international set,
    /// as the preset's file is judged), so check and transform agree. The national set's print
    /// is kept when its value is the number's digits, or when its letters and digits are
    /// exactly the number's (a leading `0` of the number that a format writes as its own:
    /// Gabon's `06 03 12 34`, `+20 0354428284`'s `03 54428284`); any other print would show a
    /// digit the number does not have or lose one it has (Hungary's `06` before an invalid
    /// `032234679`, Argentina's mobile `15`, which replaces the number's `9`: no mask prints
    /// it from the number's digits), so the number's national digits are printed as they
    /// are, as libphonenumber prints a number its formats do not take.
    private func nationalForm(of input: PhoneInput, printed result: inout Transformed, in layout: (program: MaskProgram, text: String, digits: String, transformed: Transformed?, valueIsLettersAndDigits: Bool)) {
        let international = phoneLayout(of: input, output: .international)
        let internationalResult = international.transformed ?? international.program.transform(international.text)
        let complete = internationalResult.isComplete && isPossible(input) && printedValue(of: internationalResult.text, in: international)
        if complete, !(result.isComplete && printedValue(of: result.text, in: layout)), Self.lettersAndNumbers(of: result.text) != layout.digits {
            result = Transformed(text: layout.digits, isComplete: complete, dropped: [], unplaced: [], mask: result.mask, label: result.label)
        }
        result.isComplete = complete
    }

    /// The value of the text, as `maskc extract --preset` gives it. For the phone presets:
    /// the E.164 digits of the number ``PhoneInput`` read (`442079460958`), then, when it has
    /// an extension, `;ext=` and its digits as RFC 3966 writes them (`442079460958;ext=12`);
    /// complete only as ``transform(_:region:autocomplete:optionalLiterals:)`` says, partial
    /// otherwise: `phone-e164`'s value of a number with an extension is partial, as its
    /// transform and check refuse the extension (`phone_extension`), and keeps it, so nothing
    /// typed is lost unreported. An illegal offset counts Characters of ``PhoneInput/number``.
    /// Other presets give their program's extract.
    ///
    /// ```swift
    /// MaskPreset.phone.extract("8 912 345-67-89", region: PhoneRegionCode("RU")).value   // "79123456789"
    /// MaskPreset.phone.extract("+44 20 7946 0958 x12").value                            // "442079460958;ext=12"
    /// ```
    public func extract(_ text: String, region: PhoneRegionCode? = nil) -> Extracted {
        guard let output = definition.phoneOutput else { return program.extract(text) }
        let input = PhoneInput(reading: text, region: region)
        // The value is the E.164 digits whatever the printed form: read by the international set.
        let layout = phoneLayout(of: input, output: output == .national ? .international : output)
        var extracted = layout.program.extract(layout.text)
        if extracted.result == .complete, !(isPossible(input) && extracted.value == layout.digits) {
            extracted.result = .partial
        }
        if let extensionNumber = input.extensionNumber {
            extracted.value += ";ext=" + extensionNumber
            // E.164 has no place for an extension: partial, as transform and check say.
            if output == .e164, extracted.result == .complete { extracted.result = .partial }
        }
        return extracted
    }

    /// Whether the value of `printed`, a complete text the layout's program printed, is
    /// exactly the layout's digits: by comparing the printed letters and digits with them
    /// where the program's masks write none of their own (``PhonePrintedValue``; PERF: a
    /// third of a number's transform, callgrind), else, and with `shortcut` false, by the
    /// program's extract of the printed text.
    func printedValue(
        of printed: String, in layout: (program: MaskProgram, text: String, digits: String, transformed: Transformed?, valueIsLettersAndDigits: Bool),
        shortcut: Bool = true
    ) -> Bool {
        if shortcut, layout.valueIsLettersAndDigits, let equal = PhonePrintedValue.lettersAndDigits(of: printed, equal: layout.digits) {
            return equal
        }
        return layout.program.extract(printed).value == layout.digits
    }

    /// The program that formats `text` as ``transform(_:region:autocomplete:optionalLiterals:)``
    /// does: for the phone presets, the set of the country whose code ``PhoneInput`` reads
    /// (so a result's ``MaskVM/Transformed/mask`` counts its masks); the preset's program
    /// otherwise, and for a phone number with no country code.
    public func program(reading text: String, region: PhoneRegionCode?) -> MaskProgram {
        guard let output = definition.phoneOutput else { return program }
        return phoneLayout(of: PhoneInput(reading: text, region: region), output: output).program
    }

    /// Which program reads the number, the text it reads, and the digits its value must be:
    /// the country's set with `+`, the code and the national number (INTERNATIONAL), or the
    /// national number alone (NATIONAL); the preset's own program for E.164, and for a
    /// number with no known country code (never complete). `transformed` is the program's
    /// `transform(text)` (default options) when choosing the country's program made it, and
    /// `valueIsLettersAndDigits` whether the program's printed value is its letters and digits
    /// (``PhonePrintedValue``; false for the preset's own program, which keeps the extract).
    func phoneLayout(
        of input: PhoneInput, output: PhoneOutput
    ) -> (program: MaskProgram, text: String, digits: String, transformed: Transformed?, valueIsLettersAndDigits: Bool) {
        // The value's letters and digits: a stray symbol the reading drops as noise (`:` in
        // `+34 :612…`) is no part of it, and a letter is, so that it keeps a number incomplete.
        let digits = Self.lettersAndNumbers(of: input.number)
        guard let code = input.countryCode else { return (program, input.number, digits, nil, false) }
        switch output {
        case .e164:
            return (program, input.number, digits, nil, false)
        case .international:
            guard let set = PhoneCountryPrograms.international.program(countryCode: code, reading: input.number) else { break }
            return (set.program, input.number, digits, set.transformed, set.valueIsLettersAndDigits)
        case .national:
            let national = String(digits.dropFirst(code.count))
            guard let set = PhoneCountryPrograms.national.program(countryCode: code, reading: national) else { break }
            return (set.program, national, national, set.transformed, set.valueIsLettersAndDigits)
        }
        return (program, input.number, digits, nil, false)
    }

    /// The letters and digits of `text` (``isLetterOrNumber(_:)``), in order. PERF: ASCII
    /// text is filtered as bytes (its letters and digits are single bytes, and `\r\n`, one
    /// Character, is neither as bytes too); appending Characters was a twentieth of a phone
    /// transform (callgrind); they are written straight into the String, with no array
    /// between, from the text's stored bytes where it has them (its UTF-8 view's iterator
    /// was 400 instructions a phone transform).
    static func lettersAndNumbers(of text: String) -> String {
        let utf8 = text.utf8
        var isASCII = true
        let kept = String(unsafeUninitializedCapacity: utf8.count) { buffer in
            let count = utf8.withContiguousStorageIfAvailable { asciiLettersAndNumbers(of: $0, into: buffer) }
                ?? asciiLettersAndNumbers(of: utf8, into: buffer)
            isASCII = count != nil
            return count ?? 0
        }
        return isASCII ? kept : valueLettersAndNumbers(of: text)
    }

    /// ``lettersAndNumbers(of:)`` of text that is not all ASCII: a decimal digit of another
    /// script (`３`, `٣`) is its ASCII digit, as typing normalization reads it
    /// (``TypedDigit``), since the value is what the masks print (`+44 ７７００ ９００１２３`
    /// prints `+44 7700 900123`, whose value is `447700900123`); any other letter or number
    /// is kept as it is, and so keeps the number incomplete.
    private static func valueLettersAndNumbers(of text: String) -> String {
        var value = String.UnicodeScalarView()
        for character in text where isLetterOrNumber(character) {
            let scalars = character.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, let digit = TypedDigit.asciiDigit(of: scalar) {
                value.append(Unicode.Scalar(digit))
            } else {
                value.append(contentsOf: scalars)
            }
        }
        return String(value)
    }

    /// Writes the letters and digits of `bytes` into `buffer` and gives how many; nil where
    /// a byte is not ASCII.
    private static func asciiLettersAndNumbers(of bytes: some Sequence<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var count = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte & 0xDF) {
                buffer[count] = byte
                count += 1
            }
        }
        return count
    }

    /// `isLetter || isNumber`. PERF: an ASCII Character is judged by its byte; the Unicode
    /// properties were a sixth of a phone transform (callgrind).
    static func isLetterOrNumber(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isLetter || character.isNumber }
        // `\r\n` is one ASCII Character (its asciiValue is `\n`'s): neither, as before.
        return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii & 0xDF)
    }

    /// Whether the number has a country code, no Character no one writes in a phone number
    /// (`\r`: ``MaskTrialsCore/PhoneText/unwrittenCharacter(in:)``, as the check fails it)
    /// and a length libphonenumber calls possible for it.
    func isPossible(_ input: PhoneInput) -> Bool {
        // PERF: each trial in turn, as `Trial.inTurn(trials).passes` judges, without making
        // that trial at every number.
        input.hasCountryCode && PhoneText.unwrittenCharacter(in: input.number) == nil && trials.allSatisfy { $0.passes(input.number) }
    }

    /// ``trial(reading:notBefore:)`` for text read as the preset reads it: for the phone
    /// presets reading values, ``PhoneInput`` reads the text first (with `region`, national
    /// input), and a number with no country code fails (`phone_no_country_code`); the
    /// extension is no part of what is judged, but `phone-e164` fails a number with one
    /// (`phone_extension`). `.exact` judges the text as given. Other
    /// presets ignore `region`.
    ///
    /// ```swift
    /// MaskPreset.phone.trial(reading: .value, region: PhoneRegionCode("GB")).passes("020 7123 4567")   // true
    /// MaskPreset.phone.trial(reading: .value, region: nil).passes("020 7123 4567")                    // false
    /// ```
    public func trial(reading: Trial.Reading, region: PhoneRegionCode?, notBefore reference: CalendarMonth? = nil) -> Trial {
        guard let output = definition.phoneOutput, reading == .value else { return trial(reading: reading, notBefore: reference) }
        return Trial(PhoneReadingTrial(preset: self, output: output, region: region))
    }
}

/// A phone preset's check on the number ``PhoneInput`` reads from the text: a country
/// code (`phone_no_country_code`), no control character, line separator or U+FFFD
/// (`phone_character`), a length possible for it (the preset's trials, which name why not),
/// no extension where the preset's trials refuse one (`phone-e164`: `phone_extension`),
/// and a value of the country's international set (`phone-national`'s too, as its file is
/// judged), as `phone`'s transform reads it.
struct PhoneReadingTrial: TrialProtocol {
    let preset: MaskPreset
    let output: PhoneOutput
    let region: PhoneRegionCode?

    static let noCountryCode = TrialMessage(TrialMessage.Key.phoneNoCountryCode)

    func trial() -> @Sendable (String) -> Bool {
        let judge = self
        return { judge.evaluate($0).isValid }
    }

    func evaluate(_ text: String?) -> TrialResult {
        let input = PhoneInput(reading: text ?? "", region: region)
        guard input.hasCountryCode else { return .invalid([Self.noCountryCode]) }
        if let unwritten = PhoneText.unwrittenCharacterMessage(in: input.number) { return .invalid([unwritten]) }
        let plan = Trial.inTurn(preset.trials).evaluate(input.number)
        guard plan.isValid else { return plan }
        // After the trials on the number, whose length is the more basic fault (`phone_too_short`
        // before `phone_extension`), as the trials' order has it: the extension is taken off
        // the number they judge, so it is asked of the reading.
        if input.extensionNumber != nil, preset.trials.contains(where: \.refusesPhoneExtension) {
            return .invalid([TrialMessage(TrialMessage.Key.phoneExtension)])
        }
        // `phone-national` judges the value as `phone` does, by the country's international
        // set: its file is `phone`'s, which is all `check -p` and the JavaScript check have,
        // so a failure names the same printed form (`+44 7700 90013`) in every runtime.
        let layout = preset.phoneLayout(of: input, output: output == .national ? .international : output)
        // PERF: choosing the country's program transformed the text already; reading its
        // value from that transform halves a check's reading (callgrind).
        guard let transformed = layout.transformed else { return Trial.onValue(of: layout.program, then: []).evaluate(layout.text) }
        return Trial.valueResult(of: layout.program.readValue(layout.text, transformed: transformed), sample: layout.text)
    }
}
