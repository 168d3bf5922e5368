@testable import MaskPresets
import MaskVM
import Testing

/// The phone field hands its editor the mask a transform of the same text chose
/// (``KnownMaskChoice``), so that a key reads one mask instead of choosing again. Each edit
/// made so must leave the editor exactly as the edit that chooses for itself, and a choice
/// for another text, program or options must change nothing.
@Suite("phone field: a known choice edits as choosing again")
struct PhoneKnownChoiceTests {
    /// Numbers typed key by key: several countries and lengths, overflow, a code with no layout,
    /// an unassigned code, and a national prefix read off.
    static let numbers = [
        "+442071234567", "+447400123456", "+12015550123", "+79123456789012", "+4930123456", "+61412345678",
        "+5511961234567", "+971223456789", "+999123", "+4906011234560", "+35312345678", "+8613812345678",
    ]

    /// What an editor shows and holds.
    static func state(_ editor: MaskedTextEditor) -> String {
        "\(editor.text)|\(editor.cursor)|\(editor.mask)|\(editor.isComplete)|\(editor.value)|\(editor.kinds)"
    }

    @Test("typing at the end with the transform's choice leaves the editor as typing without it")
    func typedWithTheChoice() {
        var checked = 0
        for number in Self.numbers {
            for end in 1...number.count {
                let typed = String(number.prefix(end))
                guard let code = PhoneNumberEditor.countryCode(of: typed),
                      let chosen = PhoneCountryPrograms.international.programWhileTyping(countryCode: code, reading: typed),
                      chosen.program.masks.count > 1, let transformed = chosen.transformed,
                      let known = KnownMaskChoice(program: chosen.program, input: typed, transformed: transformed)
                else { continue }
                // The field before the last key, in the program chosen for the whole.
                let before = MaskedTextEditor(program: chosen.program, text: String(typed.dropLast()))
                var choosing = before, told = before
                let byChoosing = choosing.replace(range: before.selection, with: String(typed.last!))
                let byTold = told.replace(range: before.selection, with: String(typed.last!), knownChoice: known)
                #expect(byTold == byChoosing, "\(typed)")
                #expect(Self.state(told) == Self.state(choosing), "\(typed)")
                // Pasted whole, as the field does when it switches programs.
                let pasted = MaskedTextEditor(program: chosen.program, text: typed, autocomplete: true, optionalLiterals: .keptWhenTyped,
                                              knownChoice: known)
                #expect(Self.state(pasted) == Self.state(MaskedTextEditor(program: chosen.program, text: typed)), "\(typed)")
                checked += 1
            }
        }
        #expect(checked > 70)
    }

    @Test("the preset's choices before a country code is complete are its transform's, and edit as choosing")
    func uncodedChoices() {
        let program = MaskPreset.phone.program
        var texts = ["+"] + (0...9).map { "+\($0)" }
        texts += (0...99).map { "+" + ($0 < 10 ? "0" : "") + String($0) }
        for text in texts {
            let known = PhoneUncodedChoices.choice(for: text)
            #expect(known?.mask == program.transform(text).mask, "\(text)")
            let before = MaskedTextEditor(program: program, text: String(text.dropLast()))
            var choosing = before, told = before
            #expect(told.replace(range: before.selection, with: String(text.last!), knownChoice: known)
                == choosing.replace(range: before.selection, with: String(text.last!)), "\(text)")
            #expect(Self.state(told) == Self.state(choosing), "\(text)")
        }
        for other in ["", "4", "+444", "+4a", "++", "+٤"] { #expect(PhoneUncodedChoices.choice(for: other) == nil, "\(other)") }
    }

    @Test("a choice for another text, program or options is not taken")
    func otherChoicesIgnored() throws {
        let gb = try #require(PhoneCountryPrograms.international.programWhileTyping(countryCode: "44", reading: "+442071"))
        let us = try #require(PhoneCountryPrograms.international.programWhileTyping(countryCode: "1", reading: "+1201555"))
        // A choice made for a text whose mask differs from the one the edit's text needs.
        let stale = try #require(KnownMaskChoice(program: gb.program, input: "+4420", transformed: gb.program.transform("+4420")))
        let cases: [(MaskedTextEditor, KnownMaskChoice?)] = [
            (MaskedTextEditor(program: gb.program, text: "+44207"), stale),
            (MaskedTextEditor(program: us.program, text: "+120155"), KnownMaskChoice(program: gb.program, input: "+1201555",
                                                                                      transformed: us.program.transform("+1201555"))),
            (MaskedTextEditor(program: gb.program, text: "+44207", autocomplete: false),
             KnownMaskChoice(program: gb.program, input: "+442071", transformed: gb.program.transform("+442071"))),
            (MaskedTextEditor(program: gb.program, text: "+44207", autocomplete: true, optionalLiterals: .insertedWhenPassed),
             KnownMaskChoice(program: gb.program, input: "+442071", transformed: gb.program.transform("+442071"))),
        ]
        for (before, known) in cases {
            let key = before.program.isSameProgram(as: us.program) ? "5" : "1"
            var choosing = before, told = before
            #expect(told.replace(range: before.selection, with: key, knownChoice: known)
                == choosing.replace(range: before.selection, with: key))
            #expect(Self.state(told) == Self.state(choosing))
        }
    }
}
