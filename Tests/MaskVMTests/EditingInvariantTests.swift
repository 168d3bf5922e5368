import TestSupport
import MaskCompiler
@testable import MaskVM
import Testing

/// The invariants of issue 11 on random masks, random inputs and random edit sequences
/// (fixed seeds, thousands of cases): what a person types is never corrupted, and typing
/// equals pasting.
/// The property tests that involve optional literals run under both policies.
@Suite("Editing invariants")
struct EditingInvariantTests {
    static let seeds: [UInt64] = [21, 22, 23, 24]
    /// Seeds beyond ``seeds`` for the typing-equals-pasting rule of range masks.
    static let moreSeeds: [UInt64] = seeds + [25, 26, 27, 28]

    /// A random mask, compiled, with whether the editor autocompletes.
    private func randomProgram(_ rng: inout SeededGenerator) throws -> (MaskProgram, Bool) {
        (try MaskCompiler.compile(RandomEdits.pattern(&rng)), Bool.random(using: &rng))
    }

    @Test("typing a text key by key at the end gives the text, cursor and value pasting it gives", arguments: moreSeeds, OptionalLiteralPolicy.allCases)
    func typingEqualsPasting(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        var cases = 0
        for _ in 0..<150 {
            let (program, autocomplete) = try randomProgram(&rng)
            for _ in 0..<6 {
                let text = RandomEdits.text(&rng, maximumLength: 16)
                var pasted = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
                pasted.insert(text)
                var typed = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
                // A key the editor rejects is gone; pasting keeps every character in its input.
                // They differ only when a symbol that fitted nowhere when it was typed would
                // have fitted after a later key made the editor read the text again (see
                // docs/editing.md); pasting what typing accepted gives what typing gives.
                var accepted = ""
                var rejectedSymbol = false
                // A separator the mask reads nowhere is noise to the oracle, but where it would
                // close a number and cost a digit shown (rule 6: `,` after `25.6`, a space after
                // `28` in `<00-23>:<00-59>`) the editor refuses it as a key, listed in
                // `refused`, while a paste reads it as a closer: a symbol rejected too.
                // In a mask with number ranges the editor's rule is another (docs/editing.md,
                // rule 2 of the editor): a separator it ignored is remembered where it was
                // typed and read again, so typing equals pasting every key it did not refuse.
                let ranges = program.source.pattern.contains("<")
                for character in text {
                    let change = typed.insert(String(character))
                    if change.rejected.isEmpty || ranges && change.refused.isEmpty {
                        accepted.append(character)
                    } else if !(character.isLetter || character.isNumber)
                                && (!TypingOracle.isNoise(character, program) || !change.refused.isEmpty) {
                        rejectedSymbol = true
                    } else if !change.refused.isEmpty, program.source.pattern.contains("<") {
                        // With number ranges the field reads the separators it ignored again
                        // (docs/editing.md, rule 2), not the refused key between them, which a
                        // paste reads: it parts a run of separators there.
                        rejectedSymbol = true
                    }
                }
                var pastedAccepted = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
                pastedAccepted.insert(accepted)
                let context = "[\(program.source.pattern)] [\(text)]"
                #expect(typed.text == pastedAccepted.text, "\(context)")
                #expect(typed.cursor == pastedAccepted.cursor, "\(context)")
                #expect(typed.value == pastedAccepted.value, "\(context)")
                if !rejectedSymbol {
                    #expect(typed.text == pasted.text, "\(context)")
                    #expect(typed.cursor == pasted.cursor, "\(context)")
                    #expect(typed.value == pasted.value, "\(context)")
                    cases += 1
                }
            }
        }
        #expect(cases > 600)
    }

