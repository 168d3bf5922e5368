import Foundation
@testable import MaskTrialsCore
import MaskVM
import Testing

/// Trials as data: each kind a file carries makes the same trial again, and a `trls` section
/// is read as hostile input.
@Suite("Trials as data (trls)")
struct TrialStepTests {
    static let dataTrials: [Trial] = [
        .paymentCard(), .paymentCard(accepting: [.visa, .mastercard]), .cardExpiry(), .iban,
        .calendarDate(layout: .iso), .calendarDate(layout: .dayMonthYear),
        .ibanCountry(layouts: ["GB": "UUUUDDDDDDDDDDDDDD", "DE": "DDDDDDDDDDDDDDDDDD"]),
        .phoneNumber(lengths: ["44": [7, 9, 10], "1": [10], "358": [5, 6, 7, 8, 9, 10, 11, 12]]),
        // Lengths on both sides of 64: the reader keeps them in one bit per length, in two words.
        .phoneNumber(lengths: ["7": [99, 5, 64, 63], "44": [10]]),
        // Codes of one, two and three digits, leading zeros included, each in a slot of its own.
        .phoneNumber(lengths: ["0": [3], "10": [4], "010": [5], "999": [1, 2]]),
        .phoneWithoutExtension,
    ]

    static let samples = ["4111 1111 1111 1111", "3782 822463 10005", "4111 1111 1111 1112", "11/26", "13/26",
                          "GB82 WEST 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 33", "DE89 3704 0044 0532 0130 00",
                          "CA22 3704 0044 0532 0130 00", "2024-02-29", "2023-02-29", "29.02.2024", "", "x",
                          "+44 7700 900123", "+44 7700 9001", "+1 201 555 012", "+358 40 1234 56789 01", "+2191234567",
                          "+0 123", "+0 1234", "+10 1234", "+010 12345", "+010 1234", "+999 1", "+999 12", "+999 123", "+99 1",
                          "+7 12345", "+7 1234567", "+7" + String(repeating: "1", count: 63), "+7" + String(repeating: "1", count: 64),
                          "+7" + String(repeating: "1", count: 99), "+7" + String(repeating: "1", count: 100),
                          "+44 20 7946 0958 ext. 12", "+44 20 7946 0958 #12", "fax12"]

    @Test("every trial a file carries reads back as the same trial", arguments: dataTrials)
    func roundTrip(trial: Trial) throws {
        let step = try #require(trial.step)
        let section = TrialStep.encodedSection([step])
        let decoded = try TrialStep.decodeSection(section[...])
        #expect(decoded == [step])
        let again = try Trial(step: decoded[0])
        #expect(again.description == trial.description)
        #expect(again.step == step)
        for sample in Self.samples {
            #expect(again.evaluate(sample) == trial.evaluate(sample), "\(trial): \(sample)")
        }
    }

