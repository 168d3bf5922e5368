#!/usr/bin/env python3
"""libphonenumber's Python port (the `phonenumbers` package), timed as phone-peer times the
C++ library and maskc-bench times maskc: same numbers, same scheme, same output.

    Benchmarks/phone-peer/python_peer.py NUMBERS ROUNDS BATCH_NS

For every number of NUMBERS (lines `region<TAB>international form`): (a) parse, then
format INTERNATIONAL; (b) parse, then is_valid_number; (c) `+` and the digits typed key by
key into a cleared AsYouTypeFormatter, per key; (d) the same into a new formatter a number,
as a new phone field gets one. Each number is timed in batches of calls lasting at least
BATCH_NS, once a round; its figure is the median of its ROUNDS rounds. One line a number:

    international  parse_format_ns  parse_valid_ns  keys  as_you_type_ns_per_key  formatted_equals_input
    as_you_type_new_formatter_ns_per_key

Without the package it prints one line starting `skipped:` and exits 3.
"""
import sys
import time

try:
    import phonenumbers
    from phonenumbers import AsYouTypeFormatter, PhoneNumberFormat
except ImportError:
    print("skipped: python3 has no phonenumbers package (pip install phonenumbers)")
    sys.exit(3)


def read_numbers(path):
    numbers = []
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            international = line.split("\t")[-1]
            keys = "".join(c for c in international if c == "+" or c.isdigit())
            numbers.append((international, keys))
    return numbers


def parse_and_format(text):
    return phonenumbers.format_number(phonenumbers.parse(text, None), PhoneNumberFormat.INTERNATIONAL)


def parse_and_validate(text):
    return phonenumbers.is_valid_number(phonenumbers.parse(text, None))


def type_keys(formatter, keys):
    formatter.clear()
    shown = ""
    for key in keys:
        shown = formatter.input_digit(key)
    return shown


def type_keys_into_new_formatter(keys):
    formatter = AsYouTypeFormatter("ZZ")
    shown = ""
    for key in keys:
        shown = formatter.input_digit(key)
    return shown


def time_each(numbers, rounds, batch_ns, body):
    """Each number's median time a call over `rounds` rounds, the numbers taking turns."""
    calls = []
    for number in numbers:
        body(number)  # warm-up: the package loads a region's metadata on first use
        start = time.perf_counter_ns()
        body(number)
        calls.append(max(1, batch_ns // max(time.perf_counter_ns() - start, 1)))
    samples = [[] for _ in numbers]
    for _ in range(rounds):
        for index, number in enumerate(numbers):
            start = time.perf_counter_ns()
            for _ in range(calls[index]):
                body(number)
            samples[index].append((time.perf_counter_ns() - start) / calls[index])
    return [sorted(rounds_of_one)[len(rounds_of_one) // 2] for rounds_of_one in samples]


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: python_peer.py NUMBERS ROUNDS BATCH_NS")
    numbers = read_numbers(sys.argv[1])
    rounds, batch_ns = max(1, int(sys.argv[2])), max(1, int(sys.argv[3]))
    formatter = AsYouTypeFormatter("ZZ")
    format_ns = time_each(numbers, rounds, batch_ns, lambda number: parse_and_format(number[0]))
    valid_ns = time_each(numbers, rounds, batch_ns, lambda number: parse_and_validate(number[0]))
    typing_ns = time_each(numbers, rounds, batch_ns, lambda number: type_keys(formatter, number[1]))
    new_formatter_ns = time_each(numbers, rounds, batch_ns, lambda number: type_keys_into_new_formatter(number[1]))
    equal = [parse_and_format(international) == international for international, _ in numbers]
    print(f"# libphonenumber Python port (phonenumbers {phonenumbers.__version__}),"
          " parse + format INTERNATIONAL, parse + is_valid_number, AsYouTypeFormatter cleared, and new")
    print(f"# numbers {len(numbers)}, formatted otherwise than the input {equal.count(False)}")
    for (international, keys), parsed, valid, typed, same, new in zip(numbers, format_ns, valid_ns, typing_ns, equal, new_formatter_ns):
        print(f"{international}\t{parsed:.1f}\t{valid:.1f}\t{len(keys)}\t{typed / len(keys):.1f}\t{int(same)}\t{new / len(keys):.1f}")


if __name__ == "__main__":
    main()
