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
    /// - no separator the printed form writes was dropped between the first and the last
    ///   typed letter or digit: that would move letters or digits from one part of the
    ///   value to another (`256.1.1.1` is not `25.6.1.11`). Separators the printed form
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
        let transformed = transform(sample)
        let outcome = Self.valueOutcome(of: sample, transformed)
        return ValueReading(printed: transformed.text, outcome: outcome, mask: transformed.mask)
    }

    /// The first reason the transformed sample is not its value, in the order of
    /// ``ValueReading/Outcome``'s cases; `.value` when there is none.
    private static func valueOutcome(of sample: String, _ transformed: Transformed) -> ValueReading.Outcome {
        if let first = transformed.unplaced.first { return .dropped(at: first) }
        if !transformed.dropped.isEmpty {
            let characters = Array(sample)
            let typed = characters.indices.filter { characters[$0].isLetterOrDigitOfAValue }
            let separators = Set(transformed.text.filter { !$0.isLetterOrDigitOfAValue })
            for offset in transformed.dropped where offset < characters.count {
                let character = characters[offset]
                if character.isLetterOrDigitOfAValue { return .dropped(at: offset) }
                if let firstTyped = typed.first, let lastTyped = typed.last,
                   offset > firstTyped, offset < lastTyped, separators.contains(character) {
                    return .moved(at: offset)
                }
            }
        }
        return transformed.isComplete ? .value : .incomplete
    }
}

extension Character {
    /// A letter or a digit of any script: what a value is made of, as opposed to its
    /// separators.
    fileprivate var isLetterOrDigitOfAValue: Bool { isLetter || isNumber }
}
