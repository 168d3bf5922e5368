import MaskCompiler
@testable import MaskVM
import Testing
import TestSupport

/// Two ways a key used to change what the person typed, found by the JavaScript port and
/// confirmed in this editor (docs/editing.md, rules 2 and 4 of the editor).
@Suite("Editor: a key costs nothing it does not take")
struct EditorNoCostTests {
    @Test("a key of which nothing fits leaves the field as it was, text and cursor")
    func unreadKeyChangesNothing() throws {
        let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
        var editor = MaskedTextEditor(program: phone)
        editor.insert("+7912345678")
        #expect(editor.text == "+7(912)345-67-8")
        editor.moveCursor(to: 0)
        for key in ["a", " ", "x y"] {
            let change = editor.insert(key)
            #expect(editor.text == "+7(912)345-67-8" && editor.cursor == 0, "\(key)")
            #expect(!change.textChanged && change.rejected.count == key.count)
        }
        // A key that fits is read as before: the typed `+` is not in the way of an `8`.
        editor.moveCursor(to: editor.utf16Count)
        editor.insert("9")
        #expect(editor.text == "+7(912)345-67-89" && editor.isComplete)
    }

    @Test("on random masks, an unread key at the caret changes nothing, and typing what fits still equals pasting")
    func unreadKeysOnRandomMasks() throws {
        var rng = SeededGenerator(seed: 291)
        var unread = 0
        for _ in 0..<150 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng))
            for _ in 0..<12 {
                editor.moveCursor(to: Int.random(in: 0...editor.utf16Count, using: &rng))
                let (text, cursor, complete) = (editor.text, editor.cursor, editor.isComplete)
                let key = String("0123456789aZ+-() /.".randomElement(using: &rng)!)
                let change = editor.insert(key)
                if change.rejected.count == 1 {
                    unread += 1
                    #expect(editor.text == text && editor.cursor == cursor && editor.isComplete == complete && !change.textChanged)
                }
            }
        }
        #expect(unread > 50)
    }

    @Test("Backspace after a typed closer takes the closer alone", arguments: [
        ("<01-12>/<01-31>/DDDD", "1/", "01/", "1"), ("<01-12>/<01-31>/DDDD", "12/3/", "12/03/", "12/3"),
        ("<00-23>:<00-59>", "1:", "01:", "1"),
    ])
    func backspaceTakesTypedCloser(pattern: String, typed: String, shown: String, afterBackspace: String) throws {
        let program = try MaskCompiler.compile(pattern)
        var editor = MaskedTextEditor(program: program)
        for key in typed { editor.insert(String(key)) }
        #expect(editor.text == shown)
        let change = editor.deleteBackward()
        #expect(change.textChanged && editor.text == afterBackspace && editor.cursor == afterBackspace.utf16.count)
        // As if the closer had never been typed.
        var fresh = MaskedTextEditor(program: program)
        for key in typed.dropLast() { fresh.insert(String(key)) }
        #expect(editor.text == fresh.text && editor.isComplete == fresh.isComplete)
    }

    @Test("Backspace over a literal the editor added still takes the digit before it")
    func backspaceOverAddedLiteral() throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile("+7(DDD)DDD-DD-DD"))
        editor.insert("912")
        #expect(editor.text == "+7(912)")
        editor.deleteBackward()
        #expect(editor.text == "+7(91" && editor.cursor == 5)
    }
}

extension EditorNoCostTests {
    @Test("a digit pushed out of a full field is a typed value lost: never complete until the text changes back",
          arguments: [
            ("<01-31>.<01-12>.DDDD", "31.12.2004", "9", "09.03.1122"),
            ("+7(DDD)DDD-DD-DD", "+7(912)345-67-89", "5", "+7(591)234-56-78"),
          ])
    func pushedOutIsNotComplete(pattern: String, full: String, key: String, shown: String) throws {
        var editor = MaskedTextEditor(program: try MaskCompiler.compile(pattern), text: full)
        #expect(editor.text == full && editor.isComplete)
        editor.moveCursor(to: 0)
        let change = editor.insert(key)
        #expect(editor.text == shown && change.displaced > 0)
        // The text is a whole text of the mask, but not the value typed: not complete.
        #expect(!editor.isComplete)
        // Taking the key back reads the text anew, every digit there: complete again.
        editor.deleteBackward()
        #expect(editor.isComplete == (editor.text == full))
    }
}
