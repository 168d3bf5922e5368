import MaskVM

/// A key typed at the end of a number that stays in its country's first set of formats,
/// told from what the key before carried instead of read in full: the set's choice carried
/// from key to key (``MaskVM/CarriedSetChoice``) names the mask, where it can, so neither the
/// set's transform that chooses the program nor its choice among the masks is made again;
/// and a digit typed after a number read as written (`+`, the code and the digits, the
/// text's formatting left out) is that number and the digit, so ``PhoneInput`` does not read
/// the field's text again. Anything the carry cannot tell goes the general way
/// (``replace(range:with:read:carried:)``), and `PhoneTypedAtEndTests` compares every key
/// of the phone suite, typed so, with that way.
extension PhoneNumberEditor {
    /// What a key typed at the end, read in full, carries to the next one.
    struct Carry: Sendable {
        /// The country's first set's choice, carried (a function of the set and the numbers
        /// it reads: a stale one only walks again).
        var choice: CarriedSetChoice
        /// A country code and the first digit of the national number after it, where the
        /// country's trunk-prefix rule reads no number that starts so
        /// (``PhoneNationalPrefixRule/mayRead(nationalStartingWith:)``): any digits after
        /// them leave the number read as written.
        var plainStart: (code: String, digit: UInt8)?
    }

    /// The mask of the country's first set of formats for `number`, where the choice carried
    /// from key to key decides it; and then ``PhoneCountryPrograms/programWhileTyping(countryCode:reading:)``
    /// takes that set, as the field does now (the caller checks that it types into it): the
    /// national number has the digits the formatter groups, the mask named keeps every digit
    /// (so the set's transform drops none), and the editor's options are the defaults that
    /// transform chooses with. Nil otherwise, or where the set's masks may write a digit of
    /// their own (the carried choice needs them not to).
    mutating func carriedChoice(countryCode code: String, number: String) -> KnownMaskChoice? {
        guard autocomplete, optionalLiterals == .keptWhenTyped,
              number.utf8.count - 1 - code.utf8.count >= PhoneCountryPrograms.digitsBeforeGrouping else { return nil }
        if carry?.choice.program.isSameProgram(as: editor.program) != true {
            guard let formats = PhoneCountryPrograms.international.firstFormats(countryCode: code), formats.valueIsLettersAndDigits,
                  formats.program.isSameProgram(as: editor.program), let choice = formats.emptyChoice
            else { return nil }
            carry = Carry(choice: choice, plainStart: nil)
        }
        guard let mask = carry?.choice.mask(for: number) else { return nil }
        if let digit = Self.nationalStart(of: number, countryCode: code), carry?.plainStart.map({ $0.code != code || $0.digit != digit }) ?? true {
            let rule = PhoneNationalPrefixRule.forCountryCode(code)
            carry?.plainStart = rule?.mayRead(nationalStartingWith: digit) == true ? nil : (code, digit)
        }
        return KnownMaskChoice(program: editor.program, input: number, mask: mask)
    }

    /// A digit typed at the end of the field (`range`, checked by the caller), where the
    /// field shows a number of its country's first set read as written, whose choice is
    /// carried: the number read is the text's `+` and digits and the key
    /// (``numberTyped(_:_:)``), with the same country code and national start, so
    /// ``PhoneInput`` would read it as written too; the carried choice names the mask. Nil
    /// when anything of that does not hold.
    mutating func typeCarried(_ key: String, at range: Range<Int>) -> EditorChange? {
        guard key.utf8.count == 1, let byte = key.utf8.first, (0x30...0x39).contains(byte),
              let code = countryCode, part == .formats(0), typedFront == nil, !readsOtherwise,
              autocomplete, optionalLiterals == .keptWhenTyped,
              let start = carry?.plainStart, start.code == code,
              carry?.choice.program.isSameProgram(as: editor.program) == true,
              let number = Self.numberTyped(editor.text, byte),
              number.utf8.count - 1 - code.utf8.count >= PhoneCountryPrograms.digitsBeforeGrouping,
              Self.startsWithCode(number, code), Self.nationalStart(of: number, countryCode: code) == start.digit,
              let mask = carry?.choice.mask(for: number),
              let known = KnownMaskChoice(program: editor.program, input: number, mask: mask)
        else { return nil }
        let change = editor.replace(range: range, with: key, knownChoice: known)
        keepsEveryTypedDigit = Self.isPlusAnd(editor.value, number)
        return change
    }

