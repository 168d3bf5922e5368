import MaskTables
import MaskVM

/// `maskc edit --script`: the editor driven by a file of edits instead of a terminal, one JSON
/// object a line, with the field's state printed as one JSON line after each edit.
///
/// It is how two runtimes are held to one editor (the JavaScript runtime reads the same
/// script, `node Runtimes/js/cli.mjs edit`), and how a user replays a reported typing
/// session. docs/editing.md lists the operations:
///
/// ```
/// {"op":"insert","text":"9123"}
/// {"op":"replace","from":3,"to":6,"text":"5"}
/// {"op":"backspace"}
/// ```
enum EditScript {
    /// One edit of a script line.
    enum Step: Equatable {
        /// Text typed or pasted over the selection.
        case insert(String)
        /// The UTF-16 range `from..<to` (either order) replaced by the text.
        case replace(from: Int, to: Int, text: String)
        case backspace
        case delete
        /// The selection set to `from..<to` (the cursor at `to`).
        case select(from: Int, to: Int)
        /// The cursor moved to a UTF-16 offset, the selection emptied.
        case move(to: Int)
    }

    /// A script line that is not an edit, with why.
    struct LineError: Error {
        var message: String
    }

    /// The step a script line gives; throws ``LineError`` for anything else.
    static func step(parsing line: UnsafeBufferPointer<UInt8>) throws(LineError) -> Step {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Array(line))
        } catch {
            throw LineError(message: "not valid JSON: \(error)")
        }
        guard case .object(let members) = value else { throw LineError(message: "expected an object with an \"op\"") }
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard fields.updateValue(member.value, forKey: member.key) == nil else {
                throw LineError(message: "\"\(member.key)\" is given twice")
            }
        }
        guard case .string(let operation)? = fields["op"] else { throw LineError(message: "expected an \"op\" string") }
        let allowed: [String]
        let step: Step
        switch operation {
        case "insert":
            allowed = ["text"]
            step = .insert(try string("text", fields))
        case "replace":
            allowed = ["from", "to", "text"]
            step = .replace(from: try offset("from", fields), to: try offset("to", fields), text: try string("text", fields))
        case "backspace":
            allowed = []
            step = .backspace
        case "delete":
            allowed = []
            step = .delete
        case "select":
            allowed = ["from", "to"]
            step = .select(from: try offset("from", fields), to: try offset("to", fields))
        case "move":
            allowed = ["to"]
            step = .move(to: try offset("to", fields))
        default:
            throw LineError(message: "unknown op \(JSONWriter.quoted(operation)); expected insert, replace, backspace, delete, select or move")
        }
        if let extra = members.first(where: { $0.key != "op" && !allowed.contains($0.key) }) {
            throw LineError(message: "\(JSONWriter.quoted(extra.key)) is not a field of \(JSONWriter.quoted(operation))")
        }
        return step
    }

    private static func string(_ key: String, _ fields: [String: JSONValue]) throws(LineError) -> String {
        guard case .string(let text)? = fields[key] else { throw LineError(message: "expected \"\(key)\" as a string") }
        return text
    }

    /// A UTF-16 offset: a whole number; the editor clamps it to the text.
    private static func offset(_ key: String, _ fields: [String: JSONValue]) throws(LineError) -> Int {
        guard case .number(let written)? = fields[key], let number = Int(written), abs(number) <= 1 << 30 else {
            throw LineError(message: "expected \"\(key)\" as a whole number")
        }
        return number
    }

    /// Applies a step; the editor's report of it, or nil for a selection or cursor move.
    static func apply(_ step: Step, to editor: inout any EditableField) -> EditorChange? {
        switch step {
        case .insert(let text): return editor.insert(text)
        case .replace(let from, let to, let text): return editor.replace(range: min(from, to)..<max(from, to), with: text)
        case .backspace: return editor.deleteBackward()
        case .delete: return editor.deleteForward()
        case .select(let from, let to):
            editor.select(min(from, to)..<max(from, to))
            return nil
        case .move(let to):
            editor.moveCursor(to: to)
            return nil
        }
    }

    /// The field's state after an edit, as one JSON line: text, cursor, selection,
    /// completeness, value, the chosen mask, and what the edit refused, ignored and changed.
    static func stateLine(_ editor: any EditableField, _ change: EditorChange?) -> String {
        let selection = editor.selection
        let offsets = { (list: [Int]) in "[" + list.map(String.init).joined(separator: ",") + "]" }
        return "{\"text\":\(JSONWriter.quoted(editor.text)),\"cursor\":\(editor.cursor),"
            + "\"selection\":[\(selection.lowerBound),\(selection.upperBound)],\"complete\":\(editor.isComplete),"
            + "\"value\":\(JSONWriter.quoted(editor.value)),\"mask\":\(editor.mask),"
            + "\"refused\":\(offsets(change?.refused ?? [])),\"ignored\":\(offsets(change?.ignored ?? [])),"
            + "\"changed\":\(change?.textChanged ?? false)}\n"
    }
}
