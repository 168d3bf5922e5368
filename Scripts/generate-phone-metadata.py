#!/usr/bin/env python3
"""Writes Sources/MaskPresets/Generated/PhoneRegions.swift from libphonenumber's metadata.

The facts (country codes, trunk and international prefixes, possible lengths, and each
number format with the leading digits it applies to) are read through the `phonenumbers`
package, the Python port of Google's libphonenumber, which ships the project's
PhoneNumberMetadata.xml as data. Nothing of libphonenumber's code is copied: the output is
data that maskc turns into masks.

    pip install phonenumbers
    Scripts/generate-phone-metadata.py > Sources/MaskPresets/Generated/PhoneRegions.swift

A test (PhoneMetadataFreshnessTests) runs this script and compares its output with the
committed file, where python3 and the package are installed.

The output is one Swift raw string literal, a table with a fact a line, which
Sources/MaskPresets/Phone/PhoneRegionTable.swift reads at run time: the same facts as Swift
initializer literals took the compiler about 12 minutes to optimize in a release build.

What is written, per region (ISO 3166 code, or "001" for the non-geographic codes):
- the country calling code, the trunk (national) prefix, the international prefix as
  libphonenumber writes it (a regular expression over digits: read-only reference);
- the possible lengths of the national significant number;
- the number formats, national and international, each as a mask of the mask language
  (`DD DDDD DDDD`, `(DDD) DDD-DDDD`, national ones with the trunk prefix where the country
  writes it) and the leading digits it applies to, expanded from libphonenumber's
  leading-digits expression into mask prefixes (`[2]`, `[1][2-69][02-9]`);
- example numbers (national significant numbers) of each type libphonenumber has one for;
- the region's own prefix before an extension where it has one (its preferred extension
  prefix: ` x` in GB, `#` in TW), quoted, as it starts with a space;
- what libphonenumber's parse strips after a country code (`+49 0601 123456` is
  `+49 601123456`): each way its national prefix for parsing can match the front of a
  national number, in the order its regular expression tries them, with how the matched
  digits are rewritten where the metadata has a transform rule; the general national-number
  pattern (a regular expression over digits, which maskc compiles with MaskRegex: it decides
  whether the number with or without the prefix is viable) and the lengths it calls
  possible only locally.
"""
import re
import re._parser as sre_parse  # Python 3.11+: the parser of the `re` module
import sys

import phonenumbers
from phonenumbers import PhoneMetadata, PhoneNumberType

MAXIMUM_PREFIXES = 64  # above this, a shorter leading-digits expression is used
MAXIMUM_PREFIX_MATCHES = 256  # Argentina's national prefix for parsing has 172 ways to match
MASK_SYMBOLS = set("+-().:/@ ")
EXAMPLE_TYPES = [
    ("fixedLine", "fixed_line"), ("mobile", "mobile"), ("tollFree", "toll_free"),
    ("premiumRate", "premium_rate"), ("sharedCost", "shared_cost"), ("voip", "voip"),
    ("personalNumber", "personal_number"), ("pager", "pager"), ("uan", "uan"),
]


class TooManyPrefixes(Exception):
    pass


def expand(pattern):
    """The leading-digits expression as a list of prefixes, each a list of digit sets."""
    return [tuple(p) for p in expand_nodes(list(sre_parse.parse(pattern)))]


def expand_nodes(nodes):
    results = [[]]
    for op, arg in nodes:
        alternatives = expand_node(op, arg)
        results = [r + a for r in results for a in alternatives]
        if len(results) > MAXIMUM_PREFIXES:
            raise TooManyPrefixes()
    return results


