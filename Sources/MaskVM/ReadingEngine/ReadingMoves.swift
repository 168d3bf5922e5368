/// The one declaration of what a reading may do besides reading a typed unit where it
/// stands: **insert** text before it. Every insertion is an edge of this graph, carrying the
/// byte it writes and its kind:
/// - a skipped **literal** (`ByteKind.inserted`): formatting, as `(` before the first digit
///   of `(DDD)`;
/// - a **padding zero** (`ByteKind.insertedMeaningful`) at the start of a two-digit,
///   zero-padded number range (`<01-12>`, `<00-59>`): part of the value, so that `1/` reads
///   as `01/` (docs/editing.md, rule 2 of "Values, not characters").
///
/// And it says which literals **close a number range**: a separator (an ASCII symbol, not a
/// letter or digit) right after a range's digit, as the `/` after `<01-12>` and the `.` after
/// `<0-255>`. Those give the reading its value rules: a typed one is kept before any
/// letter or digit typed after it, and while one is still to come in the input no reading
/// inserts one (rule 1: `256.1.1.1` keeps `256` together, and so is not an address).
///
/// ``ReadingMoveGenerator`` yields these insertions, beside consuming and dropping, to every
/// reading: the exact search (``ReadingSearch``), its forward pass (``ForwardStep``, and so
/// the ``KeepAutomaton``) and the greedy reading's slow path. So a rule is one change here or
/// in the generator's order, and one term of ``ReadingCost``. The greedy reading's ASCII
/// table holds only literal insertions; wherever a value rule could apply, the greedy
/// reading gives way to the search (`ReadingTables+Read`).
///
/// Derived at load from the reading automaton and the source pattern (``NumberRangeItems``),
/// so the bytecode format does not change. O(states × classes).
struct ReadingMoves: Sendable {
    /// One insertion: from the state it leaves, to `target`, writing `byte`.
    struct Insertion: Sendable {
        let target: Int
        let byte: UInt8
        /// ``ByteKind/inserted`` or ``ByteKind/insertedMeaningful``.
        let kind: UInt8
        /// The class of the literal transition it takes, or -1 for a padding zero.
        let literalClass: Int
        /// Whether it is a literal that closes a number range (not inserted while a typed
        /// one is still to come).
        let closesRange: Bool

        var isPadding: Bool { literalClass < 0 }
    }

    /// `insertions[start[s] ..< start[s + 1]]`: the insertions from state `s`, literals in
    /// rank order (then class), then the padding zero.
    let insertions: [Insertion]
    let start: [Int]
    /// Per class: whether a literal on it closes a number range somewhere. A typed unit of
    /// such a class is a *closer*: the forward pass keeps it as it keeps a letter or digit.
    let closerClass: [Bool]
    /// Whether some state inserts a padding zero, and whether some literal closes a range.
    let hasPadding: Bool
    let hasClosers: Bool
    /// Per state: the separator that closes the number range open there, when the state was
    /// entered by a range's digit and that range is followed in the mask by a separator (the
    /// first, in rank order, that closes it from this state or from a state more of the
    /// range's digits reach); 0 for none. A separator the mask does not write, typed where
    /// this is set, closes the range as this one would (``ReadingTables/foreignClosers(in:)``).
    let closingByte: [UInt8]
    /// The most literals that close a range (or open a number, ``openingByte``) along one
    /// path of the automaton: how many typed separators a text of the mask can hold as closers
    /// (3 for `<0-255>.<0-255>.<0-255>.<0-255>`, none after the last octet; 2 for
    /// `DDDD-<01-12>-<01-31>`, the `-` after the year opening the month).
    let mostClosers: Int
    /// Per state: whether a number is being read there that takes more digits (the state was
    /// entered by a digit and reads another): a separator the mask does not write, typed
    /// there where ``closingByte`` is 0, is looked at as the mask's own closers would be read
    /// (``ReadingTables/foreignClosers(in:)``).
    let takesMoreDigits: [Bool]
    /// Per state × class, for a reading that ends in the state with its last byte a digit of
    /// the class: the state it stands in with that digit padded instead (rule 7 at the end of
    /// the text, `10:2` read as `10:02`), 0 for none. Set where every way into the state is a
    /// zero-padded pair's first digit, read from the pair's start where its padding zero could
    /// have gone; every such start is entered only by a separator (a literal symbol or space,
    /// `:` of `<00-23>:<00-59>`), so a reading that stood there had read or inserted one just
    /// before the digit; those ways agree on the padded state; and no class reads after it
    /// (the text is full). Whether the separator was typed, not inserted, the reading says
    /// (``ReadingOutcome/insertedBefore``; ``ReadingTables/padLastNumber(_:_:_:dropped:)``).
    /// Empty without padding.
    let endPadding: [Int32]
    /// Per state × class, for a padding zero from the state (a pair's start) before a digit
    /// of the class that the pair also reads unpadded there: 0 where padding it leaves the
    /// text room for more (a number inside the text, `2024-1-2`'s month); else it pads the
    /// last number at the end of the text, which a complete reading's search may do only
    /// right after a separator the person typed (rule 7; ``ReadingMoveGenerator/guardsEndPadding``):
    /// ``padsAfterTypedSeparator`` where every way into the state is a separator, 2 where
    /// another is (`DDDD<01-12>`: no separator opens the month). Empty without padding.
    let paddingGuess: [UInt8]
    /// Per state: the separator a typed one the mask does not write stands for there,
    /// opening a number rather than closing one (rule 6): the state was entered by a digit
    /// (of a number no range holds, as a year's `DDDD`), no range is open there
    /// (``closingByte`` is 0), and its literal (the first, in rank order) is a separator
    /// leading to the start of a zero-padded pair that only separators enter (the `-` of
    /// `DDDD-<01-12>`). So `2024 1` reads as `2024-1` does. Empty without openers.
    let openingByte: [UInt8]
    /// Per state: whether a literal that closes a number range enters it.
    let enteredByCloser: [Bool]
    /// The bytes of the literals that close a number range, ascending, each once.
    let closerBytes: [UInt8]

