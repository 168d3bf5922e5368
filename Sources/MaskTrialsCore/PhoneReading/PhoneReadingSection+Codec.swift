import MaskVM

/// The `phon` section's layout (docs/bytecode.md): texts are a u32 byte length and UTF-8,
/// counts and lengths u32.
///
///     u32 countries; per country: text code, text trunk prefix, u32 ways and that many
///         texts; where it has ways: the possible lengths, the local-only lengths (each a
///         u32 count and that many u32), and its pattern (``PhoneDigitAutomaton``)
///     u32 regions; per region: text region, text country code, u32 count and texts of
///         international prefixes, u32 count and texts of national prefixes, the lengths;
///         in format version 2, u32 ways and that many texts, and where it has ways its
///         local-only lengths and its pattern
///
/// The reader refuses anything the writer would not write: a count over its limit or the
/// bytes left, a code that is not one to three digits or is written twice, a way, prefix or
/// length list out of its grammar, a region whose country the section does not have, a
/// pattern's target width other than the one its state count gives (the only field the
/// writer derives), and trailing bytes; every message names the country or region.
extension PhoneReadingSection {
    /// The section's payload, in the layout of the newest format version (2).
    public func encoded() -> [UInt8] {
        encoded(version: BytecodeFormat.version)
    }

    /// The section's payload in the layout of format `version`: version 1 has no region
    /// rules (a test writes one to hold today's reader to the files of earlier maskc, and
    /// FuzzPhon holds what version 1's layout reads to what it writes back).
    public func encoded(version: UInt16) -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(UInt32(countries.count))
        for country in countries {
            writer.text(country.code)
            writer.text(country.trunkPrefix)
            writer.u32(UInt32(country.ways.count))
            for way in country.ways { writer.text(way) }
            guard !country.ways.isEmpty, let pattern = country.pattern else { continue }
            Self.lengths(country.possibleLengths, into: &writer)
            Self.lengths(country.localOnlyLengths, into: &writer)
            pattern.encode(into: &writer)
        }
        writer.u32(UInt32(regions.count))
        for region in regions {
            writer.text(region.region)
            writer.text(region.countryCode)
            writer.u32(UInt32(region.internationalPrefixes.count))
            for prefix in region.internationalPrefixes { writer.text(prefix) }
            writer.u32(UInt32(region.nationalPrefixes.count))
            for prefix in region.nationalPrefixes { writer.text(prefix) }
            Self.lengths(region.possibleLengths, into: &writer)
            guard version >= 2 else { continue }
            writer.u32(UInt32(region.ways.count))
            for way in region.ways { writer.text(way) }
            guard !region.ways.isEmpty, let pattern = region.pattern else { continue }
            Self.lengths(region.localOnlyLengths, into: &writer)
            pattern.encode(into: &writer)
        }
        return writer.bytes
    }

    /// Reads and verifies a section's payload, in the layout of format `version` (the
    /// file's header says which; version 1's regions have no rules).
    public init(section payload: ArraySlice<UInt8>, version: UInt16 = BytecodeFormat.version) throws(ProgramError) {
        self = try Self.read(payload, version: version, building: true)!
    }

    /// Verifies a section's payload as ``init(section:)`` does, with the same errors, without
    /// making its values. PERF: a file's load verifies; the values are made when asked for
    /// (making every String and array at the load was 3.6 million instructions of the phone
    /// presets' 4.4 million in `phone-e164`'s load, 2.8 times its compile; callgrind).
    public static func verify(section payload: ArraySlice<UInt8>, version: UInt16 = BytecodeFormat.version) throws(ProgramError) {
        // PERF: one pass over the raw bytes (PhoneReadingFastVerifier); where it refuses, the
        // reader below reads again and throws what is wrong, or has the last word and takes it.
        guard !PhoneReadingFastVerifier.isSound(payload, version: version) else { return }
        _ = try read(payload, version: version, building: false)
    }

    /// Whether the one-pass verification takes `payload`; for tests, which hold it to
    /// ``verify(section:)``'s reader.
    package static func isSoundInOnePass(_ payload: ArraySlice<UInt8>, version: UInt16 = BytecodeFormat.version) -> Bool {
        PhoneReadingFastVerifier.isSound(payload, version: version)
    }

    /// The section's values (nil when not `building`), after every check.
    private static func read(_ payload: ArraySlice<UInt8>, version: UInt16, building: Bool) throws(ProgramError) -> PhoneReadingSection? {
        var reader = ByteReader(payload, tag: BytecodeFormat.Tag.phoneReading)
        var countries: [Country] = []
        // PERF: codes and regions are noted by slot, not hashed into sets.
        var codes = [Bool](repeating: false, count: 1110)
        for _ in 0..<(try Self.count(&reader, limit: Self.maximumCountryCount, of: "countries", in: nil)) {
            let code = try text(&reader)
            guard PhoneReadingGrammar.isDigits(code, lengths: 1...3) else { throw Self.malformed(nil, "no country code '\(string(code))'") }
            let slot = Self.slot(ofCode: code)
            guard !codes[slot] else { throw Self.malformed(nil, "country '\(string(code))' written twice") }
            codes[slot] = true
            // PERF: names for messages are made only on a failure (autoclosures), and values
            // only when building: Strings made at every load were most of its cost.
            let codeText = { string(code) }
            let trunkPrefix = try text(&reader)
            guard PhoneReadingGrammar.isDigits(trunkPrefix, lengths: 0...8) else {
                throw Self.malformed("country '\(codeText())'", "no trunk prefix '\(string(trunkPrefix))'")
            }
            var country = building ? Country(code: codeText(), trunkPrefix: string(trunkPrefix)) : nil
            let wayCount = try Self.count(&reader, limit: Self.maximumWayCount, of: "ways", in: "country '\(codeText())'")
            for _ in 0..<wayCount {
                let way = try text(&reader)
                guard PhoneReadingGrammar.isWay(way) else { throw Self.malformed("country '\(codeText())'", "no way '\(string(way))'") }
                if building { country?.ways.append(string(way)) }
            }
            if wayCount > 0 {
                let possible = try Self.lengths(
                    &reader, of: "possible lengths", in: "country '\(codeText())'", allowingNone: false, building: building)
                let localOnly = try Self.lengths(
                    &reader, of: "local-only lengths", in: "country '\(codeText())'", allowingNone: true, building: building)
                let pattern = try PhoneDigitAutomaton.decode(&reader, what: "country '\(codeText())': pattern", building: building)
                country?.possibleLengths = possible
                country?.localOnlyLengths = localOnly
                country?.pattern = pattern
            }
            if let country { countries.append(country) }
        }
        var regions: [Region] = []
        var names = [Bool](repeating: false, count: 26 * 26)
        for _ in 0..<(try Self.count(&reader, limit: Self.maximumRegionCount, of: "regions", in: nil)) {
            let name = try text(&reader)
            guard name.count == 2, name.allSatisfy({ (0x41...0x5A).contains($0) }) else { throw Self.malformed(nil, "no region '\(string(name))'") }
            let slot = Int(name[name.startIndex] - 0x41) * 26 + Int(name[name.startIndex + 1] - 0x41)
            guard !names[slot] else { throw Self.malformed(nil, "region '\(string(name))' written twice") }
            names[slot] = true
            let regionText = { string(name) }
            let what = { "region '\(regionText())'" }
            let code = try text(&reader)
            guard PhoneReadingGrammar.isDigits(code, lengths: 1...3), codes[Self.slot(ofCode: code)] else {
                throw Self.malformed(what(), "no country '\(string(code))' in the section")
            }
            var international: [String] = []
            for _ in 0..<(try Self.count(&reader, limit: Self.maximumListCount, of: "international prefixes", in: what())) {
                let prefix = try text(&reader)
                guard PhoneReadingGrammar.isDigits(prefix, lengths: 1...8) else {
                    throw Self.malformed(what(), "no international prefix '\(string(prefix))'")
                }
                if building { international.append(string(prefix)) }
            }
            var national: [String] = []
            for _ in 0..<(try Self.count(&reader, limit: Self.maximumListCount, of: "national prefixes", in: what())) {
                let prefix = try text(&reader)
                guard PhoneReadingGrammar.isDigitSets(prefix) else { throw Self.malformed(what(), "no national prefix '\(string(prefix))'") }
                if building { national.append(string(prefix)) }
            }
            let lengths = try Self.lengths(&reader, of: "possible lengths", in: what(), allowingNone: false, building: building)
            var region = building ? Region(region: regionText(), countryCode: string(code), internationalPrefixes: international,
                                           nationalPrefixes: national, possibleLengths: lengths) : nil
            if version >= 2 {
                let wayCount = try Self.count(&reader, limit: Self.maximumWayCount, of: "ways", in: what())
                for _ in 0..<wayCount {
                    let way = try text(&reader)
                    guard PhoneReadingGrammar.isWay(way) else { throw Self.malformed(what(), "no way '\(string(way))'") }
                    if building { region?.ways.append(string(way)) }
                }
                if wayCount > 0 {
                    // Read into locals first: `region?.x = try …` skips the read when not building.
                    let localOnly = try Self.lengths(&reader, of: "local-only lengths", in: what(), allowingNone: true, building: building)
                    let pattern = try PhoneDigitAutomaton.decode(&reader, what: "\(what()): pattern", building: building)
                    region?.localOnlyLengths = localOnly
                    region?.pattern = pattern
                }
            }
            if let region { regions.append(region) }
        }
        try reader.expectEnd()
        return building ? PhoneReadingSection(countries: countries, regions: regions) : nil
    }

    /// A text's bytes: a u32 byte length and that many bytes, refused as ``ByteReader/text()``
    /// refuses them when they are not UTF-8 (every text the grammar takes is ASCII).
    private static func text(_ reader: inout ByteReader) throws(ProgramError) -> ArraySlice<UInt8> {
        let bytes = try reader.counted("a text")
        guard bytes.allSatisfy({ $0 < 0x80 }) || String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else {
            throw .invalidText(tag: BytecodeFormat.Tag.phoneReading)
        }
        return bytes
    }

    /// A text's bytes as a String (valid UTF-8 by then).
    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Where a code of one to three ASCII digits stands among the 1,110 such codes: `1`
    /// and `01` apart.
    private static func slot(ofCode code: ArraySlice<UInt8>) -> Int {
        let value = code.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        return (code.count == 1 ? 0 : code.count == 2 ? 10 : 110) + value
    }

    private static func malformed(_ what: String?, _ reason: String) -> ProgramError {
        .malformedSection(tag: BytecodeFormat.Tag.phoneReading, reason: what.map { "\($0): \(reason)" } ?? reason)
    }

    /// A count, at most `limit` and at most what the bytes left can hold (each entry takes
    /// at least four bytes), checked before anything is made.
    private static func count(
        _ reader: inout ByteReader, limit: Int, of what: String, in owner: @autoclosure () -> String?
    ) throws(ProgramError) -> Int {
        let count = Int(try reader.u32("the number of \(what)"))
        let bound = min(limit, reader.remaining / 4)
        guard count <= bound else { throw malformed(owner(), "\(count) \(what), at most \(bound)") }
        return count
    }

    private static func lengths(_ lengths: [Int], into writer: inout ByteWriter) {
        writer.u32(UInt32(lengths.count))
        for length in lengths { writer.u32(UInt32(length)) }
    }

    /// A list of lengths: each 1 to 99, strictly ascending; at least one unless `allowingNone`.
    /// Without `building`, verified alone (an empty list).
    private static func lengths(
        _ reader: inout ByteReader, of what: String, in owner: @autoclosure () -> String, allowingNone: Bool, building: Bool = true
    ) throws(ProgramError) -> [Int] {
        let count = try count(&reader, limit: maximumListCount, of: what, in: owner())
        guard count > 0 || allowingNone else { throw malformed(owner(), "no \(what)") }
        var lengths: [Int] = []
        var previous = 0
        for _ in 0..<count {
            let length = Int(try reader.u32())
            guard (1...99).contains(length), length > previous else {
                throw malformed(owner(), "\(what): \(length) is not 1 to 99 and above the one before")
            }
            previous = length
            if building { lengths.append(length) }
        }
        return lengths
    }
}

