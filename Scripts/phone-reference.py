#!/usr/bin/env python3
"""Reference numbers for the phone preset's differential test, from libphonenumber.

For every region the `phonenumbers` package knows: its example numbers of each type, and
variants of them (the last one to four digits replaced, seeded), kept where libphonenumber
calls them valid; and impossible variants (a digit too many, digits too few), kept where
`is_possible_number` says no. One line each, tab-separated:

    region  kind  e164digits  international  national  trunk  trunkdigits  trunkinternational  trunknational

`kind` is `valid` or `impossible`; `international` and `national` are libphonenumber's
INTERNATIONAL and NATIONAL formats (of valid numbers; `-` for impossible ones). `trunk` is
the region's trunk prefix (`-` where it has none), and the three after it are what
libphonenumber's parse makes of `+CC`, the trunk prefix and the national number written
together (`+49 0601123456`): its E.164 digits and its two formats, `!` where it does not
parse, `-` where there is no trunk prefix or the number is impossible.

    Scripts/phone-reference.py [REGION ...]
"""
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat

TYPES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip",
         "personal_number", "pager", "uan"]
VARIANTS_PER_EXAMPLE = 8


def numbers(region, rng):
    metadata = PhoneMetadata.metadata_for_region(region)
    code = metadata.country_code
    examples = []
    for attribute in TYPES:
        desc = getattr(metadata, attribute)
        if desc is not None and desc.example_number and desc.example_number not in examples:
            examples.append(desc.example_number)
    for example in examples:
        candidates = [example]
        for _ in range(VARIANTS_PER_EXAMPLE):
            changed = rng.randint(1, min(4, len(example) - 1))
            candidates.append(example[:-changed] + "".join(rng.choice("0123456789") for _ in range(changed)))
        for national in candidates:
            number = phonenumbers.parse(f"+{code}{national}")
            if phonenumbers.is_valid_number(number) and phonenumbers.region_code_for_number(number) == region:
                yield ("valid", f"{code}{national}",
                       phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
                       phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                       *trunk_form(code, metadata.national_prefix, national))
        for national in (example + rng.choice("0123456789"), example + "12345", example[:2]):
            try:
                possible = phonenumbers.is_possible_number(phonenumbers.parse(f"+{code}{national}"))
            except phonenumbers.NumberParseException:
                possible = False  # too long even to parse
            if not possible:
                yield ("impossible", f"{code}{national}", "-", "-", "-", "-", "-", "-")


def trunk_form(code, trunk, national):
    """The trunk prefix and what libphonenumber parses `+CC TRUNKNATIONAL` to."""
    if not trunk:
        return ("-", "-", "-", "-")
    try:
        number = phonenumbers.parse(f"+{code} {trunk}{national}")
    except phonenumbers.NumberParseException:
        return (trunk, "!", "!", "!")
    return (trunk, phonenumbers.format_number(number, PhoneNumberFormat.E164)[1:],
            phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
            phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL))


def main():
    regions = sys.argv[1:] or sorted(phonenumbers.SUPPORTED_REGIONS)
    rng = random.Random(20)
    seen = set()
    for region in regions:
        for kind, digits, *formats in numbers(region, rng):
            if digits in seen:
                continue
            seen.add(digits)
            print("\t".join([region, kind, digits, *formats]))


if __name__ == "__main__":
    main()
