import MaskTrials
import Testing

@Suite("IBAN check (ISO 13616 mod 97)")
struct IBANTrialTests {
    /// Example IBANs published in the SWIFT IBAN registry (release 99, 2024), electronic
    /// and print forms.
    @Test("the registry's example IBANs pass", arguments: [
        "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000",
        "DE89 3704 0044 0532 0130 00", "FR1420041010050500013M02606", "NL91ABNA0417164300",
        "BE68539007547034", "CH9300762011623852957", "IT60X0542811101000000123456",
        "ES9121000418450200051332", "AL47212110090000000235698741", "NO9386011117947",
        "MT84MALT011000012345MTLCAST001S", "LC55HEMM000100010012001200023015", "gb82west12345698765432",
    ])
    func registryExamples(iban: String) {
        #expect(Trial.iban.passes(iban))
    }

    @Test("one changed character fails, and the message names the check digits")
    func oneDigitChanged() {
        let messages = Trial.iban.evaluate("GB82 WEST 1234 5698 7654 33").messages
        #expect(messages.map(\.key) == ["iban_checksum"])
        #expect(messages.first?.text == "does not pass the IBAN check (check digits 82)")
        #expect(messages.first?.parameters["expected"] == .text("55"))  // 98 - (WEST…33GB00 mod 97)
        #expect(!Trial.iban.passes("DE88370400440532013000"))
        #expect(!Trial.iban.passes("DE89370400440532013001"))
        #expect(!Trial.iban.passes("GB82WEST12345698765423"))  // two digits swapped
    }

    @Test("check digits outside 02 to 98 never pass, even when congruent")
    func checkDigitRange() {
        // 98 and 01 leave the same remainder mod 97; ISO 13616 uses 02 to 98 only.
        #expect(Trial.iban.passes("SE4550000000058398257466"))
        #expect(Trial.iban.evaluate("GB01WEST12345698765432").messages.first?.key == "iban_checksum")
    }

    @Test("not the shape of an IBAN", arguments: [
        "", "GB82", "GB82WEST1234", "1B82WEST12345698765432", "GBX2WEST12345698765432",
        "GB82WEST1234569876543-", "GB82  WEST12345698765432", " GB82WEST12345698765432",
        "GB82WEST12345698765432 ", "GB82WEST1234569876543212345678901234", "GB82WÉST12345698765432",
    ])
    func notAnIBAN(text: String) {
        #expect(Trial.iban.evaluate(text).messages.map(\.key) == ["iban"])
    }
}

@Suite("Luhn check on its own")
struct LuhnTrialTests {
    @Test("published examples pass", arguments: [
        "79927398713",           // the textbook example (Wikipedia, "Luhn algorithm")
        "490154203237518",       // an IMEI (Wikipedia, "International Mobile Equipment Identity")
        "046 454 286",           // a Canadian social insurance number (Wikipedia)
        "4111 1111 1111 1111", "378282246310005", "6011-1111-1111-1117", "00",
    ])
    func passes(number: String) {
        #expect(Trial.luhn.passes(number))
    }

    @Test("wrong check digits and non-numbers fail", arguments: [
        "79927398710", "79927398714", "490154203237517", "4111 1111 1111 1112", "", "0", "7992 7398 71a",
        "7992  7398713", " 79927398713", "79927398713-", "٧٩٩٢٧٣٩٨٧١٣",
    ])
    func fails(text: String) {
        #expect(!Trial.luhn.passes(text))
        #expect(Trial.luhn.evaluate(text).messages.map(\.key) == ["luhn"])
    }

    @Test("no brand rule: a Luhn-valid number of no network passes luhn, not paymentCard")
    func apartFromBrands() {
        #expect(Trial.luhn.passes("6000000000000007"))
        #expect(!Trial.paymentCard().passes("6000000000000007"))
    }
}

@Suite("calendar dates")
struct CalendarDateTrialTests {
    @Test("real days pass, in each layout", arguments: [
        (DateLayout.iso, "2024-02-29"), (.iso, "2000-02-29"), (.iso, "2023-12-31"), (.iso, "0001-01-01"),
        (.iso, "9999-12-31"), (.iso, "2023-04-30"), (.dayMonthYear, "29.02.2024"), (.dayMonthYear, "31.01.1999"),
        (.monthDayYear, "02/29/2024"), (.monthDayYear, "12/31/2023"), (DateLayout("YYYYMMDD")!, "20240229"),
    ])
    func realDays(layout: DateLayout, text: String) {
        #expect(Trial.calendarDate(layout: layout).passes(text))
    }

