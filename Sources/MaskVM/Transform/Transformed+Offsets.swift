extension Transformed {
    /// ``dropped`` in UTF-16 code units of `input` (the editor's unit, `NSRange`'s), in order.
    /// `input` is the text that was transformed.
    ///
    /// ```swift
    /// let code = try MaskCompiler.compile("DDDD")
    /// let pasted = "😀1😀2a3"
    /// code.transform(pasted).dropped                       // [0, 2, 4]: Characters
    /// code.transform(pasted).droppedUTF16Offsets(in: pasted) // [0, 3, 6]
    /// ```
    public func droppedUTF16Offsets(in input: some StringProtocol) -> [Int] {
        input.utf16Offsets(ofCharacterOffsets: dropped)
    }

    /// ``unplaced`` in UTF-16 code units of `input`, the text that was transformed.
    public func unplacedUTF16Offsets(in input: some StringProtocol) -> [Int] {
        input.utf16Offsets(ofCharacterOffsets: unplaced)
    }
}
