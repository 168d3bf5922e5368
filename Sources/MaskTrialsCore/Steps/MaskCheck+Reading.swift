import MaskVM

extension MaskCheck {
    /// The whole check, taking samples as `reading` says, as `maskc check --preset NAME` and
    /// the JavaScript runtime's `loadCheck(bytes).check(text)` judge them:
    ///
    /// - `.value` (what ``trial`` is): the sample is read as a value of the program
    ///   (``Trial/onValue(of:then:)``): any form that transform prints complete, without
    ///   dropping or moving a typed letter or digit, passes the mask, and the trials judge
    ///   that printed form. A phone preset's file (one with a `phon` section) first reads
    ///   the number as the preset does (``PhoneNumberReader``: `00` and `011` for `+`, an
    ///   extension, a `(0)`, a trunk prefix after the code, and with `region` national input);
    ///   a number with no country code fails (`phone_no_country_code`), one with a control
    ///   character, a line separator or U+FFFD in it fails (`phone_character`), one with an
    ///   extension fails where the file's trials refuse one (``Trial/phoneWithoutExtension``,
    ///   `phone_extension`: `phone-e164`'s), the trials judge the number read, and then it
    ///   must be a value of the program.
    /// - `.exact`: the mask, then the trials, on the text as given (``Trial/inTurn(_:)``).
    ///
    /// ```swift
    /// let card = try MaskCheck(bytecode: cardFile)
    /// card.trial(reading: .value).passes("4111111111111111")    // true
    /// card.trial(reading: .exact).passes("4111111111111111")    // false: expected ' ' at 4
    /// let phone = try MaskCheck(bytecode: phoneFile)
    /// phone.trial(reading: .value).passes("+44 (0) 7700 900123")   // true
    /// phone.trial(reading: .value).passes("447700900123")          // false: no country code
    /// phone.trial(reading: .value, region: phone.phoneRegion("GB")).passes("07700 900123")   // true
    /// ```
    ///
    /// Where the file's masks are the `phone` preset's (the files `phone` and `phone-national`
    /// write), a number's value is read as `maskc check -p` and the JavaScript check read it
    /// (``PhoneCountryMasks``): a number of `+` and decimal digits alone whose code the `phon`
    /// section lists passes once the trials pass it (`+61 1800 123 456`, `+421 006 430`), as
    /// the country's own masks, which the file does not carry, take it; any other number (a
    /// letter in it) is judged by the file's masks, which are coarser (docs/trials.md).
    public func trial(reading: Trial.Reading, region: PhoneNumberReader.Region? = nil) -> Trial {
        trial(reading: reading, region: region, countryProgram: nil)
    }

    /// ``trial(reading:region:)``, where `countryProgram` gives, for a phone number read
    /// with a country code (the code, then the number: `+` and digits), the program its
    /// value is read by instead of the file's: maskc's presets give the country's own set.
    package func trial(
        reading: Trial.Reading, region: PhoneNumberReader.Region?, countryProgram: (@Sendable (String, String) -> MaskProgram?)?
    ) -> Trial {
        switch reading {
        case .exact:
            return Trial.inTurn([Trial.mask(program)] + trials)
        case .value:
            guard let box = phoneReaderBox, let reader = box.reader else { return Trial.onValue(of: program, then: trials) }
            // maskc's presets give the country's own programs; without them, their rule.
            let readsByCountry = countryProgram == nil && box.hasPhoneMasks
            return Trial(PhoneValueNode(reader: reader, region: region, program: program, trials: trials, countryProgram: countryProgram,
                                        readsByCountry: readsByCountry))
        }
    }

    /// The region of an ISO 3166 code (any case) that the file's `phon` section lists, for
    /// ``trial(reading:region:)``; nil for a region it does not list, or a file without one.
    public func phoneRegion(_ code: String) -> PhoneNumberReader.Region? {
        phoneNumberReader?.region(code)
    }

    /// The reader of the file's `phon` section, made on first use and kept; nil without one.
    public var phoneNumberReader: PhoneNumberReader? { phoneReaderBox?.reader }

