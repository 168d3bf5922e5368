import MaskCompiler
import MaskVM
import Testing
import TestSupport

/// `readValue`: the one place that says whether a sample typed in any form stands for a
/// complete text of the mask, with nothing typed that matters dropped or moved.
@Suite("Reading a sample as a value")
struct ValueReadingTests {
    @Test("forms people type that transform prints complete are values, printed in the mask's form", arguments: [
        ("DDDD DDDD DDDD DDDD", "4111111111111111", "4111 1111 1111 1111"),
        ("DDDD DDDD DDDD DDDD", "4111-1111-1111-1111", "4111 1111 1111 1111"),
        ("DDDD DDDD DDDD DDDD", " 4111 1111 1111 1111 ", "4111 1111 1111 1111"),
        ("UUDD UUUU DDDD DDDD DDDD DD", "gb82west12345698765432", "GB82 WEST 1234 5698 7654 32"),
        ("[0-9A-F]{2}:[0-9A-F]{2}:[0-9A-F]{2}", "0a-1b-2c", "0A:1B:2C"),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "192.0.2.1", "192.0.2.1"),
        // Each typed space stands where the printed form parts the digits: nothing moved.
        ("+7 (DDD) DDD-DD-DD", "+7 912 345 67 89", "+7 (912) 345-67-89"),
        ("+7 (DDD) DDD-DD-DD", "912 345 67 89", "+7 (912) 345-67-89"),
    ])
    func values(pattern: String, sample: String, printed: String) throws {
        let reading = try MaskCompiler.compile(pattern).readValue(sample)
        #expect(reading.printed == printed)
        #expect(reading.outcome == .value)
        #expect(reading.isValue)
    }

    @Test("a part missing, a letter or digit dropped, or a separator overruled is not a value", arguments: [
        ("DDDD DDDD DDDD DDDD", "411111111111111", ValueReading.Outcome.incomplete),
        // Transform drops the `x` as noise (the mask takes letters nowhere): the value would change.
        ("DDDD DDDD DDDD DDDD", "4111x111111111111", .dropped(at: 4)),
        ("DDDD DDDD DDDD DDDD", "41111111111111112", .dropped(at: 16)),
        // The typed dots say 256 was one number (docs/editing.md, rule 6): its 6 is not
        // placed, rather than moved across a dot into the next number.
        ("<0-255>.<0-255>.<0-255>.<0-255>", "256.1.1.1", .dropped(at: 2)),
        ("<0-255>.<0-255>.<0-255>.<0-255>", "1.2.3.256", .dropped(at: 8)),
        ("DDDD DDDD DDDD DDDD", "41 11111111111111", .moved(at: 2)),
    ])
    func notValues(pattern: String, sample: String, outcome: ValueReading.Outcome) throws {
        let reading = try MaskCompiler.compile(pattern).readValue(sample)
        #expect(reading.outcome == outcome, "\(sample) read as \(reading.printed)")
        #expect(!reading.isValue)
    }

    @Test("a set: the mask transform chose prints the value")
    func set() throws {
        let cards = try MaskCompiler.compile(["DDDD DDDD DDDD DDDD", "[3][47]DD DDDDDD DDDDD"])
        let amex = cards.readValue("378282246310005")
        #expect(amex.printed == "3782 822463 10005")
        #expect(amex.mask == 1)
        #expect(amex.isValue)
    }

    @Test("reading the printed form again gives it back: a value's printed form is a value of itself")
    func printedFormIsFixed() throws {
        let program = try MaskCompiler.compile("<01-31>.<01-12>.DDDD")
        for sample in ["01022024", "01/02/2024", "31 12 1999", "01.02.2024"] {
            let reading = program.readValue(sample)
            #expect(reading.isValue, "\(sample)")
            let again = program.readValue(reading.printed)
            #expect(again == ValueReading(printed: reading.printed, outcome: .value))
        }
    }

    @Test("on random masks and typed text: a value's printed form is complete, keeps every typed letter and digit, and reads back as itself", arguments: [19, 20, 21] as [UInt64])
    func randomMasks(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        var values = 0
        var notValues = 0
        for _ in 0..<300 {
            let program = try MaskCompiler.compile(RandomEdits.pattern(&rng))
            for _ in 0..<8 {
                let text = RandomEdits.text(&rng, maximumLength: 14)
                let reading = program.readValue(text)
                let transformed = program.transform(text)
                #expect(reading.printed == transformed.text)
                guard reading.isValue else {
                    notValues += 1
                    continue
                }
                values += 1
                let context = "\(program.source.pattern) on \(text.debugDescription) read as \(reading.printed.debugDescription)"
                #expect(transformed.isComplete, "\(context)")
                #expect(program.match(reading.printed) == .complete, "\(context)")
                // One typed Character becomes one Character: none dropped means all are there.
                let typed = text.filter { $0.isLetter || $0.isNumber }.count
                #expect(reading.printed.filter { $0.isLetter || $0.isNumber }.count >= typed, "\(context)")
                #expect(program.readValue(reading.printed) == ValueReading(printed: reading.printed, outcome: .value), "\(context)")
            }
        }
        // Both sides were reached: the property is not met by refusing, or accepting, everything.
        #expect(values > 40)
        #expect(notValues > 40)
    }
}
