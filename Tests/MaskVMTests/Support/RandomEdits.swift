import TestSupport

/// Masks and typed text for the editor's property tests: atoms (`D`, `X`, digits, symbols,
/// an escape, and of the grown language `U`, `L`, `A`, sets of ASCII and other scripts'
/// letters and digits, a number range), each maybe with `|atom` alternatives and a `?`; text
/// people type into fields, in either case and with other scripts' digits, so that typing
/// normalization is tried where each form fits or does not.
enum RandomEdits {
    static let atoms = ["D", "D", "D", "X", "U", "L", "[a-f]", "7", "8", "1", "+", "-", "(", ")", ".", " ", "/", #"\$"#,
                        "A", "[A-F]", "[٠-٩]", "[۰-۹]", "[А-Я]", "[а-я]", "<01-12>"]
    /// Atoms whose literals no class takes: formatting only.
    static let formattingAtoms = atoms.filter { ["D", "X", "+", "-", "(", ")", ".", " ", "/", #"\$"#].contains($0) }

    /// A random pattern of up to `maximumItems` items; `plain` masks have no `?` and no `|`,
    /// and their literals are formatting only (no digit literal a `D` could take).
    static func pattern(_ rng: inout SeededGenerator, maximumItems: Int = 7, plain: Bool = false) -> String {
        var pattern = ""
        for _ in 0..<Int.random(in: 0...maximumItems, using: &rng) {
            pattern += (plain ? formattingAtoms : atoms).randomElement(using: &rng)!
            guard !plain else { continue }
            while Int.random(in: 0..<5, using: &rng) == 0 { pattern += "|" + atoms.randomElement(using: &rng)! }
            if Int.random(in: 0..<4, using: &rng) == 0 { pattern += "?" }
        }
        return pattern
    }

    /// Characters that people type into masked fields, and some that no mask takes.
    static let typed: [Character] = Array("0123456789787+-().  /$abXZ") + ["é", "👍", "\r\n", "e\u{301}", "٣", "۷", "３", "A", "x"]
        + ["B", "f", "F", "c", "б", "Б", "١", "۳", "३"]

    static func text(_ rng: inout SeededGenerator, maximumLength: Int) -> String {
        withoutLabel(String((0..<Int.random(in: 0...maximumLength, using: &rng)).map { _ in typed.randomElement(using: &rng)! }))
    }

    /// `text`, with a `1` put before it when it starts like a leading label (words and then a
    /// space or a colon; docs/editing.md, rule 4), whatever the mask. The invariants the
    /// random tests state (typing equals pasting, the oracles' readings) hold for text that
    /// does not start with a label: a label is the stated exception, with its own tests
    /// (`LeadingLabelTests`). The shape is judged more widely than the engine judges it, so
    /// no generated text is a label for any mask.
    static func withoutLabel(_ text: String) -> String {
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard index < characters.count, characters[index].isLetter else { return text }
        while index < characters.count, characters[index].isLetter || characters[index] == "." { index += 1 }
        guard index < characters.count else { return text }
        if characters[index].isWhitespace { return "1" + text }
        while index < characters.count, characters[index].isLetter || characters[index] == "." || characters[index].isWhitespace {
            index += 1
        }
        return index < characters.count && characters[index] == ":" ? "1" + text : text
    }
}
