#!/usr/bin/env python3
"""Writes the fuzzers' seeds with a `phon` section from a phone preset's file:

    maskc compile --preset phone-e164 -o /tmp/phone-e164.maskc
    Fuzz/make-phone-seeds.py /tmp/phone-e164.maskc

phone-e164's own file is 49 KB (its phon section 45 KB): as a unit it ran FuzzLoad at some
2,000 executions a second. The seeds keep a few countries and their regions, each record's
bytes as the file has them: FuzzLoad's, the whole program with its trials and a phon section
of five countries (under its 8,192-byte units); FuzzPhon's, phon payloads alone.
"""
import pathlib
import struct
import sys
import zlib

# Countries with and without ways, one to four regions, one or two ways, 11 to 52 states.
FEW = ["7", "39", "44", "61", "358"]
PAYLOADS = {"five-countries": FEW, "nanp": ["1", "33"], "long-patterns": ["49", "86", "91"], "empty": []}


def sections(file):
    count = struct.unpack_from("<I", file, 16)[0]
    entries = [struct.unpack_from("<4sII", file, 24 + 12 * index) for index in range(count)]
    return [(tag, file[offset:offset + length]) for tag, offset, length in entries]


def records(payload):
    """Each country's and region's bytes, with its code (the layout of docs/bytecode.md's phon)."""
    at = 0

    def u32():
        nonlocal at
        at += 4
        return struct.unpack_from("<I", payload, at - 4)[0]

    def text():
        nonlocal at
        length = u32()
        at += length
        return payload[at - length:at].decode()

    def lengths():
        for _ in range(u32()):
            u32()

    countries, regions = [], []
    for _ in range(u32()):
        start, code = at, text()
        text()
        ways = u32()
        for _ in range(ways):
            text()
        if ways:
            lengths()
            lengths()
            states, classes, _, width = u32(), u32(), u32(), u32()
            at += 10 + states * classes * width + (states + 7) // 8
        countries.append((code, payload[start:at]))
    for _ in range(u32()):
        start = at
        text()
        code = text()
        for _ in range(2):
            for _ in range(u32()):
                text()
        lengths()
        regions.append((code, payload[start:at]))
    assert at == len(payload), "not a phon payload the script knows"
    return countries, regions


def subset(payload, codes):
    countries, regions = records(payload)
    kept = [bytes_ for code, bytes_ in countries if code in codes]
    kept_regions = [bytes_ for code, bytes_ in regions if code in codes]
    return struct.pack("<I", len(kept)) + b"".join(kept) + struct.pack("<I", len(kept_regions)) + b"".join(kept_regions)


def container(parts):
    """A file of `parts` (tag, payload), as BytecodeContainer.encode writes one."""
    directory_end = 24 + 12 * len(parts)
    offsets, position = [], directory_end
    for _, payload in parts:
        position = (position + 3) & ~3
        offsets.append(position)
        position += len(payload)
    length = ((position + 3) & ~3) + 4
    body = bytearray(b"\x89MSK\r\n\x1a\n" + struct.pack("<HHIII", 1, 0xFEFF, length, len(parts), 0))
    for (tag, payload), offset in zip(parts, offsets):
        body += tag + struct.pack("<II", offset, len(payload))
    for (_, payload), offset in zip(parts, offsets):
        body += b"\0" * (offset - len(body)) + payload
    body += b"\0" * (length - 4 - len(body))
    return bytes(body) + struct.pack("<I", zlib.crc32(body))


def main():
    file = pathlib.Path(sys.argv[1]).read_bytes()
    parts = sections(file)
    phon = dict(parts)[b"phon"]
    corpus = pathlib.Path(__file__).parent / "corpus"
    few = container([(tag, subset(phon, FEW) if tag == b"phon" else payload) for tag, payload in parts])
    # A first byte odd: FuzzLoad repairs the length and checksum of what follows.
    (corpus / "FuzzLoad" / "phone-e164-few.maskc.repair.seed").write_bytes(b"\x01" + few)
    (corpus / "FuzzPhon").mkdir(exist_ok=True)
    for name, codes in PAYLOADS.items():
        (corpus / "FuzzPhon" / f"{name}.seed").write_bytes(subset(phon, codes))


if __name__ == "__main__":
    main()
