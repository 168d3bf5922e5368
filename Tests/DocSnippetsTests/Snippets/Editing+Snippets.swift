// docs/editing.md's examples, as the document shows them (see DocSnippetMirrorTests).
// BEGIN docs/editing.md swift 1
import MaskCompiler
import MaskVM

func editingOverview() throws -> MaskedTextEditor {  // snippet wrapper
    let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-DD-DD")
    _ = phone.transform("71234567890").text        // "7(123)456-78-90"
    _ = phone.extract("+7(123)456-78-90").value     // "1234567890"
    _ = phone.match("1234567890", optimistic: true)   // .complete
    _ = phone.match("1234567890")                     // .illegal(at: 0)

    var editor = MaskedTextEditor(program: phone)
    editor.replace(range: 0..<0, with: "+7 912 345 67 89")   // UTF-16 offsets, as UIKit gives them
    _ = editor.text          // "+7(912)345-67-89"
    _ = editor.cursor        // 16
    _ = editor.value         // "9123456789"
    _ = editor.isComplete    // true
    return editor  // snippet wrapper
}  // snippet wrapper
// END docs/editing.md swift 1

// BEGIN docs/editing.md swift 2
func editingOptimistic() throws -> MaskProgram {  // snippet wrapper
    let short = try MaskCompiler.compile("+7(DDD)DDD")
    _ = short.match("+7(123)456", optimistic: true)   // .complete
    _ = short.match("7(123)456", optimistic: true)    // .complete
    _ = short.match("+7123456", optimistic: true)     // .complete
    _ = short.match("123456", optimistic: true)       // .complete
    _ = short.match("12345", optimistic: true)        // .partial
    _ = short.match("+7(123)4567", optimistic: true)  // .illegal(at: 10)
    _ = short.optimisticMatcher.isSimulation          // false: a DFA (made by the first call above)
    return short  // snippet wrapper
}  // snippet wrapper
// END docs/editing.md swift 2

// BEGIN docs/editing.md swift 3
func editingRereading() throws -> (editor: MaskedTextEditor, pasted: String) {  // snippet wrapper
    let mask = try MaskCompiler.compile("XU|)XD|/")
    var editor = MaskedTextEditor(program: mask)
    editor.insert("A")
    editor.insert("a")
    _ = editor.text     // "AA"
    editor.insert("7")
    _ = editor.text     // "A)a7"
    _ = mask.transform("Aa7").text   // "A)a7"
    return (editor, mask.transform("Aa7").text)  // snippet wrapper
}  // snippet wrapper
// END docs/editing.md swift 3

// BEGIN docs/editing.md swift 4
func editingOptionalLiterals() throws -> MaskProgram {  // snippet wrapper
    let dashes = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
    _ = dashes.transform("71234567890").text                                          // "7(123)4567890"
    _ = dashes.transform("71234567890", optionalLiterals: .insertedWhenPassed).text   // "7(123)456-78-90"
    _ = dashes.transform("7(123)456-7890").text                                       // "7(123)456-7890"
    _ = dashes.placeholder(optionalLiterals: .keptWhenTyped)        // "7(___)_______"
    _ = dashes.placeholder(optionalLiterals: .insertedWhenPassed)   // "7(___)___-__-__"
    return dashes  // snippet wrapper
}  // snippet wrapper
// END docs/editing.md swift 4

// BEGIN docs/editing.md swift 5
func editingSets() throws -> MaskedTextEditor {  // snippet wrapper
    let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"])
    _ = cards.masks.count                          // 2
    _ = cards.match("3782 822463 10005")           // .complete
    _ = Array(cards.matches("3782").possible)      // [0, 1]
    _ = cards.transform("378282246310005").text    // "3782 822463 10005"
    _ = cards.transform("378282246310005").mask    // 1 (0-based)
    let field = MaskedTextEditor(program: cards)   // field.mask: the mask the text follows now
    return field  // snippet wrapper
}  // snippet wrapper
// END docs/editing.md swift 5
