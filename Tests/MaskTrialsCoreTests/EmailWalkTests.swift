@testable import MaskTrialsCore
import Testing

/// The e-mail trial's automaton (``EmailAddress/walks(_:)``, for addresses of up to
/// ``EmailAddress/walkedLength`` bytes) against its scan over the grammar's parts
/// (``EmailAddress/scans(_:)``), which judges every length, on random texts made of the bytes
/// that matter: letters, digits, the local part's symbols, `@`, dots, hyphens, bytes the
/// address refuses and a non-ASCII byte, including labels of 63 and 64 characters.
@Suite("The e-mail trial's walk says what its scan says")
struct EmailWalkTests {
    static let pieces: [[UInt8]] = ["a", "Z", "0", "9", "@", ".", "-", "+", "_", "!", "~", " ", "\"", "(", ",", "é", "@@", "..", "--", "a-b", "x.y"]
        .map { Array($0.utf8) } + [[0x00], [0x7F], [0xFF]]

    @Test("random texts up to the walked length")
    func agrees() {
        var random = SplitMix(seed: 0xE3A1)
        var passed = 0
        var judged = 0
        while judged < 60_000 {
            var text: [UInt8] = []
            let target = Int(random.next() % UInt64(EmailAddress.walkedLength + 4))
            while text.count < target {
                // Mostly plain letters, so that many texts are addresses.
                let piece = random.next() % 3 == 0 ? Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] : [UInt8(ascii: "a") + UInt8(random.next() % 26)]
                text += piece
            }
            if random.next() % 2 == 0, text.count > 2 {
                // An `@` somewhere, so the domain's rules are reached.
                text[Int(random.next() % UInt64(text.count - 1)) + 1] = UInt8(ascii: "@")
            }
            guard text.count <= EmailAddress.walkedLength else { continue }
            judged += 1
            let walked = text.withUnsafeBufferPointer { EmailAddress.walks($0) }
            let scanned = text.withUnsafeBufferPointer { EmailAddress.scans($0) }
            #expect(walked == scanned, "\(String(decoding: text, as: UTF8.self))")
            if scanned { passed += 1 }
        }
        // Enough of both answers to mean something.
        #expect(passed > 1_000)
        #expect(judged - passed > 2_000)
    }

    @Test("labels of 63 and 64 characters at the walked length's edge")
    func labelLengths() {
        for local in 1...3 {
            for length in [62, 63, 64] {
                let text = Array(String(repeating: "u", count: local).utf8) + [UInt8(ascii: "@")] + Array(repeating: UInt8(ascii: "d"), count: length)
                let scanned = text.withUnsafeBufferPointer { EmailAddress.scans($0) }
                let judged = text.withUnsafeBufferPointer { EmailAddress.isValid(utf8: $0) }
                #expect(scanned == (length <= 63))
                #expect(judged == scanned, "\(local) + \(length)")
            }
        }
    }

    /// `check --rules`' quick lane asks ``Trial/isEmail(utf8:)`` for a rule whose trial is
    /// ``Trial/isEmailAlone``: it must say what the trial's own ``Trial/passes(utf8:)`` says,
    /// and a trial with anything composed around the e-mail trial is not "alone".
    @Test("the quick lane's direct e-mail check says what the trial says")
    func directCheck() {
        #expect(Trial.email.isEmailAlone)
        #expect(!Trial.email.allowingBlank().isEmailAlone)
        #expect(!Trial.inTurn([Trial.email, Trial.email]).isEmailAlone)
        var random = SplitMix(seed: 0x5EED)
        var passed = 0
        for _ in 0..<20_000 {
            var text: [UInt8] = []
            let target = Int(random.next() % 90)
            while text.count < target {
                text += random.next() % 3 == 0 ? Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] : [UInt8(ascii: "a") + UInt8(random.next() % 26)]
            }
            if random.next() % 2 == 0, text.count > 2 { text[Int(random.next() % UInt64(text.count - 1)) + 1] = UInt8(ascii: "@") }
            let direct = text.withUnsafeBufferPointer { Trial.isEmail(utf8: $0) }
            let trial = text.withUnsafeBufferPointer { Trial.email.passes(utf8: $0) }
            #expect(direct == trial, "\(String(decoding: text, as: UTF8.self))")
            if trial { passed += 1 }
        }
        // Enough of both answers to mean something (360 of 20,000 pass with this seed).
        #expect(passed > 200)
        #expect(20_000 - passed > 2_000)
    }
}
