import MaskVM

extension Transformed {
    /// Whether the reading dropped none of the sample's letters and digits, not even one the
    /// mask reads nowhere: what a complete result needs (docs/editing.md, rule 4 of "Values,
    /// not characters").
    func keptEveryLetterAndDigit(of sample: String) -> Bool {
        let characters = Array(sample)
        return !dropped.contains { characters[$0].isLetter || characters[$0].isNumber }
    }
}
