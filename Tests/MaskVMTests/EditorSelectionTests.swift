import MaskCompiler
import MaskVM
import Testing

/// The editor's selection, whole-Character Backspace and Delete, and the plain functions that
/// stand in for a `UITextField` delegate.
@Suite("Editor selection and text-field helpers")
struct EditorSelectionTests {
    static let pairs = try! MaskCompiler.compile("DDD-DDD")

    @Test("typing replaces the selection; Backspace and Delete delete it")
    func selectionEdits() {
        var editor = MaskedTextEditor(program: Self.pairs, text: "123456")
        #expect(editor.text == "123-456")
        #expect(editor.selection == 7..<7)
        editor.select(1..<5)
        #expect(editor.selection == 1..<5)
        #expect(editor.cursor == 5)
        editor.insert("9")
        #expect(editor.text == "195-6")
        #expect(editor.selection == 2..<2)
        editor.select(0..<2)
        editor.deleteBackward()
        #expect(editor.text == "56")
        #expect(editor.selection.isEmpty)
        editor.select(0..<99)
        #expect(editor.selection == 0..<2, "clamped to the text")
        editor.deleteForward()
        #expect(editor.text == "")
    }

    @Test("moving the cursor collapses the selection")
    func collapse() {
        var editor = MaskedTextEditor(program: Self.pairs, text: "123456")
        editor.select(2..<4)
        editor.moveCursor(to: 1)
        #expect(editor.selection == 1..<1)
        editor.select(-3..<2)
        editor.moveCursor(by: 1)
        #expect(editor.selection == 3..<3)
    }

    @Test("Backspace and Delete take a whole grapheme cluster; a selection is widened to whole Characters")
    func graphemes() throws {
        let thumbs = try MaskCompiler.compile("D👍🏽?D", symbols: ["👍🏽"])
        var editor = MaskedTextEditor(program: thumbs, text: "1👍🏽2")
        #expect(editor.text == "1👍🏽2")
        #expect(editor.utf16Count == 6)
        editor.moveCursor(to: 5)
        #expect(editor.cursor == 5)
        editor.deleteBackward()
        // The typed optional literal goes alone, whole, since that changes the text (rule 4);
        // never half of it.
        #expect(editor.text == "12" && editor.cursor == 1)
        var selecting = MaskedTextEditor(program: thumbs, text: "1👍🏽2")
        selecting.select(2..<3)
        #expect(selecting.selection == 1..<5)
        // UIKit reports Backspace inside a composed character as one UTF-16 unit.
        var field = MaskedTextEditor(program: thumbs, text: "1👍🏽2")
        let shown = field.shouldChangeCharacters(location: 4, length: 1, replacementString: "")
        #expect(!shown.text.contains("\u{1F3FD}") || shown.text.contains("👍🏽"))
    }

    @Test("shouldChangeCharacters applies UIKit's edit and says the text and selection to show")
    func textFieldHelpers() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: phone)
        var shown = editor.textFieldState()
        // Typing key by key as UIKit reports it: at the field's selection, which the helper set.
        for key in "9123" {
            shown = editor.shouldChangeCharacters(location: shown.selectionLocation, length: shown.selectionLength,
                                                  replacementString: String(key))
        }
        #expect(shown.text == "7(912)3")
        #expect(shown.selectionLocation == 7 && shown.selectionLength == 0)
        // Backspace: UIKit's range is the Character before the caret.
        shown = editor.shouldChangeCharacters(location: 6, length: 1, replacementString: "")
        #expect(shown.text == "7(912)")
        #expect(shown.selectionLocation == 6)
        // A pasted number over a selection, with its noise reported.
        editor.select(location: 2, length: 4)
        #expect(editor.textFieldState().selectionLocation == 2 && editor.textFieldState().selectionLength == 4)
        shown = editor.shouldChangeCharacters(location: 2, length: 4, replacementString: "555 12")
        #expect(shown.text == "7(555)12")
        #expect(shown.change.ignored == [3])
        #expect(shown.change.refused.isEmpty)
        // NSRange-style negative lengths count backwards, and out-of-range selections clamp.
        editor.select(location: 4, length: -2)
        #expect(editor.selection == 2..<4)
        editor.select(location: 100, length: 5)
        #expect(editor.selection == 8..<8)
    }
}
