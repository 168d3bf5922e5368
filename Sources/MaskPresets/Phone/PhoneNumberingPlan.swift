/// The country codes libphonenumber knows and the lengths of their national numbers, as one
/// lookup: what the `phone` preset's check and its fallback masks are made from.
struct PhoneNumberingPlan: Sendable {
    /// Possible national significant number lengths by country code (`"44"`: 7, 9, 10): those
    /// of every region with the code (`"1"`: 10 in the US, 7 and 10 in Canada), since
    /// libphonenumber calls a number valid by the region it belongs to.
    let lengthsByCode: [String: Set<Int>]
    /// The trunk prefix of each country code's main region (`"44"`: `0`), where it has one:
    /// what a `(0)` after the country code stands for.
    let trunkPrefixByCode: [String: String]
    /// What each country code's main region writes before an extension where it has its own
    /// (`"44"`: ` x`): libphonenumber formats a number's extension by that region's metadata.
    let extensionPrefixByCode: [String: String]

    /// Each code of ``lengthsByCode`` at its slot (``slot(_:digitCount:)``): the lookup
    /// ``countryCode(startingWith:)`` makes, with no String built and no hashing.
    private let codesBySlot: [String?]

    init(_ regions: [PhoneRegion]) {
        var lengths: [String: Set<Int>] = [:]
        var trunks: [String: String] = [:]
        var extensionPrefixes: [String: String] = [:]
        for region in regions {
            lengths[String(region.countryCode), default: []].formUnion(region.possibleLengths)
            if region.mainRegionForCode {
                trunks[String(region.countryCode)] = region.trunkPrefix
                extensionPrefixes[String(region.countryCode)] = region.extensionPrefix
            }
        }
        lengthsByCode = lengths
        trunkPrefixByCode = trunks
        extensionPrefixByCode = extensionPrefixes
        var slots = [String?](repeating: nil, count: Self.slotCount)
        for code in lengths.keys {
            guard let slot = Self.slot(ofCode: code) else { continue }
            slots[slot] = code
        }
        codesBySlot = slots
    }

    /// The country code the digits start with (codes are prefix-free, ITU-T E.164), or nil.
    /// Codes are one to three ASCII digits, so a first three that holds anything else starts
    /// none from there on.
    func countryCode(startingWith digits: some Collection<Character>) -> String? {
        countryCode(startingWithCharacters: digits)
    }

    /// ``countryCode(startingWith:)`` by Characters.
    private func countryCode(startingWithCharacters digits: some Collection<Character>) -> String? {
        var value = 0, count = 0
        for character in digits.prefix(3) {
            guard let ascii = character.asciiValue, (0x30...0x39).contains(ascii) else { return nil }
            value = value * 10 + Int(ascii - 0x30)
            count += 1
            if let code = codesBySlot[Self.slot(value, digitCount: count)] { return code }
        }
        return nil
    }

    /// ``countryCode(startingWith:)`` of a Substring. PERF: where its first four bytes are
    /// ASCII, each of the first three is a Character of its own (a byte after a digit that
    /// could join it, a combining mark, is not ASCII), so the digits are read as bytes: the
    /// Character walk was a tenth of a key in the phone field (callgrind), which asks twice.
    func countryCode(startingWith digits: Substring) -> String? {
        let utf8 = digits.utf8
        // PERF: a native String's bytes read in place; indexing the Substring's view checked
        // every index, 460 instructions a lookup (callgrind), asked twice a key in the field.
        // A closure, not the method itself: a method passed as a function copied `self` to
        // the heap at every call.
        if let lookup = utf8.withContiguousStorageIfAvailable({ countryCode(startingWithBytes: $0) }), case .decided(let code) = lookup {
            return code
        }
        var value = 0, count = 0
        var index = utf8.startIndex
        // The first four bytes, or all there are: ASCII, or the Characters decide.
        var ahead = index, checked = 0
        while checked < 4, ahead != utf8.endIndex {
            guard utf8[ahead] < 0x80 else { return countryCode(startingWithCharacters: digits) }
            utf8.formIndex(after: &ahead)
            checked += 1
        }
        while count < 3, index != utf8.endIndex {
            let byte = utf8[index]
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            count += 1
            if let code = codesBySlot[Self.slot(value, digitCount: count)] { return code }
            utf8.formIndex(after: &index)
        }
        return nil
    }

