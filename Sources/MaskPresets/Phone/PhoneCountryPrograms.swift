import MaskCompiler
import MaskVM

/// The phone presets' country choice: once ``PhoneInput`` has read the country code, the
/// number is formatted by that country's own mask set, made from libphonenumber's formats
/// for the code's main region, so every country gets its layouts by leading digits (a set
/// holds at most 64 masks, and the formats of all countries are over a thousand).
///
/// A country's set is its formats, one mask a format and leading-digit prefix, in the
/// metadata's order, then one mask for numbers no format takes: `+CC ` and the national
/// number's digits, as many as the country's numbers have (`+[4][4] D{7,10}`; for NATIONAL,
/// the digits alone), which is how libphonenumber prints a number it has no format for,
/// compiled apart and used only for a whole number that no format takes. A country with more
/// formats than a set holds (Germany, India, China, Japan) has several sets, in the metadata's
/// order: a later one is asked only when the ones before it do not read the number whole.
/// Each set is compiled on first use.
final class PhoneCountryPrograms: Sendable {
    /// Which of libphonenumber's formats the sets print.
    enum Layout: Sendable {
        /// INTERNATIONAL: `+44 20 7123 4567`; the sets read `+`, the code and the number.
        case international
        /// NATIONAL: `020 7123 4567`; the sets read the national significant number alone.
        case national
    }

    /// Which of a country's programs reads a number.
    enum Part: Sendable, Equatable {
        /// The formats, one mask a format and leading-digit prefix: the country's set at this
        /// index (most countries have one).
        case formats(Int)
        /// The digits alone after the code: for a number no format takes.
        case digits
    }

    private let layout: Layout
    /// Each code's format sets, in the metadata's order: one, unless the country has more
    /// formats than a set holds.
    private let sets: [String: [LazyCountryProgram]]
    /// Each code's digits mask, apart from its formats: in one set, a partial number would
    /// be read by the plain digits (they need no literal inserted, and take more digits), so
    /// as you type the field would lose its grouping, and a digit too many for every format
    /// would switch it to the digits.
    private let digits: [String: LazyCountryProgram]
    /// ``sets`` and ``digits`` again, at each code's slot (``PhoneNumberingPlan/slot(ofCode:)``).
    /// PERF: the choice at every number and key finds its country's programs without
    /// hashing the code's String twice.
    private let bySlot: [(sets: [LazyCountryProgram], digits: LazyCountryProgram?)]

    init(_ layout: Layout, regions: [PhoneRegion] = PhoneRegion.all) {
        var sets: [String: [LazyCountryProgram]] = [:], digits: [String: LazyCountryProgram] = [:]
        for region in regions where region.mainRegionForCode {
            let code = String(region.countryCode)
            var masks = Self.masks(of: region, layout: layout)
            if let last = masks.last {
                digits[code] = LazyCountryProgram(masks: [last])
                masks.removeLast()
            }
            if !masks.isEmpty {
                sets[code] = stride(from: 0, to: masks.count, by: MaskProgram.maximumMaskCount).map {
                    LazyCountryProgram(masks: Array(masks[$0..<min($0 + MaskProgram.maximumMaskCount, masks.count)]))
                }
            }
        }
        self.layout = layout
        self.sets = sets
        self.digits = digits
        var bySlot = [(sets: [LazyCountryProgram], digits: LazyCountryProgram?)](repeating: ([], nil), count: PhoneNumberingPlan.slotCount)
        for code in Set(sets.keys).union(digits.keys) {
            guard let slot = PhoneNumberingPlan.slot(ofCode: code) else { continue }
            bySlot[slot] = (sets[code] ?? [], digits[code])
        }
        self.bySlot = bySlot
    }

    /// The code's format sets and digits mask: by its slot when it is one to three ASCII
    /// digits (every code the numbering plan finds), else by the code itself.
    private func programs(of code: String) -> (sets: [LazyCountryProgram], digits: LazyCountryProgram?) {
        guard let slot = PhoneNumberingPlan.slot(ofCode: code) else { return (sets[code] ?? [], digits[code]) }
        return bySlot[slot]
    }