def expand_node(op, arg):
    name = str(op)
    if name == "LITERAL":
        return [[frozenset([chr(arg)])]]
    if name == "IN":
        digits = set()
        for item_op, item_arg in arg:
            item = str(item_op)
            if item == "LITERAL":
                digits.add(chr(item_arg))
            elif item == "RANGE":
                digits.update(chr(c) for c in range(item_arg[0], item_arg[1] + 1))
            elif item == "CATEGORY" and str(item_arg) == "CATEGORY_DIGIT":
                digits.update("0123456789")
            else:
                raise ValueError(f"unexpected set member {item_op} {item_arg}")
        return [[frozenset(digits)]]
    if name == "CATEGORY" and str(arg) == "CATEGORY_DIGIT":
        return [[frozenset("0123456789")]]
    if name == "BRANCH":
        out = []
        for branch in arg[1]:
            out.extend(expand_nodes(list(branch)))
        return out
    if name == "SUBPATTERN":
        return expand_nodes(list(arg[-1]))
    if name == "MAX_REPEAT":
        low, high, body = arg
        inner = expand_nodes(list(body))
        out = []
        for count in range(low, high + 1):
            seqs = [[]]
            for _ in range(count):
                seqs = [s + i for s in seqs for i in inner]
            out.extend(seqs)
            if len(out) > MAXIMUM_PREFIXES:
                raise TooManyPrefixes()
        return out
    raise ValueError(f"unexpected node {op} {arg}")


def digit_set(digits):
    """`[2-69]` for {2,3,4,5,6,9}: the mask language's set, ranges merged."""
    values = sorted(int(d) for d in digits)
    parts, start = [], values[0]
    for previous, current in zip(values, values[1:] + [None]):
        if current != previous + 1 if current is not None else True:
            parts.append(str(start) if start == previous else
                         f"{start}{previous}" if previous == start + 1 else f"{start}-{previous}")
            start = current
    return "[" + "".join(parts) + "]"


def leading_prefixes(format_):
    """The most specific leading-digits expression that expands to few enough prefixes."""
    for pattern in reversed(format_.leading_digits_pattern):
        try:
            prefixes = sorted(set(expand(pattern)), key=lambda p: [sorted(s) for s in p])
        except TooManyPrefixes:
            continue
        return ["".join(digit_set(s) for s in prefix) for prefix in prefixes]
    return []


def parsing_prefixes(metadata):
    """What libphonenumber strips from the front of national input (its national prefix for
    parsing: `0|80?` in BY gives `[8][0]`, `[8]`, `[0]`), longest first, as digit sets; empty
    where the expression rewrites the number (a transform rule, as in the NANP's 7-digit
    local numbers) or cannot be written as prefixes: there the trunk prefix alone is read."""
    pattern = metadata.national_prefix_for_parsing
    if not pattern or metadata.national_prefix_transform_rule:
        return []
    try:
        prefixes = set(expand(pattern))
    except (TooManyPrefixes, ValueError):
        return []
    ordered = sorted(prefixes, key=lambda p: (-len(p), [sorted(s) for s in p]))
    return ["".join(digit_set(s) for s in prefix) for prefix in ordered if prefix]


def prefix_paths(nodes):
    """The ways a sequence of regular-expression nodes can match, in the order a
    backtracking matcher tries them (alternatives in order, repeats greedy): each a list of
    digit sets, ("open", n) / ("close", n) around capture group n, and "$" for the end."""
    results = [[]]
    for op, arg in nodes:
        alternatives = prefix_node_paths(op, arg)
        results = [r + a for r in results for a in alternatives]
        if len(results) > MAXIMUM_PREFIX_MATCHES:
            raise TooManyPrefixes()
    return results


def prefix_node_paths(op, arg):
    name = str(op)
    if name == "SUBPATTERN":
        group, inner = arg[0], prefix_paths(list(arg[-1]))
        return [[("open", group)] + p + [("close", group)] for p in inner] if group else inner
    if name == "MAX_REPEAT":
        low, high, body = arg
        return greedy_repeats(prefix_paths(list(body)), low, high)
    if name == "BRANCH":
        out = []
        for branch in arg[1]:
            out.extend(prefix_paths(list(branch)))
        return out
    if name == "AT" and str(arg) == "AT_END":
        return [["$"]]
    return [[s[0]] for s in expand_node(op, arg)]


def greedy_repeats(body, low, high):
    """`body{low,high}`'s ways, one more repetition tried before one fewer."""
    if high == 0:
        return [[]]
    out = [b + rest for b in body for rest in greedy_repeats(body, max(low - 1, 0), high - 1)]
    if low == 0:
        out.append([])
    if len(out) > MAXIMUM_PREFIX_MATCHES:
        raise TooManyPrefixes()
    return out


