extension MaskProgram {
    /// Formats raw or half-formatted input as the mask says (rules: `docs/editing.md`).
    ///
    /// Input that already follows the mask is kept as it stands. Otherwise: a typed character
    /// equal to the literal expected next is that literal; a required literal the input
    /// skipped is inserted (of a skipped `7|8`, the `7`), and a typed character is data where
    /// a class can take it rather than an equal literal further on (no literal prefix
    /// swallows a typed digit); an optional literal is kept only if typed; characters that
    /// fit nowhere are dropped and reported, as few as possible, and the text ends complete
    /// if any reading does. With `autocomplete`, literals that are the only way on are
    /// appended. Rules and examples: `docs/editing.md`.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// phone.transform("71234567890").text          // "7(123)456-78-90"
    /// phone.transform("+7 (912) 345-67-89").text   // "+7(912)345-67-89"
    /// phone.transform("12a3").dropped              // [2]
    /// ```
    /// Linear in the input's length.
    public func transform(_ sample: String, autocomplete: Bool = true) -> Transformed {
        if let set = maskSet { return set.transform(sample, autocomplete: autocomplete) }
        var text = ""
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables.read(sample, keepLiterals: true, autocomplete: autocomplete, text: &text, dropped: &dropped, unplaced: &unplaced)
        return Transformed(text: text, isComplete: reading.isComplete, dropped: dropped, unplaced: unplaced)
    }

    /// The meaningful characters of a formatted or raw sample, and whether it is complete,
    /// partial or illegal. A sample that already follows the mask is read as it stands;
    /// another is read as ``transform(_:autocomplete:)`` reads it: characters the mask takes
    /// nowhere (spaces in a phone number) are left out, literals may be missing, and it is
    /// illegal at the first character the mask could take but found no place for.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// phone.extract("+7(123)456-78-90")   // value "1234567890", .complete
    /// phone.extract("8(123)45")           // value "12345", .partial
    /// phone.extract("7(1234a56789012")     // value "1234567890", .illegal(at: 13)
    /// ```
    /// Linear in the sample's length.
    public func extract(_ sample: String) -> Extracted {
        if let set = maskSet {
            // The mask that transform would choose reads the value.
            let mask = set.transform(sample, autocomplete: false).mask
            var extracted = set.members[mask].extract(sample)
            extracted.mask = mask
            return extracted
        }
        let tables = self.tables
        var value = ""
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables.read(sample, keepLiterals: false, autocomplete: false, text: &value, dropped: &dropped, unplaced: &unplaced)
        let result: MatchResult
        if reading.strict {
            result = tables.flags(ofRow: reading.finalRow) & ReadingTables.acceptingFlag != 0 ? .complete : .partial
        } else if let first = unplaced.first {
            result = .illegal(at: first)
        } else if tables.flags(ofRow: reading.finalRow) & ReadingTables.completableFlag != 0 {
            result = .complete
        } else {
            result = .partial
        }
        return Extracted(value: value, result: result)
    }
}
