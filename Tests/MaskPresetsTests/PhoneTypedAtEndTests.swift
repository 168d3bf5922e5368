import Foundation
@testable import MaskPresets
import Testing
import MaskVM
import TestSupport

/// The phone field's read of a key typed at its end (``PhoneNumberEditor/TypedRead``):
/// the shown text and the key, read without copying the text's units, must be the read that
/// any edit gets (the text as typed around the range), and the country code taken from the
/// reading the one found again from the number. Typed key by key, the field after each key
/// is compared with the same field given the key as any edit reads it (a fresh full read of
/// the text as typed): text, caret, completeness, value and country code.
@Suite("phone field: a key typed at the end reads as any edit does")
struct PhoneTypedAtEndTests {
    /// The phone suite's numbers (Benchmarks/phone-peer/numbers.tsv): libphonenumber's
    /// example numbers of every region, INTERNATIONAL.
    static func suiteNumbers() throws -> [String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/phone-peer/numbers.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").last.map(String.init) }
    }

    /// How many keys the carried ways took alone, each checked against the fresh field: all
    /// of them, and the switches from the digits mask to the formats among them.
    struct CarriedKeys {
        var all = 0
        var switches = 0
        /// The `+` and the country code's digits.
        var codes = 0

        static func += (total: inout CarriedKeys, more: CarriedKeys) {
            total.all += more.all
            total.switches += more.switches
            total.codes += more.codes
        }
    }

