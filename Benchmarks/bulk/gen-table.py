#!/usr/bin/env python3
"""Writes a deterministic CSV table for `maskc check --rules` benchmarks and tests.

    python3 Benchmarks/bulk/gen-table.py -n 1000000 -o /tmp/people.csv [--seed 7]

Columns: id, name, phone, email, born, note. About 10 % of the phone, email and born cells
are invalid; FILE.expected gets the number of failing cells per column as JSON, which the
rules in Benchmarks/bulk/rules.json, maskc and the Python peer must all report. Each cell
is written in a form both sides read the same way (no 10-digit phone, no unpadded date),
so the counts can be compared exactly.
"""
import argparse
import json
import random

FIRST = ["Ann", "Bob", "Chloé", "Dmitri", "Eve", "Fatima", "Gus", "Hana", "Ivan", "Jo"]
DOMAINS = ["example.com", "mail.ru", "yandex.ru", "corp.example.org", "x.io"]


def phone(rng):
    digits = "".join(rng.choice("0123456789") for _ in range(10))
    form = rng.randrange(4)
    if form == 0:
        return "+7 (%s) %s-%s-%s" % (digits[:3], digits[3:6], digits[6:8], digits[8:]), True
    if form == 1:
        return "7" + digits, True
    if form == 2:
        return "+7" + digits, True
    return "+7 %s %s %s %s" % (digits[:3], digits[3:6], digits[6:8], digits[8:]), True


def bad_phone(rng):
    digits = "".join(rng.choice("0123456789") for _ in range(10))
    return rng.choice(["+7 (%s) %s" % (digits[:3], digits[3:5]),   # too short
                       "+7 (%s) %s-%s-%sx" % (digits[:3], digits[3:6], digits[6:8], digits[8:]),   # a letter
                       "7%s1" % digits,   # a digit too many
                       "n/a"]), False


def email(rng):
    name = rng.choice(FIRST).lower().replace("é", "e") + str(rng.randrange(1000))
    return "%s@%s" % (name, rng.choice(DOMAINS)), True


def bad_email(rng):
    return rng.choice(["no-at-sign.example.com", "two@@example.com", "trailing@dot.", "sp ace@example.com"]), False


def born(rng):
    year, month = rng.randrange(1940, 2010), rng.randrange(1, 13)
    return "%04d-%02d-%02d" % (year, month, rng.randrange(1, 29)), True


def bad_born(rng):
    return rng.choice(["2023-02-29", "1990-13-01", "1985-04-31", "unknown"]), False


def quoted(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n\r') else text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=100000)
    parser.add_argument("-o", required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--single-line", action="store_true", help="no line break inside a quoted note (for Spark, which splits at line ends)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failing = {"phone": 0, "email": 0, "born": 0}
    with open(args.o, "w", encoding="utf-8", newline="") as out:
        out.write("id,name,phone,email,born,note\n")
        for row in range(1, args.n + 1):
            cells = []
            for column, good, bad in (("phone", phone, bad_phone), ("email", email, bad_email), ("born", born, bad_born)):
                text, valid = (bad if rng.random() < 0.1 else good)(rng)
                failing[column] += 0 if valid else 1
                cells.append(text)
            note = rng.choice(["", "vip", "call after 6, not before", 'said "hi"', "multi line" if args.single_line else "multi\nline"])
            out.write(",".join([str(row), rng.choice(FIRST), *map(quoted, cells), quoted(note)]) + "\n")
    with open(args.o + ".expected", "w") as out:
        json.dump(failing, out, sort_keys=True)
        out.write("\n")


if __name__ == "__main__":
    main()
