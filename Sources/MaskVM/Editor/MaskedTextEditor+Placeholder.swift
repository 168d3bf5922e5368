extension MaskedTextEditor {
    /// The rest of the mask after the text, for showing in light grey after it: `_` for a
    /// class, the literal itself otherwise, along the way typing goes (the leftmost class
    /// where one reads, else the literals typing the next letter or digit inserts; an
    /// optional literal is shown only under ``OptionalLiteralPolicy/insertedWhenPassed``,
    /// where typing past it inserts it). After typing a
    /// character that fits the next place, the text is the old text and placeholder up to
    /// that place. Empty when nothing can follow.
    ///
    /// ```swift
    /// // "+?7|8(DDD)DDD-DD-DD", empty text:  "7(___)___-__-__"
    /// // after "7(12":                       "_)___-__-__"
    /// ```
    /// Linear in the length of the mask.
    public var placeholder: String {
        maskProgram.placeholder(after: finalRow, tables: maskProgram.tables(for: optionalLiterals))
    }
}

extension MaskProgram {
    /// The placeholder of a whole empty field: `7(___)___-__-__` for the phone mask
    /// `+?7|8(DDD)DDD-DD-DD` (the optional `+` is kept only when typed).
    public var placeholder: String {
        placeholder(after: tables.startRow, tables: tables)
    }

    /// The placeholder of a whole empty field under an optional-literal policy: with
    /// `+?7|8(DDD)DDD-?DD-?DD`, `7(___)___-__-__` under
    /// ``OptionalLiteralPolicy/insertedWhenPassed`` and `7(___)_______` under the default.
    public func placeholder(optionalLiterals: OptionalLiteralPolicy) -> String {
        let tables = self.tables(for: optionalLiterals)
        return placeholder(after: tables.startRow, tables: tables)
    }

    func placeholder(after row: Int, tables: ReadingTables) -> String {
        return String(unsafeUninitializedCapacity: max(tables.longestText, 1)) { buffer in
            var count = 0
            var step = tables.placeholderStep(row)
            // SAFETY: each step follows a transition, so there are at most `longestText` of them.
            while let next = step {
                buffer[count] = next.isClass ? UInt8(ascii: "_") : next.byte
                count += 1
                step = tables.placeholderStep(next.targetRow)
            }
            return count
        }
    }
}
