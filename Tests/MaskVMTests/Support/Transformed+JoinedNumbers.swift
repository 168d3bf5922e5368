import MaskVM

extension Transformed {
    /// Whether the reading dropped a separator (a punctuation mark, symbol or space) typed
    /// between two digits of `sample` and kept both digits, with nothing kept between them:
    /// what rule 6 of docs/editing.md ("numbers typed apart stay apart") needs before it may
    /// leave a result whose text matches incomplete in a mask with number ranges. The rule
    /// asks more (the two digits written as one number, `1)1` into `<10-12>` but not `7.7`
    /// into `<5-7>D`); this is what a test sees from outside the reading.
    func droppedSeparatorBetweenDigits(of sample: String) -> Bool {
        let characters = Array(sample)
        let droppedUnits = Set(dropped)
        var lastKeptIsDigit = false
        var separatorSince = false
        for (index, character) in characters.enumerated() {
            if droppedUnits.contains(index) {
                if !character.isLetter && !character.isNumber { separatorSince = true }
                continue
            }
            if character.isNumber, lastKeptIsDigit, separatorSince { return true }
            lastKeptIsDigit = character.isNumber
            separatorSince = false
        }
        return false
    }

    /// Rule 6's exception to "complete exactly when the text matches and no letter or digit
    /// was dropped": a result that is not complete although both hold must be one whose
    /// mask has number ranges and whose reading dropped a separator between two digits.
    func isCompleteAsTheRulesSay(of sample: String, program: MaskProgram) -> Bool {
        let matchesAndKeeps = program.match(text) == .complete && keptEveryLetterAndDigit(of: sample)
        if isComplete == matchesAndKeeps { return true }
        return !isComplete && program.source.pattern.contains("<") && droppedSeparatorBetweenDigits(of: sample)
    }
}
