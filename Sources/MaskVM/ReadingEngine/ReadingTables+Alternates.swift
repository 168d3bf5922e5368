/// Typing normalization, judged per position: what a person typed may be read in another
/// form where the mask takes that one. `transform`, `extract` and the editor read typing so;
/// `match` does not (a stored value must already be canonical).
///
/// Each typed unit (one Character) has at most one *alternate*, a single Unicode scalar:
/// - a decimal digit of any script (general category Nd: Arabic-Indic `٣`, Persian `۳`,
///   Devanagari `३`, full-width `３`) has its ASCII digit;
/// - a letter has its other case (a one-scalar simple case mapping).
///
/// The reading tries a unit's forms in order wherever it could take it: as typed first, then
/// its alternate (see `greedy` and ``ReadingMoveGenerator``). So the choice is made where
/// the character lands: with `UL`, `ab` reads `Ab`, and with `[٠-٩]D`, `٣٣` reads `٣3`. A
/// unit becomes exactly one Character either way, so indices of dropped units and the
/// editor's mark keep their meaning.
///
/// An alternate is packed into a word: its UTF-8 bytes, the first in the lowest byte (a
/// scalar is at most four bytes, and none of them is zero). 0 means none.
extension ReadingTables {
    /// The ASCII alternate table: for each byte, the other case of an ASCII letter when some
    /// state reads that other case, else 0. 256 entries, so any byte indexes it.
    static func asciiAlternates(_ classMap: [UInt8], readableAs: [UInt8]) -> [UInt8] {
        (0..<256).map { byte in
            let value = UInt8(byte)
            guard value < 0x80, value | 0x20 >= 0x61, value | 0x20 <= 0x7A else { return 0 }
            let other = value ^ 0x20
            return readableAs[Int(classMap[Int(other)])] != 0 ? other : 0
        }
    }

    /// The alternate of each unit of an input (0 for none), or nil when no unit has one: for
    /// the exact search over a non-ASCII input. PERF: one look at each Character's scalar;
    /// ASCII units use the table.
    func alternates(of input: ReadingInput) -> [UInt32]? {
        var result = [UInt32](repeating: 0, count: input.unitCount)
        var any = false
        for index in 0..<input.unitCount {
            let alternate = alternate(of: UnsafeBufferPointer(rebasing: input.bytes[input.unit(index)]))
            if alternate != 0 {
                result[index] = alternate
                any = true
            }
        }
        return any ? result : nil
    }

    /// The alternate of the unit whose UTF-8 is `unit`, packed, or 0: only one whose first
    /// byte some state reads (the others could never be read).
    func alternate(of unit: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let lead = unit.first else { return 0 }
        if unit.count == 1 { return UInt32(asciiAlternate[Int(lead)]) }
        guard unit.count <= 4 else { return 0 }
        var decoder = UTF8()
        var iterator = unit.makeIterator()
        // One scalar only: its UTF-8 width is the unit's. (The decoder reads ahead, so an
        // empty iterator after it does not say so: `é` and a combining acute would be read
        // as `É`, losing the accent.)
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), UTF8.width(scalar) == unit.count else { return 0 }
        let properties = scalar.properties
        var other: Unicode.Scalar?
        if let digit = TypedDigit.asciiDigit(of: scalar) {
            other = Unicode.Scalar(digit)
        } else if properties.isLowercase || properties.isUppercase {
            let mapped = properties.isLowercase ? properties.uppercaseMapping : properties.lowercaseMapping
            let scalars = mapped.unicodeScalars
            if scalars.count == 1, let first = scalars.first, first != scalar { other = first }
        }
        guard let other else { return 0 }
        var packed: UInt32 = 0
        var shift: UInt32 = 0
        for byte in String(other).utf8 {
            packed |= UInt32(byte) << shift
            shift += 8
        }
        return readable[Int(classMap[Int(packed & 0xFF)])] ? packed : 0
    }
}
