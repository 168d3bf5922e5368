import MaskVM

/// A program and the trials its text must also pass: a preset's whole check, written to one
/// bytecode file and loaded from it with MaskVM and MaskTrialsCore alone (no compiler).
///
/// ```swift
/// let file = try MaskCheck(program: program, trials: [.paymentCard()]).bytecode()
/// let check = try MaskCheck(bytecode: file)        // throws ProgramError
/// check.trial.passes("4111111111111111")            // true: read as a value
/// check.trial.passes("4111 1111 1111 1112")         // false: the Luhn check digit
/// check.trial(reading: .exact).passes("4111111111111111")   // false: expected ' ' at 4
/// ```
///
/// ``trial`` reads a sample as a value, as `maskc check --preset NAME` and the JavaScript
/// runtime's `loadCheck` do; a phone preset's file also reads the number as the preset does
/// first, by the facts of its `phon` section (``trial(reading:region:)``).
///
/// The trials travel as data (``TrialStep``) in the file's optional `trls` section. A loader
/// of programs alone (`MaskProgram(bytecode:)`, or any maskc before this section) skips it
/// and runs the mask; this one verifies it and makes its trials again, and refuses a file
/// whose step it does not know rather than judge with less.
public struct MaskCheck: Sendable {
    /// The mask (or mask set): match, transform, extract and the editor.
    public let program: MaskProgram
    /// The trials judged after the mask.
    public let trials: [Trial]
    /// A phone preset's reading of a number before its masks (the `phon` section), as data
    /// for a runtime that has no MaskPresets; nil for every other file. ``trial`` runs it
    /// (``PhoneNumberReader``): read as a value without that step, the file's masks would
    /// insert the `+` themselves, and `447700900123`, which has no country code, would pass
    /// as `+44 7700 900123`.
    public var phoneReading: PhoneReadingSection? {
        // Verified at the load: reading it again cannot fail.
        phoneReadingValues ?? phoneReadingPayload.flatMap { try? PhoneReadingSection(section: $0, version: phoneReadingVersion) }
    }

    /// Whether the file carries a phone preset's reading step (`phon`), without reading it.
    public var carriesPhoneReading: Bool { phoneReadingValues != nil || phoneReadingPayload != nil }

    /// The section as given (``init(program:trials:phoneReading:)``).
    private let phoneReadingValues: PhoneReadingSection?
    /// The section as a file's verified bytes, made into values when asked for. PERF:
    /// making its Strings and arrays at every load was most of `phone-e164`'s load (callgrind).
    private let phoneReadingPayload: ArraySlice<UInt8>?
    /// The format version of the file the payload came from (its layout: docs/bytecode.md).
    private let phoneReadingVersion: UInt16
    /// The section's reader, made on first use (``phoneNumberReader``).
    let phoneReaderHolder = PhoneReaderHolder()

    public init(program: MaskProgram, trials: [Trial], phoneReading: PhoneReadingSection? = nil) {
        self.program = program
        self.trials = trials
        phoneReadingValues = phoneReading
        phoneReadingPayload = nil
        phoneReadingVersion = BytecodeFormat.version
    }

    private init(program: MaskProgram, trials: [Trial], verifiedPhoneReading payload: ArraySlice<UInt8>?, version: UInt16) {
        self.program = program
        self.trials = trials
        phoneReadingValues = nil
        phoneReadingPayload = payload
        phoneReadingVersion = version
    }

    /// The whole check, reading the sample as a value (``trial(reading:region:)`` with
    /// `.value`): what `maskc check -p FILE` and the JavaScript runtime's `loadCheck` judge
    /// by default. `trial(reading: .exact)` is the mask, then the trials, on the text as given
    /// (``Trial/inTurn(_:)``, so a text that fails the mask reports only that), which this
    /// property was before the value reading came to the library.
    public var trial: Trial { trial(reading: .value) }

    /// Loads a file that ``bytecode()`` wrote (or any program's file: its check is the mask
    /// alone), verifying the program as `MaskProgram(bytecode:)` does and the `trls` section
    /// as hostile input, and a phone preset's `phon` section too.
    public init(bytecode: [UInt8], limits: MaskProgram.LoadLimits = .default) throws(ProgramError) {
        var section: ArraySlice<UInt8>? = nil, phoneSection: ArraySlice<UInt8>? = nil
        let program = try MaskProgram(bytecode: bytecode, limits: limits, alsoReading: BytecodeFormat.Tag.trials, into: &section,
                                      andReading: BytecodeFormat.Tag.phoneReading, into: &phoneSection)
        var trials: [Trial] = []
        if let section {
            for step in try TrialStep.decodeSection(section) {
                trials.append(try Trial(step: step))
            }
        }
        // The header's version (the program's load verified the container): version 1's
        // phon section has no region rules.
        let version = UInt16(bytecode[8]) | UInt16(bytecode[9]) << 8
        if let phoneSection { try PhoneReadingSection.verify(section: phoneSection, version: version) }
        self.init(program: program, trials: trials, verifiedPhoneReading: phoneSection, version: version)
    }

    /// The program's file with the trials' `trls` section. Throws when a trial has no
    /// ``Trial/step`` (it is code, not data), naming it.
    public func bytecode() throws(MaskCheckError) -> [UInt8] {
        var steps: [TrialStep] = []
        for trial in trials {
            guard let step = trial.step else { throw .notData(trial: trial.description) }
            steps.append(step)
        }
        var sections = [(BytecodeFormat.Tag.trials, TrialStep.encodedSection(steps))]
        if let phoneReadingValues {
            sections.append((BytecodeFormat.Tag.phoneReading, phoneReadingValues.encoded()))
        } else if let phoneReadingPayload {
            // Written in today's layout: a version-1 payload is read and written again.
            let payload = phoneReadingVersion == BytecodeFormat.version ? Array(phoneReadingPayload) : phoneReading?.encoded() ?? []
            sections.append((BytecodeFormat.Tag.phoneReading, payload))
        }
        return program.bytecode(adding: sections)
    }
}

/// Why a ``MaskCheck`` cannot be written to a file.
public enum MaskCheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The trial is code (a closure, a custom type, a regular expression), not data.
    case notData(trial: String)

    public var description: String {
        switch self {
        case .notData(let trial): "the trial \(trial) is code, not data a bytecode file can carry"
        }
    }
}
