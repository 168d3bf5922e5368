/// A typed separator the mask does not write closes a number range as the mask's own would
/// (docs/editing.md, rule 6): `1/2/2024` into `<01-31>.<01-12>.DDDD` is `01.02.2024`, and
/// `192,168,1,1` is an address. Which typed characters do is decided before the reading, so
/// that every reading (the fast one, the exact search and its forward pass) sees an input
/// whose closers are all of the mask's own kind, which the value rules already hold to:
/// digits before a closer are the range's whole value, and none moves across it.
///
/// The decision reads the input once as before this rule (such a character dropped as
/// formatting) and looks at the state each one was dropped in: it closes there when that
/// state was entered by a range's digit and the range is followed in the mask by a
/// separator (``ReadingMoves/closingByte``). Only the first character of a run of symbols
/// and spaces may, and none of a run that holds the mask's own closer: `1 / 2` has typed its
/// separator. The input is then read with those characters as that separator; the text
/// writes the mask's own. Units are kept one for one, so every offset reported (dropped,
/// unplaced, the editor's mark) still counts the typed text.
extension ReadingTables {
    /// The typed characters that close a range, each with the separator it stands for, in
    /// input order; nil when there are none (a mask without closers pays nothing).
    func foreignClosers(in input: ReadingInput) -> [(unit: Int, byte: UInt8)]? {
        guard moves.hasClosers else { return nil }
        let candidates = closerCandidates(in: input)
        guard !candidates.isEmpty else { return nil }
        // The reading without this rule: where was each candidate dropped?
        let capacity = max(longestText, 1)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { buffer -> [(unit: Int, byte: UInt8)]? in
            // SAFETY: each half holds `longestText` bytes, the most any reading writes.
            let bytes = buffer.baseAddress!
            var sink = ReadingSink(bytes: bytes, kinds: bytes + capacity, keepLiterals: true, capacity: capacity)
            var dropped: [Int] = []
            _ = readAsTyped(input, into: &sink, dropped: &dropped, autocomplete: false, mark: Int.max, cutoff: nil)
            let written = UnsafeBufferPointer(start: bytes, count: sink.count)
            let kinds = UnsafeBufferPointer(start: bytes + capacity, count: sink.count)
            let closers = droppedAtOpenRange(candidates, input, written: written, kinds: kinds, dropped: dropped)
            return closers.isEmpty ? nil : closers
        }
    }

    /// Runs `body` with `input` whose units at `closers` are their separators (one byte each).
    func withClosers<Result>(_ closers: [(unit: Int, byte: UInt8)], in input: ReadingInput, _ body: (ReadingInput) -> Result) -> Result {
        guard let ends = input.unitEnds else {
            var bytes = Array(input.bytes)
            for closer in closers { bytes[closer.unit] = closer.byte }
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

    /// The first unit of each run of symbols and spaces (units neither letters nor digits)
    /// that may close a range: a separator character (``isSeparator(_:_:)``) not of the
    /// mask's own closers, in a run holding none of them.
    private func closerCandidates(in input: ReadingInput) -> [Int] {
        var candidates: [Int] = []
        var index = 0
        let count = input.unitCount
        while index < count {
            let unit = input.unit(index)
            guard !input.isLetterOrDigit(unit) else {
                index += 1
                continue
            }
            let first = index
            var ownCloser = false
            while index < count, !input.isLetterOrDigit(input.unit(index)) {
                if isCloser(input.unit(index), input) { ownCloser = true }
                index += 1
            }
            if !ownCloser, Self.isSeparator(input.unit(first), input) { candidates.append(first) }
        }
        return candidates
    }

    /// Whether a unit is a separator a person may type between parts of a value: the first
    /// scalar punctuation, a symbol or a space (Unicode White_Space but not a line break).
    /// Letters and digits never are (`9h30`).
    static func isSeparator(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        if unit.count == 1 {
            let byte = input.bytes[unit.lowerBound]
            return byte == 0x09 || (byte >= 0x20 && byte < 0x7F && !ReadingInput.isLetterOrDigit(byte: byte))
        }
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

    /// Of `candidates`, those the reading (`written`, its byte `kinds`, and the units it
    /// `dropped`) dropped in a state where a range is open, with that range's separator.
    /// The state a unit is dropped in is the one after the last unit consumed before it (no
    /// reading drops a unit after inserting before it), found by walking the written bytes.
    private func droppedAtOpenRange(
        _ candidates: [Int], _ input: ReadingInput, written: UnsafeBufferPointer<UInt8>, kinds: UnsafeBufferPointer<UInt8>, dropped: [Int]
    ) -> [(unit: Int, byte: UInt8)] {
        var isDropped = [Bool](repeating: false, count: input.unitCount)
        for unit in dropped where unit < isDropped.count { isDropped[unit] = true }
        var closers: [(unit: Int, byte: UInt8)] = []
        var state = state(ofRow: startRow)
        var position = 0
        var nextCandidate = 0
        func step(_ position: Int) {
            let column = (state * classCount + Int(classMap[Int(written[position])])) * 2 + Int(kinds[position] & ByteKind.meaningful)
            state = Int(targets[column])
        }
        for index in 0..<input.unitCount {
            guard nextCandidate < candidates.count, state != 0 else { break }
            if isDropped[index] {
                if candidates[nextCandidate] == index {
                    nextCandidate += 1
                    let byte = moves.closingByte[state]
                    if byte != 0 { closers.append((index, byte)) }
                }
                continue
            }
            if candidates[nextCandidate] == index { nextCandidate += 1 }
            while position < written.count, ByteKind.isAdded(kinds[position]) {
                step(position)
                position += 1
            }
            guard position < written.count else { break }
            let unit = input.unit(index)
            let asTyped = unit.count <= written.count - position
                && (0..<unit.count).allSatisfy { written[position + $0] == input.bytes[unit.lowerBound + $0] }
            let length = asTyped ? unit.count : min(1 + Self.continuationBytes(after: written[position]), written.count - position)
            for _ in 0..<length {
                step(position)
                position += 1
            }
        }
        return closers
    }
}
