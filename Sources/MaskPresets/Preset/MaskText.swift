/// Literal text written as mask-language items.
enum MaskText {
    /// `text` as literals: digits and the default symbols (`+ - ( ) . : / @` and space) as
    /// they are, anything else escaped (`DE` becomes `\D\E`, which would otherwise be a
    /// digit class and a letter).
    static func literal(_ text: String) -> String {
        var pattern = ""
        for character in text {
            if character.isASCII, character.isNumber || "+-().:/@ ".contains(character) {
                pattern.append(character)
            } else {
                pattern += "\\\(character)"
            }
        }
        return pattern
    }
}