    /// Whether `number` is `+` and then `value` (``keepsEveryTypedDigit``'s test, with no
    /// String joined). PERF: over the Strings' stored bytes; stepping their UTF-8 views
    /// cost more than joining them.
    static func isPlusAnd(_ value: String, _ number: String) -> Bool {
        let same = number.utf8.withContiguousStorageIfAvailable { whole in
            value.utf8.withContiguousStorageIfAvailable { digits in
                guard whole.count == digits.count + 1, whole.first == UInt8(ascii: "+") else { return false }
                for index in 0..<digits.count where digits[index] != whole[index + 1] { return false }
                return true
            }
        } ?? nil
        return same ?? ("+" + value == number)
    }

    /// Whether `number` is `+` and then the country code's digits. PERF: over the Strings'
    /// stored bytes (the generic `starts(with:)` was a twentieth of a carried key, callgrind).
    static func startsWithCode(_ number: String, _ code: String) -> Bool {
        let starts = number.utf8.withContiguousStorageIfAvailable { whole in
            code.utf8.withContiguousStorageIfAvailable { digits in
                guard whole.count > digits.count else { return false }
                for index in 0..<digits.count where digits[index] != whole[index + 1] { return false }
                return true
            }
        } ?? nil
        return starts ?? number.utf8.dropFirst().starts(with: code.utf8)
    }

    /// A digit typed at the end of the field while it shows fewer national digits than the
    /// formatter groups, in the country's digits mask, after a number read as written
    /// (``numberTyped(_:_:)``, a national start that the country's trunk-prefix rule reads in
    /// no number): ``PhoneCountryPrograms/programWhileTyping(countryCode:reading:)`` keeps
    /// the digits mask where its transform of the number drops no digit, which the mask's
    /// keep automaton tells with no reading (``MaskVM/MaskProgram/keepsEveryLetterAndDigit(of:)``).
    /// The mask is one: the editor is told so where its program is a set of it, as the
    /// transform's choice would tell it. Nil when anything of that does not hold.
    mutating func typeDigitsCarried(_ key: String, at range: Range<Int>) -> EditorChange? {
        guard key.utf8.count == 1, let byte = key.utf8.first, (0x30...0x39).contains(byte),
              let code = countryCode, part == .digits, typedFront == nil, !readsOtherwise,
              let number = Self.numberTyped(editor.text, byte), Self.startsWithCode(number, code),
              number.utf8.count - 1 - code.utf8.count < PhoneCountryPrograms.digitsBeforeGrouping,
              let start = Self.nationalStart(of: number, countryCode: code),
              PhoneNationalPrefixRule.forCountryCode(code)?.mayRead(nationalStartingWith: start) != true,
              editor.program.keepsEveryLetterAndDigit(of: number) == true
        else { return nil }
        let known = editor.program.isMaskSet ? KnownMaskChoice(program: editor.program, input: number, mask: 0) : nil
        let change = editor.replace(range: range, with: key, knownChoice: known)
        keepsEveryTypedDigit = Self.isPlusAnd(editor.value, number)
        return change
    }

