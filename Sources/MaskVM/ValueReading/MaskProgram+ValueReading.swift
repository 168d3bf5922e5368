extension MaskProgram {
    /// Reads a sample as a value: the one place that decides whether a sample typed in any
    /// form (an electronic IBAN, lower case, a card number without spaces) stands for a
    /// complete text of the mask. `maskc check` runs its trials on ``ValueReading/printed``
    /// when ``ValueReading/isValue``; an app or a bulk checker may do the same.
    ///
    /// The sample is a value when ``transform(_:autocomplete:optionalLiterals:)`` (with its
    /// defaults) makes it complete, and nothing typed that matters was lost on the way:
    /// - no letter or digit was dropped, not even one the mask takes nowhere (`4111x1111…`
    ///   is no card number, though transform drops the `x` as noise);
    /// - no separator of a kind the printed form writes was dropped between two typed
    ///   letters or digits that the printed form then writes with no separator between
    ///   them: that would move letters or digits from one part of the value to another
    ///   (`256.1.1.1` is not `25.6.1.11`; `+7 912 345 67 89` is `+7 (912) 345-67-89`,
    ///   each typed space standing where the printed form parts the digits). Separators the printed form
    ///   does not write (the dashes of `4111-1111-1111-1111`) and spaces or symbols before
    ///   the first or after the last letter or digit are formatting, and are let go.
    ///
    /// ```swift
    /// let ipv4 = try MaskCompiler.compile("<0-255>.<0-255>.<0-255>.<0-255>")
    /// ipv4.readValue("192.0.2.1").isValue   // true
    /// ipv4.readValue("256.1.1.1").isValue   // false
    /// ```
    /// Linear in the sample's length.
    public func readValue(_ sample: String) -> ValueReading {
        readValue(sample, transformed: transform(sample))
    }

    /// ``readValue(_:)`` of a sample whose ``transform(_:autocomplete:optionalLiterals:)``
    /// with the default options is `transformed`, made already: a caller that transformed
    /// the sample to choose this program (the phone presets' check) reads its value without
    /// transforming it again. Any other `transformed` gives a reading of no meaning.
    public func readValue(_ sample: String, transformed: Transformed) -> ValueReading {
        let outcome = Self.valueOutcome(of: sample, printed: transformed.text, ValueReadingFacts(transformed))
        return ValueReading(printed: transformed.text, outcome: outcome, mask: transformed.mask)
    }

    /// The outcome of ``valueOutcome(of:_:_:isSeparator:)`` for a sample and its printed
    /// form as Strings: the Character path, for any text.
    static func valueOutcome(of sample: String, printed: String, _ facts: ValueReadingFacts) -> ValueReading.Outcome {
        if let first = facts.unplaced.first { return .dropped(at: first) }
        guard !facts.dropped.isEmpty else { return facts.isComplete ? .value : .incomplete }
        let printed = Array(printed)
        let separators = Set(printed.filter { !$0.isLetterOrDigitOfAValue })
        return valueOutcome(of: Array(sample), printed, facts) { separators.contains($0) }
    }

    /// The first reason the transformed sample is not its value, in the order of
    /// ``ValueReading/Outcome``'s cases; `.value` when there is none. Generic over the unit
    /// a sample is read in, so the Character path and the ASCII byte path
    /// (``readValue(utf8:into:)``) are one rule; `isSeparator` says whether a unit is one
    /// of the separators the printed form writes.
    static func valueOutcome<Units: RandomAccessCollection>(
        of characters: Units, _ printed: Units, _ facts: ValueReadingFacts, isSeparator: (Units.Element) -> Bool
    ) -> ValueReading.Outcome where Units.Index == Int, Units.Element: ValueUnit {
        if let first = facts.unplaced.first { return .dropped(at: first) }
        if !facts.dropped.isEmpty {
            // A leading label (`IBAN `) is noise, not part of the value.
            let label = facts.label
            let typed = characters.indices.filter { $0 >= label && characters[$0].isLetterOrDigitOfAValue }
            // A lost letter or digit says more than a moved separator, wherever it stands.
            if let lost = facts.dropped.first(where: {
                $0 >= label && $0 < characters.count && characters[$0].isLetterOrDigitOfAValue
            }) {
                return .dropped(at: lost)
            }
            let placed = placesInPrinted(of: typed, in: characters, printed)
            for offset in facts.dropped where offset >= label && offset < characters.count {
                let character = characters[offset]
                guard let firstTyped = typed.first, let lastTyped = typed.last,
                      offset > firstTyped, offset < lastTyped, isSeparator(character) else { continue }
                // The separator stood between the typed letters or digits `after - 1` and
                // `after`; it is kept in meaning when the printed form still parts them.
                let after = typed.firstIndex { $0 > offset } ?? typed.count
                let kept = placed.map { Self.parts($0[after - 1], $0[after], in: printed) } ?? false
                if !kept { return .moved(at: offset) }
            }
        }
        return facts.isComplete ? .value : .incomplete
    }

    /// Where each typed letter or digit (at the offsets `typed` of `characters`) stands in
    /// the printed form: the earliest printed letter or digit, after the previous one's,
    /// that is the same character up to case and script (a mask's own letters and digits,
    /// such as the `7` of `+7`, are passed over). Nil when one has no place, so that the
    /// caller judges without the map.
    private static func placesInPrinted<Units: RandomAccessCollection>(
        of typed: [Int], in characters: Units, _ printed: Units
    ) -> [Int]? where Units.Index == Int, Units.Element: ValueUnit {
        var places: [Int] = []
        places.reserveCapacity(typed.count)
        var next = 0
        for offset in typed {
            let character = characters[offset]
            while next < printed.count, !(printed[next].isLetterOrDigitOfAValue && printed[next].isSameValue(as: character)) {
                next += 1
            }
            guard next < printed.count else { return nil }
            places.append(next)
            next += 1
        }
        return places
    }

    /// Whether a separator stands between two places of the printed form.
    private static func parts<Units: RandomAccessCollection>(
        _ left: Int, _ right: Int, in printed: Units
    ) -> Bool where Units.Index == Int, Units.Element: ValueUnit {
        printed[(left + 1)..<right].contains { !$0.isLetterOrDigitOfAValue }
    }
}

/// What a value reading needs of a sample's transform besides its text, whichever entry
/// (String or bytes) made it.
struct ValueReadingFacts {
    var isComplete: Bool
    var dropped: [Int]
    var unplaced: [Int]
    var label: Int

    init(_ transformed: Transformed) {
        (isComplete, dropped, unplaced, label) = (transformed.isComplete, transformed.dropped, transformed.unplaced, transformed.label)
    }

    init(_ verdict: TransformVerdict) {
        (isComplete, dropped, unplaced, label) = (verdict.isComplete, verdict.dropped, verdict.unplaced, verdict.label)
    }
}

/// A unit a value is read in: a Character of any text, or a byte of ASCII text.
protocol ValueUnit {
    /// A letter or a digit of any script: what a value is made of, as opposed to its
    /// separators.
    var isLetterOrDigitOfAValue: Bool { get }
    /// The same letter or digit once typing is normalized: a digit of any script by its
    /// value, a letter up to case.
    func isSameValue(as other: Self) -> Bool
}

extension Character: ValueUnit {
    var isLetterOrDigitOfAValue: Bool { isLetter || isNumber }

    func isSameValue(as other: Character) -> Bool {
        if let value = wholeNumberValue { return value == other.wholeNumberValue }
        return self == other || lowercased() == other.lowercased()
    }
}