    /// Whether any value rule applies to this mask: without, every reading is the one the
    /// rules of docs/editing.md gave before them.
    var hasValueRules: Bool { hasPadding || hasClosers }
    /// Whether a typed separator the mask does not write may stand for one of its own
    /// (``closingByte``, ``openingByte``): rule 6 looks at the input.
    var hasForeignSeparators: Bool { hasClosers || !openingByte.isEmpty }
    /// Whether a mask with number ranges writes separators (literal ASCII symbols and spaces)
    /// of two kinds or more (`:` and `-` in `<01-12>:<00-23>-<00-23>`): only then may one of
    /// them, typed where the mask does not read it, stand for another
    /// (``ReadingTables/foreignClosers(in:)``); with one kind it would stand for itself.
    let mixesSeparators: Bool
    /// ``paddingGuess`` where the state is entered only by separators.
    static let padsAfterTypedSeparator: UInt8 = 1

    /// The insertions of a mask without number ranges: its literals alone.
    init(_ reader: ReadingAutomaton, graph: LiteralGraph, representative: [UInt8], ranges: NumberRangeItems) {
        let k = reader.classCount
        let stateCount = reader.stateCount
        let zeroClass = Int(reader.classMap[0x30])
        // Which states a range's digit enters, and where each state's padding zero leads.
        var enteredByRange = [Bool](repeating: false, count: stateCount)
        var padTarget = [Int](repeating: 0, count: stateCount)
        if !ranges.isEmpty {
            for state in 1..<stateCount {
                for cls in 0..<k where Self.isDigitClass(representative[cls]) {
                    let column = (state * k + cls) * 2 + 1
                    let target = Int(reader.targets[column])
                    guard target != 0, let item = ranges.item(at: Int(reader.ranks[column])) else { continue }
                    enteredByRange[target] = true
                    // A pair's start: its `0` leads to a state where the same range reads on.
                    if cls == zeroClass, item.isZeroPaddedPair,
                       Self.readsDigit(of: Int(reader.ranks[column]), at: target, reader, representative) {
                        padTarget[state] = target
                    }
                }
            }
        }
        var insertions: [Insertion] = []
        insertions.reserveCapacity(graph.classes.count)
        var start = [Int](repeating: 0, count: stateCount + 1)
        var closerClass = [Bool](repeating: false, count: k)
        var hasPadding = false
        var hasClosers = false
        for state in 0..<stateCount {
            for position in graph.classStart[state]..<graph.classStart[state + 1] {
                let cls = graph.classes[position]
                // A separator closes; a literal letter or digit (`<01-12>7`) does not: a typed
                // digit is data first, and counting it as a closer would let a later key undo
                // the literals the reading inserted before it.
                let closes = enteredByRange[state] && !ReadingInput.isLetterOrDigit(byte: representative[cls])
                    && representative[cls] < 0x80
                if closes {
                    closerClass[cls] = true
                    hasClosers = true
                }
                insertions.append(Insertion(target: Int(reader.targets[(state * k + cls) * 2]), byte: representative[cls],
                                            kind: ByteKind.inserted, literalClass: cls, closesRange: closes))
            }
            if padTarget[state] != 0 {
                hasPadding = true
                insertions.append(Insertion(target: padTarget[state], byte: 0x30, kind: ByteKind.insertedMeaningful,
                                            literalClass: -1, closesRange: false))
            }
            start[state + 1] = insertions.count
        }
        self.insertions = insertions
        self.start = start
        self.closerClass = closerClass
        self.hasPadding = hasPadding
        self.hasClosers = hasClosers
        let closingByte = hasClosers
            ? Self.closingBytes(reader, insertions: insertions, start: start, enteredByRange: enteredByRange, ranges: ranges,
                                representative: representative)
            : []
        self.closingByte = closingByte
        let separated = hasPadding ? Self.enteredOnlyBySeparators(reader, representative: representative) : []
        var openingByte = hasPadding
            ? Self.openingBytes(reader, insertions: insertions, start: start, padTarget: padTarget, separated: separated,
                                closingByte: closingByte, representative: representative)
            : []
        if !openingByte.contains(where: { $0 != 0 }) { openingByte = [] }
        self.openingByte = openingByte
        self.mostClosers = hasClosers || !openingByte.isEmpty
            ? Self.mostClosers(reader, insertions: insertions, start: start, openingByte: openingByte) : 0
        self.takesMoreDigits = hasClosers ? Self.takesMoreDigits(reader, representative: representative) : []
        let readsMore = hasPadding ? Self.readsMore(reader) : []
        self.endPadding = hasPadding
            ? Self.endPaddings(reader, padTarget: padTarget, separated: separated, readsMore: readsMore, representative: representative) : []
        self.paddingGuess = hasPadding
            ? Self.paddingGuesses(reader, padTarget: padTarget, separated: separated, readsMore: readsMore) : []
        var enteredByCloser = [Bool](repeating: false, count: hasClosers ? stateCount : 0)
        // PERF: a table by byte, not a Set: no hashing conformance looked up at load.
        var isCloserByte = [Bool](repeating: false, count: 256)
        for insertion in insertions where insertion.closesRange {
            enteredByCloser[insertion.target] = true
            isCloserByte[Int(insertion.byte)] = true
        }
        self.enteredByCloser = enteredByCloser
        self.closerBytes = (0..<256).filter { isCloserByte[$0] }.map { UInt8($0) }
        let separators = insertions.lazy.filter { !$0.isPadding && $0.byte < 0x80 && !ReadingInput.isLetterOrDigit(byte: $0.byte) }.map(\.byte)
        let firstSeparator = separators.first
        self.mixesSeparators = (hasClosers || !openingByte.isEmpty) && separators.contains { $0 != firstSeparator }
    }

