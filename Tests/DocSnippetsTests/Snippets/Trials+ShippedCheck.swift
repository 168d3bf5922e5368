// docs/trials.md's check loaded from bytecode, as the document shows it (see
// DocSnippetMirrorTests).
// BEGIN docs/trials.md swift 8
import MaskTrialsCore
import MaskVM

func trialsShippedCheck(bytes: [UInt8]) throws -> MaskCheck {  // snippet wrapper
    let check = try MaskCheck(bytecode: bytes)   // bytes: card.maskc, shipped with the app
    _ = check.trial.passes("4111 1111 1111 1111")    // true
    _ = check.trial.evaluate("4111 1111 1111 1112")  // .invalid([card_checksum])
    _ = check.program.transform("378282246310005")   // "3782 822463 10005"
    return check  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 8
