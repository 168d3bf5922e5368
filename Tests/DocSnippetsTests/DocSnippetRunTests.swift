import MaskCompiler
import MaskPresets
import MaskTrials
import MaskVM
import Testing

/// The documents' Swift blocks, compiled in `Snippets/`, also run: each wrapper is called with
/// what the document takes as given, and the results its comments name are checked where the
/// maskc-driven DocExamplesTests cannot (editors, trials, loading). README's shipped-bytecode
/// block is compiled only: it reads a resource of the app's bundle.
@Suite("Swift examples in the documents run")
struct DocSnippetRunTests {
    @Test("README's library example: the editor's text, and the loaded program is the compiled one")
    func readme() throws {
        let (field, phone, loaded) = try readmeLibrary()
        #expect(field.text == "+7(912)345-67-89")
        #expect(loaded == phone)
    }

    @Test("README's field model gives the delegate the masked text, the caret and the refused keys")
    @MainActor
    func textFieldModel() throws {
        let model = MaskedField(program: try MaskCompiler.compile("+7(DDD)DDD-DD-DD"))
        let typed = model.change(location: 0, length: 0, replacement: "+7 912 345 67 89")
        #expect(typed.text == "+7(912)345-67-89")
        #expect(typed.selectionLocation == 16 && typed.selectionLength == 0)
        #expect(typed.change.refused.isEmpty)
        let backspace = model.change(location: 15, length: 1, replacement: "")
        #expect(backspace.text == "+7(912)345-67-8")
        let refused = model.change(location: 15, length: 0, replacement: "a")
        #expect(refused.text == "+7(912)345-67-8")
        // Offsets into the replacement, in UTF-16: its first key.
        #expect(refused.change.refused == [0])
    }

    @Test("docs/analysis.md's match details")
    func analysis() throws {
        let details = analysisMatchDetails(program: try MaskCompiler.compile("+?7|8(DDD)DDD-?DD-?DD"))
        #expect(details.result == .illegal(at: 7))
        #expect(details.found == "a")
        #expect(details.message == "expected a digit at 7, found 'a'")
    }

    @Test("docs/limits.md's limits: a pattern over the length is refused, a file within the sizes loads")
    func limits() throws {
        let program = try limitsCompile(pattern: "DD-DD")
        #expect(program.match("12-34") == .complete)
        #expect(throws: PatternError.self) { try limitsCompile(pattern: String(repeating: "D", count: 2_001)) }
        #expect(try limitsLoad(bytes: program.bytecode) == program)
    }

    @Test("docs/editing.md's examples")
    func editing() throws {
        let editor = try editingOverview()
        #expect(editor.text == "+7(912)345-67-89" && editor.cursor == 16 && editor.value == "9123456789" && editor.isComplete)
        #expect(try !editingOptimistic().optimisticMatcher.isSimulation)
        let (reread, pasted) = try editingRereading()
        #expect(reread.text == "A)a7" && pasted == "A)a7")
        #expect(try editingOptionalLiterals().placeholder(optionalLiterals: .insertedWhenPassed) == "7(___)___-__-__")
        #expect(try editingSets().mask == 0)
    }

    @Test("docs/presets.md's and docs/trials.md's examples")
    func trials() throws {
        presetsExample()
        #expect(try trialsMask().passes("+7(123)456-78-90"))
        try trialsReadingValues()
        let (age, end, since) = trialsComparison()
        #expect(age.passes("18") && !age.passes("17") && !age.passes("130"))
        #expect(end.evaluate("2024-02-01", in: ["start": "2024-01-01"]) == .valid)
        #expect(since.passes("2024-01-01") && !since.passes("2023-12-31"))
        #expect(!trialsAllowingBlank().passes("nope"))
        let message = trialsMessage(french: ["too_short": "est trop court (au moins %{count} caractères)"])
        #expect(message.localized { ["too_short": "est trop court (au moins %{count} caractères)"][$0] }
                == "est trop court (au moins 8 caractères)")
        let (user, suspect) = trialsOfYourOwn()
        #expect(user.passes("ada1") && !user.passes("ada!"))
        #expect(suspect.isGuilty(in: ["id": ""]))
    }

    @Test("docs/trials.md's check shipped as bytecode")
    func shippedCheck() throws {
        let check = try trialsShippedCheck(bytes: MaskPreset.card.bytecode)
        #expect(check.trial.passes("4111 1111 1111 1111"))
        #expect(!check.trial.passes("4111 1111 1111 1112"))
        #expect(check.program.transform("378282246310005").text == "3782 822463 10005")
    }
}