    /// ``takesMoreDigits``: states entered by a digit that read another. O(states × classes).
    private static func takesMoreDigits(_ reader: ReadingAutomaton, representative: [UInt8]) -> [Bool] {
        let k = reader.classCount
        var enteredByDigit = [Bool](repeating: false, count: reader.stateCount)
        var readsDigit = [Bool](repeating: false, count: reader.stateCount)
        for state in 1..<max(reader.stateCount, 1) {
            for cls in 0..<k where isDigitClass(representative[cls]) {
                let target = Int(reader.targets[(state * k + cls) * 2 + 1])
                guard target != 0 else { continue }
                enteredByDigit[target] = true
                readsDigit[state] = true
            }
        }
        return zip(enteredByDigit, readsDigit).map { $0 && $1 }
    }

    /// Per state: whether every way into it is a separator (a literal symbol or space), and
    /// some way is: the digit after a pair's start is the first of a number the person
    /// opened with a separator only where every way to that start is one.
    private static func enteredOnlyBySeparators(_ reader: ReadingAutomaton, representative: [UInt8]) -> [Bool] {
        let k = reader.classCount
        var enteredBySeparator = [Bool](repeating: false, count: reader.stateCount)
        var enteredOtherwise = [Bool](repeating: false, count: reader.stateCount)
        for state in 0..<reader.stateCount {
            for cls in 0..<k {
                let base = (state * k + cls) * 2
                let byte = representative[cls]
                let literal = Int(reader.targets[base])
                if literal != 0 {
                    if byte < 0x80 && !ReadingInput.isLetterOrDigit(byte: byte) { enteredBySeparator[literal] = true } else { enteredOtherwise[literal] = true }
                }
                enteredOtherwise[Int(reader.targets[base + 1])] = true
            }
        }
        return zip(enteredBySeparator, enteredOtherwise).map { $0 && !$1 }
    }