    /// The digit typed at the end that switches the field from the country's digits mask to
    /// its first set of formats (the third national digit, where AsYouTypeFormatter starts
    /// grouping), after a number read as written whose national start the country's
    /// trunk-prefix rule reads in no number: ``PhoneCountryPrograms/programWhileTyping(countryCode:reading:)``
    /// takes the first set where its transform keeps every digit, which the choice carried
    /// for that set tells, with the mask, where it names one. PERF: the set's transform that
    /// chose (and the choice among its masks) is not made, and the new editor reads the mask
    /// named alone; the carry it starts is the one the next key goes on from. Nil when
    /// anything of that does not hold.
    mutating func typeSwitchCarried(_ key: String, at range: Range<Int>) -> EditorChange? {
        guard key.utf8.count == 1, let byte = key.utf8.first, (0x30...0x39).contains(byte),
              let code = countryCode, part == .digits, typedFront == nil, !readsOtherwise,
              autocomplete, optionalLiterals == .keptWhenTyped,
              let number = Self.numberTyped(editor.text, byte), Self.startsWithCode(number, code),
              number.utf8.count - 1 - code.utf8.count >= PhoneCountryPrograms.digitsBeforeGrouping,
              let start = Self.nationalStart(of: number, countryCode: code),
              PhoneNationalPrefixRule.forCountryCode(code)?.mayRead(nationalStartingWith: start) != true,
              let formats = PhoneCountryPrograms.international.firstFormats(countryCode: code), formats.valueIsLettersAndDigits
        else { return nil }
        var choice: CarriedSetChoice
        if let carried = carry?.choice, carried.program.isSameProgram(as: formats.program) {
            choice = carried
        } else {
            guard let empty = formats.emptyChoice else { return nil }
            choice = empty
        }
        let mask = choice.mask(for: number)
        // The walks are kept whether or not they name a mask: the general way makes them too.
        carry = Carry(choice: choice, plainStart: (code, start))
        guard let mask, let known = KnownMaskChoice(program: formats.program, input: number, mask: mask) else { return nil }
        editor = MaskedTextEditor(program: formats.program, text: number, autocomplete: autocomplete,
                                  optionalLiterals: optionalLiterals, knownChoice: known)
        // Every digit is before the cursor: it goes to the text's end, past any literal
        // written after them, as the general way's switch puts it.
        editor.moveCursor(to: editor.utf16Count)
        part = .formats(0)
        keepsEveryTypedDigit = Self.isPlusAnd(editor.value, number)
        return EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: true)
    }

    /// The `+` typed into the empty field, or a digit typed at the end of `+` and the digits
    /// of a country code not yet complete: the number is the text's `+` and digits and the
    /// key (``numberTyped(_:_:)``), which ``PhoneInput`` reads as written (it has no national
    /// digits for a trunk prefix or a front). Where no code is complete yet, the preset's
    /// program reads it with its own choice for the text (``PhoneUncodedChoices``); where the
    /// key completes the code, the field switches to the country's digits mask, which
    /// ``PhoneCountryPrograms/programWhileTyping(countryCode:reading:)`` takes where it keeps
    /// every digit, as its keep automaton tells with no reading
    /// (``MaskVM/MaskProgram/keepsEveryLetterAndDigit(of:)``). PERF: the text is not read
    /// again by ``PhoneInput``, nor the number transformed. Nil when anything of that does
    /// not hold.
    mutating func typeCodeCarried(_ key: String, at range: Range<Int>) -> EditorChange? {
        guard key.utf8.count == 1, let byte = key.utf8.first, countryCode == nil, part == .formats(0),
              typedFront == nil, !readsOtherwise, autocomplete, optionalLiterals == .keptWhenTyped else { return nil }
        let number: String
        if byte == UInt8(ascii: "+") {
            guard editor.utf16Count == 0 else { return nil }
            number = key
        } else {
            guard (0x30...0x39).contains(byte), let typed = Self.numberTyped(editor.text, byte) else { return nil }
            number = typed
        }
        guard let code = Self.countryCode(of: number) else {
            guard let known = PhoneUncodedChoices.choice(for: number) else { return nil }
            let change = editor.replace(range: range, with: key, knownChoice: known)
            keepsEveryTypedDigit = Self.isPlusAnd(editor.value, number)
            return change
        }
        guard number.utf8.count == 1 + code.utf8.count, let digits = PhoneCountryPrograms.international.digitsProgram(countryCode: code),
              digits.keepsEveryLetterAndDigit(of: number) == true
        else { return nil }
        let known = digits.isMaskSet ? KnownMaskChoice(program: digits, input: number, mask: 0) : nil
        editor = MaskedTextEditor(program: digits, text: number, autocomplete: autocomplete,
                                  optionalLiterals: optionalLiterals, knownChoice: known)
        // Every digit is before the cursor, as in the general way's switch.
        editor.moveCursor(to: editor.utf16Count)
        part = .digits
        countryCode = code
        keepsEveryTypedDigit = Self.isPlusAnd(editor.value, number)
        return EditorChange(cursor: editor.cursor, refused: [], ignored: [], displaced: 0, textChanged: true)
    }

    /// The first byte of the national number in `number` (`+`, the code, the national
    /// number), nil when it has none.
    static func nationalStart(of number: String, countryCode code: String) -> UInt8? {
        let utf8 = number.utf8
        let offset = 1 + code.utf8.count
        guard utf8.count > offset else { return nil }
        return utf8[utf8.index(utf8.startIndex, offsetBy: offset)]
    }

    /// The number ``PhoneInput`` reads in `text` and the digit `key` typed after it, where
    /// the text is `+` and then ASCII digits and formatting without parentheses (spaces,
    /// `-`, `.`, `/`): `+` and the digits. There it has no extension (every label holds a
    /// letter, `#`, `,`, `;` or `~`) and no `(0)`, and its formatting is left out; nil for any other text.
    static func numberTyped(_ text: String, _ key: UInt8) -> String? {
        let typed = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.first == UInt8(ascii: "+") else { return nil }
            var digits = 0
            for byte in bytes.dropFirst() {
                switch byte {
                case 0x30...0x39: digits += 1
                case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"): continue
                default: return nil
                }
            }
            return String(unsafeUninitializedCapacity: digits + 2) { number in
                number[0] = UInt8(ascii: "+")
                var count = 1
                for byte in bytes.dropFirst() where (0x30...0x39).contains(byte) {
                    number[count] = byte
                    count += 1
                }
                number[count] = key
                return count + 1
            }
        }
        return typed ?? nil
    }
}