    @Test("days the calendar does not have", arguments: [
        (DateLayout.iso, "2023-02-29"), (.iso, "1900-02-29"), (.iso, "2024-02-30"), (.iso, "2024-04-31"),
        (.iso, "2024-06-31"), (.iso, "2024-09-31"), (.iso, "2024-11-31"), (.iso, "2024-13-01"), (.iso, "2024-00-10"),
        (.iso, "2024-01-00"), (.iso, "2024-01-32"), (.iso, "0000-01-01"), (.dayMonthYear, "31.04.2024"),
        (.monthDayYear, "04/31/2024"), (.monthDayYear, "29/02/2024"),
    ])
    func notDays(layout: DateLayout, text: String) {
        #expect(Trial.calendarDate(layout: layout).evaluate(text).messages.map(\.key) == ["calendar_date"])
    }

    @Test("texts not in the layout", arguments: [
        "2024/02/29", "2024-2-29", "24-02-29", "2024-02-29 ", "", "2024-0a-29", "２０２４-02-29",
    ])
    func notTheLayout(text: String) {
        let messages = Trial.calendarDate().evaluate(text).messages
        #expect(messages.map(\.key) == ["date_layout"])
        #expect(messages.first?.text == "is not a date written YYYY-MM-DD")
    }

    @Test("layouts: one run of YYYY, MM and DD each")
    func layouts() {
        let european = DateLayout("DD.MM.YYYY")
        #expect(european == .dayMonthYear)
        #expect(european?.year == 6..<10)
        #expect(DateLayout("YY-MM-DD")?.year == 0..<2)
        #expect(DateLayout("YYY-MM-DD") == nil)
        #expect(DateLayout("YYYY-MM") == nil)
        #expect(DateLayout("YYYY-MM-DD-DD") == nil)
        #expect(DateLayout("YYYY-MMM-DD") == nil)
        #expect(Trial.calendarDate(layout: DateLayout("DD/MM/YYYY")!).description == #"calendarDate(layout: "DD/MM/YYYY")"#)
    }

    @Test("the message carries the date's parts")
    func parameters() {
        let message = Trial.calendarDate().evaluate("2023-02-29").messages.first
        #expect(message?.parameters["month"] == .integer(2))
        #expect(message?.parameters["day"] == .integer(29))
        #expect(message?.text == "is not a real date")
    }
}

@Suite("card expiry")
struct CardExpiryTrialTests {
    static let november2026 = CalendarMonth(year: 2026, month: 11)!

    @Test("MM/YY, months 01 to 12")
    func shape() {
        for text in ["01/20", "12/99", "11/26"] { #expect(Trial.cardExpiry().passes(text), "\(text)") }
        for text in ["00/26", "13/26", "1/26", "11/2026", "11-26", "", "ab/cd"] {
            #expect(Trial.cardExpiry().evaluate(text).messages.map(\.key) == ["card_expiry"], "\(text)")
        }
    }

    @Test("with a reference month: good through the end of the expiry month")
    func notInThePast() {
        let expiry = Trial.cardExpiry(notBefore: Self.november2026)
        #expect(expiry.passes("11/26"))
        #expect(expiry.passes("12/26"))
        #expect(expiry.passes("01/27"))
        let messages = expiry.evaluate("10/26").messages
        #expect(messages.map(\.key) == ["card_expired"])
        #expect(messages.first?.text == "has expired (2026-10, before 2026-11)")
        #expect(!expiry.passes("12/25"))
        #expect(!Trial.cardExpiry(notBefore: { Self.november2026 }).passes("10/26"))
    }

    @Test("calendar months order by year, then month")
    func months() {
        #expect(CalendarMonth(year: 2026, month: 13) == nil)
        #expect(CalendarMonth(year: 2026, month: 12)! < CalendarMonth(year: 2027, month: 1)!)
        #expect(Self.november2026.description == "2026-11")
    }
}
