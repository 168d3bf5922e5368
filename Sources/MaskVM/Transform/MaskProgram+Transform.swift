// The public face of transform and extract: what they take and return. The engine they run
// is in ReadingEngine/ (ReadingTables and its greedy reading and exact search), because the
// editor runs it too; nothing here reads a table itself.
extension MaskProgram {
    /// Formats raw or half-formatted input as the mask says (rules: `docs/editing.md`).
    ///
    /// The typed letters and digits are kept earliest first: none is dropped to keep a symbol,
    /// and with more than there are places the overflow goes at the end. Then, at each step:
    /// a typed character equal to the literal expected next is that literal; a required
    /// literal the input skipped is inserted (of a skipped `7|8`, the `7`), and a typed
    /// character is data where a class can take it rather than an equal literal further on
    /// (no literal prefix swallows a typed digit); an optional literal is kept only if typed;
    /// symbols that fit nowhere and characters the mask takes nowhere are dropped as noise.
    /// The result is complete only when its text is and no letter or digit was dropped. With
    /// `autocomplete`, whole literals that are the only way on are appended. `optionalLiterals`
    /// says whether an optional literal the input goes past is inserted
    /// (``OptionalLiteralPolicy/insertedWhenPassed``) or kept only when typed (the default).
    /// Rules and examples: `docs/editing.md`.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// phone.transform("71234567890").text          // "7(123)456-78-90"
    /// phone.transform("+7 (912) 345-67-89").text   // "+7(912)345-67-89"
    /// phone.transform("12a3").dropped              // [2]
    /// let dashes = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
    /// dashes.transform("71234567890").text                                         // "7(123)4567890"
    /// dashes.transform("71234567890", optionalLiterals: .insertedWhenPassed).text  // "7(123)456-78-90"
    /// ```
    /// Linear in the input's length.
    public func transform(
        _ sample: String, autocomplete: Bool = true, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped
    ) -> Transformed {
        if let set = maskSet { return set.transform(sample, autocomplete: autocomplete, optionalLiterals: optionalLiterals) }
        var text = ""
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables(for: optionalLiterals).read(sample, keepLiterals: true, autocomplete: autocomplete, text: &text, dropped: &dropped, unplaced: &unplaced)
        return Transformed(text: text, isComplete: reading.isComplete, dropped: dropped, unplaced: unplaced, label: reading.label)
    }

    /// The meaningful characters of a formatted or raw sample, and whether it is complete,
    /// partial or illegal. The sample is read as ``transform(_:autocomplete:optionalLiterals:)``
    /// reads it under the same `optionalLiterals` policy:
    /// characters the mask takes nowhere (spaces in a phone number) and symbols out of place
    /// are left out, literals may be missing, and it is illegal at the first letter or digit
    /// the mask could take but found no place for.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// phone.extract("+7(123)456-78-90")   // value "1234567890", .complete
    /// phone.extract("8(123)45")           // value "12345", .partial
    /// phone.extract("7(1234a56789012")     // value "1234567890", .illegal(at: 13)
    /// ```
    /// Linear in the sample's length.
    public func extract(_ sample: String, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped) -> Extracted {
        if let set = maskSet {
            // The mask that transform would choose reads the value, from after the set's
            // label (a member alone might take other words for one).
            let chosen = set.transform(sample, autocomplete: false, optionalLiterals: optionalLiterals)
            var extracted = set.members[chosen.mask].extract(String(sample.dropFirst(chosen.label)), optionalLiterals: optionalLiterals,
                                                             labels: false)
            if case .illegal(let at) = extracted.result { extracted.result = .illegal(at: at + chosen.label) }
            extracted.mask = chosen.mask
            return extracted
        }
        return extract(sample, optionalLiterals: optionalLiterals, labels: true)
    }

