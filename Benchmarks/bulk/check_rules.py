#!/usr/bin/env python3
"""The Python peer of `maskc check --rules Benchmarks/bulk/rules.json`: the same checks
written the way a team writes them today, with `csv` and `re` (and `datetime` for real
dates). Prints one JSON object a failing cell and the failing counts per column last:

    python3 Benchmarks/bulk/check_rules.py < people.csv
"""
import csv
import datetime
import json
import re
import sys

# The phone as a value: formatting characters removed, then +7 and ten digits.
PHONE_NOISE = re.compile(r"[\s()\-]")
PHONE = re.compile(r"\+?7\d{10}")
# The WHATWG "valid e-mail address" (HTML Living Standard, 4.10.5.1.5).
EMAIL = re.compile(r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
                   r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*")
DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def phone_ok(text):
    return PHONE.fullmatch(PHONE_NOISE.sub("", text)) is not None


def email_ok(text):
    return EMAIL.fullmatch(text) is not None


def born_ok(text):
    match = DATE.fullmatch(text)
    if not match:
        return False
    try:
        datetime.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return False
    return True


def main():
    checks = {"phone": phone_ok, "email": email_ok, "born": born_ok}
    failing = {column: 0 for column in checks}
    reader = csv.reader(sys.stdin)
    header = next(reader)
    columns = [(header.index(column), column, check) for column, check in checks.items()]
    out = sys.stdout
    for row_number, row in enumerate(reader, 1):
        for index, column, check in columns:
            value = row[index]
            if not check(value):
                failing[column] += 1
                out.write(json.dumps({"row": row_number, "column": column, "value": value}) + "\n")
    out.write(json.dumps({"failing": failing}, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
