#!/usr/bin/env python3
"""What libphonenumber's parse makes of national numbers written after a country code with
something a region dials at home in front (a trunk prefix, a carrier code, or nothing).

For the main region of every country code: seeded national numbers of random digits, of a
length the region's numbers have or one more or less, each after one of the region's trunk prefix, `0`, `8`, `1`, `06`, `80`, `1831` or nothing,
written `+CC` and the digits; kept where libphonenumber parses them with that country code.
One line each, tab-separated:

    countrycode  written  national

`written` is the digits after the code as typed, `national` the national significant number
libphonenumber parses (leading zeros kept, as its E.164 format writes them).

    Scripts/phone-trunk-reference.py
"""
import random

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat

PER_REGION = 100
PREFIXES = ["0", "8", "1", "06", "80", "1831", ""]


def main():
    rng = random.Random(20)
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        metadata = PhoneMetadata.metadata_for_region(region)
        code = metadata.country_code
        if phonenumbers.region_code_for_country_code(code) != region:
            continue
        for _ in range(PER_REGION):
            prefix = rng.choice([metadata.national_prefix or "0"] + PREFIXES)
            lengths = metadata.general_desc.possible_length
            length = max(1, rng.choice(lengths) + rng.choice([-1, 0, 0, 0, 1]))
            written = prefix + "".join(rng.choice("0123456789") for _ in range(length))
            try:
                number = phonenumbers.parse(f"+{code}{written}")
            except phonenumbers.NumberParseException:
                continue
            if number.country_code != code:
                continue
            national = phonenumbers.format_number(number, PhoneNumberFormat.E164)[1 + len(str(code)):]
            print(f"{code}\t{written}\t{national}")


if __name__ == "__main__":
    main()
