// README.md's text-field model, as the document shows it (see DocSnippetMirrorTests).
// BEGIN README.md swift 2
import MaskVM

/// One masked field's model; its `UITextFieldDelegate` forwards every edit here.
@MainActor final class MaskedField {
    private var editor: MaskedTextEditor
    init(program: MaskProgram) { editor = MaskedTextEditor(program: program) }

    /// An edit as `textField(_:shouldChangeCharactersIn:replacementString:)` reports it.
    func change(location: Int, length: Int, replacement: String) -> TextFieldState {
        editor.shouldChangeCharacters(location: location, length: length, replacementString: replacement)
    }
}

// In the delegate (`import UIKit`; `model` is the field's MaskedField):
//     let shown = model.change(location: range.location, length: range.length, replacement: string)
//     field.text = shown.text
//     if let caret = field.position(from: field.beginningOfDocument, offset: shown.selectionLocation) {
//         field.selectedTextRange = field.textRange(from: caret, to: caret)
//     }
//     return false   // the field shows the editor's text, not its own
// END README.md swift 2
