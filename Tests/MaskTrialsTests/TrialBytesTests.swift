import MaskCompiler
import MaskTrials
import Testing

/// `passes(utf8:)`, which `maskc check --rules` asks first of every cell, against
/// `passes(_:)` on the same text: the trials that judge bytes (e-mail, calendar date, mask,
/// and `all`, `any` and `inTurn` of them) and those handed a String must say the same.
@Suite("judging bytes")
struct TrialBytesTests {
    static let trials: [(String, Trial)] = {
        let phone = try! Trial.mask("+7 (DDD) DDD-DD-DD")
        let date = try! Trial.mask("DDDD-DD-DD")
        return [
            ("email", .email),
            ("calendarDate", .calendarDate()),
            ("calendarDate DD.MM.YY", .calendarDate(layout: DateLayout("DD.MM.YY")!)),
            ("mask", phone),
            ("mask optimistic", try! .mask("+7 (DDD) DDD-DD-DD", optimistic: true)),
            ("inTurn", .inTurn([date, .calendarDate()])),
            ("all", .all([.email, .length(.maximum, 12)])),
            ("any", .any([.email, phone])),
            ("any of bytes", .any([.email, .calendarDate()])),
            ("length (a String trial)", .length(.minimum, 3)),
            ("allowingBlank", Trial.email.allowingBlank()),
        ]
    }()

    /// Pieces of cells: e-mail addresses, dates and phones, whole or broken, and other text.
    static let pieces = ["ann", "@", "example", ".", "com", "-", "..", "2024", "02", "29", "1990-13-01", "+7", " (912) ",
                         "345", "-67-89", "é", "№", " ", "x", "0", "12.03.24", "a@b.c"]

    /// Every text of up to three pieces, and whole cells.
    static let texts: [String] = {
        var texts = ["ann@example.com", "2024-02-29", "2023-02-29", "+7 (912) 345-67-89", "29.02.24", "", "  "]
        for first in pieces {
            texts.append(first)
            for second in pieces {
                texts.append(first + second)
                for third in pieces { texts.append(first + second + third) }
            }
        }
        return texts
    }()

    @Test("on every text of up to three pieces, every trial says of the bytes what it says of the String")
    func sameAsString() {
        for (name, trial) in Self.trials {
            var passed = 0
            for text in Self.texts {
                let fromBytes = Array(text.utf8).withUnsafeBufferPointer { trial.passes(utf8: $0) }
                #expect(fromBytes == trial.passes(text), "\(name) on \(text.debugDescription)")
                if fromBytes { passed += 1 }
            }
            // Each trial both passes and fails some texts: agreeing is not agreeing on one answer.
            #expect(passed > 0 && passed < Self.texts.count, "\(name) passed \(passed) of \(Self.texts.count)")
        }
    }

    /// `evaluate(utf8:messages:)`, by which `maskc check --rules` writes why a cell fails:
    /// the same verdict and the same message texts, in order, as `evaluate(_:)`; nil only
    /// where a part of the trial judges only Strings.
    @Test("on every text, a trial's messages said of the bytes are evaluate's on the String")
    func messagesSameAsString() {
        let wrapped: [(String, Trial)] = [
            ("message", Trial.email.message("must be an address")),
            ("not", .not(.email)),
            ("any of three", .any([.email, .calendarDate(), .length(.maximum, 4)])),
        ]
        for (name, trial) in Self.trials + wrapped {
            var failed = 0
            for text in Self.texts {
                var said: [String] = []
                let passed = Array(text.utf8).withUnsafeBufferPointer { bytes in
                    trial.evaluate(utf8: bytes) { said.append(String(decoding: $0, as: UTF8.self)) }
                }
                guard let passed else {
                    #expect(said.isEmpty, "\(name) said something and then gave up on \(text.debugDescription)")
                    continue
                }
                let result = trial.evaluate(text)
                #expect(passed == result.isValid, "\(name) on \(text.debugDescription)")
                #expect(said == result.messages.map(\.text), "\(name) on \(text.debugDescription)")
                if !passed { failed += 1 }
            }
            // The trials of bytes answer, and fail some texts: the messages were compared.
            if ["email", "calendarDate", "calendarDate DD.MM.YY", "mask", "inTurn", "all", "any of three"].contains(name) {
                #expect(failed > 0, "\(name) said nothing of the bytes")
            }
        }
        // A trial of `message`, `not` or a custom closure judges Strings: nil, said nothing.
        for (name, trial) in wrapped.prefix(2) {
            let answer = Array("x".utf8).withUnsafeBufferPointer { trial.evaluate(utf8: $0) { _ in } }
            #expect(answer == nil, "\(name)")
        }
    }

    /// A set's complete text passes only in the form the set prints: an Amex number grouped
    /// 4-4-4-3 is complete in the second mask, but the set prints it 4-6-5.
    @Test("a mask set's trial says of the bytes what it says of the String, the printed-form rule included")
    func maskSet() throws {
        let cards = Trial.mask(try MaskCompiler.compile(["[3][47]DD DDDDDD DDDDD", "DDDD DDDD DDDD DDD"]))
        for (text, passes) in [("3467 105995 87513", true), ("3467 1059 9587 513", false), ("5467 1059 9587 513", true), ("3467 1059", false)] {
            let fromBytes = Array(text.utf8).withUnsafeBufferPointer { cards.passes(utf8: $0) }
            #expect(fromBytes == passes, "\(text)")
            #expect(cards.passes(text) == passes, "\(text)")
        }
    }
}
