import MaskTrials
import MaskVM

extension MaskPreset {
    /// A file's whole check (``MaskTrialsCore/MaskCheck``) as this build's presets judge it:
    /// `maskc check -p FILE`. The file runs its own steps (its `phon` reading of a phone
    /// number, its trials); where its masks are the `phone` preset's (`phone` and
    /// `phone-national` write that file), the value of a number of `+` and digits alone is read
    /// by its country's own masks (``PhoneCountryPrograms``), as `maskc check --preset phone`
    /// reads it, and any other number (a letter in it) by the file's, as the file alone and the
    /// JavaScript check read it, so all three quote one printed form in a failure: the file
    /// does not carry them (22 times its size), and its coarser masks fail numbers of
    /// lengths and groupings only a country's masks take. Any other file (`phone-e164`'s,
    /// whose masks are what its preset reads by, or a phone file of other masks) is judged by
    /// its own masks alone. An app with the file alone (``MaskTrialsCore/MaskCheck/trial``)
    /// gives this verdict by the rule those masks come to (``MaskTrialsCore/PhoneCountryMasks``):
    /// a number of `+` and digits alone with a listed code passes once the trials pass it.
    ///
    /// ```swift
    /// let check = try MaskCheck(bytecode: MaskPreset.phone.bytecode)
    /// MaskPreset.fileTrial(check, reading: .value).passes("+421 006 430")   // as --preset phone
    /// check.trial.passes("+421 006 430")                                    // true: the same rule
    /// check.trial(reading: .exact).passes("+421 006 430")                   // false: the file's masks
    /// ```
    package static func fileTrial(_ check: MaskCheck, reading: Trial.Reading, region: PhoneNumberReader.Region? = nil) -> Trial {
        guard reading == .value, check.carriesPhoneReading, hasPhoneMasks(check.program) else {
            return check.trial(reading: reading, region: region)
        }
        return check.trial(reading: reading, region: region) { code, number in
            PhoneCountryPrograms.international.program(countryCode: code, reading: number)?.program
        }
    }

    /// Whether the program's masks are the `phone` preset's, pattern for pattern and name for
    /// name: read from the catalogue, nothing compiled. MaskTrialsCore, which has no catalogue,
    /// compares a hash of them (``MaskTrialsCore/PhoneCountryMasks/hasPhoneMasks(_:)``); a test
    /// holds the two to the same answer on every preset.
    static func hasPhoneMasks(_ program: MaskProgram) -> Bool {
        let masks = program.masks
        let phone = MaskPreset.phone.definition.masks
        return masks.count == phone.count && zip(masks, phone).allSatisfy { $0.pattern == $1.pattern && $0.name == $1.name }
    }
}
