/// What a text field should show after an edit: its text and its selection, as a
/// `UITextField` or `NSTextField` delegate sets them (UTF-16, `NSRange`'s location and length).
public struct TextFieldState: Hashable, Sendable {
    /// The field's text.
    public var text: String
    /// Where the selection starts, a UTF-16 offset (`NSRange.location`).
    public var selectionLocation: Int
    /// How many UTF-16 units are selected, 0 for a caret (`NSRange.length`).
    public var selectionLength: Int
    /// What the edit did: refused keys, noise, displaced characters.
    public var change: EditorChange

    public init(text: String, selectionLocation: Int, selectionLength: Int, change: EditorChange) {
        self.text = text
        self.selectionLocation = selectionLocation
        self.selectionLength = selectionLength
        self.change = change
    }
}

extension MaskedTextEditor {
    /// The editor's side of `textField(_:shouldChangeCharactersIn:replacementString:)`: applies
    /// the edit UIKit reports (a keystroke, a paste, a cut, Backspace; the range as `NSRange`
    /// gives it) and says what the field must show. The delegate sets the field's text and
    /// selection from it and returns `false`, so the field shows the masked text, not its own.
    ///
    /// ```swift
    /// func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange,
    ///                replacementString string: String) -> Bool {
    ///     let shown = editor.shouldChangeCharacters(location: range.location, length: range.length,
    ///                                              replacementString: string)
    ///     field.text = shown.text
    ///     if let caret = field.position(from: field.beginningOfDocument, offset: shown.selectionLocation) {
    ///         field.selectedTextRange = field.textRange(from: caret, to: caret)
    ///     }
    ///     return false
    /// }
    /// ```
    ///
    /// An empty replacement over one UTF-16 unit (Backspace inside a composed character) takes
    /// the whole Character, as ``deleteBackward()`` does.
    @discardableResult
    public mutating func shouldChangeCharacters(location: Int, length: Int, replacementString: String) -> TextFieldState {
        let change = replace(location: location, length: length, with: replacementString)
        return textFieldState(change)
    }

    /// The text and selection a field should show now, with `change` (an unchanged report
    /// when none is given).
    public func textFieldState(_ change: EditorChange? = nil) -> TextFieldState {
        TextFieldState(
            text: text, selectionLocation: selection.lowerBound, selectionLength: selection.count,
            change: change ?? EditorChange(cursor: cursor, refused: [], ignored: [], displaced: 0, textChanged: false))
    }

    /// Takes the field's selection (`textFieldDidChangeSelection`, or before an edit), as
    /// `NSRange`'s location and length; clamped to the text and widened to whole Characters.
    public mutating func select(location: Int, length: Int) {
        select(Self.range(location: location, length: length))
    }
}
