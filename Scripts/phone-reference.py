#!/usr/bin/env python3
"""Reference numbers for the phone preset's differential test, from libphonenumber.

For every region the `phonenumbers` package knows: its example numbers of each type, and
variants of them (the last one to four digits replaced, seeded), kept where libphonenumber
calls them valid; and impossible variants (a digit too many, digits too few), kept where
`is_possible_number` says no. One line each, tab-separated:

    region  kind  e164digits  international  national

`kind` is `valid` or `impossible`; `international` and `national` are libphonenumber's
INTERNATIONAL and NATIONAL formats (of valid numbers; `-` for impossible ones).

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
                       phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL))
        for national in (example + rng.choice("0123456789"), example + "12345", example[:2]):
            try:
                possible = phonenumbers.is_possible_number(phonenumbers.parse(f"+{code}{national}"))
            except phonenumbers.NumberParseException:
                possible = False  # too long even to parse
            if not possible:
                yield ("impossible", f"{code}{national}", "-", "-")


def main():
    regions = sys.argv[1:] or sorted(phonenumbers.SUPPORTED_REGIONS)
    rng = random.Random(20)
    seen = set()
    for region in regions:
        for kind, digits, international, national in numbers(region, rng):
            if digits in seen:
                continue
            seen.add(digits)
            print(f"{region}\t{kind}\t{digits}\t{international}\t{national}")


if __name__ == "__main__":
    main()
