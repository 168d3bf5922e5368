/// The quick reading of a value for a mask whose every text is one fixed row of positions,
/// each a set of digits or one ASCII symbol (`+7 (DDD) DDD-DD-DD`, `DD.DD.DDDD`): a sample
/// typed as digits, one for each digit position, each in its position's set, with any ASCII
/// symbols and spaces around them, reads as those digits in the mask's row, with every
/// symbol of the row written between them.
///
/// Why that is the exact reading (``MaskProgram/readValue(utf8:into:)``, whose search
/// keeps the most typed letters and digits): that text keeps every digit typed and is
/// complete (the typed symbols dropped as formatting, the row's written), so the search
/// keeps every digit too; a text of the mask has one byte a position, so a reading that
/// keeps `n` digits where the row has `n` digit positions puts the k-th digit typed at the
/// k-th position, and writes the row's symbols around them: every such reading writes this
/// text. Its value outcome is then `.value` unless a typed symbol that the row writes
/// stood between two digits that the row writes with no symbol between them (a separator
/// moved across): such a sample, and any sample with a letter, is left to the long way. A
/// mask with number ranges has no layout: its typed separators close a number, and one
/// dropped between two digits of a number leaves the value reading incomplete (rule 6:
/// `1)1` into `<10-12>`), which this reading does not see.
/// `FixedDigitLayoutTests` hold the two together on random masks and samples.
///
/// PERF: a raw phone (`79123456789`, a quarter of the benchmark's phones) took the exact
/// search, about 15k instructions, because the fast reading reads its `7` as the first
/// `D`; a spaced one (`+7 912 345 67 89`) took the fast reading and the value rules, 8k.
/// This reading is a pass over the row.
///
/// ```swift
/// let phone = try MaskCompiler.compile("+7 (DDD) DDD-DD-DD")
/// let layout = FixedDigitLayout(phone)!
/// var printed: [UInt8] = []
/// Array("79123456789".utf8).withUnsafeBufferPointer { layout.read($0, into: &printed) }   // true
/// String(decoding: printed, as: UTF8.self)   // "+7 (912) 345-67-89"
/// ```
package struct FixedDigitLayout: Sendable {
    /// Each byte's class (``ByteClass``): what the quick reading does with it.
    private let classes: [ByteClass]
    /// How many positions take a digit.
    package let digitPositions: Int
    /// The row as printed: each symbol's byte, and 0 where a digit is to be filled in (the
    /// row is copied out whole and then filled with the sample's digits).
    let row: [UInt8]
    /// The row's digit positions in order: where each is, the digits it takes (bit `d` for
    /// digit `d`), and whether a symbol of the row stands between it and the digit position
    /// before it (a typed separator there has not moved).
    let slots: [DigitSlot]
    /// The digits some position of the row takes (bit `d` for digit `d`).
    let takenDigits: UInt16
    /// ``isValue(_:)``'s byte table: a digit's value (0 to 9), or ``JudgedByte``'s code.
    let judgedBytes: [UInt8]
    /// ``isValue(_:)``'s automaton: for each state, a row of ``JudgedByte/count`` entries, the
    /// next state's row offset by the byte's code. A state is a slot (the next digit position
    /// to fill, the last one taking no digit) and whether a typed separator has stood since
    /// the last digit; the row at offset 0 is the dead state, whose entries are all 0.
    let judgedMoves: [UInt16]
    /// The row offsets of the two states of the last slot (every digit position filled): a
    /// sample that ends in one of them is a value.
    let judgedEnds: (UInt16, UInt16)
    /// ``judgedMoves`` with the byte table folded in and the bytes that move alike classed
    /// together (the dead row first, the two rows of ``judgedEnds`` accepting), walked by
    /// ``isValue(_:)`` two bytes a step in a table small enough to stay in L1D.
    let valueWalk: ClassPairWalk
    private static let partedBit: UInt16 = 0x8000

    /// ``isValue(_:)``'s codes for a byte that is not a digit, each above any digit's value.
    enum JudgedByte {
        static let symbol: UInt8 = 10
        static let separator: UInt8 = 11
        static let other: UInt8 = 12
        /// How many codes there are: the width of a row of ``judgedMoves``.
        static let count = 13
    }

    /// What a typed byte is to the quick reading. PERF: one load a byte, where asking
    /// whether it was a digit, a symbol or one of the row's symbols took three tests
    /// (about 30 instructions a byte).
    private enum ByteClass: UInt8 {
        /// Neither a digit nor a printable symbol (a letter, say): the long way reads it.
        case other
        case digit
        /// A printable ASCII symbol or a space that the row does not write.
        case symbol
        /// A symbol the row writes: typed between two digits, it must stand where the row parts them.
        case separator
    }

    struct DigitSlot {
        var position: Int
        var digits: UInt16
        var partedFromPrevious: Bool
    }

    /// The program's row, or nil when its texts are not one fixed row of digit sets and
    /// ASCII symbols (a mask set, an optional part, a choice of lengths, a letter, a symbol
    /// that is not ASCII), read off its strict automaton: from the start, each state moves
    /// on every byte it takes to one same next state, and only the last state accepts.
    package init?(_ program: MaskProgram) {
        guard program.maskSet == nil else { return nil }
        let dfa = program.matcher
        let classMap = dfa.classMap
        let transitions = dfa.transitions
        var digits: [UInt16] = []
        var symbols: [UInt8] = []
        var state = dfa.startState
        // A cycle would be a row without end: a longer row than any mask writes is refused.
        while digits.count <= 256 {
            var next = 0
            var set: (low: UInt64, high: UInt64) = (0, 0)
            for byte in 0..<256 {
                let target = Int(transitions[state * dfa.classCount + Int(classMap[byte])])
                guard target != 0 else { continue }
                guard byte < 0x80, next == 0 || next == target else { return nil }
                next = target
                Self.insert(UInt8(byte), into: &set)
            }
            let accepting = state >= 1 && state <= dfa.acceptingCount
            if accepting || next == 0 {
                // The last position: accepting, with no way on.
                // Asked last: it makes the reading tables, which a mask not of one row
                // (a regex judged as written) may never need.
                guard accepting, next == 0, !digits.isEmpty, !program.tables.moves.hasValueRules, program.tables.ranges.isEmpty else { return nil }
                digitPositions = digits.count(where: { $0 != 0 })
                var parted = [Bool](repeating: false, count: digits.count)
                var separators: (low: UInt64, high: UInt64) = (0, 0)
                var symbolSince = false
                for position in digits.indices {
                    if digits[position] == 0 {
                        symbolSince = true
                        Self.insert(symbols[position], into: &separators)
                    } else {
                        parted[position] = symbolSince
                        symbolSince = false
                    }
                }
                let byteClasses: [ByteClass] = (0..<256).map { value in
                    let byte = UInt8(value)
                    if Self.isDigit(byte) { return .digit }
                    if Self.isSymbol(byte) { return Self.contains(byte, separators) ? .separator : .symbol }
                    return .other
                }
                classes = byteClasses
                row = symbols
                takenDigits = digits.reduce(0, |)
                let digitSlots = digits.indices.filter { digits[$0] != 0 }.map {
                    DigitSlot(position: $0, digits: digits[$0], partedFromPrevious: parted[$0])
                }
                slots = digitSlots
                judgedBytes = byteClasses.indices.map { byte in
                    switch byteClasses[byte] {
                    case .digit: UInt8(byte) &- UInt8(ascii: "0")
                    case .symbol: JudgedByte.symbol
                    case .separator: JudgedByte.separator
                    case .other: JudgedByte.other
                    }
                }
                let partedBit = Self.partedBit
                let judgedSlots = digitSlots.enumerated().map { index, slot in
                    slot.digits | (index == 0 || slot.partedFromPrevious ? partedBit : 0)
                } + [0]
                let (codeMoves, codeEnds) = Self.judgedAutomaton(judgedSlots)
                (judgedMoves, judgedEnds) = (codeMoves, codeEnds)
                valueWalk = Self.byteAutomaton(codeMoves, codeEnds, codes: judgedBytes)
                return
            }
            guard let position = Self.position(set) else { return nil }
            digits.append(position.digits)
            symbols.append(position.symbol)
            state = next
        }
        return nil
    }

    /// A position taking the bytes of `set`: digits only, or one ASCII symbol; nil otherwise.
    private static func position(_ set: (low: UInt64, high: UInt64)) -> (digits: UInt16, symbol: UInt8)? {
        let digitBits: UInt64 = 0x3FF << 0x30
        let letterOrDigit = (low: digitBits, high: UInt64(0x07FF_FFFE_07FF_FFFE))
        if set.high == 0, set.low & ~digitBits == 0 { return (UInt16(truncatingIfNeeded: set.low >> 0x30), 0) }
        // One byte that is neither a letter nor a digit.
        guard set.low.nonzeroBitCount + set.high.nonzeroBitCount == 1,
              set.low & letterOrDigit.low == 0, set.high & letterOrDigit.high == 0 else { return nil }
        let symbol = set.low != 0 ? set.low.trailingZeroBitCount : 64 + set.high.trailingZeroBitCount
        return (0, UInt8(symbol))
    }

    /// Writes the printed form of `sample` to `printed` (replacing its contents) and returns
    /// true when the sample is ASCII digits, as many as the row's digit positions, each one
    /// its position takes, with only ASCII symbols and spaces besides, none of the row's
    /// symbols standing between two digits the row does not part: the sample is then a value
    /// of the mask, printed so (`.value`, as the exact reading says). False otherwise, with
    /// `printed` unspecified: the caller reads the sample the long way.
    ///
    /// PERF: the row is copied out whole and its digit positions filled in place, with no
    /// append a byte and no bounds check (about 1,100 instructions a phone before, 580 now).
    package func read(_ sample: UnsafeBufferPointer<UInt8>, into printed: inout [UInt8]) -> Bool {
        guard sample.count >= digitPositions else { return false }
        return fill(&printed, sample)
    }

    /// Writes the printed form of `sample` to `printed` (replacing its contents) and returns
    /// true when the sample is a proper start of the row as the strict mask takes it (each
    /// symbol where the row writes it, each digit in its position's set, at least one
    /// byte): the value reading's outcome is then `.incomplete`, and its printed form the
    /// sample with the row's symbols up to the next digit position, which takes more than
    /// one digit. False otherwise (that position is a fixed digit such as the `7` of `+7`,
    /// or there is none), with `printed` unspecified: the caller reads the sample the long way.
    ///
    /// Why: the sample keeps every letter and digit it has, each in its own position, so
    /// the search keeps them all, and every reading that keeps them all with the fewest
    /// inserted is this one (the row's symbols are written where the row has them, which
    /// the autocompletion continues to the next digit position). `FixedDigitLayoutTests`
    /// hold it to ``MaskProgram/readValue(_:)`` on random rows and every start of their texts.
    ///
    /// PERF: a phone typed too short (`+7 (912) 34`) took the exact search, about 8,000
    /// instructions; this is a pass over its bytes.
    package func readIncomplete(_ sample: UnsafeBufferPointer<UInt8>, into printed: inout [UInt8]) -> Bool {
        // The walk and its autocompletion's end are ``incompletePrintedCount(_:)``'s; this
        // prints the sample and the row's symbols from its end up to that end.
        guard let end = incompletePrintedCount(sample) else { return false }
        printed.removeAll(keepingCapacity: true)
        printed.append(contentsOf: sample)
        printed.append(contentsOf: row[sample.count..<end])
        return true
    }

    /// The row's text with each digit position filled by the lowest digit it takes, or the
    /// highest (`highest`): a text of the strict mask. Its prefixes are what
    /// ``readIncomplete(_:into:)`` prints, for making once what depends only on a prefix's
    /// length (each state of the strict automaton moves on every byte it takes to one same
    /// next state, so a proper prefix's state is its length's).
    package func filledRow(highest: Bool = false) -> [UInt8] {
        var text = row
        for slot in slots {
            let digit = highest ? UInt16.bitWidth - 1 - slot.digits.leadingZeroBitCount : slot.digits.trailingZeroBitCount
            text[slot.position] = UInt8(ascii: "0") + UInt8(digit)
        }
        return text
    }

    /// The offset of the first letter of `sample` when the value reading's outcome is that
    /// this letter has no place (``ValueReading/Outcome/dropped(at:)``); nil when that is not
    /// known here, and the caller reads the sample the long way.
    ///
    /// Why: the row takes no letter, so every typed letter is dropped, and with no digit
    /// typed nothing else is kept either: the outcome names the first letter. Only a sample
    /// of printable ASCII with no space is taken (a byte is a Character, and no leading word
    /// is set apart by a space: the value reading passes over a label such as `tel` before
    /// a space, so `abc def` drops its `d` first). PERF: `n/a` took the exact search, about
    /// 4,000 instructions; this is a pass over its bytes.
    package func firstLetterWithoutPlace(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        Self.firstLetter(ofLettersAndSymbols: sample)
    }

    /// The offset of the first letter of `sample` when the value reading's outcome is that
    /// this letter has no place (``ValueReading/Outcome/dropped(at:)``) because it follows a
    /// whole value: the sample is printable ASCII, what is before the letter reads as a value
    /// (``isValue(_:)``), and no digit follows it. Nil when that is not known here, and the
    /// caller reads the sample the long way.
    ///
    /// Why: the row takes no letter, so every typed letter is dropped; the digits before the
    /// letter fill every digit position, as the reading that keeps them all, and none is
    /// typed after it: the search keeps every digit, and the first byte it drops that is a
    /// letter or a digit is that letter. `FixedDigitLayoutTests` hold it to
    /// ``MaskProgram/readValue(_:)`` on random rows. PERF: a phone with a letter after it
    /// (`+7 (912) 345-67-89x`) took the exact search, about 9,000 instructions.
    package func firstLetterAfterValue(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        var firstLetter: Int?
        for (offset, byte) in sample.enumerated() {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            if firstLetter == nil {
                if Self.isLetter(byte) { firstLetter = offset }
            } else if Self.isDigit(byte) {
                return nil
            }
        }
        guard let firstLetter, firstLetter > 0, isValue(UnsafeBufferPointer(rebasing: sample[..<firstLetter])) else { return nil }
        return firstLetter
    }

    /// The offset of the first letter of a sample of printable ASCII with no digit and no
    /// space; nil for any other sample, or one with no letter.
    static func firstLetter(ofLettersAndSymbols sample: UnsafeBufferPointer<UInt8>) -> Int? {
        var firstLetter: Int?
        for (offset, byte) in sample.enumerated() {
            // A colon ends a label (`Tel.:`), which the value reading passes over.
            guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: ":"), !Self.isDigit(byte) else { return nil }
            if firstLetter == nil, Self.isLetter(byte) { firstLetter = offset }
        }
        return firstLetter
    }

    /// Writes ``row`` to `printed` (replacing its contents) and fills its digit positions
    /// with the digits of `sample`, as ``read(_:into:)`` says.
    private func fill(_ printed: inout [UInt8], _ sample: UnsafeBufferPointer<UInt8>) -> Bool {
        // PERF: a buffer of the row's length (the one a column's judge keeps) is written over.
        if printed.count != row.count {
            printed.removeAll(keepingCapacity: true)
            printed.append(contentsOf: row)
        }
        return printed.withUnsafeMutableBufferPointer { printed in
            row.withUnsafeBufferPointer { row in
                // SAFETY: `printed` has the row's length, checked above.
                printed.baseAddress!.update(from: row.baseAddress!, count: row.count)
            }
            return slots.withUnsafeBufferPointer { slots in
                classes.withUnsafeBufferPointer { classes in fill(printed, slots, classes, sample) }
            }
        }
    }

    /// Whether ``read(_:into:)`` would return true for `sample`, without writing its printed
    /// form: for a judge that needs only the verdict (`check --rules` on a rule that is its
    /// mask alone, whose cell passes exactly when it reads so or is already complete).
    ///
    /// PERF: no row copied out, no buffer kept: a pass over the sample's bytes.
    /// PERF: a walk of a small automaton made when the layout is (``judgedAutomaton(_:)``):
    /// a byte's code and the next state are two loads, with no test a byte (the slot walk
    /// before it tested each byte's code, about 250 instructions a benchmark phone, and the
    /// way of ``fill(_:_:_:_:)`` cost about 25 a byte). `FixedDigitLayoutTests` hold it to
    /// ``read(_:into:)``.
    ///
    /// PERF: the walk of ``valueWalk``, two bytes a step in a 3.7 KB table. Rows of 256
    /// addresses (one load a byte, 61 instructions a benchmark phone cell where a walk of
    /// ``judgedMoves`` took 99) made a 51 KB table, 1.36 D1 misses a cell in callgrind's model
    /// (0.63 now), and a jump by the length that mispredicted: 17 % of `check --rules`'
    /// samples for 4.5 % of its instructions. Now 90 instructions a cell, and about 10 % of
    /// the samples. `FixedDigitLayoutTests` hold it to ``read(_:into:)`` on random bytes.
    package func isValue(_ sample: UnsafeBufferPointer<UInt8>) -> Bool {
        guard sample.count >= digitPositions else { return false }
        // The first slot's state with no separator typed: the row after the dead one.
        return valueWalk.accepts(from: 1, over: sample)
    }

    /// The automaton of `moves` (rows of ``JudgedByte/count`` codes) with each byte's code of
    /// `codes` looked up once here: the same states in the same order, the rows of `ends`
    /// accepting.
    private static func byteAutomaton(
        _ moves: [UInt16], _ ends: (UInt16, UInt16), codes: [UInt8]
    ) -> ClassPairWalk {
        let width = JudgedByte.count
        func row(_ codeOffset: UInt16) -> Int { Int(codeOffset) / width }
        let targets = (0..<moves.count / width).flatMap { state in
            (0..<256).map { byte in row(moves[state * width + Int(codes[byte])]) }
        }
        // Every entry of `moves` is the offset of one of its rows, so the table is whole, and
        // its columns are at most its 13 codes', well within the walk's limit.
        guard let walk = ClassPairWalk(targets: targets, acceptingRows: [row(ends.0), row(ends.1)]) else {
            preconditionFailure("a move to no state")
        }
        return walk
    }

    /// ``isValue(_:)``'s automaton for `slots` (each the digits it takes, with ``partedBit``
    /// when a typed separator may stand before its digit; the last takes none): a digit its
    /// slot takes, where no separator stands before it or one may, moves to the next slot; a
    /// separator of the row marks the state parted; another symbol leaves it as it is; any
    /// other byte, or a digit refused, is the dead state. PERF: one code load and one move
    /// load a byte, with no branch (the slot walk's tests cost about 15 instructions a byte).
    private static func judgedAutomaton(_ slots: [UInt16]) -> (moves: [UInt16], ends: (UInt16, UInt16)) {
        let width = JudgedByte.count
        /// The row offset of a slot's state: 1 for the dead row, then two rows a slot.
        func offset(_ slot: Int, parted: Bool) -> UInt16 {
            UInt16((1 + 2 * slot + (parted ? 1 : 0)) * width)
        }
        var moves = [UInt16](repeating: 0, count: (1 + 2 * slots.count) * width)
        for (slot, taken) in slots.enumerated() {
            for parted in [false, true] {
                let row = Int(offset(slot, parted: parted))
                for digit in 0..<10 where taken & (1 << UInt16(digit)) != 0 && (!parted || taken & partedBit != 0) {
                    moves[row + digit] = offset(slot + 1, parted: false)
                }
                moves[row + Int(JudgedByte.symbol)] = offset(slot, parted: parted)
                moves[row + Int(JudgedByte.separator)] = offset(slot, parted: true)
            }
        }
        return (moves, (offset(slots.count - 1, parted: false), offset(slots.count - 1, parted: true)))
    }

    /// ``read(_:into:)``'s reading in one pass over the sample's bytes: each digit goes to
    /// the next digit position (which must take it), symbols are passed over, and a symbol
    /// of the row typed since the last digit must stand where the row parts the two.
    ///
    /// PERF: one class load and a test or two a byte, where a search for each position's
    /// digit kept its own state (about 390 instructions a benchmark row, a third of that now).
    /// `placeDigits` says the same for the first digits and is the rule this must follow;
    /// `FixedDigitLayoutTests` hold ``read(_:into:)`` to `readValue`.
    private func fill(
        _ printed: UnsafeMutableBufferPointer<UInt8>, _ slots: UnsafeBufferPointer<DigitSlot>, _ classes: UnsafeBufferPointer<ByteClass>,
        _ sample: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var slot = 0
        var parted = false
        for byte in sample {
            let byteClass = classes[Int(byte)]
            if byteClass == .digit {
                // Past the last position: a digit too many.
                guard slot < slots.count else { return false }
                let position = slots[slot]
                guard !parted || slot == 0 || position.partedFromPrevious,
                      position.digits & (1 << UInt16(byte &- UInt8(ascii: "0"))) != 0 else { return false }
                printed[position.position] = byte
                slot += 1
                parted = false
            } else if byteClass == .separator {
                parted = true
            } else if byteClass == .other {
                return false
            }
        }
        return slot == slots.count
    }

    /// Places the sample's digits, one for each digit position in order, as
    /// ``read(_:into:)`` says; returns the offset after the last one placed, or nil when the
    /// sample is not so read.
    private func placeDigits(
        _ slots: UnsafeBufferPointer<DigitSlot>, _ classes: UnsafeBufferPointer<ByteClass>,
        _ sample: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        let count = sample.count
        var next = 0
        for (index, slot) in slots.enumerated() {
            // The typed symbols before this digit: formatting, unless one the row writes
            // parts this digit from the one before where the row does not.
            var parted = false
            typed: while next < count {
                switch classes[Int(sample[next])] {
                case .digit: break typed
                case .symbol: break
                case .separator: parted = true
                case .other: return nil
                }
                next += 1
            }
            guard next < count else { return nil }
            if parted, index > 0, !slot.partedFromPrevious { return nil }
            let digit = sample[next] &- UInt8(ascii: "0")
            guard slot.digits & (1 << UInt16(digit)) != 0 else { return nil }
            next += 1
        }
        return next
    }

    /// The offset of the first digit of `sample` that the row has no place for, when the
    /// value reading's outcome is that it is dropped (``ValueReading/Outcome/dropped(at:)``):
    /// the sample reads as ``read(_:into:)`` says up to its row's last digit, and then has
    /// another digit, after symbols only, that some position of the row takes. Nil when that
    /// is not known here, and the caller reads the sample the long way.
    ///
    /// Why: the digits placed are kept in their positions, each the earliest typed that
    /// its position can take, so no reading keeps more, and the search, which keeps the
    /// earliest typed where it can, drops the first digit after them.
    /// `FixedDigitLayoutTests` hold it to ``MaskProgram/readValue(_:)`` on random rows.
    ///
    /// PERF: a phone with a digit too many (`791234567891`) took the exact search, about
    /// 16,000 instructions; this is a pass over its bytes.
    package func firstDigitWithoutPlace(_ sample: UnsafeBufferPointer<UInt8>) -> Int? {
        guard sample.count > digitPositions else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            classes.withUnsafeBufferPointer { classes -> Int? in
                guard var next = placeDigits(slots, classes, sample) else { return nil }
                while next < sample.count {
                    switch classes[Int(sample[next])] {
                    case .symbol, .separator: next += 1
                    // A digit the row takes nowhere is formatting noise to the value
                    // reading, which names a later one it could have taken: the long way.
                    case .digit: return takenDigits & (1 << UInt16(sample[next] &- UInt8(ascii: "0"))) != 0 ? next : nil
                    case .other: return nil
                    }
                }
                return nil
            }
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// `A-Z` or `a-z`: a letter of a value, which no position of the row takes.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }

    /// A printable ASCII byte that is neither a letter nor a digit (a space included).
    private static func isSymbol(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && !isDigit(byte) && !((0x61...0x7A).contains(byte | 0x20))
    }

    private static func insert(_ byte: UInt8, into set: inout (low: UInt64, high: UInt64)) {
        if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
    }

    private static func contains(_ byte: UInt8, _ set: (low: UInt64, high: UInt64)) -> Bool {
        byte < 64 ? set.low & (1 << UInt64(byte)) != 0 : set.high & (1 << UInt64(byte &- 64)) != 0
    }
}
