/// What a reading dropped, sorted for ``EditorChange``: the inserted text's letters and digits
/// (refused: an app may flash the key) apart from its other characters (formatting noise,
/// such as the spaces of a pasted `+1 555 123 4567`), both as UTF-16 offsets into the
/// inserted text, the editor's unit; and how many letters and digits of the text that was
/// there before were lost.
struct DroppedCharacters {
    var refused: [Int] = []
    var ignored: [Int] = []
    var displaced = 0

    init() {}

    /// Sorts `dropped`, ascending unit indices of `reading`; `inserted` are the units of the
    /// inserted text. With `refusingAll` (an edit refused whole because it would cost a
    /// letter or digit the field shows, such as a `.` typed after `25.6` in an address)
    /// every inserted character is refused, separators too: the person's key was refused,
    /// not ignored as noise.
    init(_ dropped: [Int], _ reading: ReadingInput, inserted: Range<Int>, refusingAll: Bool = false) {
        guard !dropped.isEmpty else { return }
        var next = inserted.lowerBound
        var utf16 = 0
        for index in dropped {
            let unit = reading.unit(index)
            let isValue = reading.isLetterOrDigit(unit)
            guard inserted.contains(index) else {
                if isValue { displaced += 1 }
                continue
            }
            while next < index {
                utf16 += Self.utf16Count(reading.unit(next), reading)
                next += 1
            }
            if isValue || refusingAll { refused.append(utf16) } else { ignored.append(utf16) }
        }
    }

    /// The UTF-16 length of a unit's UTF-8 bytes: one for each scalar, two for a scalar
    /// past U+FFFF (a four-byte sequence).
    private static func utf16Count(_ unit: Range<Int>, _ reading: ReadingInput) -> Int {
        var count = 0
        for offset in unit {
            let byte = reading.bytes[offset]
            if byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        }
        return count
    }
}
