import Foundation
import MaskTrialsCore
import MaskVM
import Testing

/// A preset's whole check, run from its bytecode file in a target that links MaskVM and
/// MaskTrialsCore and not MaskCompiler (Package.swift; ``VMOnlyLinkTests`` checks that):
/// what an app that ships bytecode gets.
@Suite("A preset's check from its file, without the compiler")
struct PresetFileCheckTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/presets")

    static func check(_ name: String) throws -> MaskCheck {
        try MaskCheck(bytecode: bytes(name))
    }

    /// The kept file of the preset `name`.
    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent("\(name).maskc")))
    }

    /// The keys of the messages `text` fails with, judged as typed (`.exact`); empty when it passes.
    static func failures(_ check: MaskCheck, _ text: String) -> [String] {
        check.trial(reading: .exact).evaluate(text).messages.map(\.key)
    }

    @Test("card: the mask, then the Luhn check and the brand")
    func card() throws {
        let check = try Self.check("card")
        #expect(check.trials.map(\.description) == ["paymentCard"])
        #expect(check.trial.passes("4111 1111 1111 1111"))
        #expect(check.trial.passes("3782 822463 10005"))
        #expect(Self.failures(check, "4111 1111 1111 1112") == ["card_checksum"])
        #expect(Self.failures(check, "4111 1111") == ["mask_incomplete"])
        #expect(check.program.transform("378282246310005").text == "3782 822463 10005")
    }

    @Test("the check reads a sample as a value, as maskc check -p and the JavaScript loadCheck do; .exact as typed")
    func readsValues() throws {
        let check = try Self.check("card")
        #expect(check.trial.passes("4111111111111111"))
        #expect(!check.trial(reading: .exact).passes("4111111111111111"))
        #expect(check.trial.evaluate("4111111111111112").messages.map(\.text) == ["4111 1111 1111 1112: is not a valid card number"])
        #expect(check.trial.evaluate("4111 1111").messages.map(\.key) == ["mask_value"])
        #expect(check.phoneNumberReader == nil)
        let date = try Self.check("date-iso")
        #expect(date.trial.passes("20240229"))
        #expect(date.trial.evaluate("2023-02-29").messages.map(\.key) == ["calendar_date"])
    }

    @Test("date-iso: the mask, then the calendar")
    func dateISO() throws {
        let check = try Self.check("date-iso")
        #expect(check.trial.passes("2024-02-29"))
        #expect(Self.failures(check, "2023-02-29") == ["calendar_date"])
        #expect(Self.failures(check, "2024-04-31") == ["calendar_date"])
        #expect(Self.failures(check, "2024-13-01") == ["mask_mismatch"])
    }

    @Test("card-expiry: the mask, then the expiry month")
    func cardExpiry() throws {
        let check = try Self.check("card-expiry")
        #expect(check.trials.map(\.description) == ["cardExpiry"])
        #expect(check.trial.passes("11/26"))
        #expect(Self.failures(check, "13/26") == ["mask_mismatch"])
    }

    @Test("a plain program's file is a check of its mask alone")
    func plainProgram() throws {
        let check = try Self.check("card")
        let plain = try MaskCheck(bytecode: check.program.bytecode)
        #expect(plain.trials.isEmpty)
        #expect(plain.trial.passes("4111 1111 1111 1112"))   // the mask alone takes it
        #expect(try MaskProgram(bytecode: Data(contentsOf: Self.directory.appendingPathComponent("card.maskc")).map { $0 })
                    .match("4111 1111 1111 1112") == .complete)   // a program loader skips the trials
    }
}
