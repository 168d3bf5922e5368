import MaskVM

/// libphonenumber's ways of writing an extension at the end of a number (its extension
/// pattern for parsing, `EXTN_PATTERNS_FOR_PARSING`), read from the end back, as
/// ``PhoneText/splitExtension(_:)`` asks them. Each way is a label, then its digits, with a
/// cap on how many that label can introduce; where several ways fit, the one starting
/// first is taken, as the pattern's search takes it.
enum PhoneExtensionForm {
    /// What a text's extension is: where its label (or separator) starts, and its digits in ASCII.
    struct Found {
        let labelStart: Substring.Index
        let digits: String
    }

    /// Labels that call an extension out (`ext`, `extn`, `xt`, `extensión`, fullwidth
    /// `ｅｘｔｎ`, `доб`, `anexo`), up to 20 digits after them; longest first, so the label
    /// found is the one starting first. `ó` is one Character however it is written (U+00F3,
    /// or `o` and U+0301), as the pattern allows both.
    static let explicitLabels = (["xt", "xtn", "xtensio", "xtension", "xtensió", "xtensión"].flatMap { ["e" + $0, $0] }
        + ["ｅｘｔ", "ｅｘｔｎ", "ｘｔ", "ｘｔｎ", "доб", "anexo"]).sorted { $0.count > $1.count }

    /// Labels of one character and less common ones (`x`, `#`, `~`, `int`, their fullwidth
    /// forms), up to 9 digits after them: in libphonenumber's words, more ambiguous.
    static let ambiguousLabels = ["int", "ｉｎｔ", "x", "ｘ", "#", "＃", "~", "～"]

    /// Ambiguous labels that end words as often as they introduce an extension: right after
    /// a letter (`fax 12`, `print 12`), maskc reads none, so the letters stay in the number
    /// and its masks refuse them (libphonenumber would drop them).
    static let wordEndings: Set<String> = ["x", "ｘ", "int", "ｉｎｔ"]

    /// The extension at the end of `text`, or nil where the text has none.
    static func find(in text: Substring) -> Found? {
        // What follows the last letter, number or `#` is left out first (`ext. 12.`).
        var end = text.endIndex
        while end > text.startIndex {
            let previous = text.index(before: end)
            let character = text[previous]
            if character.isLetter || character.isNumber || character == "#" { break }
            end = previous
        }
        var core = text[..<end]
        // A `#` may close the digits (`x12#`); the American way needs it (`- 503#`).
        let closedByHash = core.last == "#"
        if closedByHash { core = core.dropLast() }
        var digitsStart = core.endIndex
        var reversedDigits: [UInt8] = []
        while digitsStart > core.startIndex, let digit = decimalDigit(core[core.index(before: digitsStart)]) {
            reversedDigits.append(digit)
            digitsStart = core.index(before: digitsStart)
            // More than any label introduces.
            if reversedDigits.count > 20 { return nil }
        }
        let count = reversedDigits.count
        guard count > 0 else { return nil }
        let before = core[..<digitsStart]
        // Between a label and the digits: a `.`, `:` or `．`, then spaces, commas or dashes.
        var runStart = before.endIndex
        while runStart > before.startIndex, isAfterLabel(before[before.index(before: runStart)]) {
            runStart = before.index(before: runStart)
        }
        let run = before[runStart...]
        var head = before[..<runStart]
        let punctuated = head.last.map { $0 == ":" || $0 == "." || $0 == "．" } ?? false
        if punctuated { head = head.dropLast() }

        var starts: [Substring.Index] = []
        if !closedByHash, count <= 20, let start = start(of: ";ext=", endingAt: before) { starts.append(start) }
        if count <= 20, let start = explicitLabels.lazy.compactMap({ Self.start(of: $0, endingAt: head) }).first { starts.append(start) }
        if count <= 9, let start = ambiguousLabels.lazy.compactMap({ label in
            Self.start(of: label, endingAt: head).flatMap { start in
                wordEndings.contains(label) && start > head.startIndex && head[head.index(before: start)].isLetter ? nil : start
            }
        }).first {
            starts.append(start)
        }
        // `,,` or `;`: a phone dials what follows once the call is answered.
        if count <= 15 {
            if let start = run.indices.first(where: { run[$0] == "," && run[run.index(after: $0)...].first == "," }) { starts.append(start) }
            if let start = start(of: ";", endingAt: before[..<runStart]) { starts.append(start) }
            if punctuated, let start = start(of: ",,", endingAt: head) ?? start(of: ";", endingAt: head) { starts.append(start) }
        }
        // Commas alone.
        if count <= 9 {
            if let start = run.firstIndex(of: ",") { starts.append(start) }
            if punctuated, head.last == "," {
                starts.append(head.indices.reversed().first { head[$0] != "," }.map { head.index(after: $0) } ?? head.startIndex)
            }
        }
        // A space or dash, the digits and `#` (`- 503#`).
        if closedByHash, count <= 6, before.last == " " || before.last == "-" {
            starts.append(before.indices.reversed().first { before[$0] != " " && before[$0] != "-" }.map { before.index(after: $0) } ?? before.startIndex)
        }
        guard let start = starts.min() else { return nil }
        return Found(labelStart: start, digits: String(decoding: reversedDigits.reversed(), as: UTF8.self))
    }

    /// Where `label` starts when `text` ends with it, in any case; nil when it does not.
    static func start(of label: String, endingAt text: Substring) -> Substring.Index? {
        var index = text.endIndex
        for character in label.reversed() {
            guard index > text.startIndex else { return nil }
            let previous = text.index(before: index)
            guard text[previous] == character || text[previous].lowercased() == String(character) else { return nil }
            index = previous
        }
        return index
    }

    /// Whether `character` may stand between a label and the digits (after its `.` or `:`).
    static func isAfterLabel(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\t" || character == "," || character == "-"
    }

    /// A decimal digit of any script as its ASCII digit, as libphonenumber's `\d` reads it.
    static func decimalDigit(_ character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        return TypedDigit.asciiDigit(of: scalar)
    }
}
