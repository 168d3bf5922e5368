#!/usr/bin/env python3
"""Numbers with extensions, and libphonenumber's reading of each, for the phone presets'
extension test.

Each line is a valid number of some region (libphonenumber's example, in its INTERNATIONAL
or E164 format) with a seeded suffix built from the parts of libphonenumber's extension
pattern for parsing (a separator, a label in some case and script or none, a `.`/`:` and
spaces, commas or dashes, digits of some count and script, an end), and of near misses
(`ext..12`, `ex 12`, a second label). One line each, tab-separated:

    text  e164digits  extension

`e164digits` is libphonenumber's E.164 number without `+`, `!` where it does not parse;
`extension` is its extension's digits in ASCII, `-` for none.

    Scripts/phone-extension-reference.py [COUNT]
"""
import random
import sys

import phonenumbers
from phonenumbers import PhoneNumberFormat

REGIONS = ["GB", "US", "DE", "FR", "RU", "BR", "AR", "IN", "JP", "AU", "TW", "RO", "UY", "PE",
           "MX", "CN", "ZA", "NG", "IT", "ES", "SE", "KR", "EG", "CA"]
SEPARATORS = ["", " ", " ", "  ", ",", " , ", ", ", "\u00a0", "\t", " -"]
LABELS = (["ext", "EXT", "Ext", "xt", "XT", "extn", "EXTN", "xtn", "extension", "Extension", "EXTENSION",
           "extensión", "Extensión", "EXTENSIÓN", "extensio\u0301n", "extensio", "xtension", "extensió",
           "ｅｘｔ", "ＥＸＴ", "ｅｘｔｎ", "ｘｔ", "ｘｔｎ", "доб", "Доб", "ДОБ", "anexo", "Anexo", "ANEXO"]
          + ["x", "X", "ｘ", "Ｘ", "#", "＃", "~", "～", "int", "Int", "INT", "ｉｎｔ", "ＩＮＴ"]
          + [",,", ",,,", ";", ",", ";ext=", ";EXT=", ""]
          # near misses
          + ["ex", "fax", "e", "n", "tel", "ext ext", "extt", "exten", "/", "x x", "* ", "(", "+", "доп", "ank"])
AFTER_LABEL = ["", "", "", ".", ":", "．", " ", " ", ". ", ": ", " - ", ", ", "-", " .", "..", ":-", ",,", ";", "=", " : "]
DIGIT_COUNTS = [1, 2, 3, 4, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 16, 19, 20, 21, 25]
ENDINGS = ["", "", "", "#", "#", " ", ".", "#.", " #", "##", ")", " )", "!", "\u00a0"]
# Decimal digits of other scripts: fullwidth, Arabic-Indic, Devanagari.
ZEROS = [0xFF10, 0x0660, 0x0966]


def digits(rng, count):
    text = "".join(rng.choice("0123456789") for _ in range(count))
    if rng.random() < 0.08:
        zero = rng.choice(ZEROS)
        text = "".join(chr(zero + int(d)) if rng.random() < 0.6 else d for d in text)
    return text


def samples(count, rng):
    numbers = []
    for region in REGIONS:
        for kind in (phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE):
            example = phonenumbers.example_number_for_type(region, kind)
            if example is not None:
                numbers.append(phonenumbers.format_number(example, PhoneNumberFormat.INTERNATIONAL))
                numbers.append(phonenumbers.format_number(example, PhoneNumberFormat.E164))
    seen = set()
    while len(seen) < count:
        text = (rng.choice(numbers) + rng.choice(SEPARATORS) + rng.choice(LABELS) + rng.choice(AFTER_LABEL)
                + digits(rng, rng.choice(DIGIT_COUNTS)) + rng.choice(ENDINGS))
        if text not in seen:
            seen.add(text)
            yield text


def ascii_digits(text):
    return "".join(str(int(c)) for c in text)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    rng = random.Random(49)
    for text in samples(count, rng):
        try:
            number = phonenumbers.parse(text)
            e164 = phonenumbers.format_number(number, PhoneNumberFormat.E164)[1:]
            extension = ascii_digits(number.extension) if number.extension else "-"
        except phonenumbers.NumberParseException:
            e164, extension = "!", "-"
        print("\t".join([text, e164, extension]))


if __name__ == "__main__":
    main()
