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
/// the digits alone, kept apart), which is how libphonenumber prints a number it has no
/// format for. A country with more than 63
/// format masks keeps its first 63 (so a number whose format was cut is printed as the
/// last mask prints it, with its own digits). Each set is compiled on first use.
final class PhoneCountryPrograms: Sendable {
    /// Which of libphonenumber's formats the sets print.
    enum Layout: Sendable {
        /// INTERNATIONAL: `+44 20 7123 4567`; the sets read `+`, the code and the number.
        case international
        /// NATIONAL: `020 7123 4567`; the sets read the national significant number alone.
        case national
    }

    private let layout: Layout
    private let sets: [String: LazyCountryProgram]
    /// NATIONAL only: each code's digits mask apart, tried when no format takes the number
    /// (in one set, the plain digits would be chosen over every format, since they need no
    /// literal inserted).
    private let digits: [String: LazyCountryProgram]

    init(_ layout: Layout, regions: [PhoneRegion] = PhoneRegion.all) {
        var sets: [String: LazyCountryProgram] = [:], digits: [String: LazyCountryProgram] = [:]
        for region in regions where region.mainRegionForCode {
            let code = String(region.countryCode)
            var masks = Self.masks(of: region, layout: layout)
            if layout == .national, let last = masks.last {
                digits[code] = LazyCountryProgram(masks: [last])
                masks.removeLast()
            }
            if !masks.isEmpty { sets[code] = LazyCountryProgram(masks: masks) }
        }
        self.layout = layout
        self.sets = sets
        self.digits = digits
    }

    /// The program that prints `text` (`+`, the code and the national number for
    /// INTERNATIONAL; the national number for NATIONAL) for the country code (`44`): its
    /// set; for NATIONAL, the digits mask when no format of the set takes the number. Nil
    /// when no region has that code.
    func program(countryCode: String, reading text: String) -> MaskProgram? {
        guard layout == .national else { return sets[countryCode]?.program }
        if let set = sets[countryCode]?.program, set.transform(text).isComplete { return set }
        return digits[countryCode]?.program ?? sets[countryCode]?.program
    }

    static let international = PhoneCountryPrograms(.international)
    static let national = PhoneCountryPrograms(.national)

    /// The masks of one country's set, as above.
    static func masks(of region: PhoneRegion, layout: Layout) -> [PresetMask] {
        let code = String(region.countryCode)
        let lead = layout == .international ? "+" + code.map { "[\($0)]" }.joined() + " " : ""
        let formats = layout == .international ? region.internationalFormats : region.nationalFormats
        var masks = Array(PhoneFormatMasks.masks(of: region, formats: formats, lead: lead).prefix(MaskProgram.maximumMaskCount - 1))
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

    var program: MaskProgram {
        published.withValue(make: { CountryProgram(masks) }) { $0.program }
    }
}

/// A compiled country set.
final class CountryProgram: Sendable {
    let program: MaskProgram

    init(_ masks: [PresetMask]) {
        let definitions = masks.map { MaskDefinition($0.pattern, name: $0.name) }
        do {
            program = try MaskCompiler.compile(definitions)
        } catch {
            // The metadata's own formats, not user input: a test compiles every country's set.
            preconditionFailure("the phone set \(masks.first?.name ?? "") does not compile: \(error)")
        }
    }
}