    /// ``countryCode(startingWith:)`` of an ASCII text (bytes other than `\r`, each a
    /// Character) from its byte `offset` on. PERF: the String's own bytes, where a
    /// Substring's cost 320 instructions a phone transform to reach (callgrind), walked by a
    /// static function that captures the table alone: a closure over the plan retained its
    /// dictionaries too.
    func countryCode(startingWithASCII text: String, from offset: Int) -> String? {
        let slots = codesBySlot
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.countryCode(startingWith: UnsafeBufferPointer(rebasing: bytes[min(offset, bytes.count)...]), slots: slots)
        } ?? countryCode(startingWith: text[text.utf8.index(text.startIndex, offsetBy: offset)...])
    }

    /// ``countryCode(startingWith:)`` of bytes whose first four are ASCII (so each of the
    /// first three is a Character of its own).
    func countryCode(startingWithASCII bytes: UnsafeBufferPointer<UInt8>) -> String? {
        Self.countryCode(startingWith: bytes, slots: codesBySlot)
    }

    /// The code the ASCII digits of `bytes` start with, by `slots` (``codesBySlot``).
    private static func countryCode(startingWith bytes: UnsafeBufferPointer<UInt8>, slots: [String?]) -> String? {
        var value = 0, count = 0
        for byte in bytes.prefix(3) {
            guard (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            count += 1
            if let code = slots[slot(value, digitCount: count)] { return code }
        }
        return nil
    }

    /// What the bytes of a text say of its country code: the code (nil for none), or that
    /// the Characters must decide (its first four bytes are not all ASCII).
    private enum ByteLookup {
        case decided(String?)
        case needsCharacters
    }

    /// ``countryCode(startingWith:)`` of a text's UTF-8 bytes, by the same rules as its walk
    /// of a Substring's bytes.
    private func countryCode(startingWithBytes bytes: UnsafeBufferPointer<UInt8>) -> ByteLookup {
        for byte in bytes.prefix(4) where byte >= 0x80 { return .needsCharacters }
        var value = 0, count = 0
        for byte in bytes.prefix(3) {
            guard (0x30...0x39).contains(byte) else { return .decided(nil) }
            value = value * 10 + Int(byte - 0x30)
            count += 1
            if let code = codesBySlot[Self.slot(value, digitCount: count)] { return .decided(code) }
        }
        return .decided(nil)
    }

    /// Where a code of `digitCount` digits (1 to 3) whose value is `value` stands: the ten
    /// one-digit codes first, then the hundred two-digit ones, then the thousand of three,
    /// so `1` and `01` are apart.
    private static func slot(_ value: Int, digitCount: Int) -> Int {
        switch digitCount {
        case 1: value
        case 2: 10 + value
        default: 110 + value
        }
    }

    /// The slot of a code of one to three ASCII digits (`44`), nil for any other text: an
    /// index into tables of ``slotCount`` entries, each code at its own.
    static func slot(ofCode code: String) -> Int? {
        // PERF: one pass over the bytes (a check and a sum apart were 280 instructions a
        // phone transform, which looks its code's sets up by slot; callgrind).
        var value = 0, count = 0
        for byte in code.utf8 {
            guard count < 3, (0x30...0x39).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
            count += 1
        }
        return count == 0 ? nil : slot(value, digitCount: count)
    }

    /// How many slots codes of one to three digits take.
    static let slotCount = 1110

    static let libphonenumber = PhoneNumberingPlan(PhoneRegion.all)

    /// The shortest and longest whole E.164 number (country code included) among `codes`.
    func totalLengths(of codes: some Sequence<String>) -> ClosedRange<Int>? {
        var shortest = Int.max, longest = 0
        for code in codes {
            guard let lengths = lengthsByCode[code], let low = lengths.min(), let high = lengths.max() else { continue }
            shortest = min(shortest, code.count + low)
            longest = max(longest, code.count + high)
        }
        return shortest <= longest ? shortest...longest : nil
    }
}
