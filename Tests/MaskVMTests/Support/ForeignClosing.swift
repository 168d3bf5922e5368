@testable import MaskVM

/// The typed text as the value rules read it once separators the mask does not write are
/// decided (docs/editing.md, rule 6): each that closes a range replaced by the mask's own.
/// An oracle of the other rules (``ValueReadingOracle``) then judges the reading of the
/// typed text on these characters, one for one.
enum ForeignClosing {
    static func closed(_ characters: [Character], _ program: MaskProgram, policy: OptionalLiteralPolicy = .keptWhenTyped) -> [Character] {
        var text = String(characters)
        let tables = program.tables(for: policy)
        let closers = text.withUTF8 { bytes in tables.foreignClosers(in: ReadingInput(bytes: bytes, characters: String(characters))) } ?? []
        var closed = characters
        for closer in closers { closed[closer.unit] = Character(Unicode.Scalar(closer.byte)) }
        return closed
    }
}
