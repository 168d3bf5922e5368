/// Typing normalization: what a person typed is read in its canonical form where the mask
/// takes only that form. `transform`, `extract` and the editor normalize; `match` does not
/// (a stored value must already be canonical).
///
/// Two rules, each applied to one Character at a time, so a normalized text has exactly the
/// Characters of the typed one (indices of dropped characters and the editor's cursor keep
/// their meaning):
/// - a decimal digit of any script (general category Nd: Arabic-Indic `٣`, Persian `۳`,
///   Devanagari `३`, full-width `３`) that the mask reads nowhere is read as its ASCII digit
///   when the mask reads that digit somewhere;
/// - a letter that the mask reads nowhere is read in its other case (a one-scalar case
///   mapping) when the mask reads that somewhere.
///
/// "Reads somewhere" is judged over the whole mask, not at the position where the character
/// lands: a mask that reads both cases of a letter (`UL`) keeps each letter as typed.
extension ReadingTables {
    /// The ASCII fold table: each letter byte whose class no state reads, but whose other
    /// case's class some state reads, maps to the other case.
    static func asciiFold(_ classMap: [UInt8], readableAs: [UInt8]) -> [UInt8] {
        (0..<128).map { byte in
            let value = UInt8(byte)
            guard value | 0x20 >= 0x61, value | 0x20 <= 0x7A else { return value }
            let other = value ^ 0x20
            let reads = readableAs[Int(classMap[byte])] != 0
            let readsOther = readableAs[Int(classMap[Int(other)])] != 0
            return !reads && readsOther ? other : value
        }
    }

    /// `sample` with each Character read in its canonical form, or nil when nothing changes.
    /// PERF: ASCII text is only mapped through ``asciiFold`` when some byte folds at all.
    func normalizedTyping(_ sample: String) -> String? {
        var changed = false
        var result = ""
        for character in sample {
            let canonical = canonicalForm(of: character)
            if canonical != character { changed = true }
            result.append(canonical)
        }
        return changed ? result : nil
    }

    /// ASCII `bytes` folded through ``asciiFold``, or nil when no byte folds.
    func normalizedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard foldsASCII else { return nil }
        var folded: [UInt8]?
        for index in 0..<bytes.count {
            let byte = bytes[index]
            let mapped = byte < 0x80 ? asciiFold[Int(byte)] : byte
            if mapped != byte {
                if folded == nil { folded = Array(bytes) }
                folded![index] = mapped
            }
        }
        return folded
    }

    /// The bytes of `input` with each unit in its canonical form, or nil when nothing changes.
    func normalizedBytes(_ input: ReadingInput) -> [UInt8]? {
        guard input.unitEnds != nil else { return normalizedASCII(input.bytes) }
        var result: [UInt8] = []
        var changed = false
        for index in 0..<input.unitCount {
            let unit = UnsafeBufferPointer(rebasing: input.bytes[input.unit(index)])
            if unit.count == 1, unit[0] < 0x80 {
                let folded = asciiFold[Int(unit[0])]
                if folded != unit[0] { changed = true }
                result.append(folded)
                continue
            }
            guard let character = String(decoding: unit, as: UTF8.self).first else {
                result.append(contentsOf: unit)
                continue
            }
            let canonical = canonicalForm(of: character)
            if canonical != character {
                changed = true
                result.append(contentsOf: canonical.utf8)
            } else {
                result.append(contentsOf: unit)
            }
        }
        return changed ? result : nil
    }

    /// The Character `character` is read as.
    func canonicalForm(of character: Character) -> Character {
        let scalars = character.unicodeScalars
        // CR LF is one Character whose `asciiValue` is LF: it is left as it is.
        if scalars.count == 1, let ascii = character.asciiValue {
            return Character(Unicode.Scalar(asciiFold[Int(ascii)]))
        }
        guard scalars.count == 1, let scalar = scalars.first, !reads(character) else { return character }
        let properties = scalar.properties
        if properties.generalCategory == .decimalNumber, let value = properties.numericValue,
           value >= 0, value <= 9, value == value.rounded() {
            let digit = UInt8(0x30 + Int(value))
            return readableAs[Int(classMap[Int(digit)])] != 0 ? Character(Unicode.Scalar(digit)) : character
        }
        guard properties.isLowercase || properties.isUppercase else { return character }
        let other = properties.isLowercase ? properties.uppercaseMapping : properties.lowercaseMapping
        guard other.unicodeScalars.count == 1, let otherCharacter = other.first else { return character }
        return reads(otherCharacter) ? otherCharacter : character
    }

    /// Whether some state reads `character` whole (its UTF-8 bytes, one after another).
    /// O(states × bytes): only non-ASCII characters come here.
    private func reads(_ character: Character) -> Bool {
        let bytes = Array(character.utf8)
        guard bytes.count > 1 else { return readableAs[Int(classMap[Int(bytes[0])])] != 0 }
        guard readable[Int(classMap[Int(bytes[0])])] else { return false }
        for state in 1..<max(stateCount, 1) {
            var row = state * rowWidth
            var ok = true
            for byte in bytes {
                let step = rows[row + Int(classMap[Int(byte)])]
                if step == 0 { ok = false; break }
                row = step >> 1
            }
            if ok { return true }
        }
        return false
    }
}