    @Test("a phone step's codes keep their leading zeros and their lengths, read into one table")
    func phoneCodesBySlot() throws {
        let step = TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["010:5", "10:4", "7:10,11", "999:1,99"])])
        let trial = try Trial(step: step)
        #expect(trial.passes("+010 12345") && trial.passes("+10 1234") && trial.passes("+999 1"))
        #expect(trial.passes("+999" + String(repeating: "1", count: 99)))
        #expect(!trial.passes("+010 1234") && !trial.passes("+10 12345") && !trial.passes("+999 12"))
        #expect(trial.evaluate("+7 123456789").messages.map(\.key) == ["phone_too_short"])
        #expect(trial.evaluate("+7 123456789012").messages.map(\.key) == ["phone_too_long"])
        #expect(trial.evaluate("+99 1").messages.map(\.key) == ["phone_country_code"])
        // Written back in the order of the codes' text, each code's lengths shortest first.
        #expect(trial.step?.values("lengths") == ["010:5", "10:4", "7:10,11", "999:1,99"])
        #expect(trial.description == "phoneNumber(4 country codes)")
    }

    @Test("phoneWithoutExtension fails a text with an extension at its end, and only that (fax12 is no extension)")
    func phoneWithoutExtension() throws {
        let trial = try Trial(step: TrialStep(kind: "phoneWithoutExtension"))
        #expect(trial.evaluate("+44 20 7946 0958 ext. 12").messages.map(\.text) == ["has an extension (an E.164 number has none)"])
        #expect(trial.evaluate("+44 20 7946 0958x12").messages.map(\.key) == ["phone_extension"])
        #expect(trial.passes("+44 20 7946 0958") && trial.passes("fax12") && trial.passes("+44 20 7946 0958 ext."))
        #expect(throws: ProgramError.self) { try Trial(step: TrialStep(kind: "phoneWithoutExtension", parameters: [.init("strict", ["1"])])) }
    }

    @Test("trials that are code have no step, and a check holding one is not written")
    func codeIsNotData() throws {
        #expect(Trial.email.step == nil)
        #expect(Trial.cardExpiry(notBefore: CalendarMonth(year: 2026, month: 11)!).step == nil)
        #expect(Trial.all([.iban]).step == nil)
        let program = try MaskCheck(bytecode: PresetFileCheckTests.directory.appendingPathComponent("card.maskc").bytes).program
        #expect(throws: MaskCheckError.notData(trial: "email")) { try MaskCheck(program: program, trials: [.email]).bytecode() }
        let written = try MaskCheck(program: program, trials: [.iban, .cardExpiry()]).bytecode()
        #expect(try MaskCheck(bytecode: written).trials.map(\.description) == ["iban", "cardExpiry"])
    }

    @Test("steps a reader does not know, or with wrong parameters, are refused", arguments: [
        (TrialStep(kind: "normalize"), "unknown trial 'normalize': the file needs a newer maskc"),
        (TrialStep(kind: "iban", parameters: [.init("strict", ["1"])]), "trial 'iban': unknown parameter 'strict'"),
        (TrialStep(kind: "paymentCard"), "trial 'paymentCard': no parameter 'brands'"),
        (TrialStep(kind: "paymentCard", parameters: [.init("brands", ["visa", "bogus"])]), "trial 'paymentCard': no card brand 'bogus'"),
        (TrialStep(kind: "paymentCard", parameters: [.init("brands", ["visa"]), .init("brands", ["jcb"])]),
         "trial 'paymentCard': parameter 'brands' written twice"),
        (TrialStep(kind: "calendarDate", parameters: [.init("layout", ["YYY-MM-DD"])]), "trial 'calendarDate': no date layout 'YYY-MM-DD'"),
        (TrialStep(kind: "calendarDate", parameters: [.init("layout", [])]), "trial 'calendarDate': parameter 'layout' has 0 values, not 1"),
        (TrialStep(kind: "ibanCountry", parameters: [.init("layouts", ["GB:DDX"])]), "trial 'ibanCountry': no country layout 'GB:DDX'"),
        (TrialStep(kind: "ibanCountry", parameters: [.init("layouts", ["GB:DD", "GB:UU"])]), "trial 'ibanCountry': no country layout 'GB:UU'"),
        (TrialStep(kind: "phoneNumber"), "trial 'phoneNumber': no parameter 'lengths'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:"])]), "trial 'phoneNumber': no country code's lengths '44:'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7,x"])]), "trial 'phoneNumber': no country code's lengths '44:7,x'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7,0"])]), "trial 'phoneNumber': no country code's lengths '44:7,0'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7,7"])]), "trial 'phoneNumber': no country code's lengths '44:7,7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["4444:7"])]), "trial 'phoneNumber': no country code's lengths '4444:7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["GB:7"])]), "trial 'phoneNumber': no country code's lengths 'GB:7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7:9"])]), "trial 'phoneNumber': no country code's lengths '44:7:9'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:100"])]), "trial 'phoneNumber': no country code's lengths '44:100'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7,"])]), "trial 'phoneNumber': no country code's lengths '44:7,'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7,,9"])]), "trial 'phoneNumber': no country code's lengths '44:7,,9'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:07,7"])]), "trial 'phoneNumber': no country code's lengths '44:07,7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:64,64"])]), "trial 'phoneNumber': no country code's lengths '44:64,64'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", [":7"])]), "trial 'phoneNumber': no country code's lengths ':7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44"])]), "trial 'phoneNumber': no country code's lengths '44'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["４4:7"])]), "trial 'phoneNumber': no country code's lengths '４4:7'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7", "44:9"])]), "trial 'phoneNumber': no country code's lengths '44:9'"),
        (TrialStep(kind: "phoneNumber", parameters: [.init("lengths", ["44:7"]), .init("codes", ["44"])]),
         "trial 'phoneNumber': unknown parameter 'codes'"),
    ])
    func refusedSteps(step: TrialStep, reason: String) {
        #expect(throws: ProgramError.malformedSection(tag: "trls", reason: reason)) { try Trial(step: step) }
    }

    @Test("malformed sections are refused, never trusted", arguments: [
        ([1, 0, 0, 0] as [UInt8], "the length of the kind of step 1 needs 4 bytes but only 0 remain"),
        ([0, 1, 0, 0], "the length of the kind of step 1 needs 4 bytes but only 0 remain"),   // 256 steps are allowed; none follows
        ([1, 0], "the number of steps needs 4 bytes but only 2 remain"),
        ([1, 1, 0, 0], "257 steps, at most 256"),
        ([0, 0, 0, 0, 9], "1 unexpected trailing bytes"),
        ([1, 0, 0, 0, 255, 255, 255, 255], "the kind of step 1 declares 4294967295 bytes but only 0 remain"),
        ([1, 0, 0, 0, 1, 0, 0, 0, 0x61, 1, 0, 0, 0, 9, 0, 0, 0, 0x62], "a parameter name of step 1 declares 9 bytes but only 1 remain"),
        ([1, 0, 0, 0, 1, 0, 0, 0, 0x61, 1, 0, 0, 0, 1, 0, 0, 0, 0x62, 1, 0, 0, 0, 7, 0, 0, 0],
         "a value of step 1 declares 7 bytes but only 0 remain"),
        ([1, 0, 0, 0, 1, 0, 0, 0, 0x61, 65, 0, 0, 0], "65 parameters, at most 64"),
        ([1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0], "65535 values, at most 0"),
    ])
    func malformedSection(bytes: [UInt8], reason: String) {
        #expect(throws: ProgramError.malformedSection(tag: "trls", reason: reason)) { try TrialStep.decodeSection(bytes[...]) }
    }

    @Test("text that is not UTF-8 is refused")
    func invalidText() {
        let bytes: [UInt8] = [1, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0, 0, 0, 0]
        #expect(throws: ProgramError.invalidText(tag: "trls")) { try TrialStep.decodeSection(bytes[...]) }
    }
}

extension URL {
    var bytes: [UInt8] { (try? [UInt8](Data(contentsOf: self))) ?? [] }
}
