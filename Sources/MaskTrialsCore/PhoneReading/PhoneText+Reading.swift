import MaskVM

/// The facts a phone number's reading looks up, from wherever they are kept: MaskPresets'
/// tables (its `PhoneInput`), or a file's `phon` section (``PhoneNumberReader``). The order
/// of the reading's steps is ``PhoneText/read(_:region:by:)``'s alone, so the two read a
/// text alike wherever their facts agree.
@usableFromInline
package protocol PhoneReadingFacts {
    /// A country code's facts, as the facts keep them.
    associatedtype Country
    /// A region whose national input is read, as the facts keep it.
    associatedtype Region

    /// The country whose code the text after `+` or an international prefix starts with:
    /// one to three ASCII digits, the first that is a code; nil when none is. `codeOffset`
    /// is where `international` starts in `written`'s characters, in bytes.
    func country(startingWith international: Substring, of written: PhoneText.Written, at codeOffset: Int) -> Country?
    /// The country's code (`44`).
    func code(of country: Country) -> String
    /// Whether the country's trunk prefix is `0`: asked only where a `(0)` follows its code.
    func trunkPrefixIsZero(_ country: Country) -> Bool
    /// How the country's trunk-prefix rule reads the front of a national number written
    /// after its code (``PhoneTrunkPrefixRule/reading(afterCode:isNationalNumber:)``), or nil
    /// when it keeps the digits as written or the country has no rule.
    func trunkPrefixReading(of country: Country, afterCode national: Substring) -> PhoneTrunkPrefixRule.Reading?
    /// The international prefixes dialled in the region (`00`, `810`).
    func internationalPrefixes(of region: Region) -> [String]
    /// The region's country code (`44`).
    func countryCode(of region: Region) -> String
    /// National input without what the region dials before a national number.
    func nationalNumber(of input: Substring, in region: Region) -> Substring
    /// How the region's national-prefix rule reads the front of national input (ASCII
    /// digits or not), as ``PhoneTrunkPrefixRule/reading(afterCode:isNationalNumber:)``
    /// reads it: by the region's own rule where the region has one that its code's main
    /// region lacks (AG's `4601234`: `268 460 1234`), else by its country code's rule; nil
    /// when it keeps the digits as written.
    func nationalPrefixReading(of region: Region, national: Substring) -> PhoneTrunkPrefixRule.Reading?
}

extension PhoneText {
    /// What a text reads as (``read(_:region:by:)``).
    @usableFromInline
    package struct Reading: Sendable {
        /// Where the country code came from.
        @usableFromInline
        package enum Source: Hashable, Sendable {
            /// Written after `+`.
            case plus
            /// After an international prefix: `00`, `011`, or the region's own (`810`).
            case internationalPrefix(String)
            /// National input read for the region.
            case region
        }

        /// `+`, the country code and the national number, without formatting
        /// (`+442079460958`); with no country code, the text without formatting.
        package let number: String
        /// The country code read, when it is one of the facts' (`44`).
        package let countryCode: String?
        /// How the country code was given; nil when it was not (national input, no region).
        package let source: Source?
        /// The extension's digits (`12`), or nil.
        package let extensionNumber: String?
        /// The digits right after the code that the trunk-prefix rule took off or rewrote, or nil.
        package let trunkPrefixReading: PhoneTrunkPrefixRule.Reading?

        /// Written out, not the implicit one: ``PhoneText/read(_:region:by:)`` is inlined
        /// into the module whose facts it reads by, so the initializer it calls must be usable there.
        @usableFromInline
        init(number: String, countryCode: String?, source: Source?, extensionNumber: String?, trunkPrefixReading: PhoneTrunkPrefixRule.Reading?) {
            self.number = number
            self.countryCode = countryCode
            self.source = source
            self.extensionNumber = extensionNumber
            self.trunkPrefixReading = trunkPrefixReading
        }
    }

