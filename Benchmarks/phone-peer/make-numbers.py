#!/usr/bin/env python3
"""The phone suite's workload: libphonenumber's example numbers, in its INTERNATIONAL form.

For every region the `phonenumbers` package knows, its example fixed-line and mobile
numbers (the kinds people type into a phone field), kept where libphonenumber calls them
valid numbers of that region. One line each, tab-separated, after a comment naming the
package's version:

    region  international

maskc-bench's phone suite, Benchmarks/phone-peer/phone_peer.cc and python_peer.py read the
committed output, numbers.tsv:

    Benchmarks/phone-peer/make-numbers.py > Benchmarks/phone-peer/numbers.tsv
"""
import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat

KINDS = ["fixed_line", "mobile"]


def main():
    print(f"# libphonenumber's example numbers (phonenumbers {phonenumbers.__version__}), "
          "fixed line and mobile: region, INTERNATIONAL format")
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        metadata = PhoneMetadata.metadata_for_region(region)
        seen = set()
        for kind in KINDS:
            description = getattr(metadata, kind)
            if description is None or not description.example_number or description.example_number in seen:
                continue
            seen.add(description.example_number)
            number = phonenumbers.parse(f"+{metadata.country_code}{description.example_number}")
            if phonenumbers.is_valid_number(number) and phonenumbers.region_code_for_number(number) == region:
                print(f"{region}\t{phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)}")


if __name__ == "__main__":
    main()
