import MaskCompiler
import MaskVM
import Testing
import TestSupport

@Suite("Mask sets: the editor switches masks as the text changes")
struct MaskSetEditorTests {
    static let cards = ["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"]
    static let phones = ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"]

    @Test("typing an Amex number key by key: the mask switches at the fifteenth digit, the cursor stays at the end")
    func typingCard() throws {
        let cards = try MaskCompiler.compile(Self.cards)
        var field = MaskedTextEditor(program: cards)
        #expect(field.mask == 0)
        var masks: [Int] = []
        for digit in "378282246310005" {
            field.insert(String(digit))
            masks.append(field.mask)
            #expect(field.cursor == field.utf16Count, "\(field.text)")
        }
        #expect(field.text == "3782 822463 10005")
        #expect(field.mask == 1)
        #expect(field.isComplete)
        #expect(field.value == "78282246310005")
        #expect(masks.last == 1)
        // Backspace: fourteen digits fit the first mask as well as the second; the first wins.
        field.deleteBackward()
        #expect(field.text == "3782 8224 6310 00")
        #expect(field.mask == 0)
        #expect(field.cursor == field.utf16Count)
    }

    @Test("a paste chooses the mask at once")
    func pastePhone() throws {
        let phones = try MaskCompiler.compile(Self.phones)
        var field = MaskedTextEditor(program: phones)
        field.replace(range: 0..<0, with: "+44 20 7123 4567")
        #expect(field.text == "+44 2071 234567")
        #expect(field.mask == 2)
        #expect(field.isComplete)
        field.replace(range: 0..<field.utf16Count, with: "79123456789")
        #expect(field.text == "+7 (912) 345-67-89")
        #expect(field.mask == 0)
    }

    @Test("after a switch the cursor is after the same typed character")
    func cursorAcrossSwitch() throws {
        let set = try MaskCompiler.compile(["DD-DD", "DDD.DDD"])
        var field = MaskedTextEditor(program: set, text: "1234")
        #expect(field.text == "12-34")
        #expect(field.mask == 0)
        // Type 9 after the `2`: five digits only fit the second mask.
        field.moveCursor(to: 2)
        field.insert("9")
        #expect(field.text == "129.34")
        #expect(field.mask == 1)
        #expect(field.cursor == 4)   // after the 9 and the literal added right after it
        field.deleteBackward()   // the 9 again
        #expect(field.text == "12-34")
        #expect(field.mask == 0)
        #expect(field.cursor == 2)
    }

    /// One random edit of the kinds a text field reports.
    /// A random edit; returns the text it inserted and what the editor said, if it inserted,
    /// whether the editor read its text again (not after a cursor move, nor a deletion that
    /// changed nothing), and whether it lost a letter or digit (refused one it was given, or
    /// pushed out one the field showed).
    @discardableResult
    private func randomEdit(_ editor: inout MaskedTextEditor, _ rng: inout SeededGenerator)
        -> (inserted: (String, EditorChange)?, read: Bool, lost: Bool) {
        let count = editor.utf16Count
        let a = Int.random(in: -1...(count + 1), using: &rng)
        let b = Int.random(in: -1...(count + 1), using: &rng)
        let lost = { (change: EditorChange) in !change.refused.isEmpty || change.displaced > 0 }
        switch Int.random(in: 0..<7, using: &rng) {
        case 0, 1:
            let text = RandomEdits.text(&rng, maximumLength: 3)
            let change = editor.insert(text)
            return ((text, change), true, lost(change))
        case 2:
            let text = RandomEdits.text(&rng, maximumLength: 10)
            let change = editor.replace(range: min(a, b)..<max(a, b), with: text)
            return ((text, change), true, lost(change))
        case 3:
            let change = editor.replace(range: min(a, b)..<max(a, b), with: "")
            return (nil, change.textChanged, lost(change))
        case 4:
            let change = editor.deleteBackward()
            return (nil, change.textChanged, lost(change))
        case 5:
            let change = editor.deleteForward()
            return (nil, change.textChanged, lost(change))
        default:
            editor.moveCursor(to: a)
            return (nil, false, false)
        }
    }