    /// Reads `text` as the phone presets read it, by `facts`; `region` says whose national
    /// numbers input without `+` or an international prefix is. The steps, in order:
    ///
    /// - an extension at the end is taken off (``splitExtension(_:)``) and formatting left
    ///   out, each `(0)` noted (``withoutFormatting(_:)``);
    /// - `+CC…` stays; `00CC…` and `011CC…` become `+CC…` (with a region, that region's own
    ///   international prefixes instead);
    /// - a `(0)` right after the code is left out where the code's trunk prefix is `0`;
    ///   otherwise a trunk prefix written without parentheses after the code is read by the
    ///   code's rule (`+44 0 7700 900123` is `+447700900123`), another script's digits as
    ///   their ASCII ones (`+44 ０２０ 7123 4567`, ``asciiDigits(of:isASCII:)``), as for a
    ///   region's national input;
    /// - with a region, national input gets its country code, less what the region dials
    ///   before a national number, or rewritten where the region's rule rewrites it
    ///   (Argentina's `011 15`: `+54 9 11`; AG's seven digits get the area code `268`);
    ///   without one, input with no `+`, `00` or `011` has no country code.
    ///
    /// A stray symbol before or after the number is left out with the formatting
    /// (``withoutFormatting(_:)``); any other character stays in the number, so a mask
    /// refuses a letter rather than losing it, and the check fails a stray symbol inside.
    ///
    /// PERF: `@inlinable`, so each module that reads by its own facts (MaskPresets'
    /// `PhoneInput`, ``PhoneNumberReader``) gets the steps specialized for them: called
    /// generically across modules, every fact was asked through the protocol's witness table,
    /// +0.9% of `transform --preset phone` (callgrind). `package`, so no more API than before.
    @inlinable
    package static func read<Facts: PhoneReadingFacts>(_ text: String, region: Facts.Region?, by facts: Facts) -> Reading {
        let (body, extensionNumber) = splitExtension(text)
        let written = withoutFormatting(body)
        let international: Substring?
        let source: Reading.Source?
        // Where the country code starts, in bytes (prefixes are ASCII digits).
        let codeOffset: Int
        if written.startsWithPlus {
            international = written.characters[written.characters.utf8.index(after: written.characters.startIndex)...]
            source = .plus
            codeOffset = 1
        } else if let prefix = (region.map(facts.internationalPrefixes) ?? ["00", "011"]).first(where: { written.characters.starts(with: $0) }) {
            international = written.characters.dropFirst(prefix.count)
            source = .internationalPrefix(prefix)
            codeOffset = prefix.utf8.count
        } else {
            international = nil
            source = region == nil ? nil : .region
            codeOffset = 0
        }
        guard let international else {
            guard let region else {
                return Reading(number: written.characters, countryCode: nil, source: nil, extensionNumber: extensionNumber, trunkPrefixReading: nil)
            }
            let code = facts.countryCode(of: region)
            // Another script's digits (`０２０ 7123 4567`) are read as libphonenumber reads
            // them, as their ASCII digits: what is taken off is the same count of Characters.
            let ascii = asciiDigits(of: written.characters[...], isASCII: written.isASCII)
            // A transform rule rewrites national input as it does after the code, by one rule
            // in libphonenumber's parse: Argentina's `011 15 2345-6789` is `+54 9 11 2345 6789`,
            // and a whole number is rewritten too (AG's `4601234` is `+1 268 460 1234`,
            // Madagascar's `2123456` `+261 20 21 234 56`). Only a rewrite: a prefix taken off
            // is the region's own (`nationalNumber`).
            if let reading = facts.nationalPrefixReading(of: region, national: ascii.map { $0[...] } ?? written.characters[...]),
               !reading.read.isEmpty {
                return Reading(number: "+" + code + reading.read + written.characters.dropFirst(reading.written.count), countryCode: code,
                               source: source, extensionNumber: extensionNumber, trunkPrefixReading: reading)
            }
            let national = ascii.map { written.characters.dropFirst($0.count - facts.nationalNumber(of: $0[...], in: region).count) }
                ?? facts.nationalNumber(of: written.characters[...], in: region)
            return Reading(number: "+" + code + national, countryCode: code, source: source, extensionNumber: extensionNumber, trunkPrefixReading: nil)
        }
        let country = facts.country(startingWith: international, of: written, at: codeOffset)
        let code = country.map(facts.code(of:))
        // PERF: the code's digits are ASCII Characters of one byte each (a digit that a
        // mark joins has no ASCII value, and starts no code), so its bytes step past it;
        // the national number stays a slice of the text unless the reading rewrites it
        // (offsetting by Characters, counting the code's and copying were 1.1k
        // instructions a phone transform; callgrind).
        let national = international[international.utf8.index(international.startIndex, offsetBy: code?.utf8.count ?? 0)...]
        var rewritten: String?
        var trunkPrefixReading: PhoneTrunkPrefixRule.Reading?
        if let country {
            // `(0)` right after the code: the trunk prefix, written to be left out abroad.
            // PERF: the code's trunk prefix is asked only where the text had a `(0)` at all,
            // which few have.
            if !written.trunkZeros.isEmpty, written.trunkZeros.contains(written.characters.count - national.count),
               facts.trunkPrefixIsZero(country) {
                rewritten = String(national.dropFirst())
            } else if let reading = facts.trunkPrefixReading(of: country, afterCode: national)
                        ?? asciiDigits(of: national, isASCII: written.isASCII).flatMap({ facts.trunkPrefixReading(of: country, afterCode: $0[...]) }) {
                // A trunk prefix written without parentheses, as libphonenumber's parse takes it off.
                rewritten = reading.read + national.dropFirst(reading.written.count)
                trunkPrefixReading = reading
            }
        }
        let number: String
        if let rewritten {
            number = "+" + (code ?? "") + rewritten
        } else if source == .plus {
            // `+`, the code and the national number as written: the text without formatting.
            number = written.characters
        } else {
            number = "+" + international
        }
        return Reading(number: number, countryCode: code, source: source, extensionNumber: extensionNumber, trunkPrefixReading: trunkPrefixReading)
    }

    /// `digits` with each Character a decimal digit of another script (`０`, `٠`) read as its
    /// ASCII digit (``MaskVM/TypedDigit``), as libphonenumber reads digits before it takes a
    /// trunk prefix off (`+44 ０２０ 7123 4567` is `+442071234567`); nil where they are ASCII
    /// already (`isASCII`, the written text's: no second reading) or where a Character is
    /// no decimal digit, which no trunk-prefix rule reads. A Character for a Character, so
    /// a count of them is the same in both.
    @usableFromInline
    static func asciiDigits(of digits: Substring, isASCII: Bool) -> String? {
        guard !isASCII else { return nil }
        var ascii = ""
        var sawOtherScript = false
        for character in digits {
            var scalars = character.unicodeScalars.makeIterator()
            guard let scalar = scalars.next(), scalars.next() == nil, let digit = TypedDigit.asciiDigit(of: scalar) else { return nil }
            sawOtherScript = sawOtherScript || !scalar.isASCII
            ascii.unicodeScalars.append(Unicode.Scalar(digit))
        }
        return sawOtherScript ? ascii : nil
    }
}
