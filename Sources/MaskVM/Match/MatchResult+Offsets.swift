extension MatchResult {
    /// Where the sample stopped fitting, in Characters: the offset of ``illegal(at:)``; nil
    /// for a complete or partial sample.
    public var characterOffset: Int? {
        if case .illegal(let offset) = self { offset } else { nil }
    }

    /// The same offset in UTF-16 code units of `sample` (the editor's unit, `NSRange`'s):
    /// nil for a complete or partial sample. `sample` is the text that was matched.
    ///
    /// ```swift
    /// let code = try MaskCompiler.compile("DDDD")
    /// code.match("😀1").utf16Offset(in: "😀1")   // 0
    /// code.match("12😀").utf16Offset(in: "12😀") // 2
    /// code.match("1😀").characterOffset          // 1
    /// ```
    public func utf16Offset(in sample: some StringProtocol) -> Int? {
        characterOffset.map { sample.utf16Offset(ofCharacterOffset: $0) }
    }
}
