/// A typed separator the mask does not write closes a number range as the mask's own would
/// (docs/editing.md, rule 6): `1/2/2024` into `<01-31>.<01-12>.DDDD` is `01.02.2024`, and
/// `192,168,1,1` is an address. After a number no range holds (a year), where the mask's
/// separator opens a zero-padded range, it stands for that one (``ReadingMoves/openingByte``):
/// `2024 1` into `DDDD-<01-12>` reads as `2024-1`, so rule 7 pads the month after a separator
/// the person typed, as it does not after one the reading inserted (`20241`). Which typed characters do is decided before the reading, so
/// that every reading (the fast one, the exact search and its forward pass) sees an input
/// whose closers are all of the mask's own kind, which the value rules already hold to:
/// digits before a closer are the range's whole value, and none moves across it.
///
/// The decision goes left to right, as typing does: such a character closes when the reading
/// of the input before it (with the closers decided so far) ends in a state entered by a
/// range's digit whose range is followed in the mask by a separator
/// (``ReadingMoves/closingByte``), that is where the character would be dropped as
/// formatting. So what typing a key decides, pasting the same text decides too, and a later
/// key never undoes it. Only the first character of a run of symbols and spaces may close
/// (the range is closed after it, or was not open). The input is then read with those characters as that separator; the text writes the mask's
/// own. Units are kept one for one, so every offset reported (dropped, unplaced, the
/// editor's mark) still counts the typed text.
///
/// Cost: a reading of the input before each character looked at. PERF: at most
/// `2 × mostClosers + 2` are looked at, and none once `mostClosers` close (a text holds no
/// more), so the reading stays linear in the input for a fixed mask; later ones are
/// formatting.
extension ReadingTables {
    /// The typed characters that close a range, each with the separator it stands for, in
    /// input order; nil when there are none (a mask without closers pays nothing).
    func foreignClosers(in input: ReadingInput) -> [(unit: Int, byte: UInt8)]? {
        guard moves.hasForeignSeparators else { return nil }
        let closers = foreignClosers(in: input, ownSeparators: [])
        guard moves.mixesSeparators else { return closers }
        // A separator of the mask's own that the reading drops is looked at too (rule 6:
        // `6-9-4` into `<01-12>:<00-23>-<00-23>` reads as `6:9-4`): the reading says which.
        let own = withClosers(closers ?? [], in: input) { closed in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
                droppedOwnSeparators(reading(closed, buffer: buffer).dropped, in: input, besides: closers)
            }
        }
        return own.isEmpty ? closers : foreignClosers(in: input, ownSeparators: own)
    }

    /// The units of `dropped` that are separators of the mask's own (a closer or an opener,
    /// one byte), each the first of a run of symbols and spaces after a letter or digit and
    /// not one of `closers` (every such unit of the input, when a letter or digit is among
    /// `dropped`): those a reading with them as typed left unread, or read at a digit's cost, which ``foreignClosers(in:ownSeparators:)``
    /// looks at as it looks at a separator the mask does not write. Empty unless the mask
    /// writes separators of two kinds (``ReadingMoves/mixesSeparators``).
    func droppedOwnSeparators(_ dropped: [Int], in input: ReadingInput, besides closers: [(unit: Int, byte: UInt8)]?) -> [Int] {
        guard moves.mixesSeparators, !dropped.isEmpty else { return [] }
        // A letter or digit left no place may be one a separator kept as typed took the
        // place of (`177/45` into `D{2,3}:<0-99>/D` reads `17:7/4`): then every one is looked at.
        let lost = dropped.contains { isUnplaced(input.unit($0), input) }
        return (lost ? Array(0..<input.unitCount) : dropped).filter { index in
            let unit = input.unit(index)
            guard isCloser(unit, input) || isOwnOpener(unit, input) else { return false }
            guard index > 0, input.isLetterOrDigit(input.unit(index - 1)) else { return false }
            return !(closers ?? []).contains { $0.unit == index }
        }
    }

    /// ``foreignClosers(in:)``, looking at the units `ownSeparators` (separators of the
    /// mask's own, ascending) beside the separators the mask does not write.
    func foreignClosers(in input: ReadingInput, ownSeparators: [Int]) -> [(unit: Int, byte: UInt8)]? {
        var candidates = closerCandidates(in: input)
        if !ownSeparators.isEmpty { candidates = (candidates + ownSeparators).sorted() }
        guard !candidates.isEmpty else { return nil }
        var closers: [(unit: Int, byte: UInt8)] = []
        let capacity = max(longestText, 1)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            for candidate in candidates.prefix(2 * moves.mostClosers + 2) {
                guard closers.count < moves.mostClosers else { break }
                // The reading of the input before it, as if it were formatting: where it stands.
                let state = withClosers(closers, in: input.units(0..<candidate)) { prefix in
                    reading(prefix, buffer: buffer).state
                }
                let unit = input.unit(candidate)
                // A separator the mask reads where the reading stands is read there, as typed
                // (the `.` of `344.6` in `D{2,4}.<0-99>:D`).
                if reads(unit, input, at: state) { continue }
                // A range open here closes; after a number no range holds (a year), the
                // mask's separator after it opens the next one (`2024 1` reads as `2024-1`), so
                // the separator before that number is typed.
                let byte = moves.hasClosers && moves.closingByte[state] != 0 ? moves.closingByte[state]
                    : moves.openingByte.isEmpty || reads(input.unit(candidate), input, at: state) ? 0 : moves.openingByte[state]
                // One of the mask's own separators that stands for itself changes nothing.
                let typedByte = unit.count == 1 ? input.bytes[unit.lowerBound] : 0
                if byte != 0 {
                    if byte != typedByte { closers.append((candidate, byte)) }
                } else if ownSeparators.contains(candidate), let after = separatorAfterNumber(at: state), after != typedByte {
                    // One of the mask's own, typed after a number no range holds where the mask
                    // writes another: it stands for that one (`177/45` into `D{2,3}:<0-99>/D`
                    // reads as `177:45`), not for a later one that would take the number's digits.
                    closers.append((candidate, after))
                } else if moves.hasClosers,
                          moves.takesMoreDigits[state] || movedLastDigit(before: candidate, after: closers, in: input, buffer: buffer),
                          let own = ownCloser(at: candidate, after: closers, in: input, buffer: buffer), own != typedByte {
                    closers.append((candidate, own))
                }
            }
        }
        return closers.isEmpty ? nil : closers
    }

    /// The separator the mask writes first after the number the reading stands in at `state`
    /// (the first literal from there that is an ASCII symbol or space), nil when the state
    /// reads a digit or none follows.
    private func separatorAfterNumber(at state: Int) -> UInt8? {
        moves.insertions(from: state).first { insertion in
            !insertion.isPadding && insertion.byte < 0x80 && !ReadingInput.isLetterOrDigit(byte: insertion.byte)
        }?.byte
    }

    /// The mask's own closer that acts where the unit at `candidate` stands, if one does: the
    /// first of ``ReadingMoves/closerBytes`` that, typed in its place (after the input before
    /// it, with `closers`), the reading keeps as a literal closing a range. That is where the
    /// reading before it moved a digit on past a range of its own (rule 7: `25` into
    /// `<00-23>:<00-59>` reads `02:5`, `28` reads `02:08`) into a number no separator
    /// follows, open or padded to its full width: the own closer typed there keeps the digits
    /// before it out of the next range (`25:` is `02:` and the `5` unplaced), and so does the
    /// candidate, so that `25/6` is not `02:56` and `28 50` reads as `28:50` does.
    private func ownCloser(
        at candidate: Int, after closers: [(unit: Int, byte: UInt8)], in input: ReadingInput, buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> UInt8? {
        let typed = input.units(0..<candidate + 1)
        for byte in moves.closerBytes {
            let acts = withClosers(closers + [(candidate, byte)], in: typed) { closed in
                let read = reading(closed, buffer: buffer)
                return !read.dropped.contains(candidate) && moves.enteredByCloser[read.state]
            }
            if acts { return byte }
        }
        return nil
    }

    /// Whether the digit just before `candidate` (a digit, not a letter) was moved on by the reading past a range it
    /// left short, one a separator follows (rule 7: `8` after `2` in `<00-23>:<00-59>`, `7`
    /// after `16:6` in `<00-23>:<00-59>:<00-59>`): the reading of the input before that digit
    /// ends in such a range, open (`2`) or padded (`16:6` reads `16:06`). Then the number the
    /// digit stands in is one the reading moved it into, though padded to its full width
    /// (`28` reads `02:08`), and a separator typed after it is looked at as the mask's own
    /// would be. After a number the person filled (`1234 `, `208 `: `20` takes no more
    /// digits) it stays formatting. PERF: a reading of the input before it, asked only where
    /// the reading before the candidate ends in a number that takes no more digits.
    private func movedLastDigit(
        before candidate: Int, after closers: [(unit: Int, byte: UInt8)], in input: ReadingInput, buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        guard candidate > 0, Self.isDigit(input.unit(candidate - 1), input) else { return false }
        let prefix = input.units(0..<candidate - 1)
        let (state, written) = withClosers(closers, in: prefix) { closed in
            let read = reading(closed, buffer: buffer)
            return (read.state, read.count)
        }
        guard moves.closingByte[state] != 0 else { return false }
        return moves.takesMoreDigits[state] || endsPadded(buffer, count: written, prefix)
    }

    /// Whether a unit is a decimal digit of any script, one Character of one scalar
    /// (``TypedDigit``): only a digit is moved on into the next number, so a letter read
    /// after a padded number (`8B` into `<01-12>)?U` reads `08)B`) leaves a separator after
    /// it formatting.
    private static func isDigit(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        if unit.count == 1 { return input.bytes[unit.lowerBound] &- 0x30 < 10 }
        let scalars = String(decoding: UnsafeBufferPointer(rebasing: input.bytes[unit]), as: UTF8.self).unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return TypedDigit.asciiDigit(of: scalar) != nil
    }

    /// Whether a reading's text (`count` bytes of `text`) of `typed` ends in a padding zero
    /// and the last unit typed, a digit not typed after a `0`: the reading wrote that zero.
    private func endsPadded(_ text: UnsafeMutableBufferPointer<UInt8>, count: Int, _ typed: ReadingInput) -> Bool {
        let units = typed.unitCount
        guard count >= 2, units >= 1, text[count - 2] == 0x30 else { return false }
        let last = typed.unit(units - 1)
        guard last.count == 1, text[count - 1] == typed.bytes[last.lowerBound] else { return false }
        guard units >= 2 else { return true }
        let before = typed.unit(units - 2)
        return !(before.count == 1 && typed.bytes[before.lowerBound] == 0x30)
    }

    /// Where the reading of `input` (no autocomplete) stands, the units it dropped, and the
    /// length of the text it wrote into `buffer`.
    private func reading(_ input: ReadingInput, buffer: UnsafeMutableBufferPointer<UInt8>) -> (state: Int, dropped: [Int], count: Int) {
        // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
        var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: true, capacity: buffer.count)
        var dropped: [Int] = []
        let outcome = readAsTyped(input, into: &sink, dropped: &dropped, autocomplete: false, mark: Int.max, cutoff: nil)
        return (state(ofRow: outcome?.finalRow ?? startRow), dropped, sink.count)
    }

    /// Runs `body` with `input` whose units at `closers` are their separators (one byte each).
    func withClosers<Result>(_ closers: [(unit: Int, byte: UInt8)], in input: ReadingInput, _ body: (ReadingInput) -> Result) -> Result {
        guard !closers.isEmpty else { return body(input) }
        guard let ends = input.unitEnds else {
            var bytes = Array(input.bytes)
            for closer in closers where closer.unit < bytes.count { bytes[closer.unit] = closer.byte }
            return bytes.withUnsafeBufferPointer { body(ReadingInput(simple: $0)) }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.bytes.count)
        var newEnds: [Int] = []
        newEnds.reserveCapacity(ends.count)
        var next = 0
        for index in 0..<ends.count {
            if next < closers.count, closers[next].unit == index {
                bytes.append(closers[next].byte)
                next += 1
            } else {
                bytes.append(contentsOf: input.bytes[input.unit(index)])
            }
            newEnds.append(bytes.count)
        }
        return bytes.withUnsafeBufferPointer { body(ReadingInput(bytes: $0, unitEnds: newEnds)) }
    }

    /// The first unit of each run of symbols and spaces (units neither letters nor digits),
    /// when it is a separator character (``isSeparator(_:_:)``) and not of the mask's own
    /// closers. The others of a run need no look: the first closed the range, or it was not
    /// open, and nothing was read since.
    private func closerCandidates(in input: ReadingInput) -> [Int] {
        var candidates: [Int] = []
        if input.unitEnds == nil {
            // PERF: ASCII input (a unit a byte) is scanned on a byte table, a load a byte:
            // formatted dates and addresses pay this scan on every transform.
            foreignByteKind.withUnsafeBufferPointer { kind in
                var previousIsSymbol = false
                for index in 0..<input.bytes.count {
                    let byteKind = kind[Int(input.bytes[index])]
                    if byteKind == Self.candidateByte, !previousIsSymbol { candidates.append(index) }
                    previousIsSymbol = byteKind != Self.letterOrDigitByte
                }
            }
            return candidates
        }
        var previousIsSymbol = false
        for index in 0..<input.unitCount {
            let unit = input.unit(index)
            let isSymbol = !input.isLetterOrDigit(unit)
            if isSymbol, !previousIsSymbol, !isCloser(unit, input), !isOwnOpener(unit, input), Self.isSeparator(unit, input) {
                candidates.append(index)
            }
            previousIsSymbol = isSymbol
        }
        return candidates
    }

    /// Whether the mask reads the unit at `state` where it stands (its first byte's class, as a
    /// literal or as meaningful): a separator it writes there (`X?D ?1?.<01-12>`'s space) is
    /// no opener of the number after it.
    private func reads(_ unit: Range<Int>, _ input: ReadingInput, at state: Int) -> Bool {
        let base = (state * classCount + Int(classMap[Int(input.bytes[unit.lowerBound])])) * 2
        return targets[base] != 0 || targets[base + 1] != 0
    }

    /// Whether a unit is one of the mask's own openers (``ReadingMoves/openingByte``): read
    /// as typed, it needs no look.
    private func isOwnOpener(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        unit.count == 1 && moves.openingByte.contains(input.bytes[unit.lowerBound])
    }

    /// ``foreignByteKind``'s values: a letter or digit, a separator that is not one of the
    /// mask's closers (a candidate), any other byte.
    static let letterOrDigitByte: UInt8 = 0
    static let candidateByte: UInt8 = 1
    static let otherByte: UInt8 = 2

    /// ``foreignByteKind`` for tables whose closers are `closerByte` and whose openers
    /// (``ReadingMoves/openingByte``) are `openingByte`.
    static func foreignByteKinds(closerByte: [Bool], openingByte: [UInt8]) -> [UInt8] {
        (0..<256).map { byte -> UInt8 in
            let byte = UInt8(byte)
            if ReadingInput.isLetterOrDigit(byte: byte) { return letterOrDigitByte }
            return !closerByte[Int(byte)] && !openingByte.contains(byte) && isSeparator(asciiByte: byte) ? candidateByte : otherByte
        }
    }

    /// Whether a unit is a separator a person may type between parts of a value: the first
    /// scalar punctuation, a symbol or a space (Unicode White_Space but not a line break).
    /// Letters and digits never are (`9h30`).
    static func isSeparator(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        if unit.count == 1 { return isSeparator(asciiByte: input.bytes[unit.lowerBound]) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: input.bytes[unit]), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return scalar.properties.isWhitespace && !(0x0A...0x0D).contains(scalar.value)
                && scalar.value != 0x85 && scalar.value != 0x2028 && scalar.value != 0x2029
        }
    }

    /// ``isSeparator(_:_:)`` of a one-byte unit: a tab, a space, ASCII punctuation or a symbol.
    private static func isSeparator(asciiByte byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte < 0x7F && !ReadingInput.isLetterOrDigit(byte: byte))
    }
}
