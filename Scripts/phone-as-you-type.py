#!/usr/bin/env python3
"""What libphonenumber's AsYouTypeFormatter shows as each key of a number is typed.

For the valid numbers of Scripts/phone-reference.py (the same regions, seed and variants),
types `+` and the digits key by key into a fresh `AsYouTypeFormatter`, and prints one line a
number, tab-separated:

    region  e164digits  shown-after-key-1  shown-after-key-2  ...

    Scripts/phone-as-you-type.py [REGION ...]
"""
import importlib.util
import os
import random
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter

_spec = importlib.util.spec_from_file_location(
    "phone_reference", os.path.join(os.path.dirname(os.path.abspath(__file__)), "phone-reference.py"))
phone_reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(phone_reference)


def main():
    regions = sys.argv[1:] or sorted(phonenumbers.SUPPORTED_REGIONS)
    rng = random.Random(20)
    seen = set()
    for region in regions:
        for kind, digits, *_ in phone_reference.numbers(region, rng):
            if digits in seen:
                continue
            seen.add(digits)
            if kind != "valid":
                continue
            formatter = AsYouTypeFormatter("ZZ")
            shown = [formatter.input_digit(key) for key in "+" + digits]
            print("\t".join([region, digits] + shown))


if __name__ == "__main__":
    main()
