import MaskTrials
import Testing

@Suite("payment cards")
struct PaymentCardTrialTests {
    @Test("networks' published test numbers and range edges identify their brand", arguments: [
        ("4111111111111111", CardBrand.visa), ("4012888888881881", .visa), ("4222222222222", .visa),
        ("4000000000000000006", .visa),
        ("5555555555554444", .mastercard), ("5105105105105100", .mastercard),
        ("2221000000000009", .mastercard), ("2720990000000007", .mastercard),
        ("5100000000000008", .mastercard), ("5500000000000004", .mastercard),
        ("378282246310005", .americanExpress), ("371449635398431", .americanExpress),
        ("340000000000009", .americanExpress),
        ("6011111111111117", .discover), ("6011000990139424", .discover), ("6440000000000005", .discover),
        ("6490000000000000007", .discover), ("6500000000000002", .discover),
        ("30569309025904", .dinersClub), ("38520000023237", .dinersClub), ("36227206271667", .dinersClub),
        ("30000000000004", .dinersClub), ("30950000000000", .dinersClub), ("3900000000000000008", .dinersClub),
        ("3530111333300000", .jcb), ("3566002020360505", .jcb), ("3589000000000000009", .jcb),
        ("6200000000000005", .unionPay),
        ("6759649826438453", .maestro), ("6304000000000000", .maestro), ("675900000000", .maestro),
        ("5018000000000000007", .maestro), ("5893000000000009", .maestro), ("676300000004", .maestro),
        ("2200000000000004", .mir), ("2204000000000000006", .mir),
    ])
    func brands(number: String, brand: CardBrand) {
        #expect(CardBrand(cardNumber: number) == brand)
        #expect(Trial.paymentCard().passes(number))
        #expect(Trial.paymentCard(accepting: [brand]).passes(number))
        let others = CardBrand.allCases.filter { !CardBrand.brands(forCardNumber: number).contains($0) }
        #expect(!Trial.paymentCard(accepting: others).passes(number))
    }

    @Test("masked and separated card text works", arguments: [
        "4111 1111 1111 1111", "4111-1111-1111-1111", "3782 822463 10005", "4111 1111-1111 1111",
    ])
    func separators(text: String) {
        #expect(Trial.paymentCard().passes(text))
    }

    @Test("not card numbers", arguments: [
        "", " ", "4111", "4111 1111 1111 111a", " 4111111111111111", "4111111111111111 ",
        "4111  1111 1111 1111", "4111--1111-1111-1111", "4111.1111.1111.1111", "٤١١١١١١١١١١١١١١١",
        "41111111111111111111", "👍4111111111111111",
    ])
    func notCardNumbers(text: String) {
        #expect(!Trial.paymentCard().passes(text))
        #expect(Trial.paymentCard().evaluate(text).messages.map(\.key) == ["card_number"])
    }

    @Test("a wrong check digit")
    func checksum() {
        #expect(!Trial.paymentCard().passes("4111 1111 1111 1112"))
        #expect(Trial.paymentCard().evaluate("4111111111111112").messages.map(\.text) == ["is not a valid card number"])
    }

    @Test("Luhn-valid numbers outside every range or length")
    func unknownBrand() {
        for number in ["6000000000000007", "1000000000000008", "2721000000000004", "2220000000000000",
                       "30960000000009", "40000000000000006", "4000000000000000"] {
            #expect(!Trial.paymentCard().passes(number), "\(number)")
        }
        #expect(CardBrand(cardNumber: "6000000000000007") == nil)
    }

    @Test("a brand not accepted is named in the message")
    func notAccepted() {
        let trial = Trial.paymentCard(accepting: [.visa, .mastercard])
        #expect(trial.passes("5555 5555 5555 4444"))
        let messages = trial.evaluate("3782 822463 10005").messages
        #expect(messages.map(\.key) == ["card_brand"])
        #expect(messages.first?.text == "is a card of American Express, not of an accepted brand (Visa, Mastercard)")
        #expect(messages.first?.parameters["brand"] == .text("American Express"))
        #expect(trial.description == "paymentCard(accepting: [.visa, .mastercard])")
    }

    @Test("overlapping ranges: Discover's co-branded range inside UnionPay's")
    func overlap() {
        let number = "6221260000000000"
        #expect(CardBrand.brands(forCardNumber: number) == [.discover, .unionPay])
        #expect(CardBrand(cardNumber: number) == .discover)
        #expect(Trial.paymentCard(accepting: [.unionPay]).passes(number))
        #expect(Trial.paymentCard(accepting: [.discover]).passes(number))
    }

    @Test("brand names")
    func names() {
        #expect(CardBrand.americanExpress.name == "American Express")
        #expect(CardBrand.allCases.count == 9)
    }
}
