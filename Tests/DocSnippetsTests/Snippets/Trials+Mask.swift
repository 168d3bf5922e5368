// docs/trials.md's first example, as the document shows it (see DocSnippetMirrorTests).
// BEGIN docs/trials.md swift 1
import MaskTrials

func trialsMask() throws -> Trial {  // snippet wrapper
    let phone = try Trial.mask("+?7|8(DDD)DDD-?DD-?DD")   // compiled once, here
    _ = phone.passes("+7(123)456-78-90")                      // true
    _ = phone.trial()("+7(123)456-78-90")                     // true: SwiftCop's form
    _ = phone.evaluate("+7(12a")                              // .invalid([mask_mismatch: "expected a digit at 5, found 'a'"])
    return phone  // snippet wrapper
}  // snippet wrapper
// END docs/trials.md swift 1
