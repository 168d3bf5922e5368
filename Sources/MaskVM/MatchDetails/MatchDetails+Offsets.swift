extension MatchDetails {
    /// ``offset`` in UTF-16 code units of `sample`, the text the details are of.
    public func utf16Offset(in sample: some StringProtocol) -> Int {
        sample.utf16Offset(ofCharacterOffset: offset)
    }
}
