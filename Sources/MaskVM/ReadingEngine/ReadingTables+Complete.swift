/// Complete beats partial: of the readings that keep the same typed letters and digits, a
/// complete one is taken (`D{1,3}-DD` with `1234` gives `12-34`, not `123-4`).
///
/// The fast reading takes each character where it stands, so it can end partial where
/// another reading of the same letters and digits ends complete. When its text is not
/// complete and a cheap bound allows a complete one, the exact search runs with only
/// accepting states as fine ends; if some reading keeping the same letters and digits gets
/// there, it is the reading (the greedy's choice at the earliest step where such readings
/// differ), else the fast reading stands.
extension ReadingTables {
    /// Whether the fast reading `outcome` of `input` should give way to a complete reading,
    /// if there is one: its text is not complete once literals alone are added; it read no
    /// unit as its alternate (the complete reading reads each as typed); the input did not
    /// follow the mask as it stands: something was inserted before a unit, or a symbol the
    /// mask reads somewhere was dropped (input that follows the mask is kept as it is, so
    /// transforming a transformed text changes nothing and the leftmost item still wins, `D?7`
    /// with `7` gives `77`; a dropped letter or digit, or a character the mask reads nowhere,
    /// does not count, so a key the editor refused and the same character dropped from a paste
    /// read alike, `0b71` as `071`); and a cheap
    /// bound allows a complete reading: every meaningful byte of a text but a padding zero
    /// comes from a typed unit, so input with fewer candidates for them than the fewest typed
    /// meaningful bytes of a complete text has none. PERF: the phone mask's keystrokes before
    /// its tenth digit stop at the bound, with one count of the letters and digits.
    @inline(__always)
    func mayReadComplete(_ outcome: ReadingOutcome, _ input: ReadingInput, dropped: [Int]) -> Bool {
        // PERF: a complete text (the common transform) is told by one flag, first.
        guard !isCompletable(row: outcome.finalRow), !outcome.normalized else { return false }
        guard outcome.inserted || dropped.contains(where: { isMisplacedSymbol(input.unit($0), input) }) else { return false }
        return mayHoldComplete(input)
    }

    /// Whether a dropped unit is a symbol that the mask reads somewhere: one out of place.
    private func isMisplacedSymbol(_ unit: Range<Int>, _ input: ReadingInput) -> Bool {
        !input.isLetterOrDigit(unit) && readable[Int(classMap[Int(input.bytes[unit.lowerBound])])]
    }

    /// The bound of ``mayReadComplete(_:_:dropped:)``. PERF: out of line, off the common path.
    @inline(never)
    private func mayHoldComplete(_ input: ReadingInput) -> Bool {
        guard fewestMeaningfulToAccept != Int.max else { return false }
        // A non-ASCII unit's other form may be longer than it (a case pair); a generous bound.
        guard input.unitEnds == nil else { return 4 * input.bytes.count >= fewestMeaningfulToAccept }
        guard input.bytes.count >= fewestMeaningfulToAccept else { return false }
        guard meaningfulOnlyLettersAndDigits else { return true }
        return LetterOrDigit.count(input.bytes) >= fewestMeaningfulToAccept
    }

    /// The exact search's reading that consumes the units the fast reading consumed (its
    /// drops are in `dropped`), inserts no literal letter or digit, and ends complete,
    /// written into `sink` and `dropped` (replacing what they hold) and finished; nil, with
    /// both untouched, when there is none.
    @inline(never)
    func completeReading(
        _ search: ReadingSearch, into sink: inout ReadingSink, dropped: inout [Int], autocomplete: Bool, mark: Int
    ) -> ReadingOutcome? {
        var candidate = sink
        candidate.count = 0
        var candidateDropped: [Int] = []
        guard var outcome = search.completeRun(consumingAllBut: dropped, into: &candidate, dropped: &candidateDropped, mark: mark) else {
            return nil
        }
        sink = candidate
        dropped = candidateDropped
        finish(&outcome, &sink, autocomplete: autocomplete)
        outcome.work = 3 * (search.input.unitCount + sink.count) + 3 * search.candidates.count * stateCount
        return outcome
    }

    /// The fewest meaningful bytes from the start to acceptance that someone must type
    /// (`Int.max` if none): a padding zero is the reading's, so its edge is free. And whether
    /// the classes read as meaningful hold only ASCII letters and digits or non-ASCII bytes.
    /// O(states × classes), over the topological order.
    static func completionBound(
        _ reader: ReadingAutomaton, order: [Int], moves: ReadingMoves
    ) -> (fewestMeaningful: Int, onlyLettersAndDigits: Bool) {
        let columns = 2 * reader.classCount
        let unreachable = Int.max
        var fewest = [Int](repeating: unreachable, count: reader.stateCount)
        var onlyLettersAndDigits = true
        // The classes holding an ASCII byte that is not a letter or digit.
        var holdsSymbol = [Bool](repeating: false, count: reader.classCount)
        for byte in 0..<0x80 where !ReadingInput.isLetterOrDigit(byte: UInt8(byte)) {
            holdsSymbol[Int(reader.classMap[byte])] = true
        }
        for state in order.reversed() {
            var best = reader.accepting[state] ? 0 : unreachable
            for column in 0..<columns {
                let target = Int(reader.targets[state * columns + column])
                guard target != 0 else { continue }
                let meaningful = column % 2
                if meaningful == 1, holdsSymbol[column / 2] { onlyLettersAndDigits = false }
                if fewest[target] != unreachable { best = min(best, fewest[target] + meaningful) }
            }
            for insertion in moves.insertions(from: state) where insertion.isPadding && fewest[insertion.target] != unreachable {
                best = min(best, fewest[insertion.target])
            }
            fewest[state] = best
        }
        return (fewest[reader.startState], onlyLettersAndDigits)
    }
}
