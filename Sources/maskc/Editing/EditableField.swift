import MaskPresets
import MaskVM

/// What `maskc edit` types into: ``MaskVM/MaskedTextEditor`` for a mask, a set or a file, and
/// ``MaskPresets/PhoneNumberEditor`` for `--preset phone`, which types into the set of the
/// country whose code is typed, as `transform --preset phone` prints it. The interactive
/// field and `--script` work through this alone, so both editors are driven the same way.
protocol EditableField {
    var text: String { get }
    var cursor: Int { get }
    var selection: Range<Int> { get }
    var isComplete: Bool { get }
    var value: String { get }
    /// The chosen mask's index in the set the field types into (0 for one mask).
    var mask: Int { get }
    /// The rest of the mask after the text, drawn dimmed.
    var placeholder: String { get }
    var utf16Count: Int { get }

    @discardableResult mutating func insert(_ text: String) -> EditorChange
    @discardableResult mutating func replace(range: Range<Int>, with replacement: String) -> EditorChange
    @discardableResult mutating func deleteBackward() -> EditorChange
    @discardableResult mutating func deleteForward() -> EditorChange
    mutating func select(_ range: Range<Int>)
    mutating func moveCursor(to offset: Int)
    mutating func moveCursor(by characters: Int)
}

extension MaskedTextEditor: EditableField {}

extension PhoneNumberEditor: EditableField {
    var mask: Int { editor.mask }
    var placeholder: String { editor.placeholder }
    var utf16Count: Int { editor.utf16Count }
}

/// The field `maskc edit` opens: the phone field for `--preset phone`, else the program's editor.
enum EditableFields {
    static func field(
        program: MaskProgram, preset: MaskPreset?, text: String, autocomplete: Bool, optionalLiterals: OptionalLiteralPolicy
    ) -> any EditableField {
        if preset?.name == MaskPreset.phone.name {
            return PhoneNumberEditor(text: text, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
        }
        return MaskedTextEditor(program: program, text: text, autocomplete: autocomplete, optionalLiterals: optionalLiterals)
    }
}
