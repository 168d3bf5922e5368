/// The `phon` section's verification in one pass over its raw bytes: the checks of
/// ``PhoneReadingSection/init(section:)``, in the same order, answering only whether the
/// payload is sound. PERF: the section is about 1,700 small texts and 2,600 counts; read
/// through `ByteReader` (a slice a text, a bounds check and an `ArraySlice` index per byte,
/// closures for the messages' names) its verification was 1.27 million instructions of
/// phone-e164's 1.57-million check load (callgrind), over issue 21's half of its compile.
///
/// It never makes a message: where it says no, the caller reads the payload again with the
/// `ByteReader` reader, whose error is the message (a refusal is rare; only a sound file must
/// be fast). So it may refuse more than that reader (which then has the last word) but must
/// never take what that reader refuses; `PhoneReadingSectionTests` hold the two together.
struct PhoneReadingFastVerifier {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The file's format version: version 2's regions carry their own rules.
    private let version: UInt16
    private var offset = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>, version: UInt16) {
        self.bytes = bytes
        self.version = version
    }

    /// Whether `payload` is a sound section in the layout of format `version`.
    static func isSound(_ payload: ArraySlice<UInt8>, version: UInt16) -> Bool {
        payload.withUnsafeBufferPointer { bytes in
            var verifier = PhoneReadingFastVerifier(bytes, version: version)
            return verifier.section()
        }
    }

    private var remaining: Int { bytes.count - offset }

    private mutating func u32() -> Int? {
        guard remaining >= 4 else { return nil }
        let at = offset
        offset += 4
        return Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
    }

    /// A count at most `limit` and what the bytes left can hold, four bytes an entry.
    private mutating func count(limit: Int) -> Int? {
        guard let count = u32(), count <= min(limit, remaining / 4) else { return nil }
        return count
    }

    /// A text's bytes (where its u32 length fits in the bytes left).
    private mutating func text() -> UnsafeBufferPointer<UInt8>? {
        guard let length = u32(), length <= remaining else { return nil }
        let start = offset
        offset += length
        return UnsafeBufferPointer(rebasing: bytes[start..<offset])
    }

    private static func isDigits(_ text: UnsafeBufferPointer<UInt8>, lengths: ClosedRange<Int>) -> Bool {
        guard lengths.contains(text.count) else { return false }
        for byte in text where byte &- 0x30 > 9 { return false }
        return true
    }

    /// The slot of a code of one to three digits (as the reader numbers them).
    private static func slot(ofCode code: UnsafeBufferPointer<UInt8>) -> Int {
        var value = 0
        for byte in code { value = value * 10 + Int(byte - 0x30) }
        return (code.count == 1 ? 0 : code.count == 2 ? 10 : 110) + value
    }

    private mutating func section() -> Bool {
        var codes = [Bool](repeating: false, count: 1110)
        guard let countryCount = count(limit: PhoneReadingSection.maximumCountryCount) else { return false }
        for _ in 0..<countryCount {
            guard let code = text(), Self.isDigits(code, lengths: 1...3) else { return false }
            let slot = Self.slot(ofCode: code)
            guard !codes[slot] else { return false }
            codes[slot] = true
            guard let trunkPrefix = text(), Self.isDigits(trunkPrefix, lengths: 0...8),
                  let wayCount = count(limit: PhoneReadingSection.maximumWayCount) else { return false }
            for _ in 0..<wayCount {
                guard let way = text(), PhoneReadingGrammar.isWay(bytes: way) else { return false }
            }
            if wayCount > 0 {
                guard lengths(allowingNone: false), lengths(allowingNone: true), automaton() else { return false }
            }
        }
        var names = [Bool](repeating: false, count: 26 * 26)
        guard let regionCount = count(limit: PhoneReadingSection.maximumRegionCount) else { return false }
        for _ in 0..<regionCount {
            guard let name = text(), name.count == 2, name[0] &- 0x41 < 26, name[1] &- 0x41 < 26 else { return false }
            let slot = Int(name[0] - 0x41) * 26 + Int(name[1] - 0x41)
            guard !names[slot] else { return false }
            names[slot] = true
            guard let code = text(), Self.isDigits(code, lengths: 1...3), codes[Self.slot(ofCode: code)],
                  let internationalCount = count(limit: PhoneReadingSection.maximumListCount) else { return false }
            for _ in 0..<internationalCount {
                guard let prefix = text(), Self.isDigits(prefix, lengths: 1...8) else { return false }
            }
            guard let nationalCount = count(limit: PhoneReadingSection.maximumListCount) else { return false }
            for _ in 0..<nationalCount {
                guard let prefix = text(), PhoneReadingGrammar.isDigitSets(bytes: prefix) else { return false }
            }
            guard lengths(allowingNone: false) else { return false }
            guard version >= 2 else { continue }
            guard let wayCount = count(limit: PhoneReadingSection.maximumWayCount) else { return false }
            for _ in 0..<wayCount {
                guard let way = text(), PhoneReadingGrammar.isWay(bytes: way) else { return false }
            }
            if wayCount > 0 {
                guard lengths(allowingNone: true), automaton() else { return false }
            }
        }
        return remaining == 0
    }

    /// A list of lengths, each 1 to 99 and above the one before.
    private mutating func lengths(allowingNone: Bool) -> Bool {
        guard let count = count(limit: PhoneReadingSection.maximumListCount), count > 0 || allowingNone else { return false }
        var previous = 0
        for _ in 0..<count {
            guard let length = u32(), (1...99).contains(length), length > previous else { return false }
            previous = length
        }
        return true
    }

    /// A ``PhoneDigitAutomaton``, as its `decode` checks it.
    private mutating func automaton() -> Bool {
        guard let stateCount = u32(), (1...PhoneDigitAutomaton.maximumStateCount).contains(stateCount),
              let classCount = u32(), (1...10).contains(classCount),
              let start = u32(), start < stateCount,
              let width = u32(), width == PhoneDigitAutomaton.targetWidth(stateCount), remaining >= 10 else { return false }
        for index in offset..<offset + 10 where Int(bytes[index]) >= classCount { return false }
        offset += 10
        let entries = stateCount * classCount
        let bitmapSize = (stateCount + 7) / 8
        guard entries * width + bitmapSize <= remaining else { return false }
        let table = offset
        offset += entries * width
        if width == 1 {
            // PERF: the largest target, in a loop without an exit (the compiler vectorizes it).
            if stateCount < 256 {
                var largest: UInt8 = 0
                for index in table..<offset { largest = max(largest, bytes[index]) }
                guard Int(largest) < stateCount else { return false }
            }
        } else {
            for index in stride(from: table, to: offset, by: 2) where Int(bytes[index]) | Int(bytes[index + 1]) << 8 >= stateCount {
                return false
            }
        }
        offset += bitmapSize
        return Int(bytes[offset - 1]) >> (stateCount - 8 * (bitmapSize - 1)) == 0
    }
}
