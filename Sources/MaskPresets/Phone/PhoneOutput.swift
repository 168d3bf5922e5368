/// How a phone preset prints the number ``PhoneInput`` read: libphonenumber's INTERNATIONAL
/// format (`phone`: `+44 20 7123 4567 ext. 12`), its NATIONAL format (`phone-national`:
/// `020 7123 4567`), or E.164 (`phone-e164`: `+442071234567`, the form databases store,
/// which has no place for an extension).
enum PhoneOutput: Sendable {
    case international
    case national
    case e164
}
