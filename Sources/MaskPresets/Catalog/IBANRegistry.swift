/// The countries of the SWIFT IBAN registry: each country's code, its name, and the layout of
/// its basic bank account number (BBAN) in the registry's notation, with the registry's
/// example IBAN.
///
/// Source: SWIFT, "IBAN Registry" (ISO 13616, release 99 of 2025, the plain-text edition
/// `iban-registry_1.txt` at https://www.swift.com/standards/data-standards/iban), as
/// reproduced in python-stdnum's `stdnum/iban.dat` (arthurdejong/python-stdnum). The
/// notation: `8!n` is exactly 8 digits, `4!a` exactly 4 upper-case letters, `16!c` exactly
/// 16 letters or digits. An IBAN is the country code, two check digits and the BBAN, so its
/// length is 4 plus the BBAN's. The examples are the registry's own ("IBAN electronic format
/// example"); the tests check that each has the length and layout given here and passes the
/// mod-97 check, so a mistyped row cannot go unnoticed.
enum IBANRegistry {
    struct Country: Sendable {
        let code: String
        let name: String
        let bban: String
        let example: String
    }

    static let countries: [Country] = [
        Country(code: "AD", name: "Andorra", bban: "4!n4!n12!c", example: "AD1200012030200359100100"),
        Country(code: "AE", name: "United Arab Emirates", bban: "3!n16!n", example: "AE070331234567890123456"),
        Country(code: "AL", name: "Albania", bban: "8!n16!c", example: "AL47212110090000000235698741"),
        Country(code: "AT", name: "Austria", bban: "5!n11!n", example: "AT611904300234573201"),
        Country(code: "AZ", name: "Azerbaijan", bban: "4!a20!c", example: "AZ21NABZ00000000137010001944"),
        Country(code: "BA", name: "Bosnia and Herzegovina", bban: "3!n3!n8!n2!n", example: "BA391290079401028494"),
        Country(code: "BE", name: "Belgium", bban: "3!n7!n2!n", example: "BE68539007547034"),
        Country(code: "BG", name: "Bulgaria", bban: "4!a4!n2!n8!c", example: "BG80BNBG96611020345678"),
        Country(code: "BH", name: "Bahrain", bban: "4!a14!c", example: "BH67BMAG00001299123456"),
        Country(code: "BI", name: "Burundi", bban: "5!n5!n11!n2!n", example: "BI4210000100010000332045181"),
        Country(code: "BR", name: "Brazil", bban: "8!n5!n10!n1!a1!c", example: "BR1800360305000010009795493C1"),
        Country(code: "BY", name: "Belarus", bban: "4!c4!n16!c", example: "BY13NBRB3600900000002Z00AB00"),
        Country(code: "CH", name: "Switzerland", bban: "5!n12!c", example: "CH9300762011623852957"),
        Country(code: "CR", name: "Costa Rica", bban: "4!n14!n", example: "CR05015202001026284066"),
        Country(code: "CY", name: "Cyprus", bban: "3!n5!n16!c", example: "CY17002001280000001200527600"),
        Country(code: "CZ", name: "Czechia", bban: "4!n6!n10!n", example: "CZ6508000000192000145399"),
        Country(code: "DE", name: "Germany", bban: "8!n10!n", example: "DE89370400440532013000"),
        Country(code: "DJ", name: "Djibouti", bban: "5!n5!n11!n2!n", example: "DJ2100010000000154000100186"),
        Country(code: "DK", name: "Denmark", bban: "4!n9!n1!n", example: "DK5000400440116243"),
        Country(code: "DO", name: "Dominican Republic", bban: "4!c20!n", example: "DO28BAGR00000001212453611324"),
        Country(code: "EE", name: "Estonia", bban: "2!n14!n", example: "EE382200221020145685"),
        Country(code: "EG", name: "Egypt", bban: "4!n4!n17!n", example: "EG380019000500000000263180002"),
        Country(code: "ES", name: "Spain", bban: "4!n4!n1!n1!n10!n", example: "ES9121000418450200051332"),
        Country(code: "FI", name: "Finland", bban: "3!n11!n", example: "FI2112345600000785"),
        Country(code: "FK", name: "Falkland Islands", bban: "2!a12!n", example: "FK88SC123456789012"),
        Country(code: "FO", name: "Faroe Islands", bban: "4!n9!n1!n", example: "FO6264600001631634"),
        Country(code: "FR", name: "France", bban: "5!n5!n11!c2!n", example: "FR1420041010050500013M02606"),
        Country(code: "GB", name: "United Kingdom", bban: "4!a6!n8!n", example: "GB29NWBK60161331926819"),
        Country(code: "GE", name: "Georgia", bban: "2!a16!n", example: "GE29NB0000000101904917"),
        Country(code: "GI", name: "Gibraltar", bban: "4!a15!c", example: "GI75NWBK000000007099453"),
        Country(code: "GL", name: "Greenland", bban: "4!n9!n1!n", example: "GL8964710001000206"),
        Country(code: "GR", name: "Greece", bban: "3!n4!n16!c", example: "GR1601101250000000012300695"),
        Country(code: "GT", name: "Guatemala", bban: "4!c20!c", example: "GT82TRAJ01020000001210029690"),
        Country(code: "HN", name: "Honduras", bban: "4!a20!n", example: "HN88CABF00000000000250005469"),
        Country(code: "HR", name: "Croatia", bban: "7!n10!n", example: "HR1210010051863000160"),
        Country(code: "HU", name: "Hungary", bban: "3!n4!n1!n15!n1!n", example: "HU42117730161111101800000000"),
        Country(code: "IE", name: "Ireland", bban: "4!a6!n8!n", example: "IE29AIBK93115212345678"),
        Country(code: "IL", name: "Israel", bban: "3!n3!n13!n", example: "IL620108000000099999999"),
        Country(code: "IQ", name: "Iraq", bban: "4!a3!n12!n", example: "IQ98NBIQ850123456789012"),
        Country(code: "IS", name: "Iceland", bban: "4!n2!n6!n10!n", example: "IS140159260076545510730339"),
        Country(code: "IT", name: "Italy", bban: "1!a5!n5!n12!c", example: "IT60X0542811101000000123456"),
        Country(code: "JO", name: "Jordan", bban: "4!a4!n18!c", example: "JO94CBJO0010000000000131000302"),
        Country(code: "KW", name: "Kuwait", bban: "4!a22!c", example: "KW81CBKU0000000000001234560101"),
        Country(code: "KZ", name: "Kazakhstan", bban: "3!n13!c", example: "KZ86125KZT5004100100"),
        Country(code: "LB", name: "Lebanon", bban: "4!n20!c", example: "LB62099900000001001901229114"),
        Country(code: "LC", name: "Saint Lucia", bban: "4!a24!c", example: "LC55HEMM000100010012001200023015"),
        Country(code: "LI", name: "Liechtenstein", bban: "5!n12!c", example: "LI21088100002324013AA"),
        Country(code: "LT", name: "Lithuania", bban: "5!n11!n", example: "LT121000011101001000"),
        Country(code: "LU", name: "Luxembourg", bban: "3!n13!c", example: "LU280019400644750000"),
        Country(code: "LV", name: "Latvia", bban: "4!a13!c", example: "LV80BANK0000435195001"),
        Country(code: "LY", name: "Libya", bban: "3!n3!n15!n", example: "LY83002048000020100120361"),
        Country(code: "MC", name: "Monaco", bban: "5!n5!n11!c2!n", example: "MC5811222000010123456789030"),
        Country(code: "MD", name: "Moldova", bban: "2!c18!c", example: "MD24AG000225100013104168"),
        Country(code: "ME", name: "Montenegro", bban: "3!n13!n2!n", example: "ME25505000012345678951"),
        Country(code: "MK", name: "North Macedonia", bban: "3!n10!c2!n", example: "MK07250120000058984"),
        Country(code: "MN", name: "Mongolia", bban: "4!n12!n", example: "MN121234123456789123"),
        Country(code: "MR", name: "Mauritania", bban: "5!n5!n11!n2!n", example: "MR1300020001010000123456753"),
        Country(code: "MT", name: "Malta", bban: "4!a5!n18!c", example: "MT84MALT011000012345MTLCAST001S"),
        Country(code: "MU", name: "Mauritius", bban: "4!a2!n2!n12!n3!n3!a", example: "MU17BOMM0101101030300200000MUR"),
        Country(code: "NI", name: "Nicaragua", bban: "4!a20!n", example: "NI45BAPR00000013000003558124"),
        Country(code: "NL", name: "Netherlands", bban: "4!a10!n", example: "NL91ABNA0417164300"),
        Country(code: "NO", name: "Norway", bban: "4!n6!n1!n", example: "NO9386011117947"),
        Country(code: "OM", name: "Oman", bban: "3!n16!c", example: "OM810180000001299123456"),
        Country(code: "PK", name: "Pakistan", bban: "4!a16!c", example: "PK36SCBL0000001123456702"),
        Country(code: "PL", name: "Poland", bban: "8!n16!n", example: "PL61109010140000071219812874"),
        Country(code: "PS", name: "Palestine", bban: "4!a21!c", example: "PS92PALS000000000400123456702"),
        Country(code: "PT", name: "Portugal", bban: "4!n4!n11!n2!n", example: "PT50000201231234567890154"),
        Country(code: "QA", name: "Qatar", bban: "4!a21!c", example: "QA58DOHB00001234567890ABCDEFG"),
        Country(code: "RO", name: "Romania", bban: "4!a16!c", example: "RO49AAAA1B31007593840000"),
        Country(code: "RS", name: "Serbia", bban: "3!n13!n2!n", example: "RS35260005601001611379"),
        Country(code: "RU", name: "Russia", bban: "9!n5!n15!c", example: "RU0304452522540817810538091310419"),
        Country(code: "SA", name: "Saudi Arabia", bban: "2!n18!c", example: "SA0380000000608010167519"),
        Country(code: "SC", name: "Seychelles", bban: "4!a2!n2!n16!n3!a", example: "SC18SSCB11010000000000001497USD"),
        Country(code: "SD", name: "Sudan", bban: "2!n12!n", example: "SD2129010501234001"),
        Country(code: "SE", name: "Sweden", bban: "3!n16!n1!n", example: "SE4550000000058398257466"),
        Country(code: "SI", name: "Slovenia", bban: "5!n8!n2!n", example: "SI56263300012039086"),
        Country(code: "SK", name: "Slovakia", bban: "4!n6!n10!n", example: "SK3112000000198742637541"),
        Country(code: "SM", name: "San Marino", bban: "1!a5!n5!n12!c", example: "SM86U0322509800000000270100"),
        Country(code: "SO", name: "Somalia", bban: "4!n3!n12!n", example: "SO211000001001000100141"),
        Country(code: "ST", name: "Sao Tome and Principe", bban: "8!n11!n2!n", example: "ST68000100010051845310112"),
        Country(code: "SV", name: "El Salvador", bban: "4!a20!n", example: "SV62CENR00000000000000700025"),
        Country(code: "TL", name: "Timor-Leste", bban: "3!n14!n2!n", example: "TL380080012345678910157"),
        Country(code: "TN", name: "Tunisia", bban: "2!n3!n13!n2!n", example: "TN5910006035183598478831"),
        Country(code: "TR", name: "Türkiye", bban: "5!n1!n16!c", example: "TR330006100519786457841326"),
        Country(code: "UA", name: "Ukraine", bban: "6!n19!c", example: "UA213223130000026007233566001"),
        Country(code: "VA", name: "Vatican City State", bban: "3!n15!n", example: "VA59001123000012345678"),
        Country(code: "VG", name: "British Virgin Islands", bban: "4!a16!n", example: "VG96VPVG0000012345678901"),
        Country(code: "XK", name: "Kosovo", bban: "4!n10!n2!n", example: "XK051212012345678906"),
        Country(code: "YE", name: "Yemen", bban: "4!a4!n18!c", example: "YE15CBYE0001018861234567891234"),
    ]
}
