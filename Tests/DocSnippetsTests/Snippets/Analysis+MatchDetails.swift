// docs/analysis.md's match details, as the document shows them (see DocSnippetMirrorTests).
// BEGIN docs/analysis.md swift 1
import MaskVM

func analysisMatchDetails(program: MaskProgram) -> MatchDetails {  // snippet wrapper
    let details = program.matchDetails("+7(123)a")
    _ = details.result           // .illegal(at: 7), as match(_:) gives
    _ = details.found            // "a"
    _ = details.expected.items   // [.digit]
    _ = details.message          // "expected a digit at 7, found 'a'"
    return details  // snippet wrapper
}  // snippet wrapper
// END docs/analysis.md swift 1
