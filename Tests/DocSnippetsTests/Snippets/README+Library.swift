// README.md's library example, as the document shows it (see DocSnippetMirrorTests).
// BEGIN README.md swift 1
import MaskCompiler

func readmeLibrary() throws -> (field: MaskedTextEditor, phone: MaskProgram, loaded: MaskProgram) {  // snippet wrapper
    let phone = try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD")
    _ = phone.match("+7(123)456-78-90")            // .complete
    _ = phone.match("+7(12a")                      // .illegal(at: 5)
    _ = phone.transform("71234567890").text        // "7(123)4567890": optional dashes are kept only when typed (the default)
    _ = phone.transform("71234567890", optionalLiterals: .insertedWhenPassed).text   // "7(123)456-78-90"
    var field = MaskedTextEditor(program: phone)   // a masked text field's model
    field.replace(range: 0..<0, with: "+7 912 345-67-89")   // field.text "+7(912)345-67-89"
    let bytes = phone.bytecode                 // ship these...
    let loaded = try MaskProgram(bytecode: bytes)   // ...and load them with only MaskVM linked
    return (field, phone, loaded)  // snippet wrapper
}  // snippet wrapper
// END README.md swift 1