def prefix_matches(metadata):
    """Each way libphonenumber's national prefix for parsing can match the front of a national
    number, in its order, as `[0][1-9]` (digit sets; `$` after them: only the whole number),
    then ` -> ` and the rewrite where its transform rule applies (the last group took part):
    literal digits and `<a-b>`, the digits the match took at offsets a..<b (`9<1-3>`).
    An empty one matches every number and takes nothing. Empty where there is none; nil
    where the expression has too many ways to write out."""
    pattern = metadata.national_prefix_for_parsing
    if not pattern:
        return []
    parsed = sre_parse.parse(pattern)
    try:
        paths = prefix_paths(list(parsed))
    except TooManyPrefixes:
        return None
    rule = metadata.national_prefix_transform_rule
    out = []
    for path in paths:
        sets, spans, opened, whole = [], {}, {}, False
        for item in path:
            if item == "$":
                whole = True
            elif isinstance(item, tuple) and item[0] == "open":
                opened[item[1]] = len(sets)
            elif isinstance(item, tuple) and item[0] == "close":
                spans[item[1]] = (opened[item[1]], len(sets))
            else:
                assert not whole, pattern
                sets.append(item)
        text = "".join(digit_set(s) for s in sets) + ("$" if whole else "")
        if rule and parsed.state.groups > 1 and (parsed.state.groups - 1) in spans:
            def group(match):
                span = spans.get(int(match.group(1)))
                return f"<{span[0]}-{span[1]}>" if span else ""
            text += " -> " + re.sub(r"\\(\d)", group, rule)
        out.append(text)
    return out


def group_masks(pattern):
    groups = re.findall(r"\(\\d(?:\{(\d+)(?:,(\d+))?\})?\)", pattern)
    if "".join(f"(\\d{{{a}{','+b if b else ''}}})" if a else "(\\d)" for a, b in groups) != pattern:
        raise ValueError(f"unexpected number pattern {pattern}")
    masks = []
    for low, high in groups:
        if not low:
            masks.append("D")
        elif not high:
            masks.append("D" * int(low) if int(low) <= 6 else f"D{{{low}}}")
        else:
            masks.append(f"D{{{low},{high}}}")
    return masks


def literal(text):
    return "".join(c if c in MASK_SYMBOLS or c.isdigit() else "\\" + c for c in text)


def mask_of(format_text, groups):
    out, position = [], 0
    for match in re.finditer(r"\\(\d)", format_text):
        out.append(literal(format_text[position:match.start()]))
        out.append(groups[int(match.group(1)) - 1])
        position = match.end()
    out.append(literal(format_text[position:]))
    return "".join(out)


def national_format_text(metadata, format_):
    # The package has already resolved the region-wide default into each format.
    rule = format_.national_prefix_formatting_rule
    if rule:
        return format_.format.replace("\\1", rule, 1)
    return format_.format


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# The table is one raw string literal, a line a fact, decoded once at run time by
# PhoneRegionTable.swift. Swift initializer literals for the same facts took the compiler
# about 12 minutes to optimize; a string literal costs it nothing. Each line is a key, a
# space, and the value; a region's lines follow its `region` line.
RAW_OPEN, RAW_CLOSE = '#"' '""', '""' '"#'  # a Swift raw multi-line string literal
FIELD_SEPARATOR = "\t"  # between a format's leading digits and its mask


def checked(text):
    """The text, after checking it cannot break a line of the table or the literal."""
    if "\n" in text or FIELD_SEPARATOR in text or '"#' in text:
        raise ValueError(f"unwritable metadata text: {text!r}")
    return text


def format_lines(key, formats):
    return [f"{key} {' '.join(checked(p) for p in prefixes)}{FIELD_SEPARATOR}{checked(mask)}"
            for mask, prefixes in formats]


