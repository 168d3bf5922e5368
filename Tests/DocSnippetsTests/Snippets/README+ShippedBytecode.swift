// README.md's loading of shipped bytecode, as the document shows it (see
// DocSnippetMirrorTests). Compiled, not run: the test bundle has no phone.maskc resource.
// BEGIN README.md swift 3
import Foundation
import MaskVM

func readmeShippedBytecode() throws -> MaskProgram {  // snippet wrapper
    let url = Bundle.main.url(forResource: "phone", withExtension: "maskc")!
    let phone = try MaskProgram(bytecode: Array(try Data(contentsOf: url)))
    return phone  // snippet wrapper
}  // snippet wrapper
// END README.md swift 3