    /// ``extract(_:optionalLiterals:)`` of one mask; `labels` false reads a leading label as
    /// data (a set's member, after the set's own label rule).
    private func extract(_ sample: String, optionalLiterals: OptionalLiteralPolicy, labels: Bool) -> Extracted {
        let tables = self.tables(for: optionalLiterals)
        var value = ""
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables.read(sample, keepLiterals: false, autocomplete: false, labels: labels,
                                  text: &value, dropped: &dropped, unplaced: &unplaced)
        return Extracted(value: value, result: verdict(of: reading, unplaced: unplaced, tables: tables))
    }

    /// ``transform(_:autocomplete:optionalLiterals:)`` for a sample given as UTF-8 bytes, as
    /// ``match(utf8:)`` is for ``match(_:)``: the formatted text is written to `text` as
    /// UTF-8, replacing its contents. A program that reads lines as bytes (`maskc transform`)
    /// makes no String for ASCII input, and reusing one `text` array across samples
    /// allocates once. Invalid UTF-8 is read as `String(decoding:as:)` repairs it, so both
    /// entries agree on every input.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// var text: [UInt8] = []
    /// let verdict = Array("71234567890".utf8).withUnsafeBufferPointer {
    ///     phone.transform(utf8: $0, into: &text)
    /// }
    /// String(decoding: text, as: UTF8.self)   // "7(123)456-78-90"
    /// verdict.isComplete                      // true
    /// ```
    public func transform(
        utf8 bytes: UnsafeBufferPointer<UInt8>, autocomplete: Bool = true,
        optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, into text: inout [UInt8]
    ) -> TransformVerdict {
        if let set = maskSet {
            let result = set.transform(String(decoding: bytes, as: UTF8.self), autocomplete: autocomplete, optionalLiterals: optionalLiterals)
            text.replaceSubrange(text.indices, with: result.text.utf8)
            return TransformVerdict(
                isComplete: result.isComplete, dropped: result.dropped, unplaced: result.unplaced, mask: result.mask, label: result.label)
        }
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables(for: optionalLiterals).read(utf8: bytes, keepLiterals: true, autocomplete: autocomplete, text: &text, dropped: &dropped, unplaced: &unplaced)
        return TransformVerdict(isComplete: reading.isComplete, dropped: dropped, unplaced: unplaced, label: reading.label)
    }

    /// ``extract(_:optionalLiterals:)`` for a sample given as UTF-8 bytes: the meaningful characters are
    /// written to `value` as UTF-8, replacing its contents, and the verdict is returned.
    ///
    /// ```swift
    /// let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    /// var value: [UInt8] = []
    /// let result = Array("8(123)45".utf8).withUnsafeBufferPointer {
    ///     phone.extract(utf8: $0, into: &value)
    /// }
    /// String(decoding: value, as: UTF8.self)   // "12345"
    /// result                                   // .partial
    /// ```
    public func extract(
        utf8 bytes: UnsafeBufferPointer<UInt8>, optionalLiterals: OptionalLiteralPolicy = .keptWhenTyped, into value: inout [UInt8]
    ) -> MatchResult {
        if maskSet != nil {
            let result = extract(String(decoding: bytes, as: UTF8.self), optionalLiterals: optionalLiterals)
            value.replaceSubrange(value.indices, with: result.value.utf8)
            return result.result
        }
        let tables = self.tables(for: optionalLiterals)
        var dropped: [Int] = []
        var unplaced: [Int] = []
        let reading = tables.read(utf8: bytes, keepLiterals: false, autocomplete: false, text: &value, dropped: &dropped, unplaced: &unplaced)
        return verdict(of: reading, unplaced: unplaced, tables: tables)
    }

    /// An extract's verdict: illegal at the first letter or digit that found no place, else
    /// complete when literals alone finish the reading, else partial.
    private func verdict(of reading: ReadingTables.SampleReading, unplaced: [Int], tables: ReadingTables) -> MatchResult {
        if let first = unplaced.first {
            .illegal(at: first)
        } else if !reading.droppedLetterOrDigit, tables.isCompletable(row: reading.finalRow) {
            .complete
        } else {
            .partial
        }
    }
}