    @Test("random sets, random edits: the text follows the chosen mask, the cursor stays in it, the choice is the rule's",
          arguments: [21, 22, 23] as [UInt64])
    func properties(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var checked = 0
        for _ in 0..<40 {
            let patterns = (0..<Int.random(in: 2...4, using: &rng)).map { _ in RandomEdits.pattern(&rng, maximumItems: 6) }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            var editor = MaskedTextEditor(program: set, autocomplete: Bool.random(using: &rng))
            // Whether some edit since the text last changed refused a character: an edit that
            // leaves the text as it was keeps an incomplete field incomplete.
            var refusedSome = false
            // The texts the field went through, for a failure's message.
            var history: [String] = []
            for _ in 0..<20 {
                let edit = randomEdit(&editor, &rng)
                history.append("\(edit.inserted.map { "+[\($0.0)]" } ?? "edit") -> [\(editor.text)]")
                let refused = edit.lost
                let changed = edit.inserted.map { $0.1.textChanged } ?? edit.read
                if changed { refusedSome = refused } else if refused { refusedSome = true }
                let chosen = set.masks[editor.mask].program
                let verdict = chosen.match(editor.text)
                #expect(verdict == .complete || verdict == .partial, "\(patterns): \(editor.text)")
                #expect(set.match(editor.text) != .illegal(at: 0) || editor.text.isEmpty, "\(patterns): \(editor.text)")
                // Never complete on a text that is not; and exactly the text's verdict unless the
                // edit refused a letter or digit, which, lost from the middle of a paste, keeps
                // the field from complete (docs/editing.md, rule 4 of "Values, not characters";
                // ValueRulesTests and transformAgreesWithEditor pin that case down).
                #expect(!editor.isComplete || verdict == .complete, "\(patterns) [\(editor.text)]")
                if !refusedSome {
                    // Rule 6 ("Numbers typed apart stay apart") aside: a text that joins numbers
                    // typed apart is not complete. Where the field is not, though its text is,
                    // transform of the chosen mask alone says so of what was typed (the text's
                    // typed characters and the separators the field remembers): the set's
                    // verdict is that mask's (docs/editing.md, "Each mask's own rules").
                    let end = editor.kinds.count
                    let asTyped = EditorTypedInput(editor, low: end, high: end, atCaret: true).input("")
                    let joined = !editor.unreadSeparators.isEmpty
                        && !chosen.transform(asTyped, autocomplete: editor.autocomplete).isComplete
                    #expect(editor.isComplete == (verdict == .complete) || !editor.isComplete && joined,
                            "\(patterns) [\(editor.text)] typed [\(asTyped)] after \(history.suffix(8))")
                }
                #expect(editor.cursor >= 0 && editor.cursor <= editor.text.utf16.count)
                #expect(editor.text.utf16.count == editor.utf16Count)
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    @Test("random sets, random typing and pasting: the mask is the one the rule picks for the text the edit reads",
          arguments: [31, 32, 33] as [UInt64])
    func choiceIsTheRules(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let alphabet = Array("0123456789787+-().  /$abXZ") + Array("AfБб٣۳")
        var checked = 0
        var refused = 0
        // Edits at the caret of which nothing was read (they change nothing).
        var unread = 0
        for _ in 0..<40 {
            let patterns = (0..<Int.random(in: 2...4, using: &rng)).map { _ in RandomEdits.pattern(&rng, maximumItems: 6) }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            var editor = MaskedTextEditor(program: set, autocomplete: Bool.random(using: &rng))
            for _ in 0..<20 {
                let count = editor.utf16Count
                let a = Int.random(in: 0...count, using: &rng)
                let b = Bool.random(using: &rng) ? a : Int.random(in: 0...count, using: &rng)
                let replacement = String((0..<Int.random(in: 1...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
                // The text the editor reads (docs/editing.md): before the range, less the
                // literals it added; the replacement; the meaningful characters after.
                let bytes = Array(editor.text.utf8)
                guard bytes.count == editor.kinds.count else { continue }
                // The range in bytes, widened to whole Characters as the editor widens it.
                var starts: [(utf16: Int, utf8: Int)] = [(0, 0)]
                for character in editor.text {
                    starts.append((starts.last!.utf16 + character.utf16.count, starts.last!.utf8 + character.utf8.count))
                }
                var low = starts.last { $0.utf16 <= min(a, b) }!.utf8
                let high = starts.first { $0.utf16 >= max(a, b) }!.utf8
                while low > 0, editor.kinds[low - 1] == 2 { low -= 1 }
                // A character read in its other form is read again as typed, and the separators
                // typed and dropped that the editor remembers are read again where they stood
                // (docs/editing.md, editor rule 2, and "Each mask's own rules" of sets).
                let typedInput = EditorTypedInput(editor, low: low, high: high, atCaret: a == b)
                let before = typedInput.before
                let input = typedInput.input(replacement)
                let (oldText, oldMask) = (editor.text, editor.mask)
                let change = editor.replace(range: min(a, b)..<max(a, b), with: replacement)
                let expected = set.transform(input, autocomplete: editor.autocomplete)
                // A label is noise only in text inserted where no typed character stands
                // before it (docs/editing.md, rule 4): elsewhere the editor reads its letters.
                if expected.label > 0, !before.isEmpty || expected.label > replacement.count { continue }
                if a == b, !change.textChanged, change.rejected.count == replacement.count {
                    // Nothing of the text typed at the caret is read: the field stays as it
                    // was (docs/editing.md), whatever reading the rebuilt input would give.
                    #expect(editor.text == oldText && editor.mask == oldMask, "\(patterns) input [\(input)]")
                    unread += 1
                    continue
                }
                // Whether the rule's reading of this input drops a letter or digit already in
                // the field (typed outside the replacement).
                let inputCharacters = Array(input)
                let replaced = before.count..<(before.count + replacement.utf8.count)
                var offset = 0
                var lostOld = false
                for (index, character) in inputCharacters.enumerated() {
                    if expected.dropped.contains(index), !replaced.contains(offset),
                       character.isLetter || character.isNumber { lostOld = true }
                    offset += character.utf8.count
                }
                if !change.textChanged, change.rejected.count == replacement.count, lostOld {
                    // Refused: the rule's mask for this input would cost a letter or digit
                    // already in the field (docs/editing.md, rule 2: only an insertion that
                    // pushes the last ones out of a full field may). The text and the mask stay.
                    #expect(editor.text == oldText && editor.mask == oldMask, "\(patterns) input [\(input)]")
                    refused += 1
                    continue
                }
                #expect(editor.mask == expected.mask, "\(patterns) input [\(input)] -> [\(editor.text)], rule [\(expected.text)]")
                #expect(editor.text == expected.text, "\(patterns) input [\(input)]")
                checked += 1
            }
        }
        // (Edits that would cost a letter or digit outside their range are refused: about
        // one in eight here, most of them deletions in a mask the digits after no longer fit.)
        #expect(checked > 400)
        // Refusals are rare: most edits are read as the rule says.
        #expect(refused < checked / 10)
        #expect(unread < checked)
    }

    @Test("a mask switch never costs a letter or digit already in the field: such an edit is refused whole")
    func switchNeverCostsATypedCharacter() throws {
        // `UU` and `DD` tie on `1A` (each keeps one), and `UU` comes first: the rule's text
        // is `A`, which would lose the typed `1`.
        let set = try MaskCompiler.compile(["UU", "DD"])
        var field = MaskedTextEditor(program: set)
        field.insert("1")
        #expect(field.text == "1" && field.mask == 1)
        let change = field.insert("A")
        #expect(field.text == "1" && field.mask == 1 && field.cursor == 1)
        #expect(change.rejected == [0] && change.displaced == 0 && !change.textChanged)
        field.insert("2")
        #expect(field.text == "12")
        // Typing equals pasting: the paste reads `1A2`, where `DD` keeps two.
        var pasted = MaskedTextEditor(program: set)
        pasted.insert("1A2")
        #expect(pasted.text == field.text && pasted.mask == field.mask && pasted.cursor == field.cursor)
        // A paste that would switch away from the typed digits is refused whole too, before
        // or after them.
        let more = try MaskCompiler.compile(["DD", "UUU"])
        var digits = MaskedTextEditor(program: more, text: "1")
        #expect(digits.insert("AB").rejected == [0, 1] && digits.text == "1")
        digits.moveCursor(to: 0)
        #expect(digits.insert("AB").rejected == [0, 1] && digits.text == "1")
        // Selecting the digits and pasting over them is no loss: the paste is read.
        digits.replace(range: 0..<1, with: "AB")
        #expect(digits.text == "AB" && digits.mask == 1)
        // A switch that keeps every letter and digit goes ahead (the card set's Amex switch).
        let cards = try MaskCompiler.compile(Self.cards)
        var card = MaskedTextEditor(program: cards, text: "37828224631000")
        #expect(card.mask == 0)
        card.insert("5")
        #expect(card.text == "3782 822463 10005" && card.mask == 1)
    }
}
