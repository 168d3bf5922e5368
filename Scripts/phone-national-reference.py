#!/usr/bin/env python3
"""Valid numbers of a region in the forms people write them, and libphonenumber's reading of
each, for the phone presets' national-form test (Argentina's mobile `011 15-2345-6789`).

Seeded random national numbers of each possible length (with the region's mobile token
in front where libphonenumber has one: Argentina's `9`), kept where libphonenumber calls
them valid (where too few are, its example numbers with random last four digits); each is written as its E164, INTERNATIONAL and NATIONAL formats, the NATIONAL
one's digits alone, the national significant number, and for a number whose NATIONAL form
has ` 15-` (Argentina's mobiles), the code, area code, `15` and the rest without the `9`
(`+54 11 15 2345 6789`), and for a region whose numbers may be dialled locally, the last
digits at each local-only length (`460 1234` in AG, which libphonenumber reads with the
area code its transform rule writes: `+1 268-460-1234`). One line each, tab-separated:

    form  text  region  e164digits  international  valid

`region` is the region the text is read for (`-`: none); the last three are what
libphonenumber's parse makes of the text (`!`: it does not parse) and whether it calls that
number valid (`yes`, `no`).

    Scripts/phone-national-reference.py REGION [COUNT]
    Scripts/phone-national-reference.py --transform-regions   # the regions with a transform rule
"""
import random
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberFormat


EXAMPLE_TYPES = ["fixed_line", "mobile", "toll_free", "premium_rate", "shared_cost", "voip", "personal_number", "pager", "uan"]


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
    # Where random digits rarely make a number of the region (the NANP's islands, whose
    # numbers start with their area code), the region's example numbers with their last
    # four digits drawn at random.
    examples = [desc.example_number for desc in (getattr(metadata, attribute) for attribute in EXAMPLE_TYPES)
                if desc is not None and desc.example_number]
    tries = 0
    while examples and len(found) < count and tries < count * 400:
        tries += 1
        example = rng.choice(examples)
        national = example[:-4] + "".join(rng.choice("0123456789") for _ in range(4))
        number = phonenumbers.parse(f"+{code}{national}")
        if phonenumbers.is_valid_number(number) and phonenumbers.region_code_for_number(number) == region and national not in found:
            found.append(national)
    return code, found


def reading(text, region):
    try:
        number = phonenumbers.parse(text, None if region == "-" else region)
    except phonenumbers.NumberParseException:
        return "!", "!", "no"
    return (phonenumbers.format_number(number, PhoneNumberFormat.E164)[1:],
            phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
            "yes" if phonenumbers.is_valid_number(number) else "no")


def transform_regions():
    """The regions whose national prefix for parsing has a transform rule, one a line."""
    return sorted(r for r in phonenumbers.SUPPORTED_REGIONS
                  if PhoneMetadata.metadata_for_region(r).national_prefix_transform_rule)


def main():
    if sys.argv[1] == "--transform-regions":
        print("\n".join(transform_regions()))
        return
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
        for length in PhoneMetadata.metadata_for_region(region).general_desc.possible_length_local_only:
            if length < len(national):
                forms.append(("local", national[-length:], region))
        if " 15-" in written:
            area, rest = written.split(" 15-", 1)
            forms.append(("code, area, 15", f"+{code} {area.lstrip('0')} 15 {rest}", "-"))
        for form, text, read_for in forms:
            print("\t".join([form, text, read_for, *reading(text, read_for)]))


if __name__ == "__main__":
    main()
