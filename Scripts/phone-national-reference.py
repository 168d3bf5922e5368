#!/usr/bin/env python3
"""Valid numbers of a region in the forms people write them, and libphonenumber's reading of
each, for the phone presets' national-form test (Argentina's mobile `011 15-2345-6789`).

Seeded random national numbers of each possible length (with the region's mobile token
in front where libphonenumber has one: Argentina's `9`), kept where libphonenumber calls
them valid; each is written as its E164, INTERNATIONAL and NATIONAL formats, the NATIONAL
one's digits alone, the national significant number, and for a number whose NATIONAL form
has ` 15-` (Argentina's mobiles), the code, area code, `15` and the rest without the `9`
(`+54 11 15 2345 6789`). One line each, tab-separated:

    form  text  region  e164digits  international

`region` is the region the text is read for (`-`: none); the last two are what
libphonenumber's parse makes of the text (`!`: it does not parse).

    Scripts/phone-national-reference.py REGION [COUNT]
"""
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat


def numbers(region, count, rng):
    metadata = PhoneMetadata.metadata_for_region(region)
    code = metadata.country_code
    lengths = list(metadata.general_desc.possible_length)
    token = {54: "9"}.get(code, "")
    found, tries = [], 0
    while len(found) < count and tries < count * 400:
        tries += 1
        length = rng.choice(lengths)
        national = "".join(rng.choice("0123456789") for _ in range(length))
        if token and rng.random() < 0.5:
            national = token + national[:-1]
        number = phonenumbers.parse(f"+{code}{national}")
        if phonenumbers.is_valid_number(number) and phonenumbers.region_code_for_number(number) == region and national not in found:
            found.append(national)
    return code, found


def reading(text, region):
    try:
        number = phonenumbers.parse(text, None if region == "-" else region)
    except phonenumbers.NumberParseException:
        return "!", "!"
    return (phonenumbers.format_number(number, PhoneNumberFormat.E164)[1:],
            phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL))


def main():
    region = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    code, found = numbers(region, count, random.Random(54))
    for national in found:
        number = phonenumbers.parse(f"+{code}{national}")
        international = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
        written = phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
        forms = [("e164", f"+{code}{national}", "-"), ("international", international, "-"),
                 ("national", written, region), ("national digits", "".join(c for c in written if c.isdigit()), region),
                 ("significant", national, region)]
        if " 15-" in written:
            area, rest = written.split(" 15-", 1)
            forms.append(("code, area, 15", f"+{code} {area.lstrip('0')} 15 {rest}", "-"))
        for form, text, read_for in forms:
            print("\t".join([form, text, read_for, *reading(text, read_for)]))


if __name__ == "__main__":
    main()
