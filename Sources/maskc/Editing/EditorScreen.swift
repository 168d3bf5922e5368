import MaskVM

/// Draws the editor on the terminal: a header once, then two lines redrawn after every
/// key — the text with the rest of the mask dimmed after it, and the value with the
/// verdict — with the terminal's cursor where the editor's cursor is.
struct EditorScreen {
    let output: OutputBuffer
    /// Columns before the text on its line.
    private let indent = "  "

    func header(pattern: String) throws {
        try output.write("maskc edit  \(pattern)\r\n")
        try output.write("\u{1B}[2m  type, paste, arrows, Backspace/Delete; Enter when done, Ctrl-C to cancel\u{1B}[0m\r\n")
    }

    /// Redraws the two lines; the terminal's cursor is on the first line when this starts
    /// and when it ends.
    func draw(_ editor: any EditableField, notice: String) throws {
        var screen = "\r\u{1B}[J"
        screen += indent + editor.text + "\u{1B}[2m" + editor.placeholder + "\u{1B}[0m\r\n"
        screen += indent + "value: " + editor.value + "  " + (editor.isComplete ? "complete" : "partial")
        if !notice.isEmpty { screen += "  \u{1B}[2m(" + notice + ")\u{1B}[0m" }
        screen += "\u{1B}[1A\r"
        let column = indent.count + Self.columns(before: editor.cursor, in: editor.text)
        if column > 0 { screen += "\u{1B}[\(column)C" }
        try output.write(screen)
        try output.flush()
    }

    /// Leaves the two lines in place and moves below them.
    func finish() throws {
        try output.write("\u{1B}[1B\r\n")
        try output.flush()
    }

    /// Screen columns of the text before a UTF-16 offset: one a Character (mask text is
    /// digits, letters and symbols).
    static func columns(before utf16Offset: Int, in text: String) -> Int {
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: min(max(utf16Offset, 0), text.utf16.count))
        return text[..<index].count
    }
}