def region_entry(region, metadata):
    national, international = [], []
    for format_ in metadata.number_format:
        groups = group_masks(format_.pattern)
        national.append((mask_of(national_format_text(metadata, format_), groups), leading_prefixes(format_)))
    for format_ in (metadata.intl_number_format or metadata.number_format):
        if format_.format == "NA":
            continue
        groups = group_masks(format_.pattern)
        international.append((mask_of(format_.format, groups), leading_prefixes(format_)))
    examples = []
    for label, attribute in EXAMPLE_TYPES:
        desc = getattr(metadata, attribute)
        if desc is not None and desc.example_number:
            examples.append(f"{label}:{desc.example_number}")
    lengths = metadata.general_desc.possible_length
    local_lengths = metadata.general_desc.possible_length_local_only
    matches = prefix_matches(metadata)
    parsing = parsing_prefixes(metadata)
    if parsing == ["".join(f"[{d}]" for d in metadata.national_prefix or "")]:
        parsing = []  # the trunk prefix alone, as the Swift side reads it by default
    main = region == "001" or phonenumbers.region_code_for_country_code(metadata.country_code) == region
    lines = [f"region {region} {metadata.country_code} {'main' if main else 'other'}"]
    if metadata.national_prefix:
        lines.append(f"trunk {checked(metadata.national_prefix)}")
    if metadata.international_prefix:
        lines.append(f"international-prefix {checked(metadata.international_prefix)}")
    lines.append(f"lengths {' '.join(str(n) for n in lengths)}")
    if parsing:
        lines.append(f"parsing {' '.join(checked(p) for p in parsing)}")
    if local_lengths:
        lines.append(f"local-lengths {' '.join(str(n) for n in local_lengths)}")
    # A way holds spaces (`[2-9][0-9]$ -> 441<0-2>`), so each has a line of its own; a region
    # whose ways are too many to write out says so (none today).
    if matches is None:
        lines.append("prefix-matches-unwritten")
    else:
        lines += [f"prefix-match {checked(m)}" for m in matches]
    lines.append(f"national-pattern {checked(metadata.general_desc.national_number_pattern or '')}")
    lines += format_lines("national", national)
    lines += format_lines("international", international)
    if examples:
        lines.append(f"examples {' '.join(checked(e) for e in examples)}")
    # Quoted: the prefix starts and may end with a space (` x`, ` int `).
    if metadata.preferred_extn_prefix:
        lines.append(f'extension-prefix "{checked(metadata.preferred_extn_prefix)}"')
    return "\n".join(lines)


def main():
    entries = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        entries.append(region_entry(region, PhoneMetadata.metadata_for_region(region)))
    for code in sorted(phonenumbers.COUNTRY_CODES_FOR_NON_GEO_REGIONS):
        entries.append(region_entry("001", PhoneMetadata.metadata_for_nongeo_region(code)))
    version = phonenumbers.__version__
    sys.stdout.write(f"""// Generated by Scripts/generate-phone-metadata.py: do not edit; rerun the script.
//
// Source: Google's libphonenumber metadata (resources/PhoneNumberMetadata.xml), as shipped
// by the Python package `phonenumbers` {version} (https://github.com/daviddrysdale/python-phonenumbers).
// Licence of the facts: Apache License 2.0. Copyright (C) 2009 The Libphonenumber Authors;
// the metadata is used under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). No libphonenumber code is copied: these are
// numbering-plan facts (country codes, prefixes, lengths, groupings) written as mask data.
//
// The facts are a table in one string literal, read by PhoneRegionTable.swift: a line a
// fact, `key value`; a region's facts follow its `region CODE COUNTRY-CODE main|other` line.
// A format is `national LEADING-DIGITS<tab>MASK` (or `international`); each way the national
// prefix for parsing can match is a `prefix-match` line of its own, since a way holds spaces.

extension PhoneRegion {{
    /// The metadata's version (the `phonenumbers` package it was read from).
    static let metadataVersion = {swift_string(version)}

    /// Every region libphonenumber knows, by ISO 3166 code, then the non-geographic
    /// country codes (region "001") by code, as the table's text.
    static let table = {RAW_OPEN}
{chr(10).join(entries)}
{RAW_CLOSE}
}}
""")


if __name__ == "__main__":
    main()
