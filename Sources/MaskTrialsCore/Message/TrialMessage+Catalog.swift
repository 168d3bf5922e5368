extension TrialMessage {
    /// Every key the built-in trials use, with its default English template. An app's
    /// translation table needs one entry per key it wants to translate; the parameters each
    /// template may use are listed in docs/trials.md. Keys shared with Rails' Active Record
    /// validations (`blank`, `too_short`, `inclusion`, `greater_than`, ...) mean the same.
    public static let defaultTemplates: [String: String] = [
        Key.invalid: "is invalid",
        Key.blank: "must not be blank",
        Key.present: "must be blank",
        Key.tooShort: "is too short (at least %{count} %{unit})",
        Key.tooLong: "is too long (at most %{count} %{unit})",
        Key.wrongLength: "has the wrong length (exactly %{count} %{unit})",
        Key.inclusion: "is not one of the allowed values",
        Key.exclusion: "is a reserved value",
        Key.substringMissing: "must contain one of: %{values}",
        Key.substringPresent: "must not contain %{found}",
        Key.notANumber: "is not a number",
        Key.notAnInteger: "must be a whole number",
        Key.greaterThan: "must be greater than %{count}",
        Key.greaterThanOrEqualTo: "must be greater than or equal to %{count}",
        Key.equalTo: "must be equal to %{count}",
        Key.lessThan: "must be less than %{count}",
        Key.lessThanOrEqualTo: "must be less than or equal to %{count}",
        Key.otherThan: "must be other than %{count}",
        Key.in: "must be between %{minimum} and %{maximum}",
        Key.odd: "must be odd",
        Key.even: "must be even",
        Key.notComparable: "cannot be compared",
        Key.mismatch: "does not match",
        Key.confirmation: "does not match %{attribute}",
        Key.accepted: "must be accepted",
        Key.email: "is not a valid e-mail address",
        Key.url: "is not a valid URL",
        Key.maskIncomplete: "is incomplete: expected %{expected} at %{offset}",
        Key.maskMismatch: "expected %{expected} at %{offset}, found %{found}",
        Key.maskValue: "is not a complete value: %{reason} (read as '%{printed}')",
        Key.cardNumber: "is not a card number",
        Key.cardChecksum: "is not a valid card number",
        Key.cardBrand: "is not a card of an accepted brand (%{accepted})",
        Key.cardLength: "is a %{brand} number of %{count} digits; %{brand} issues %{lengths} digits",
        Key.luhn: "does not pass the Luhn check",
        Key.iban: "is not an IBAN",
        Key.ibanChecksum: "does not pass the IBAN check (check digits %{check_digits})",
        Key.ibanCountry: "is not an IBAN of %{country} as the IBAN registry gives it",
        Key.dateLayout: "is not a date written %{layout}",
        Key.calendarDate: "is not a real date",
        Key.cardExpiry: "is not an expiry date (MM/YY)",
        Key.cardExpired: "has expired (%{expiry}, before %{reference})",
        Key.phoneCountryCode: "has no country code that exists (+%{digits})",
        Key.phoneTooShort: "is too short for +%{code} (national numbers of %{lengths} digits)",
        Key.phoneTooLong: "is too long for +%{code} (national numbers of %{lengths} digits)",
        Key.phoneLength: "has no possible length for +%{code} (national numbers of %{lengths} digits)",
        Key.phoneNoCountryCode: "has no country code (write +CC, or give the region of a national number)",
        Key.phoneCharacter: "has a character no phone number is written with (%{found})",
        Key.phoneExtension: "has an extension (an E.164 number has none)",
    ]

    /// The keys of the built-in trials, as constants.
    public enum Key {
        public static let invalid = "invalid"
        public static let blank = "blank"
        public static let present = "present"
        public static let tooShort = "too_short"
        public static let tooLong = "too_long"
        public static let wrongLength = "wrong_length"
        public static let inclusion = "inclusion"
        public static let exclusion = "exclusion"
        public static let substringMissing = "substring_missing"
        public static let substringPresent = "substring_present"
        public static let notANumber = "not_a_number"
        public static let notAnInteger = "not_an_integer"
        public static let greaterThan = "greater_than"
        public static let greaterThanOrEqualTo = "greater_than_or_equal_to"
        public static let equalTo = "equal_to"
        public static let lessThan = "less_than"
        public static let lessThanOrEqualTo = "less_than_or_equal_to"
        public static let otherThan = "other_than"
        public static let `in` = "in"
        public static let odd = "odd"
        public static let even = "even"
        public static let notComparable = "not_comparable"
        public static let mismatch = "mismatch"
        public static let confirmation = "confirmation"
        public static let accepted = "accepted"
        public static let email = "email"
        public static let url = "url"
        public static let maskIncomplete = "mask_incomplete"
        public static let maskMismatch = "mask_mismatch"
        public static let maskValue = "mask_value"
        public static let cardNumber = "card_number"
        public static let cardChecksum = "card_checksum"
        public static let cardBrand = "card_brand"
        public static let cardLength = "card_length"
        public static let luhn = "luhn"
        public static let iban = "iban"
        public static let ibanChecksum = "iban_checksum"
        public static let ibanCountry = "iban_country"
        public static let dateLayout = "date_layout"
        public static let calendarDate = "calendar_date"
        public static let cardExpiry = "card_expiry"
        public static let cardExpired = "card_expired"
        public static let phoneCountryCode = "phone_country_code"
        public static let phoneTooShort = "phone_too_short"
        public static let phoneTooLong = "phone_too_long"
        public static let phoneLength = "phone_length"
        public static let phoneNoCountryCode = "phone_no_country_code"
        public static let phoneCharacter = "phone_character"
        public static let phoneExtension = "phone_extension"
    }

    /// A message of a built-in key with its default template.
    package init(_ key: String, _ parameters: [String: Value] = [:]) {
        self.init(key: key, template: Self.defaultTemplates[key] ?? key, parameters: parameters)
    }

    /// The catch-all message of trials that know no better: `invalid`, "is invalid".
    public static var invalid: TrialMessage { TrialMessage(Key.invalid) }
}
