import FuzzSupport
import MaskCompiler
import MaskVM

/// A fixed set of masks, compiled once: plain, optional, alternative, ambiguous, multi-byte,
/// and masks that read typing per position (a letter in its other case, a digit as ASCII).
let masks: [MaskProgram] = [
    "+?7|8(DDD)DDD-DD-DD", "+7(DDD)DDD-DD-DD", "DD.|/DD.|/DDDD", "D?7", "7|D", "-| ?DD", #"\€DD\😀"#, "",
    "X?X?X?", "1DD- ", "(87)DX",
    // Typing normalized per position: either case, other scripts' digits, sets of them.
    "UL-DD", "[٠-٩]D[a-f]U", "[А-Я][а-я]D?", "XU|)XD|/",
].map { try! MaskCompiler.compile($0) }

/// Random edits of a masked field, and random text through transform and extract: the text
/// is never illegal, the cursor stays in it, transforming twice changes nothing, nothing traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let program = masks[Int(input.byte()) % masks.count]
    var editor = MaskedTextEditor(program: program, autocomplete: input.byte() & 1 == 0)
    // Whether the edit that last read the text refused a letter or digit of its inserted
    // text, or pushed one the field showed out of it: a paste that loses one from its middle,
    // or an insertion that displaces one, is never complete (docs/editing.md, rule 4 of
    // "Values, not characters"), so only then may `isComplete` say less than the text's
    // verdict.
    var refusedSome = false
    while !input.isAtEnd {
        let operation = input.byte()
        let first = Int(Int8(bitPattern: input.byte()))
        let second = Int(Int8(bitPattern: input.byte()))
        let text = String(decoding: input.chunk(maximum: 24), as: UTF8.self)
        var change: EditorChange?
        switch operation % 7 {
        case 0: change = editor.insert(text)
        case 1: change = editor.replace(range: min(first, second)..<max(first, second), with: text)
        case 2: change = editor.replace(location: first, length: second, with: text)
        case 3: change = editor.deleteBackward()
        case 4: change = editor.deleteForward()
        case 5: editor.moveCursor(to: first)
        default: editor.moveCursor(by: second)
        }
        // An edit that changes the text reads it anew; one that leaves it as it was (or a
        // cursor move) keeps an incomplete field incomplete, and may only make it so.
        if let change {
            let lostSome = !change.refused.isEmpty || change.displaced > 0
            if change.textChanged { refusedSome = lostSome } else if lostSome { refusedSome = true }
        }
        let verdict = program.match(editor.text)
        invariant(verdict == .complete || verdict == .partial, "the editor's text is illegal: \(editor.text)")
        invariant(!editor.isComplete || verdict == .complete, "the editor says complete on a text that is not")
        invariant(refusedSome || editor.isComplete == (verdict == .complete), "isComplete disagrees with match")
        invariant(editor.cursor >= 0 && editor.cursor <= editor.text.utf16.count, "the cursor left the text")
        invariant(editor.utf16Count == editor.text.utf16.count, "utf16Count disagrees with the text")
        _ = editor.placeholder
        _ = editor.value

        let transformed = program.transform(text)
        if case .illegal = program.match(transformed.text) { invariant(false, "transform gave illegal text") }
        invariant(program.transform(transformed.text).text == transformed.text, "transform is not idempotent")
        _ = program.extract(text)
    }
    return 0
}