    /// Per state: whether a class could still read after it, through literals. A padded
    /// text must be full: where one could, the placeholder would promise places after the
    /// zero that the next digit, read with the typed one (`1`, `3` as `13`), does not keep.
    private static func readsMore(_ reader: ReadingAutomaton) -> [Bool] {
        let k = reader.classCount
        var readsMore = [Bool](repeating: false, count: reader.stateCount)
        for state in reader.topologicalOrder.reversed() {
            readsMore[state] = (0..<k).contains { cls in
                let base = (state * k + cls) * 2
                return reader.targets[base + 1] != 0 || readsMore[Int(reader.targets[base])]
            }
        }
        return readsMore
    }

    /// ``endPadding``: for each pair's start (a state with a padding zero) entered only by
    /// separators, each digit its range reads there leads to the state its padded form (`0`,
    /// then the digit) reaches; a state entered any other way, where two ways disagree, or
    /// whose padded state reads more, has none. O(states × classes).
    private static func endPaddings(
        _ reader: ReadingAutomaton, padTarget: [Int], separated: [Bool], readsMore: [Bool], representative: [UInt8]
    ) -> [Int32] {
        let k = reader.classCount
        let stateCount = reader.stateCount
        let zeroClass = Int(reader.classMap[0x30])
        // 0: no way in yet; -1: ways that disagree. `entered[s]`: s is entered some way that
        // is not a separated pair's first digit.
        var padded = [Int32](repeating: 0, count: stateCount * k)
        var entered = [Bool](repeating: false, count: stateCount)
        for state in 0..<stateCount {
            let pairStart = padTarget[state]
            let pairRank = reader.ranks[(state * k + zeroClass) * 2 + 1]
            for cls in 0..<k {
                let base = (state * k + cls) * 2
                entered[Int(reader.targets[base])] = true
                let target = Int(reader.targets[base + 1])
                guard target != 0 else { continue }
                guard pairStart != 0, separated[state], isDigitClass(representative[cls]), reader.ranks[base + 1] == pairRank else {
                    entered[target] = true
                    continue
                }
                let second = (pairStart * k + cls) * 2 + 1
                let after = reader.ranks[second] == pairRank && reader.targets[second] != 0 ? Int32(reader.targets[second]) : -1
                let entry = target * k + cls
                padded[entry] = padded[entry] == 0 || padded[entry] == after ? after : -1
            }
        }
        for entry in padded.indices where entered[entry / k] || padded[entry] < 0 || readsMore[Int(padded[entry])] {
            padded[entry] = 0
        }
        return padded
    }

    /// ``paddingGuess``: at each pair's start, each digit its range reads there unpadded
    /// whose padded form (`0`, then the digit) leads to a state that reads no more.
    /// O(states × classes).
    private static func paddingGuesses(_ reader: ReadingAutomaton, padTarget: [Int], separated: [Bool], readsMore: [Bool]) -> [UInt8] {
        let k = reader.classCount
        let zeroClass = Int(reader.classMap[0x30])
        var guess = [UInt8](repeating: 0, count: reader.stateCount * k)
        for state in 0..<reader.stateCount where padTarget[state] != 0 {
            let pairRank = reader.ranks[(state * k + zeroClass) * 2 + 1]
            for cls in 0..<k {
                let unpadded = (state * k + cls) * 2 + 1
                let second = (padTarget[state] * k + cls) * 2 + 1
                guard reader.targets[unpadded] != 0, reader.ranks[unpadded] == pairRank, reader.targets[second] != 0,
                      reader.ranks[second] == pairRank, !readsMore[Int(reader.targets[second])] else { continue }
                guess[state * k + cls] = separated[state] ? padsAfterTypedSeparator : 2
            }
        }
        return guess
    }

