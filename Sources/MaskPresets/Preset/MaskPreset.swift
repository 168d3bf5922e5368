import MaskTrials

/// A ready mask, or mask set, with the trials that belong with it: the fields every app has.
///
/// ```swift
/// MaskPreset.card.program.transform("378282246310005")    // "3782 822463 10005"
/// MaskPreset.named("iban")?.trial.passes("GB82 WEST 1234 5698 7654 32")   // true
/// Trial.preset(.dateISO).passes("2023-02-29")             // false: not a real date
/// MaskPreset.all.map(\.name)                              // ["card", "card-expiry", ...]
/// ```
///
/// A preset is data: its ``name``, a one-line ``summary``, its ``masks`` and its trials. The
/// whole catalogue, with the source of every fact, is `Sources/MaskPresets/Catalog/`, and
/// docs/presets.md lists it.
public struct MaskPreset: Sendable, CustomStringConvertible {
    /// What the catalogue writes for each preset. The name and summary are kept as written;
    /// the masks, trials and examples are made on first use (``DefinitionContent``).
    struct Definition: Sendable {
        let name: String
        let summary: String
        /// Makes ``trials`` again from the catalogue's data, where they are built from tables
        /// (the phone presets' possible lengths, the IBAN registry's layouts); nil where they
        /// are a few literal parameters.
        let trialsFromSource: (@Sendable () -> [Trial])?
        let referenceTrial: (@Sendable (CalendarMonth) -> Trial)?
        /// For the phone presets: how they print a number, after ``PhoneInput`` reads it.
        let phoneOutput: PhoneOutput?
        /// PERF: made on first use. Every `maskc` run lists the presets' names (its help and
        /// errors do), and making every preset's masks and trials with them, the phone and
        /// IBAN tables included, was 27M of the 33M instructions of `maskc match -m DDDD 2024`.
        private let content: MadeOnFirstUse<DefinitionContent>

        init(
            name: String, summary: String,
            masks: @autoclosure @escaping @Sendable () -> [PresetMask], trials: @autoclosure @escaping @Sendable () -> [Trial],
            trialsFromSource: (@Sendable () -> [Trial])? = nil,
            examples: @autoclosure @escaping @Sendable () -> [String], counterexamples: @autoclosure @escaping @Sendable () -> [String],
            referenceTrial: (@Sendable (CalendarMonth) -> Trial)? = nil, phoneOutput: PhoneOutput? = nil
        ) {
            self.name = name
            self.summary = summary
            self.trialsFromSource = trialsFromSource
            self.referenceTrial = referenceTrial
            self.phoneOutput = phoneOutput
            content = MadeOnFirstUse {
                DefinitionContent(masks: masks(), trials: trials(), examples: examples(), counterexamples: counterexamples())
            }
        }

        var masks: [PresetMask] { content.value.masks }
        var trials: [Trial] { content.value.trials }
        var examples: [String] { content.value.examples }
        var counterexamples: [String] { content.value.counterexamples }
    }

    let definition: Definition
    /// The program and the whole check, made on first use (so naming one preset does not
    /// compile the catalogue).
    let lazy: MadeOnFirstUse<CompiledPreset>

    init(_ definition: Definition) {
        self.definition = definition
        self.lazy = MadeOnFirstUse { CompiledPreset(definition) }
    }

    var compiled: CompiledPreset { lazy.value }

    /// The name the CLI's `--preset` takes: `card`, `iban`, `date-iso`.
    public var name: String { definition.name }
    /// One line saying what the preset is for.
    public var summary: String { definition.summary }
    /// The masks, in the order the choice rule breaks a tie.
    public var masks: [PresetMask] { definition.masks }
    /// The trials judged after the mask (the Luhn and brand check of `card`, the mod-97 check
    /// of `iban`, the calendar of the dates); empty for presets the mask says all of.
    public var trials: [Trial] { definition.trials }
    /// The trials made again from the catalogue's data, as a first use makes them: what the
    /// benchmark compares a file's load with (a load reads the masks and these trials), beside
    /// compiling the masks.
    package func makeTrialsFromSource() -> [Trial] {
        definition.trialsFromSource?() ?? definition.trials
    }

    /// Public example values, as the preset prints them: each passes ``trial``.
    public var examples: [String] { definition.examples }
    /// Values the mask takes that the trials refuse (a wrong check digit, 29 February 2023).
    public var counterexamples: [String] { definition.counterexamples }

    /// `name: summary`.
    public var description: String { "\(name): \(summary)" }

    /// Every preset, in the catalogue's order.
    public static let all: [MaskPreset] = PresetCatalog.definitions.map(MaskPreset.init)

    /// The preset of that name, or nil.
    public static func named(_ name: String) -> MaskPreset? {
        all.first { $0.name == name }
    }

    static func catalogued(_ name: String) -> MaskPreset {
        // The names below are the catalogue's own; a test checks each one is found.
        guard let preset = named(name) else { preconditionFailure("no preset named \(name) in the catalogue") }
        return preset
    }

    public static let card = catalogued("card")
    public static let cardExpiry = catalogued("card-expiry")
    public static let cardCVC = catalogued("card-cvc")
    public static let iban = catalogued("iban")
    public static let phone = catalogued("phone")
    public static let phoneE164 = catalogued("phone-e164")
    public static let phoneNational = catalogued("phone-national")
    public static let dateISO = catalogued("date-iso")
    public static let dateEU = catalogued("date-eu")
    public static let dateUS = catalogued("date-us")
    public static let dateEUSlash = catalogued("date-eu-slash")
    public static let time = catalogued("time")
    public static let timeSeconds = catalogued("time-seconds")
    public static let time12Hour = catalogued("time-12h")
    public static let ipv4 = catalogued("ipv4")
    public static let mac = catalogued("mac")
    public static let hexColor = catalogued("hex-color")
    public static let uuid = catalogued("uuid")
    public static let usZIP = catalogued("us-zip")
    public static let postcodeUK = catalogued("postcode-uk")
    public static let postcodeCanada = catalogued("postcode-ca")
    public static let postcodeNetherlands = catalogued("postcode-nl")
    public static let postcodeGermany = catalogued("postcode-de")
}