    /// The reader and whether the masks are the `phone` preset's, made on first use and kept;
    /// nil without a `phon` section.
    private var phoneReaderBox: PhoneReaderBox? {
        guard carriesPhoneReading else { return nil }
        return phoneReaderHolder.withValue(make: {
            PhoneReaderBox(phoneReading.map(PhoneNumberReader.init), hasPhoneMasks: PhoneCountryMasks.hasPhoneMasks(program))
        }) { $0 }
    }
}

/// A reader, as ``MaskVM/PublishedOnce`` holds values: a reference.
final class PhoneReaderBox: Sendable {
    let reader: PhoneNumberReader?
    /// Whether the file's masks are the `phone` preset's (``PhoneCountryMasks/hasPhoneMasks(_:)``).
    let hasPhoneMasks: Bool
    init(_ reader: PhoneNumberReader?, hasPhoneMasks: Bool) {
        self.reader = reader
        self.hasPhoneMasks = hasPhoneMasks
    }
}

/// Where a ``MaskCheck`` keeps its ``PhoneNumberReader`` once made: making it reads the
/// section's 1,700 texts, once, not at every trial asked for.
final class PhoneReaderHolder: Sendable {
    private let published = PublishedOnce()

    func withValue<Result>(make: () -> PhoneReaderBox, _ body: (PhoneReaderBox) -> Result) -> Result {
        published.withValue(make: make, body)
    }
}

/// A phone preset's check read as a value: the number read as the preset reads it, a
/// country code, the trials on that number, then its value by the program.
final class PhoneValueNode: TrialNode {
    let reader: PhoneNumberReader
    let region: PhoneNumberReader.Region?
    let program: MaskProgram
    let trials: Trial
    let countryProgram: (@Sendable (String, String) -> MaskProgram?)?
    /// Whether a number of `+` and digits alone with a code passes as the country's own masks
    /// take it (``PhoneCountryMasks``): the file's masks are the `phone` preset's, and no
    /// `countryProgram` gives them.
    let readsByCountry: Bool
    /// Whether the trials refuse an extension: the reading takes it off the number they
    /// judge, so it is asked of the reading.
    let refusesExtension: Bool

    init(reader: PhoneNumberReader, region: PhoneNumberReader.Region?, program: MaskProgram, trials: [Trial],
         countryProgram: (@Sendable (String, String) -> MaskProgram?)?, readsByCountry: Bool) {
        self.reader = reader
        self.region = region
        self.program = program
        self.trials = Trial.inTurn(trials)
        self.countryProgram = countryProgram
        self.readsByCountry = readsByCountry
        refusesExtension = trials.contains(where: \.refusesPhoneExtension)
    }

    var readsForm: Bool { trials.node.readsForm }

    func run(_ text: String?, _ form: Form, _ messages: inout [TrialMessage]?) -> Bool {
        let read = reader.read(text ?? "", region: region)
        guard read.hasCountryCode else {
            messages?.append(TrialMessage(TrialMessage.Key.phoneNoCountryCode))
            return false
        }
        if let unwritten = PhoneText.unwrittenCharacterMessage(in: read.number) {
            messages?.append(unwritten)
            return false
        }
        guard trials.node.run(read.number, form, &messages) else { return false }
        // After the trials on the number (a length fault is the more basic one), as
        // `PhoneReadingTrial` and the JavaScript check order them.
        if refusesExtension, read.extensionNumber != nil {
            messages?.append(TrialMessage(TrialMessage.Key.phoneExtension))
            return false
        }
        // maskc reads the value by the country's own masks, which take every such number.
        let isCountryDigits = read.countryCode != nil && PhoneCountryMasks.isCountryDigits(read.number)
        if readsByCountry, isCountryDigits { return true }
        // The country's own masks read `+` and digits alone; any other number (a letter in
        // it) the file's, as the file alone and the JavaScript check read it, so that its
        // failure quotes the same printed form (`+2071234567`, not the country's `+20 71234567`).
        let country = isCountryDigits ? read.countryCode.flatMap { countryProgram?($0, read.number) } : nil
        let reading = (country ?? program).readValue(read.number)
        guard reading.isValue else {
            messages?.append(ValueReadingNode.message(notAValue: reading, sample: read.number))
            return false
        }
        return true
    }

    var description: String {
        "onPhoneNumber(of: \(quoted(program.source.pattern))\(region.map { ", region: \($0.code)" } ?? ""), then: \(trials))"
    }
}