    /// ``openingByte``: per state entered by a digit where no range is open, the byte of its
    /// first literal that is a separator into a pair's start entered only by separators.
    private static func openingBytes(
        _ reader: ReadingAutomaton, insertions: [Insertion], start: [Int], padTarget: [Int], separated: [Bool],
        closingByte: [UInt8], representative: [UInt8]
    ) -> [UInt8] {
        let k = reader.classCount
        var enteredByDigit = [Bool](repeating: false, count: reader.stateCount)
        for state in 1..<max(reader.stateCount, 1) {
            for cls in 0..<k where isDigitClass(representative[cls]) {
                enteredByDigit[Int(reader.targets[(state * k + cls) * 2 + 1])] = true
            }
        }
        return (0..<reader.stateCount).map { state in
            guard state != 0, enteredByDigit[state], closingByte.isEmpty || closingByte[state] == 0 else { return 0 }
            let opener = insertions[start[state]..<start[state + 1]].first { insertion in
                !insertion.isPadding && !insertion.closesRange && insertion.byte < 0x80 && !ReadingInput.isLetterOrDigit(byte: insertion.byte)
                    && padTarget[insertion.target] != 0 && separated[insertion.target]
            }
            return opener?.byte ?? 0
        }
    }

    /// ``mostClosers``: the longest path by literals that close a range or open a number
    /// (``openingByte``), in reverse topological order.
    private static func mostClosers(_ reader: ReadingAutomaton, insertions: [Insertion], start: [Int], openingByte: [UInt8]) -> Int {
        let k = reader.classCount
        var most = [Int](repeating: 0, count: reader.stateCount)
        var best = 0
        for state in reader.topologicalOrder.reversed() {
            var here = 0
            let opener = openingByte.isEmpty ? 0 : openingByte[state]
            for insertion in insertions[start[state]..<start[state + 1]] where !insertion.isPadding {
                let counts = insertion.closesRange || opener != 0 && insertion.byte == opener
                here = max(here, most[insertion.target] + (counts ? 1 : 0))
            }
            for cls in 0..<k {
                let target = Int(reader.targets[(state * k + cls) * 2 + 1])
                if target != 0 { here = max(here, most[target]) }
            }
            most[state] = here
            best = max(best, here)
        }
        return best
    }

    /// ``closingByte``, made in reverse topological order (every transition goes forward):
    /// a state's own first closing literal, else the first found past one more digit of a
    /// range. O(states × classes).
    private static func closingBytes(
        _ reader: ReadingAutomaton, insertions: [Insertion], start: [Int], enteredByRange: [Bool], ranges: NumberRangeItems,
        representative: [UInt8]
    ) -> [UInt8] {
        let k = reader.classCount
        var reach = [UInt8](repeating: 0, count: reader.stateCount)
        for state in reader.topologicalOrder.reversed() {
            if let own = insertions[start[state]..<start[state + 1]].first(where: { $0.closesRange }) {
                reach[state] = own.byte
                continue
            }
            for cls in 0..<k where isDigitClass(representative[cls]) {
                let column = (state * k + cls) * 2 + 1
                let target = Int(reader.targets[column])
                if target != 0, ranges.item(at: Int(reader.ranks[column])) != nil, reach[target] != 0 {
                    reach[state] = reach[target]
                    break
                }
            }
        }
        return (0..<reader.stateCount).map { enteredByRange[$0] ? reach[$0] : 0 }
    }

    private static func isDigitClass(_ representative: UInt8) -> Bool { (0x30...0x39).contains(representative) }

    /// Whether the range at pattern offset `rank` reads a digit as meaningful from `state`.
    private static func readsDigit(of rank: Int, at state: Int, _ reader: ReadingAutomaton, _ representative: [UInt8]) -> Bool {
        let k = reader.classCount
        return (0..<k).contains { cls in
            let column = (state * k + cls) * 2 + 1
            return isDigitClass(representative[cls]) && reader.targets[column] != 0 && Int(reader.ranks[column]) == rank
        }
    }

    /// The insertions from `state`.
    @inline(__always)
    func insertions(from state: Int) -> ArraySlice<Insertion> { insertions[start[state]..<start[state + 1]] }

    /// Whether an insertion may be made before the unit at `index`: a literal that closes a
    /// range is not inserted while a typed closer is still to come (at `index` or after it,
    /// `lastCloser` being the input's last, -1 for none).
    @inline(__always)
    static func allows(_ insertion: Insertion, before index: Int, lastCloser: Int) -> Bool {
        !insertion.closesRange || index > lastCloser
    }
}
