import Foundation
@testable import MaskPresets
import Testing
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

    /// Types `keys` one by one, checking each key's two reads and the field against a fresh one.
    static func typeChecking(_ keys: [String]) {
        var field = PhoneNumberEditor()
        var typed = ""
        for key in keys {
            let range = field.cursor..<field.cursor
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
        }
    }

    @Test("every suite number, typed key by key, `+` first and as written")
    func suite() throws {
        let numbers = try Self.suiteNumbers()
        #expect(numbers.count > 400)
        for number in numbers {
            Self.typeChecking(["+"] + number.filter(\.isNumber).map(String.init))
            Self.typeChecking(number.map(String.init))
        }
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
