import MaskVM

/// `maskc edit`: try a mask by hand in an interactive, masked line editor.
enum EditCommand {
    static let command = Command(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "edit",
        summary: "Try a mask by hand: an interactive masked text field in the terminal.",
        sections: [
            ProgramOptions.section, OptionSection([noAutocomplete.declaration, text.declaration, script.declaration]),
            OptionalLiteralOptions.section,
        ],
        discussion: """
            The field shows the formatted text with the rest of the mask after it, the cursor, the \
            extracted value and whether the text is complete. Type, paste, move with the arrows, Home \
            and End, delete with Backspace and Delete. The rules are in docs/editing.md.

            Enter ends the edit and prints the text on standard output; Ctrl-C or Ctrl-D cancels. The \
            field is drawn on standard error; standard input must be a terminal.

            Exit status: 0 when the text is complete at Enter, 1 when it is not or the edit was \
            cancelled, 2 on an error.

            With --script, the edits come from a file instead, one JSON object a line \
            ({"op":"insert","text":"9"}, "replace" with "from", "to" and "text", "backspace", \
            "delete", "select" with "from" and "to", "move" with "to"; offsets in UTF-16 units), \
            and after each one the field's state is printed as a JSON line: text, cursor, \
            selection, complete, value, mask, refused, ignored, changed. Blank lines are skipped. \
            Exit status 0, or 2 on a line that is not an edit. docs/editing.md has the details.
            """,
        examples: [
            "maskc edit -m '+?7|8(DDD)DDD-DD-DD'",
            "phone=$(maskc edit -m '+7(DDD)DDD-DD-DD' --text 9123)",
            #"echo '{"op":"insert","text":"9123"}' | maskc edit -m '+7(DDD)DDD-DD-DD' --script -"#,
        ])

    static let noAutocomplete = Flag("--no-autocomplete", help: "Do not add the literals that are the only way on after what is typed.")
    static let text = Option<String>("--text", valueName: "TEXT", help: "Start with this text in the field (formatted as if pasted).")
    static let script = Option<String>(
        "--script", valueName: "FILE",
        help: "Apply the edits of FILE ('-': standard input), one JSON object a line, and print the field's state after each.")

    static func run(_ arguments: ParsedArguments, _ terminal: Terminal) throws -> Int32 {
        try arguments.refuseOperands()
        let program = try ProgramOptions(parsing: arguments).programReportingWarnings(terminal)
        // Read before the terminal check, so a bad value is reported as such anywhere.
        let policy = try OptionalLiteralOptions(parsing: arguments).policy
        // `--preset phone` types into the phone field, so each prefix shows its country's
        // grouping and the field shows what `transform --preset phone` prints.
        var editor = EditableFields.field(
            program: program, preset: try arguments.value(PresetOptions.preset), text: try arguments.value(text) ?? "",
            autocomplete: !arguments[noAutocomplete], optionalLiterals: policy)
        if let path = try arguments.value(script) {
            return try runScript(path, &editor, terminal)
        }
        try terminal.errors.flush()
        guard RawTerminal.isTerminal(terminal.inputFD) else {
            throw CommandError(message: "maskc edit: error: standard input is not a terminal; to format text from a pipe, use 'maskc transform'")
        }
        let screen = EditorScreen(output: terminal.errors)

        try RawTerminal.enter(terminal.inputFD)
        defer { RawTerminal.restore() }
        try terminal.errors.write("\u{1B}[?2004h")
        let header = program.isMaskSet
            ? program.masks.map(\.pattern).joined(separator: " | ")
            : program.source.pattern
        try screen.header(pattern: header.isEmpty ? "(program)" : header)
        try screen.draw(editor, notice: "")

        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var accepted: Bool?
        while accepted == nil {
            let count: Int
            switch buffer.withUnsafeMutableBytes({ SystemCalls.readSome(terminal.inputFD, into: $0.baseAddress!, count: $0.count) }) {
            case .success(let read): count = read
            case .failure(let error): throw CommandError(message: "maskc edit: error: cannot read the terminal: \(error.message)")
            }
            if count == 0 { accepted = false }
            var notice = ""
            for key in decoder.feed(buffer[..<count]) where accepted == nil {
                notice = apply(key, to: &editor, accepted: &accepted)
            }
            try screen.draw(editor, notice: notice)
        }
        try screen.finish()
        try terminal.errors.write("\u{1B}[?2004l")
        try terminal.errors.flush()
        RawTerminal.restore()
        guard accepted == true else { return ExitStatus.failure }
        try terminal.output.write(editor.text + "\n")
        return editor.isComplete ? ExitStatus.success : ExitStatus.failure
    }

    /// `--script`: every edit of the file applied in order, the state printed after each.
    private static func runScript(_ path: String, _ editor: inout any EditableField, _ terminal: Terminal) throws -> Int32 {
        let fd: Int32
        if path == "-" {
            fd = terminal.inputFD
        } else {
            switch SystemCalls.openForReading(path) {
            case .success(let opened): fd = opened
            case .failure(let error): throw CommandError(message: "maskc edit: error: cannot read \(path): \(error.message)")
            }
        }
        defer { if path != "-" { _ = SystemCalls.closeFile(fd) } }
        let name = path == "-" ? "standard input" : path
        var number = 0
        try LineReader(fd: fd, maximumLineLength: 1 << 20, lineEnding: .crlf).forEachLine { line in
            number += 1
            guard !line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return true }
            guard !line.isTruncated else {
                throw CommandError(message: "maskc edit: error: \(name):\(number): the line is longer than \(line.bytes.count) bytes")
            }
            let step: EditScript.Step
            do {
                step = try EditScript.step(parsing: line.bytes)
            } catch let error as EditScript.LineError {
                throw CommandError(message: "maskc edit: error: \(name):\(number): \(error.message)")
            }
            let change = EditScript.apply(step, to: &editor)
            try terminal.output.write(EditScript.stateLine(editor, change))
            return true
        }
        return ExitStatus.success
    }

    /// Applies one key; returns a note for the status line (what was rejected).
    private static func apply(_ key: KeyDecoder.Key, to editor: inout any EditableField, accepted: inout Bool?) -> String {
        let change: EditorChange
        switch key {
        case .text(let text), .paste(let text): change = editor.insert(text)
        case .backspace: change = editor.deleteBackward()
        case .delete: change = editor.deleteForward()
        case .left: editor.moveCursor(by: -1); return ""
        case .right: editor.moveCursor(by: 1); return ""
        case .home: editor.moveCursor(to: 0); return ""
        case .end: editor.moveCursor(to: editor.utf16Count); return ""
        case .enter: accepted = true; return ""
        case .cancel: accepted = false; return ""
        }
        var notes: [String] = []
        if !change.rejected.isEmpty { notes.append("\(change.rejected.count) rejected") }
        if change.displaced > 0 { notes.append("\(change.displaced) pushed out") }
        return notes.joined(separator: ", ")
    }
}
