import MaskCompiler
import MaskTrials
import MaskVM

extension MaskPreset {
    /// The preset's masks compiled into one program, a mask set when there are several
    /// (`card`, `iban`, `phone`, `us-zip`): match, transform, extract and the editor, as
    /// for any program.
    ///
    /// ```swift
    /// MaskPreset.card.program.transform("378282246310005").text   // "3782 822463 10005"
    /// MaskPreset.ipv4.program.match("256.1.1.1")                  // .illegal(at: 2)
    /// ```
    public var program: MaskProgram { compiled.program }

    /// The masks as `MaskCompiler.compile(_:)` takes them: named when there are several (so
    /// `maskc match` reports them by name), one unnamed mask otherwise.
    public var maskDefinitions: [MaskDefinition] {
        masks.map { MaskDefinition($0.pattern, name: masks.count > 1 ? $0.name : nil) }
    }

    /// The whole check: the mask, then the preset's trials over what the mask let through
    /// (``MaskTrials/Trial/inTurn(_:)``, so a text that fails the mask reports only that).
    /// The same as `Trial.preset(self)`.
    ///
    /// ```swift
    /// MaskPreset.iban.trial.passes("GB82 WEST 1234 5698 7654 32")   // true
    /// MaskPreset.dateISO.trial.evaluate("2023-02-29")                // .invalid([calendar_date])
    /// ```
    public var trial: Trial { compiled.trial }

    /// The program and the trials, as one value: ``bytecode`` writes it to a file, and
    /// `MaskCheck(bytecode:)` loads the whole check back with MaskVM and MaskTrialsCore alone.
    public var check: MaskCheck { compiled.check }

    /// The preset's whole check as a bytecode file: the program's sections and its trials as
    /// data (`trls`, docs/bytecode.md), and for the phone presets what ``PhoneInput`` reads a
    /// number by (`phon`: ``MaskTrialsCore/PhoneReadingSection``), for a runtime without
    /// MaskPresets. `maskc compile --preset NAME` writes it.
    ///
    /// ```swift
    /// let check = try MaskCheck(bytecode: MaskPreset.iban.bytecode)
    /// check.trial.passes("GB82 WEST 1234 5698 7654 33")   // false: the mod-97 check
    /// ```
    public var bytecode: [UInt8] {
        let check = compiled.check
        do {
            // The reading's data is made here, not with the program: only a file needs it.
            guard readsPhoneNumbers else { return try check.bytecode() }
            return try MaskCheck(program: check.program, trials: check.trials, phoneReading: .libphonenumber).bytecode()
        } catch {
            // The catalogue's own trials, not user input: a test writes every preset's file.
            preconditionFailure("preset \(name) has a trial that is not data: \(error)")
        }
    }

    /// ``trial`` with the checks that need today's date made against `reference`: for
    /// `card-expiry`, not in the past. Presets without such a check give ``trial``.
    ///
    /// ```swift
    /// MaskPreset.cardExpiry.trial(notBefore: CalendarMonth(year: 2026, month: 11)!).passes("10/26")   // false
    /// ```
    public func trial(notBefore reference: CalendarMonth) -> Trial {
        guard let referenceTrial = definition.referenceTrial else { return trial }
        return Trial.inTurn([trial, referenceTrial(reference)])
    }

    /// The whole check, taking samples as `reading` says: ``trial`` when `.exact`; with
    /// `.value`, a sample in any form that the preset's program prints complete without
    /// dropping or moving a typed letter or digit passes the mask, and the trials judge the
    /// printed form (``MaskTrials/Trial/onValue(of:then:)``). `reference`, when given, is
    /// as in ``trial(notBefore:)``.
    ///
    /// ```swift
    /// MaskPreset.iban.trial(reading: .value).passes("DE89370400440532013000")   // true
    /// MaskPreset.card.trial(reading: .value).passes("4111111111111111")         // true
    /// MaskPreset.card.trial(reading: .exact).passes("4111111111111111")         // false
    /// ```
    public func trial(reading: Trial.Reading, notBefore reference: CalendarMonth? = nil) -> Trial {
        switch reading {
        case .exact:
            return reference.map { trial(notBefore: $0) } ?? trial
        case .value:
            // A phone preset reads the country code first, then that country's set: the
            // same check as `maskc check --preset phone` (no region: international input).
            if definition.phoneOutput != nil { return trial(reading: .value, region: nil, notBefore: reference) }
            let referenceTrials = reference.flatMap { month in definition.referenceTrial.map { [$0(month)] } } ?? []
            return Trial.onValue(of: program, then: definition.trials + referenceTrials)
        }
    }
}

extension Trial {
    /// A preset's whole check: its mask, then its trials. `Trial.preset(.iban)` passes
    /// `GB82 WEST 1234 5698 7654 32`, and fails it with one digit changed, naming the check
    /// digits.
    public static func preset(_ preset: MaskPreset) -> Trial {
        preset.trial
    }

    /// A preset's whole check, taking samples as `reading` says
    /// (``MaskPreset/trial(reading:notBefore:)``): `Trial.preset(.iban, reading: .value)`
    /// passes `DE89370400440532013000`, as `maskc check --preset iban` does.
    public static func preset(_ preset: MaskPreset, reading: Reading) -> Trial {
        preset.trial(reading: reading)
    }
}

/// A value made by whichever thread asks first: a preset's ``CompiledPreset``, or its
/// ``DefinitionContent``. Threads racing on the very first use may each make one; the first
/// one stored is the one every thread keeps (making it is a pure function of the
/// catalogue's data).
final class MadeOnFirstUse<Value: AnyObject & Sendable>: Sendable {
    /// MaskVM's one publish-once home, which needs no Synchronization module.
    private let published = PublishedOnce()
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        published.withValue(make: make) { $0 }
    }
}

/// A preset's masks, trials and examples as the catalogue makes them, made on first use
/// (``MaskPreset/Definition``).
final class DefinitionContent: Sendable {
    let masks: [PresetMask]
    let trials: [Trial]
    let examples: [String]
    let counterexamples: [String]

    init(masks: [PresetMask], trials: [Trial], examples: [String], counterexamples: [String]) {
        self.masks = masks
        self.trials = trials
        self.examples = examples
        self.counterexamples = counterexamples
    }
}

/// A preset's program and trial.
final class CompiledPreset: Sendable {
    let check: MaskCheck
    let trial: Trial
    var program: MaskProgram { check.program }

    init(_ definition: MaskPreset.Definition) {
        let masks = definition.masks.map { MaskDefinition($0.pattern, name: definition.masks.count > 1 ? $0.name : nil) }
        let program: MaskProgram
        do {
            program = try MaskCompiler.compile(masks)
        } catch {
            // The catalogue's own patterns, not user input: a test compiles every preset.
            preconditionFailure("preset \(definition.name) does not compile: \(error)")
        }
        check = MaskCheck(program: program, trials: definition.trials)
        trial = check.trial(reading: .exact)
    }
}