    /// Typing equals pasting in a set of masks too, where a later key can change the mask:
    /// text, cursor, value and the chosen mask, whenever typing neither rejected a key nor
    /// displaced one. Typing at the end never displaces one: a key whose mask switch would
    /// cost a letter or digit already in the field is refused (with `UU` and `DD`, typing
    /// `1`, `A`, `2` gives `12`, as pasting `1A2` does).
    @Test("in a set, typing key by key gives the text, cursor, value and mask pasting gives", arguments: seeds, OptionalLiteralPolicy.allCases)
    func typingEqualsPastingInSets(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed + 200)
        var cases = 0
        var switches = 0
        // Random sets, and the card and phone sets whose masks switch as digits come.
        let fixed = [["DDDD DDDD DDDD DDDD", "3DDD DDDDDD DDDDD"], ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD", "+44 DDDD DDDDDD"]]
        for round in 0..<120 {
            let patterns = round % 3 == 2 ? fixed[round % 2]
                : (0..<Int.random(in: 2...3, using: &rng)).map { _ in RandomEdits.pattern(&rng, maximumItems: 6) }
            guard let set = try? MaskCompiler.compile(patterns) else { continue }
            let autocomplete = Bool.random(using: &rng)
            for _ in 0..<12 {
                // Digits alone for the card and phone sets (a card's fifteenth or sixteenth
                // digit, a country code, switches the mask), some noise for the random ones.
                let isFixed = round % 3 == 2
                let length = Int.random(in: isFixed ? 8...16 : 0...16, using: &rng)
                let alphabet = Array(isFixed ? "0123456789" : "01234567890123456789ab- ")
                let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
                var typed = MaskedTextEditor(program: set, autocomplete: autocomplete, optionalLiterals: policy)
                var clean = true
                var masks = Set<Int>()
                // The typed letters and digits the field shows: those not inserted by it.
                func typedLettersAndDigits(_ editor: MaskedTextEditor) -> Int {
                    var offset = 0
                    var count = 0
                    for character in editor.text {
                        if offset < editor.kinds.count, !ByteKind.isAdded(editor.kinds[offset]), character.isLetter || character.isNumber { count += 1 }
                        offset += character.utf8.count
                    }
                    return count
                }
                for character in text {
                    let before = typedLettersAndDigits(typed)
                    let change = typed.insert(String(character))
                    // Typing at the end never costs a letter or digit before it, not even
                    // through a mask switch (such a key is refused).
                    #expect(typedLettersAndDigits(typed) >= before, "\(patterns) [\(text)] -> [\(typed.text)]")
                    if !change.rejected.isEmpty || change.displaced > 0 { clean = false }
                    masks.insert(typed.mask)
                }
                guard clean else { continue }
                var pasted = MaskedTextEditor(program: set, autocomplete: autocomplete, optionalLiterals: policy)
                pasted.insert(text)
                let context = "\(patterns) [\(text)]"
                #expect(typed.text == pasted.text, "\(context)")
                #expect(typed.cursor == pasted.cursor, "\(context)")
                #expect(typed.value == pasted.value, "\(context)")
                #expect(typed.mask == pasted.mask, "\(context)")
                cases += 1
                if masks.count > 1 { switches += 1 }
            }
        }
        #expect(cases > 200)
        #expect(switches > 20)
    }