    /// The program that prints `text` (`+`, the code and the national number for
    /// INTERNATIONAL; the national number for NATIONAL) for the country code (`44`), nil when
    /// no region has that code. The formats, when they make a whole number of it; else the
    /// digits mask, when it does, at a length the country's numbers have; else, for a number
    /// still being typed, whichever keeps every digit, the formats first (a digit past a
    /// whole number of the formats is overflow, and stays with them). The phone field
    /// (``PhoneNumberEditor``) asks the same at every key, so typing equals pasting.
    func program(countryCode: String, reading text: String) -> Choice? {
        let (formatSets, digitsProgram) = programs(of: countryCode)
        let plain = digitsProgram?.program ?? nil
        guard let formats = formatSets.first?.program ?? nil else {
            return plain.map { ($0, .digits, nil, digitsProgram?.valueIsLettersAndDigits ?? false) }
        }
        let byFormats = formats.transform(text)
        if byFormats.isComplete { return (formats, .formats(0), byFormats, formatSets[0].valueIsLettersAndDigits) }
        // A country's later sets (its formats past the first set's) only for a whole number.
        for (index, later) in formatSets.enumerated().dropFirst() {
            guard let program = later.program else { continue }
            let byLater = program.transform(text)
            if byLater.isComplete { return (program, .formats(index), byLater, later.valueIsLettersAndDigits) }
        }
        guard let plain, let digitsProgram else { return (formats, .formats(0), byFormats, formatSets[0].valueIsLettersAndDigits) }
        let byDigits = plain.transform(text)
        let nationalLength = layout == .international ? Self.characterCount(text) - 1 - countryCode.count : Self.characterCount(text)
        if byDigits.isComplete, PhoneNumberingPlan.libphonenumber.lengthsByCode[countryCode]?.contains(nationalLength) == true {
            return (plain, .digits, byDigits, digitsProgram.valueIsLettersAndDigits)
        }
        // A digit past a whole number of the formats is overflow (a twelfth digit of a +7
        // number), not a reason to take the digits mask.
        if byFormats.droppedLettersAndDigits > 0, byDigits.droppedLettersAndDigits == 0, formats.match(byFormats.text) != .complete {
            return (plain, .digits, byDigits, digitsProgram.valueIsLettersAndDigits)
        }
        return (formats, .formats(0), byFormats, formatSets[0].valueIsLettersAndDigits)
    }

    /// A program chosen for a text, which of the country's programs it is, its
    /// `transform(text)` with the default options when choosing made it (PERF: so the phone
    /// presets' transform need not make it again), and whether its printed value is its
    /// letters and digits (``PhonePrintedValue``, found once a set).
    typealias Choice = (program: MaskProgram, part: Part, transformed: Transformed?, valueIsLettersAndDigits: Bool)

    /// The program a phone field types `text` into (``PhoneNumberEditor``), as
    /// libphonenumber's AsYouTypeFormatter chooses its layout: while a set of formats reads
    /// every digit typed, whole or not, the field keeps that set's grouping, so a number
    /// never shows raw digits that jump into shape at its last key (`+971 2 234 5` on the way
    /// to `+971 2 234 5678`, where ``program(countryCode:reading:)`` prints the possible
    /// 5-digit number `+971 22345`). The formatter groups from the third digit of the
    /// national number, so until then the digits mask shows them as typed (`+61 21`). Past
    /// that, the choice is ``program(countryCode:reading:)``'s.
    func programWhileTyping(countryCode: String, reading text: String) -> Choice? {
        let (formatSets, digitsProgram) = programs(of: countryCode)
        let plain = digitsProgram?.program ?? nil
        let nationalLength = layout == .international ? Self.characterCount(text) - 1 - countryCode.count : Self.characterCount(text)
        if nationalLength < Self.digitsBeforeGrouping, let plain, let digitsProgram {
            let byDigits = plain.transform(text)
            if byDigits.droppedLettersAndDigits == 0 { return (plain, .digits, byDigits, digitsProgram.valueIsLettersAndDigits) }
        }
        for (index, set) in formatSets.enumerated() {
            guard let program = set.program else { continue }
            let read = program.transform(text)
            if read.isComplete || (read.droppedLettersAndDigits == 0 && read.unplaced.isEmpty) {
                return (program, .formats(index), read, set.valueIsLettersAndDigits)
            }
        }
        return program(countryCode: countryCode, reading: text)
    }

    /// The country's first set of formats, compiled, whether its printed value is its
    /// letters and digits (``PhonePrintedValue``), and its choice carried from key to key
    /// before any key (``MaskVM/CarriedSetChoice``, nil when it has none): the program
    /// ``programWhileTyping(countryCode:reading:)`` takes for a number that set reads whole or
    /// keeps every digit of; nil when the country has none, or it does not compile.
    func firstFormats(countryCode: String) -> (program: MaskProgram, valueIsLettersAndDigits: Bool, emptyChoice: CarriedSetChoice?)? {
        guard let first = programs(of: countryCode).sets.first else { return nil }
        return first.withCompiled { compiled in
            compiled.program.map { ($0, compiled.valueIsLettersAndDigits, compiled.emptyChoice) }
        }
    }

