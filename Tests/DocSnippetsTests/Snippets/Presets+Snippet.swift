// docs/presets.md's example, as the document shows it (see DocSnippetMirrorTests).
// BEGIN docs/presets.md swift 1
import MaskPresets
import MaskTrials
import MaskVM

func presetsExample() {  // snippet wrapper
    _ = MaskPreset.card.program.transform("378282246310005").text      // "3782 822463 10005"
    _ = Trial.preset(.iban).passes("GB82 WEST 1234 5698 7654 32")      // true: the mask, then mod 97
    _ = Trial.preset(.dateISO).evaluate("2023-02-29")                 // .invalid([calendar_date])
    _ = MaskPreset.named("ipv4")?.program.match("256.1.1.1")          // .illegal(at: 2)
    _ = MaskPreset.all.map(\.name)                                    // ["card", "card-expiry", ...]
    _ = MaskPreset.cardExpiry.trial(notBefore: CalendarMonth(year: 2026, month: 11)!).passes("10/26")   // false
}  // snippet wrapper
// END docs/presets.md swift 1