    /// Types `keys` one by one, checking each key's two reads and the field against a fresh one
    /// that reads the key in full. `⌫` is Backspace, on both alike. Returns how many keys the
    /// carried ways (``PhoneNumberEditor/typeCarried(_:at:)``,
    /// ``PhoneNumberEditor/typeDigitsCarried(_:at:)``, ``PhoneNumberEditor/typeSwitchCarried(_:at:)``,
    /// ``PhoneNumberEditor/typeCodeCarried(_:at:)``)
    /// take alone, each also checked against the fresh field.
    @discardableResult
    static func typeChecking(_ keys: [String]) -> CarriedKeys {
        var field = PhoneNumberEditor()
        var typed = ""
        var carried = CarriedKeys()
        for key in keys {
            if key == "⌫" {
                field.deleteBackward()
                typed += key
                continue
            }
            let range = field.cursor..<field.cursor
            var probe = field
            let atEndOfField = field.typedFront == nil && range.lowerBound >= field.editor.utf16Count
            var switchProbe = field
            let switchChange = atEndOfField ? switchProbe.typeSwitchCarried(key, at: range) : nil
            var codeProbe = field
            let codeChange = atEndOfField ? codeProbe.typeCodeCarried(key, at: range) : nil
            let probeChange = atEndOfField
                ? probe.typeCarried(key, at: range) ?? probe.typeDigitsCarried(key, at: range) ?? switchChange ?? codeChange : nil
            if switchChange != nil { probe = switchProbe } else if codeChange != nil { probe = codeProbe }
            let atEnd = PhoneNumberEditor.TypedRead(atEndOf: field.text, key)
            let general = PhoneNumberEditor.TypedRead(editing: field, range, key)
            if field.typedFront == nil, range.lowerBound >= field.editor.utf16Count {
                #expect(atEnd.input == general.input, "\(typed) + \(key)")
                #expect(atEnd.beforeCursor == general.beforeCursor, "\(typed) + \(key)")
            }
            let number = PhoneNumberEditor.number(general.input)
            #expect(PhoneNumberEditor.countryCode(of: number, read: general.input) == PhoneNumberEditor.countryCode(of: number),
                    "\(typed) + \(key)")
            var fresh = field
            let freshChange = fresh.replace(range: range, with: key, read: general)
            let change = field.insert(key)
            typed += key
            #expect(change == freshChange, "\(keys.joined()): after \(typed)")
            #expect(field.text == fresh.text, "\(keys.joined()): after \(typed)")
            #expect(field.cursor == fresh.cursor, "\(keys.joined()): after \(typed)")
            #expect(field.isComplete == fresh.isComplete, "\(keys.joined()): after \(typed)")
            #expect(field.value == fresh.value, "\(keys.joined()): after \(typed)")
            #expect(field.countryCode == fresh.countryCode, "\(keys.joined()): after \(typed)")
            if let switchChange {
                carried.switches += 1
                #expect(field.part == .formats(0), "\(keys.joined()): switched, after \(typed)")
                #expect(switchChange == freshChange, "\(keys.joined()): switched, after \(typed)")
                #expect(switchProbe.text == fresh.text && switchProbe.cursor == fresh.cursor
                    && switchProbe.isComplete == fresh.isComplete && switchProbe.value == fresh.value
                    && switchProbe.countryCode == fresh.countryCode && switchProbe.part == fresh.part,
                    "\(keys.joined()): switched, after \(typed)")
            }
            if codeChange != nil {
                carried.codes += 1
                #expect(codeProbe.part == fresh.part, "\(keys.joined()): code carried, after \(typed)")
            }
            if let probeChange {
                carried.all += 1
                #expect(probe.part == fresh.part && probe.keepsEveryTypedDigit == fresh.keepsEveryTypedDigit,
                        "\(keys.joined()): carried, after \(typed)")
                #expect(probeChange == freshChange, "\(keys.joined()): carried, after \(typed)")
                #expect(probe.text == fresh.text && probe.cursor == fresh.cursor && probe.isComplete == fresh.isComplete
                    && probe.value == fresh.value && probe.countryCode == fresh.countryCode, "\(keys.joined()): carried, after \(typed)")
            }
        }
        return carried
    }

    @Test("every suite number, typed key by key, `+` first and as written")
    func suite() throws {
        let numbers = try Self.suiteNumbers()
        #expect(numbers.count > 400)
        var carried = CarriedKeys(), keys = 0
        for number in numbers {
            let digits = ["+"] + number.filter(\.isNumber).map(String.init)
            carried += Self.typeChecking(digits)
            keys += digits.count
            Self.typeChecking(number.map(String.init))
        }
        // The carried ways take the `+`, the code's digits and the national digits but where
        // no mask can be named, the third among them (where the field switches to the
        // formats) included: most of the suite's 5,650 keys.
        #expect(carried.all > keys * 2 / 3, "\(carried.all) of \(keys) keys carried")
        // The `+` and a code's digits, for nearly every number (2 to 4 keys each).
        #expect(carried.codes > numbers.count * 2, "\(carried.codes) code keys of \(numbers.count) numbers carried")
        // The switch to the formats is carried for most numbers.
        #expect(carried.switches > numbers.count / 2, "\(carried.switches) switches of \(numbers.count) numbers carried")
    }

    @Test("typed, backspaced and typed again: a carry left by other text only walks again")
    func backspaces() throws {
        let numbers = try Self.suiteNumbers()
        var generator = SeededGenerator(seed: 39)
        for number in numbers.shuffled(using: &generator).prefix(150) {
            var keys: [String] = []
            for digit in ["+"] + number.filter(\.isNumber).map(String.init) {
                keys.append(digit)
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    keys += Array(repeating: "⌫", count: Int.random(in: 1...3, using: &generator))
                    keys.append(String(Int.random(in: 0...9, using: &generator)))
                }
            }
            Self.typeChecking(keys)
        }
    }

    @Test("random digits after every country code, past a whole number and into overflow")
    func randomDigitsAfterCodes() throws {
        let codes = Set(try Self.suiteNumbers().map { String($0.dropFirst().prefix { $0 != " " }) })
        var generator = SeededGenerator(seed: 3920)
        var carried = CarriedKeys()
        for code in codes.sorted() {
            for _ in 0..<3 {
                let digits = (0..<Int.random(in: 4...16, using: &generator)).map { _ in String(Int.random(in: 0...9, using: &generator)) }
                carried += Self.typeChecking(["+"] + code.map(String.init) + digits)
            }
        }
        #expect(carried.all > 1000, "\(carried.all) keys carried")
        #expect(carried.switches > codes.count, "\(carried.switches) switches carried")
        #expect(carried.codes > codes.count * 3 * 2, "\(carried.codes) code keys carried")
    }

    @Test("the carried choice names the mask the set's transform chooses, whenever it names one")
    func carriedChoiceIsTheSetsChoice() throws {
        var generator = SeededGenerator(seed: 392)
        var named = 0, asked = 0
        for number in try Self.suiteNumbers() {
            let code = String(number.dropFirst().prefix { $0 != " " })
            guard let formats = PhoneCountryPrograms.international.firstFormats(countryCode: code), formats.valueIsLettersAndDigits,
                  var carried = CarriedSetChoice(program: formats.program) else { continue }
            let digits = number.filter(\.isNumber)
            // In order, as typed (the walks go on), then shuffled (they start again).
            let prefixes = (1...digits.count).map { "+" + digits.prefix($0) }
            for prefix in prefixes + prefixes.shuffled(using: &generator) {
                asked += 1
                guard let mask = carried.mask(for: prefix) else { continue }
                named += 1
                let transformed = formats.program.transform(prefix)
                #expect(transformed.mask == mask, "\(prefix)")
                #expect(transformed.droppedLettersAndDigits == 0, "\(prefix)")
            }
        }
        #expect(named > asked / 2, "\(named) of \(asked) named")
    }

    @Test("a copy of a set's empty carried choice, however used, chooses as a choice made afresh")
    func emptyChoiceIsAFreshChoice() throws {
        var generator = SeededGenerator(seed: 40)
        var compared = 0, named = 0
        for number in try Self.suiteNumbers() {
            let code = String(number.dropFirst().prefix { $0 != " " })
            guard let formats = PhoneCountryPrograms.international.firstFormats(countryCode: code), formats.valueIsLettersAndDigits
            else { continue }
            let empty = try #require(formats.emptyChoice, "\(code)")
            #expect(empty.program.isSameProgram(as: formats.program))
            let digits = number.filter(\.isNumber)
            let prefixes = (1...digits.count).map { "+" + digits.prefix($0) }
            // The copy walks on key by key; the set's own empty choice must stay empty for the
            // next copy, which reads the prefixes shuffled.
            for order in [prefixes, prefixes.shuffled(using: &generator)] {
                var copy = empty
                for prefix in order {
                    guard var fresh = CarriedSetChoice(program: formats.program) else { continue }
                    let mask = copy.mask(for: prefix)
                    #expect(mask == fresh.mask(for: prefix), "\(prefix)")
                    compared += 1
                    if mask != nil { named += 1 }
                }
            }
        }
        #expect(compared > 5000 && named > compared / 2, "\(named) of \(compared) named")
    }

    @Test("the field's country code read in place is the one read by Characters, on random text")
    func countryCodeInPlace() {
        func byCharacters(_ number: String) -> String? {
            guard number.first == "+" else { return nil }
            return PhoneNumberingPlan.libphonenumber.countryCode(startingWith: Array(number.dropFirst()))
        }
        var generator = SeededGenerator(seed: 41)
        let pieces = ["+", "+", "1", "4", "7", "3", "5", "9", "0", " ", "\u{301}", "\r", "\n", "٤", "３", "a", "\u{00A0}"]
        var found = 0
        for _ in 0..<5000 {
            let length = Int.random(in: 0...6, using: &generator)
            // Mostly `+` and then anything, so that many name a code.
            let lead = Int.random(in: 0..<4, using: &generator) == 0 ? "" : "+"
            let number = lead + (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = byCharacters(number)
            #expect(PhoneNumberEditor.countryCode(of: number) == expected, "\(number.unicodeScalars.map(\.value))")
            if expected != nil { found += 1 }
        }
        #expect(found > 300, "\(found) codes found")
    }

    @Test("suite numbers after 00 and 011, with (0), and random digits and separators")
    func variants() throws {
        let numbers = try Self.suiteNumbers()
        var generator = SeededGenerator(seed: 20)
        for number in numbers.shuffled(using: &generator).prefix(120) {
            let digits = number.filter(\.isNumber)
            Self.typeChecking(("00" + digits).map(String.init))
            Self.typeChecking(("011" + digits).map(String.init))
            let code = number.dropFirst().prefix { $0 != " " }
            let national = number.dropFirst(1 + code.count).filter(\.isNumber)
            Self.typeChecking(("+" + code + " (0) " + national).map(String.init))
            Self.typeChecking(("+" + code + "0" + national).map(String.init))
        }
        let separators: [Character] = [" ", "-", ".", "(", ")", "/"]
        for _ in 0..<300 {
            var text = Bool.random(using: &generator) ? "+" : ""
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                text.append(Int.random(in: 0..<5, using: &generator) == 0
                    ? separators.randomElement(using: &generator)! : Character(String(Int.random(in: 0...9, using: &generator))))
            }
            Self.typeChecking(text.map(String.init))
        }
    }
}