    /// The country's digits mask, compiled: the program ``programWhileTyping(countryCode:reading:)``
    /// takes for a number of fewer national digits than the formatter groups where it keeps
    /// every digit; nil when the country has none, or it does not compile.
    func digitsProgram(countryCode: String) -> MaskProgram? {
        programs(of: countryCode).digits?.program ?? nil
    }

    /// The Characters of `text`. PERF: an ASCII text but for `\r` (which `\n` joins) has one
    /// a byte, counted without breaking it into graphemes (a fiftieth of a phone key, callgrind).
    static func characterCount(_ text: String) -> Int {
        let utf8 = text.utf8
        let ascii = utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 || $0 == 0x0D } }
            ?? !utf8.contains { $0 >= 0x80 || $0 == 0x0D }
        return ascii ? utf8.count : text.count
    }

    /// How many digits of the national number AsYouTypeFormatter takes before it groups them.
    static let digitsBeforeGrouping = 3

    /// Every country's programs, compiled: nil for a set or digits mask that does not
    /// compile. For the test that compiles them all.
    func compiledAll() -> [String: (formats: [MaskProgram?], digits: MaskProgram?)] {
        var all: [String: (formats: [MaskProgram?], digits: MaskProgram?)] = [:]
        for code in Set(sets.keys).union(digits.keys) {
            all[code] = ((sets[code] ?? []).map(\.program), digits[code]?.program ?? nil)
        }
        return all
    }

    static let international = PhoneCountryPrograms(.international)
    static let national = PhoneCountryPrograms(.national)

    /// The masks of one country's set, as above.
    static func masks(of region: PhoneRegion, layout: Layout) -> [PresetMask] {
        let code = String(region.countryCode)
        let lead = layout == .international ? "+" + code.map { "[\($0)]" }.joined() + " " : ""
        let formats = layout == .international ? region.internationalFormats : region.nationalFormats
        var masks = PhoneFormatMasks.masks(of: region, formats: formats, lead: lead)
        let lengths = PhoneNumberingPlan.libphonenumber.lengthsByCode[code] ?? Set(region.possibleLengths)
        if let low = lengths.min(), let high = lengths.max() {
            let digits = low == high ? "D{\(low)}" : "D{\(low),\(high)}"
            masks.append(PresetMask("\(region.region)-digits", lead + digits))
        }
        return masks
    }
}

/// One country's set, compiled by whichever thread asks first (a pure function of the
/// metadata, so racing threads make the same program).
final class LazyCountryProgram: Sendable {
    private let published = PublishedOnce()
    let masks: [PresetMask]

    init(masks: [PresetMask]) {
        self.masks = masks
    }

    /// The compiled set; nil if it does not compile (a test compiles every country's sets,
    /// and a number is never met with a trap: the phone presets then use their own program).
    var program: MaskProgram? {
        published.withValue(make: { CountryProgram(masks) }) { $0.program }
    }

    /// Whether the compiled set prints its value as its letters and digits
    /// (``PhonePrintedValue``); false when it does not compile.
    var valueIsLettersAndDigits: Bool {
        published.withValue(make: { CountryProgram(masks) }) { $0.valueIsLettersAndDigits }
    }

    /// `body` of the compiled set and what was found of it, in one look-up.
    func withCompiled<Result>(_ body: (CountryProgram) -> Result) -> Result {
        published.withValue(make: { CountryProgram(masks) }, body)
    }
}

/// A compiled country set, or nil when the metadata's masks do not compile, and what the
/// scan of its masks found (``PhonePrintedValue``), once a set.
final class CountryProgram: Sendable {
    let program: MaskProgram?
    let valueIsLettersAndDigits: Bool
    /// The set's choice carried from key to key before any key, for a set whose printed
    /// value is its letters and digits (nil otherwise). PERF: the phone field's switch to the
    /// formats copies it, where making it was a fifth of the switch (callgrind).
    let emptyChoice: CarriedSetChoice?

    init(_ masks: [PresetMask]) {
        program = try? MaskCompiler.compile(masks.map { MaskDefinition($0.pattern, name: $0.name) })
        valueIsLettersAndDigits = program != nil && PhonePrintedValue.isLettersAndDigits(of: masks)
        emptyChoice = valueIsLettersAndDigits ? program.flatMap { CarriedSetChoice(program: $0) } : nil
    }
}