/// The grammar of the section's texts, strict: what the writer writes and nothing else.
enum PhoneReadingGrammar {
    /// What separates a way's sets from its rewrite.
    private static let arrow: [UInt8] = Array(" -> ".utf8)

    /// Whether `text` is ASCII digits, of a length in `lengths`.
    static func isDigits(_ text: ArraySlice<UInt8>, lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(text.count) && text.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// A way: digit sets (`[0][1-9]`, none at all for a way that takes nothing), then `$`
    /// optionally, then optionally ` -> ` and a rewrite of digits and `<a-b>` pieces
    /// (`a` ≤ `b` ≤ the number of sets) with at least one piece.
    static func isWay(_ text: ArraySlice<UInt8>) -> Bool {
        text.withUnsafeBufferPointer { isWay(bytes: $0) }
    }

    static func isWay(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        guard let sets = digitSets(bytes, &index) else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "$") { index += 1 }
        if index == bytes.count { return true }
        let arrow = Self.arrow
        guard bytes.count - index > arrow.count, bytes[index..<index + arrow.count].elementsEqual(arrow) else { return false }
        index += arrow.count
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                index += 1
                guard let low = number(bytes, &index), index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return false }
                index += 1
                guard let high = number(bytes, &index), index < bytes.count, bytes[index] == UInt8(ascii: ">"),
                      low <= high, high <= sets else { return false }
                index += 1
            } else {
                guard number(bytes, &index) != nil else { return false }
            }
        }
        return true
    }

    /// A national prefix: one or more digit sets, nothing else.
    static func isDigitSets(_ text: ArraySlice<UInt8>) -> Bool {
        text.withUnsafeBufferPointer { isDigitSets(bytes: $0) }
    }

    static func isDigitSets(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        guard let sets = digitSets(bytes, &index) else { return false }
        return sets > 0 && index == bytes.count
    }

    /// Reads `[…]` sets from `index` on (each one or more digits or ranges `a-b`, `a` ≤ `b`),
    /// and gives how many; nil where a set is malformed.
    private static func digitSets(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Int? {
        var sets = 0
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        while index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            index += 1
            var members = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), isDigit(bytes[index + 2]) {
                    guard bytes[index] <= bytes[index + 2] else { return nil }
                    index += 3
                } else {
                    index += 1
                }
                members += 1
            }
            guard members > 0, index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            sets += 1
        }
        return sets
    }

    /// The ASCII digits at `index` (one or more), as a number (capped: a run longer than
    /// nine digits is no offset the grammar allows); nil where there are none.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Int? {
        var value = 0, count = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            if count < 9 { value = value * 10 + Int(bytes[index] - 0x30) }
            count += 1
            index += 1
        }
        return count == 0 ? nil : value
    }
}