    @Test("the text holds only typed characters and whole literals, and is valid UTF-8", arguments: seeds, OptionalLiteralPolicy.allCases)
    func noCorruptedText(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let (program, autocomplete) = try randomProgram(&rng)
            let literals = Set(program.source.pattern)
            var editor = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
            var typed = Set<Character>()
            for _ in 0..<12 {
                let text = RandomEdits.text(&rng, maximumLength: 5)
                // Typing is normalized per position: a character may show in its other form.
                typed.formUnion(text.flatMap(TypingOracle.forms))
                let count = editor.utf16Count
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: editor.deleteBackward()
                case 1: editor.replace(range: Int.random(in: 0...count, using: &rng)..<count, with: text)
                default: editor.insert(text)
                }
                let context = "[\(program.source.pattern)] [\(editor.text)]"
                for character in editor.text {
                    #expect(typed.contains(character) || literals.contains(character), "\(context): \(character.unicodeScalars.map { String($0.value, radix: 16) })")
                }
                #expect(!editor.text.contains("\u{FFFD}"), "\(context)")
                // A String is always valid UTF-8; the bytes the editor kept are checked through
                // their kinds (one a byte) and the value built from them.
                #expect(editor.kinds.count == editor.text.utf8.count, "\(context)")
                #expect(!editor.value.contains("\u{FFFD}"), "\(context)")
                #expect(!editor.placeholder.contains("\u{FFFD}"), "\(context): \(editor.placeholder)")
            }
        }
    }

    /// Literals of several UTF-8 bytes, as alternatives that share their leading bytes (the
    /// way defect 1 broke a character), and keys that join the character before them (a
    /// combining mark, a variation selector, ZWJ, an emoji modifier): the editor's bytes
    /// stay whole characters, each one typed or a literal of the mask, under both policies.
    @Test("literals sharing leading bytes and joining keys leave only whole characters", arguments: seeds, OptionalLiteralPolicy.allCases)
    func noCorruptedMultiByteText(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        let forks = ["€|₽", "Ж|Щ|Ъ", "é|è", "👍|👎", "€", "Ж", "D", "D", "D", "X", "-", " "]
        let keys: [Character] = Array("0123456789ab-") + ["€", "₽", "Ж", "Щ", "é", "è", "👍", "👎"]
        let joining = ["\u{301}", "\u{FE0F}", "\u{200D}", "\u{1F3FB}", "\u{20E3}"]
        let symbols = SymbolSet(Array("€₽ЖЩЪéè👍👎 -"))
        var edits = 0
        for _ in 0..<100 {
            var pattern = ""
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                pattern += forks.randomElement(using: &rng)!
                if Int.random(in: 0..<4, using: &rng) == 0 { pattern += "?" }
            }
            let program = try MaskCompiler.compile(pattern, symbols: symbols)
            let literals = Set("€₽ЖЩЪéè👍👎 -")
            var editor = MaskedTextEditor(program: program, autocomplete: Bool.random(using: &rng), optionalLiterals: policy)
            for _ in 0..<12 {
                var text = String((0..<Int.random(in: 0...4, using: &rng)).map { _ in keys.randomElement(using: &rng)! })
                if Bool.random(using: &rng) { text += joining.randomElement(using: &rng)! }
                let count = editor.utf16Count
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: editor.deleteBackward()
                case 1: editor.replace(range: Int.random(in: 0...count, using: &rng)..<count, with: text)
                case 2: for key in text.unicodeScalars { editor.insert(String(key)) }
                default: editor.insert(text)
                }
                edits += 1
                let context = "[\(pattern)] [\(editor.text)] \(editor.text.unicodeScalars.map { String($0.value, radix: 16) })"
                // One kind per byte: the text's bytes are those the editor read and wrote.
                #expect(editor.kinds.count == editor.text.utf8.count, "\(context)")
                for character in editor.text {
                    #expect(keys.contains(character) || literals.contains(character), "\(context)")
                }
                #expect(!editor.text.contains("\u{FFFD}"), "\(context)")
                #expect(!editor.value.contains("\u{FFFD}"), "\(context): value [\(editor.value)]")
                #expect(!editor.placeholder.contains("\u{FFFD}"), "\(context): \(editor.placeholder)")
                // The value is whole characters of the text, in order.
                #expect(editor.value.allSatisfy { keys.contains($0) }, "\(context): value [\(editor.value)]")
                if case .illegal = program.match(editor.text) { Issue.record("illegal text \(context)") }
            }
        }
        #expect(edits == 1200)
    }

    @Test("the value is the typed letters and digits in their order, none from the middle for a symbol", arguments: seeds, OptionalLiteralPolicy.allCases)
    func orderKept(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let (program, autocomplete) = try randomProgram(&rng)
            for _ in 0..<6 {
                let text = RandomEdits.text(&rng, maximumLength: 16)
                var editor = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
                editor.insert(text)
                // The value is a subsequence of what was typed, each character as typed or
                // in its other form (typing is normalized where the character lands).
                // (Padding zeros are the reading's, not typed: docs/editing.md, rule 7.)
                var rest = Substring(text)
                for character in Self.typedValue(editor) {
                    guard let found = rest.firstIndex(where: { TypingOracle.forms($0).contains(character) }) else {
                        Issue.record("[\(program.source.pattern)] [\(text)] value [\(editor.value)]")
                        break
                    }
                    rest = rest[rest.index(after: found)...]
                }
                // Every letter or digit dropped comes after the last one kept, or no text of
                // the mask could hold it there (it was a letter where only digits go, or a
                // range was closed by a typed separator, docs/editing.md rule 6): the kept ones
                // before it, with it, do not fit (``ValueReadingOracle``).
                let result = program.transform(text, autocomplete: autocomplete, optionalLiterals: policy)
                // A separator the mask does not write that closes a range reads as the mask's own.
                let characters = ForeignClosing.closed(Array(text), program, policy: policy)
                let read = Self.consumed(editor)
                let consumed = characters.indices.filter { !result.dropped.contains($0) }
                guard read.count == consumed.count else {
                    Issue.record("[\(program.source.pattern)] [\(text)] -> [\(editor.text)]: \(read.count) characters read, \(consumed.count) consumed")
                    continue
                }
                let oracle = ValueReadingOracle(program)
                let lastCloser = characters.indices.last {
                    !TypingOracle.isNoise(characters[$0], program) && oracle.isCloser(characters[$0])
                } ?? -1
                for dropped in result.unplaced {
                    // The symbols kept before it may be left out, but not a typed closer.
                    let items = consumed.filter { $0 < dropped }.map { index in
                        let character = characters[index]
                        return (index: index, optional: !(character.isLetter || character.isNumber || oracle.isCloser(character)))
                    } + [(index: dropped, optional: false)]
                    let fits = oracle.fits(items, characters, lastCloser: lastCloser)
                    if fits { Issue.record("[\(program.source.pattern)] [\(text)] -> [\(result.text)] dropped \(dropped) that fits") }
                }
            }
        }
    }

    /// The characters of the editor's text that it did not insert: the typed characters it
    /// read, in the forms it read them.
    /// The characters of the editor's value that were typed: its value without the zeros the
    /// reading padded a range with.
    static func typedValue(_ editor: MaskedTextEditor) -> [Character] {
        var result: [Character] = []
        var offset = 0
        for character in editor.text {
            if offset < editor.kinds.count, editor.kinds[offset] == ByteKind.meaningful { result.append(character) }
            offset += character.utf8.count
        }
        return result
    }

    static func consumed(_ editor: MaskedTextEditor) -> [Character] {
        var result: [Character] = []
        var offset = 0
        for character in editor.text {
            if offset < editor.kinds.count, !ByteKind.isAdded(editor.kinds[offset]) { result.append(character) }
            offset += character.utf8.count
        }
        return result
    }

    @Test("after typing a character that fits the next place, the text is the old placeholder up to it", arguments: seeds, OptionalLiteralPolicy.allCases)
    func placeholderPredictsTyping(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        // The grown atoms (sets of other scripts, ranges) leave fewer places this key
        // alphabet fits than the first ones did.
        let predicted = try Self.predictedTyping(seed: seed, policy: policy, keysFitting: false)
        #expect(predicted > 200)
    }

    /// The same with each key chosen, where one can be, among those the next place takes, on
    /// more masks: random keys test about one keystroke in twenty, these nearly every one
    /// made while the field has a place left (about one a mask: most random masks are short).
    @Test("the placeholder predicts typing, keys chosen to fit the next place", arguments: seeds, OptionalLiteralPolicy.allCases)
    func placeholderPredictsFittingKeys(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        let predicted = try Self.predictedTyping(seed: seed + 100, policy: policy, keysFitting: true, masks: 1200)
        #expect(predicted > 1000)
    }

    /// Types 12 keys into each of `masks` random masks and checks every promise the
    /// placeholder made that the key fits; returns how many promises it checked.
    static func predictedTyping(seed: UInt64, policy: OptionalLiteralPolicy, keysFitting: Bool, masks: Int = 400) throws -> Int {
        var rng = SeededGenerator(seed: seed)
        var predicted = 0
        var completenessDiffers = 0
        let alphabet = Array("0123456789787abX")
        for _ in 0..<masks {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            let autocomplete = Bool.random(using: &rng)
            let literals = Set(program.source.pattern)
            var editor = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
            for _ in 0..<12 {
                var key = alphabet.randomElement(using: &rng)!
                if keysFitting {
                    let fitting = alphabet.filter { !literals.contains($0) && placeTakes($0, program, policy, from: editor.finalRow) }
                    if let chosen = fitting.randomElement(using: &rng) { key = chosen }
                }
                let before = editor.text
                let placeholder = editor.placeholder
                let row = editor.finalRow
                editor.insert(String(key))
                // The next place: the first class in the placeholder, the literals before it.
                // The key is read as typed where that fits the place; else in its other form
                // (`a` where only `A` fits), when the mask reads the key as typed nowhere (so
                // no other place competes for it).
                let forms = TypingOracle.forms(key)
                let canonicalKey = placeTakes(key, program, policy, from: row) || TypingOracle.reads(key, program)
                    ? key : forms.last ?? key
                guard let place = placeholder.firstIndex(of: "_"), !literals.contains(key),
                      placeTakes(canonicalKey, program, policy, from: row) else { continue }
                let promise = before + String(placeholder[..<place]) + String(canonicalKey)
                if case .illegal = program.match(promise) { continue }
                // Complete beats partial (docs/editing.md): a key that makes a complete reading
                // of the same typed letters and digits possible is read that way, not as
                // promised (typing equals pasting and order kept hold it to those letters
                // and digits); and the rule is not applied to typed text that follows the
                // mask as it stands, which the editor's text less its own literals may be,
                // where the promise was complete. Nor does a complete reading extend the
                // reading of the text before the key: the text and the promise may be two
                // complete readings of the same letters and digits, with other literals.
                let promiseComplete = program.match(promise) == .complete
                if !editor.text.hasPrefix(promise), editor.isComplete != promiseComplete
                    || promiseComplete && Self.lettersAndDigits(editor.text) == Self.lettersAndDigits(promise) {
                    completenessDiffers += 1
                    continue
                }
                #expect(editor.text.hasPrefix(promise), "[\(program.source.pattern)] [\(before)] + [\(placeholder)] typed \(key): [\(editor.text)]")
                predicted += 1
            }
        }
        // A key whose text and promise differ in completeness is the exception.
        #expect(completenessDiffers <= predicted / 10, "\(completenessDiffers) keys against \(predicted) promises")
        return predicted
    }

    /// The letters and digits of a text, in order.
    static func lettersAndDigits(_ text: String) -> String {
        String(text.filter { $0.isLetter || $0.isNumber })
    }

    /// Whether the key fits the placeholder's next place: the state the placeholder's literals
    /// lead to from `row` reads it as meaningful. (A key that fits no class there, such as a
    /// digit where the place is a letter, may go elsewhere: the placeholder promises nothing
    /// for it.)
    static func placeTakes(_ key: Character, _ program: MaskProgram, _ policy: OptionalLiteralPolicy, from row: Int) -> Bool {
        let tables = program.tables(for: policy)
        var row = row
        var step = tables.placeholderStep(row)
        while let literal = step, !literal.isClass {
            row = literal.targetRow
            step = tables.placeholderStep(row)
        }
        guard step != nil, let byte = key.asciiValue else { return false }
        return tables.meaningfulStep(row, Int(tables.classMap[Int(byte)])) != nil
    }

    @Test("pasting into an empty editor gives transform's text", arguments: seeds, OptionalLiteralPolicy.allCases)
    func transformAgreesWithEditor(seed: UInt64, policy: OptionalLiteralPolicy) throws {
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let (program, autocomplete) = try randomProgram(&rng)
            for _ in 0..<8 {
                let text = RandomEdits.text(&rng, maximumLength: 20)
                var editor = MaskedTextEditor(program: program, autocomplete: autocomplete, optionalLiterals: policy)
                editor.insert(text)
                let transformed = program.transform(text, autocomplete: autocomplete, optionalLiterals: policy)
                #expect(editor.text == transformed.text, "[\(program.source.pattern)] [\(text)]")
                // Complete is the text's verdict, unless a letter or digit was lost from the
                // middle (docs/editing.md, rule 4 of "Values, not characters"); one past a full
                // field is a refused key, and the field stays complete.
                let characters = Array(text)
                let lastKept = characters.indices.last { !transformed.dropped.contains($0) } ?? -1
                let lostFromTheMiddle = transformed.dropped.contains {
                    $0 < lastKept && (characters[$0].isLetter || characters[$0].isNumber)
                }
                // Rule 6 (numbers typed apart stay apart) may leave it incomplete too, in a mask
                // with number ranges whose reading dropped a separator typed between two digits.
                let asTheText = program.match(transformed.text) == .complete && !lostFromTheMiddle
                let numbersJoined = program.source.pattern.contains("<") && transformed.droppedSeparatorBetweenDigits(of: text)
                #expect(transformed.isCompleteAsTheRulesSay(of: text, program: program), "[\(program.source.pattern)] [\(text)]")
                #expect(editor.isComplete == asTheText || !editor.isComplete && numbersJoined, "[\(program.source.pattern)] [\(text)]")
                // Where transform joined numbers typed apart, the editor did too.
                if !transformed.isComplete, transformed.keptEveryLetterAndDigit(of: text) { #expect(!editor.isComplete, "[\(program.source.pattern)] [\(text)]") }
            }
        }
    }
}
