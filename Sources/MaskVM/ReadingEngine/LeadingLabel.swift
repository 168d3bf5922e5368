/// A leading label (docs/editing.md, rule 4 of "Values, not characters"): words typed or
/// pasted before the value to say what it is (`IBAN GB82 WEST…`, `Tel.: +44 20…`,
/// `Phone number: …`). When the mask cannot start with them, they are formatting noise, not
/// data: dropped, and no reason for the result to be incomplete.
///
/// What a label is, in units (Characters) at the start of the input: optional spaces, then
/// either
/// - one word (letters and `.`, starting with a letter) followed by whitespace, or
/// - words and spaces, starting with a letter, followed by `:`, and the spaces after it;
///
/// and something that is not a space after it. The words hold at least two letters (a
/// single letter before a space is more likely a typing slip than a label). The mask cannot start with the label's words
/// when reading them alone drops a letter or digit. Labels are taken one after another
/// (`Card number 4111…` loses `Card ` and then `number `), and never a word the mask reads:
/// `GB82` is no label (it holds digits), and `AB 1234` keeps `AB` for a mask `AA DDDD`.
extension ReadingInput {
    /// The units of the leading labels: 0 when the input starts with none. `cannotStart`
    /// judges a label's words (an input of their own).
    ///
    /// `followedBeyond` says that more text follows the input (the field's text after a
    /// paste), so a label may end it.
    func leadingLabelUnits(followedBeyond: Bool = false, cannotStart: (ReadingInput) -> Bool) -> Int {
        var end = 0
        while let candidate = labelCandidate(from: end, followedBeyond: followedBeyond), cannotStart(units(candidate.words)) {
            end = candidate.end
        }
        return end
    }

    /// The label that could start at unit `start`: its words (what is judged) and the unit
    /// after it, or nil when the text there is not shaped like a label.
    /// PERF: input that starts with anything but spaces and a letter is rejected at once.
    private func labelCandidate(from start: Int, followedBeyond: Bool) -> (words: Range<Int>, end: Int)? {
        let count = unitCount
        var index = start
        while index < count, unitIs(index, .space) { index += 1 }
        guard index < count, unitIs(index, .letter) else { return nil }
        let wordsStart = index
        while index < count, unitIs(index, .letter) || unitIs(index, .dot) { index += 1 }
        let firstWordEnd = index
        var scan = index
        while scan < count, unitIs(scan, .letter) || unitIs(scan, .dot) || unitIs(scan, .space) { scan += 1 }
        var end: Int
        let wordsEnd: Int
        if scan < count, unitIs(scan, .colon) {
            wordsEnd = scan
            end = scan + 1
        } else if firstWordEnd < count, unitIs(firstWordEnd, .space) {
            wordsEnd = firstWordEnd
            end = firstWordEnd
        } else {
            return nil
        }
        while end < count, unitIs(end, .space) { end += 1 }
        guard end < count || followedBeyond, (wordsStart..<wordsEnd).count(where: { unitIs($0, .letter) }) >= 2 else { return nil }
        return (wordsStart..<wordsEnd, end)
    }

    private enum LabelPart {
        case letter, dot, colon, space
    }

    /// Whether unit `index` is a part of a label: ASCII judged by its byte, other units as a
    /// Character (letters of any script; whitespace other than line ends).
    private func unitIs(_ index: Int, _ part: LabelPart) -> Bool {
        let range = unit(index)
        if range.count == 1 {
            let byte = bytes[range.lowerBound]
            switch part {
            case .letter: return byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
            case .dot: return byte == 0x2E
            case .colon: return byte == 0x3A
            case .space: return byte == 0x20 || byte == 0x09
            }
        }
        guard bytes[range.lowerBound] >= 0x80,
              let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).first
        else { return false }
        switch part {
        case .letter: return character.isLetter
        case .space: return character.isWhitespace && !character.isNewline
        case .dot, .colon: return false
        }
    }
}

extension ReadingTables {
    /// Whether the mask cannot start with `words`: reading them alone, from the start, drops
    /// a letter or digit.
    func cannotStart(with words: ReadingInput) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(longestText, 1)) { buffer in
            // SAFETY: `buffer` holds `longestText` bytes, the most any reading writes.
            var sink = ReadingSink(bytes: buffer.baseAddress!, kinds: nil, keepLiterals: true, capacity: buffer.count)
            var dropped: [Int] = []
            _ = read(words, into: &sink, dropped: &dropped, autocomplete: false, mark: Int.max)
            return words.holdsLetterOrDigit(at: dropped)
        }
    }

    /// The units of `input`'s leading labels for this mask; `followedBeyond`: more text
    /// follows `input` (see ``ReadingInput/leadingLabelUnits(followedBeyond:cannotStart:)``).
    func leadingLabelUnits(in input: ReadingInput, followedBeyond: Bool = false) -> Int {
        input.leadingLabelUnits(followedBeyond: followedBeyond) { cannotStart(with: $0) }
    }

    /// `input` without its leading labels (the input the value is read from), and how many
    /// units they were.
    func withoutLabels(_ input: ReadingInput) -> (body: ReadingInput, label: Int) {
        let label = leadingLabelUnits(in: input)
        return (label == 0 ? input : input.units(label..<input.unitCount), label)
    }
}

extension [Int] {
    /// Units of a reading of the input after a label of `label` units, as units of the whole
    /// input: with `includingLabel`, the label's own units first (dropped lists them).
    func pastLabel(_ label: Int, includingLabel: Bool) -> [Int] {
        guard label > 0 else { return self }
        return (includingLabel ? Array(0..<label) : []) + map { $0 + label }
    }
}

extension MaskSetParts {
    /// The units of `input`'s leading labels for a set: words are a label only when no mask
    /// of the set can start with them.
    func leadingLabelUnits(in input: ReadingInput, optionalLiterals: OptionalLiteralPolicy, followedBeyond: Bool = false) -> Int {
        input.leadingLabelUnits(followedBeyond: followedBeyond) { cannotStart(with: $0, optionalLiterals: optionalLiterals) }
    }

    /// Whether no mask of the set can start with `words`.
    func cannotStart(with words: ReadingInput, optionalLiterals: OptionalLiteralPolicy) -> Bool {
        members.allSatisfy { $0.tables(for: optionalLiterals).cannotStart(with: words) }
    }
}

extension MaskProgram {
    /// How many Characters of `text` are leading labels for this program (a set's, when it
    /// is one), `followedBeyond` saying that more text follows it: the editor drops them from
    /// a paste that starts what it reads.
    func leadingLabelCharacters(_ text: String, followedBeyond: Bool, optionalLiterals: OptionalLiteralPolicy) -> Int {
        var copy = text
        return copy.withUTF8 { bytes in
            let input = ReadingInput.isSimple(bytes) ? ReadingInput(simple: bytes) : ReadingInput(bytes: bytes, characters: text)
            if let set = maskSet {
                return set.leadingLabelUnits(in: input, optionalLiterals: optionalLiterals, followedBeyond: followedBeyond)
            }
            return tables(for: optionalLiterals).leadingLabelUnits(in: input, followedBeyond: followedBeyond)
        }
    }
}
