#!/usr/bin/env python3
"""Runs two maskc builds over many CSV / JSON Lines inputs and option sets (fixed edge cases,
then random files) and compares standard output, standard error and the exit status byte for
byte: the check that a change to the table reader or the judge changes no output.

    python3 Benchmarks/bulk/csv-differential.py OLD_MASKC NEW_MASKC [RANDOM_FILES] [SEED] [LARGE_TABLES]

LARGE_TABLES (0 to 4, default 4) tables of 5,000 to 100,000 rows are also read with --jobs 1 to 4,
from files and from standard input.
"""
import os, random, subprocess, sys, tempfile, json

old, new = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
large_count = int(sys.argv[5]) if len(sys.argv) > 5 else 4
work = tempfile.mkdtemp(prefix="split-diff-")

def write(name, data):
    path = os.path.join(work, name)
    with open(path, "wb") as f: f.write(data)
    return path

rules = {
    "basic": {"phone": {"mask": "+7 (DDD) DDD-DD-DD"}, "email": {"trials": [{"trial": "email"}]}, "born": {"preset": "date-iso"}},
    "blank": {"phone": {"masks": ["+7 (DDD) DDD-DD-DD", "+1 (DDD) DDD-DDDD"], "allowBlank": True},
              "born": {"preset": "date-iso", "allowBlank": True, "message": "bad date"}},
    "regex": {"email": {"regex": "[a-z0-9]+@[a-z.]+"}, "phone": {"mask": "+7 (DDD) DDD-DD-DD", "exact": True}},
    # Several trials a column: a cell whose first trial passes and second fails, or whose
    # first fails; a preset's trials after its mask, then the rule's; a message to escape.
    "multi": {"email": {"trials": [{"trial": "length", "maximum": 12}, {"trial": "email"}]},
              "born": {"preset": "date-iso", "trials": [{"trial": "format", "regex": "[0-9]{4}-0.*"}]},
              "phone": {"mask": "+7 (DDD) DDD-DD-DD", "trials": [{"trial": "luhn"}, {"trial": "length", "maximum": 17}]},
              "note": {"mask": "DDDD-DD-DD", "trials": [{"trial": "date"}, {"trial": "length", "minimum": 3}],
                       "message": "bad \"note\"\t\u00e9"}},
}
rule_paths = {k: write("rules-%s.json" % k, json.dumps(v).encode()) for k, v in rules.items()}

# Fixed edge cases.
H = b"id,phone,email,born,note\n"
fixed = {
    "plain": H + b"1,+7 (912) 345-67-89,a@b.com,1990-01-31,x\n2,79123456789,bad@,2023-02-29,\n",
    "crlf": H.replace(b"\n", b"\r\n") + b"1,+7 (912) 345-67-89,a@b.com,1990-01-31,x\r\n2,7912,b@c.de,1990-13-01,y\r\n",
    "lonecr": H + b"1,+7 (912) 345-67-89\r,a@b.com,1990-01-31\r,x\r2,7,b,c,d\n3,\r,\r\r,\r\n",
    "bom": b"\xef\xbb\xbf" + H + b"1,79123456789,a@b.com,1990-01-31,x\n",
    "invalid-utf8": H + b"1,+7 (912) \xff45-67-89,a\xc3@b.com,19\x80-01-31,\xfe\n",
    "unterminated": H + b"1,79123456789,a@b.com,1990-01-31,\"open\nstill,open\n",
    "unterminated-ruled": H + b"1,\"79123456789,a@b.com,1990-01-31,x\n2,1,2,3,4\n",
    "quote-inside": H + b"1,79\"123456789,a\"b@c.com,1990\"-01-31,x\"y\"\n",
    "text-after-quote": H + b"1,\"791234\"56789,a@b.com,1990-01-31,\"x\"y\n2,1,2,3,4\n",
    "ragged": H + b"1,2\n1,79123456789,a@b.com,1990-01-31,x,extra\n\n1,79123456789,a@b.com,1990-01-31,x\n",
    "empty": b"",
    "header-only": H,
    "header-only-nolf": H[:-1],
    "bom-only": b"\xef\xbb\xbf",
    "quoted": H + b"1,\"+7 (912) 345-67-89\",\"a,b@c.com\",\"1990-01-31\",\"call, \"\"now\"\"\nplease\"\n2,\"7912\"\"3\",\"\"\"\",\"\",\"\"\n",
    "long": H + b"1," + b"7" * 100 + b"," + b"a" * 70 + b"@b.com,1990-01-31," + b"n" * 200 + b"\n" + b"2,\"" + b"9" * 130 + b"\",x@y.z,2000-01-01,\"" + b"q,\n\"\"" * 40 + b"\"\n",
    # Records of 39, 40 and 41 bytes besides their line end, LF then CRLF: the edge of
    # `--max-record 40`, which counts a record without its line end.
    "limit-edge": H + b"".join(b"1,79123456789,a@b.com,1990-01-31," + b"n" * (n - 33) + end
                                for end in (b"\n", b"\r\n") for n in (39, 40, 41)),
    "no-final-lf": H + b"1,79123456789,a@b.com,1990-01-31,x",
    "no-final-lf-cr": H + b"1,79123456789,a@b.com,1990-01-31,x\r",
    "no-final-lf-quoted": H + b"1,79123456789,a@b.com,1990-01-31,\"x\"",
    "quoted-header": b"\"id\",\"pho\"\"ne\",phone,\"email\",born,\"no\nte\"\n1,2,79123456789,a@b.com,1990-01-31,x\n",
    "dup-header": b"phone,phone,email,born\n1,2,3,4\n",
    "missing-col": b"id,email,born\n1,a@b.com,1990-01-31\n",
    # Failing cells longer than the lines check --rules writes in place (64 KiB), and a DEL.
    "huge-cells": H + b"1," + b"7" * 70000 + b"," + b"a" * 66000 + b",1990-01-3\x7f,1990-02-30\n2,7\x7f,\x7f@b.com,"
                  + b"1" * 65600 + b",x\n",
}
tabbed = {
    "tab": b"id\tphone\temail\tborn\tnote\n1\t+7 (912) 345-67-89\ta,b@c.com\t1990-01-31\t\"x\ty\"\n2\t7\t\tx\t\n",
    "semi": b"id;phone;email;born;note\n1;+7 (912) 345-67-89;a,b@c.com;1990-01-31;\"x;y\"\n2;7;;x;\n",
}
jsonl = {
    "jsonl": b'{"id": 1, "phone": "79123456789", "born": "1990-01-31"}\n{"phone": null, "email": "a\\u0040b.com"}\n{"phone": [1]}\nnot json\n\n{"email": 5}\r\n{"born": "2023-02-29"}',
    "jsonl-bom": b'\xef\xbb\xbf{"phone": "+7 (912) 345-67-89"}\n',
}

def rand_field():
    k = rng.random()
    pool = [b"a", b"7", b" ", b"+", b"(", b")", b"-", b"@", b".", b",", b"\"", b"\r", b"\n", b"\t", b";", b"\xc3\xa9", b"\xff", b"\xef\xbb\xbf", b"\x00", b"\x7f", b"\\", b"1990-02-30", b"2023-10-01"]
    if k < 0.3:
        return rng.choice([b"79123456789", b"+7 (912) 345-67-89", b"a@b.com", b"1990-01-31", b"1990-13-01", b"", b"n/a", b"+7 912 345 67 89",
                           b"abcdefghij@example.com", b"2023-10-31", b"1990-02-30", b"+7 (912) 345-67-8"])
    if k < 0.5:
        inner = b"".join(rng.choice(pool) for _ in range(rng.randrange(0, 20)))
        return b"\"" + inner.replace(b"\"", b"\"\"") + b"\"" + (rng.choice([b"", b"", b"", b"x", b"\"", b" "]) if rng.random() < 0.1 else b"")
    if k < 0.6:
        return rng.choice([b"x", b"9", b"ab cd"]) * rng.randrange(30, 150)
    n = rng.randrange(0, 12)
    w = [b"a", b"7", b" ", b"-", b".", b"@", b"\xc3\xa9"] + ([b",", b"\"", b"\r"] if rng.random() < 0.2 else [])
    return b"".join(rng.choice(w) for _ in range(n))

def rand_csv(delim=b","):
    cols = [b"id", b"phone", b"email", b"born", b"note"]
    extra = [b"x%d" % i for i in range(rng.randrange(0, 6))]
    cols = cols + extra
    rng.shuffle(cols)
    end = rng.choice([b"\n", b"\n", b"\r\n"])
    out = (b"\xef\xbb\xbf" if rng.random() < 0.1 else b"") + delim.join(cols) + end
    for _ in range(rng.randrange(0, 40)):
        n = len(cols) if rng.random() < 0.85 else rng.randrange(1, len(cols) + 3)
        row = delim.join(rand_field().replace(b",", delim) if delim != b"," and rng.random() < 0.5 else rand_field() for _ in range(n))
        out += row + (end if rng.random() < 0.97 else rng.choice([b"\r", b"\n\n", b"\r\r\n"]))
    if rng.random() < 0.2: out = out.rstrip(b"\n")
    return out

def window_row(delim, cols):
    """A record whose fields are pieces the scanner's fast pass must read exactly (quoted,
    doubled and stray quotes, quoted delimiters and line feeds, a lone CR, two- to four-byte
    UTF-8) after plain runs of random length, so each lands at every offset of an 8-, 16- and
    64-byte word and across their edges."""
    pieces = [b'"a""b"', b'"x"', b'"x"y', b'x"y', b'""', b'"\n"', b'"' + delim + b'"', b'""""', b"\xc3\xa9",
              b"\xe2\x82\xac", b"\xf0\x9d\x84\x9e", b'"\xe2\x82\xac\n\xc3\xa9"', b"\r", b"79123456789",
              b"+7 (912) 345-67-89", b"a@b.com", b"1990-01-31", b""]
    n = cols if rng.random() < 0.9 else rng.randrange(1, cols + 3)
    fields = []
    for _ in range(n):
        pad = rng.choice([b"x", b"7", b"\xc3\xa9"]) * rng.randrange(0, 70)
        piece = rng.choice(pieces)
        k = rng.random()
        fields.append(piece if k < 0.4 else pad if k < 0.6 else pad + piece)
    return delim.join(fields)

def rand_window_csv(delim=b","):
    cols = [b"id", b"phone", b"email", b"born", b"note"]
    end = rng.choice([b"\n", b"\r\n"])
    out = delim.join(cols) + end
    for _ in range(rng.randrange(0, 60)):
        out += window_row(delim, len(cols)) + (end if rng.random() < 0.97 else rng.choice([b"\r", b"\n\n", b"\r\r\n"]))
    if rng.random() < 0.2: out = out.rstrip(b"\n")
    return out

def rand_jsonl():
    lines = []
    for _ in range(rng.randrange(0, 30)):
        d = {}
        for key in ["phone", "email", "born", "id"]:
            if rng.random() < 0.7: d[key] = rng.choice(["79123456789", "+7 (912) 345-67-89", "a@b.com", "1990-01-31", None, 5, True, "x\"y", "\u00e9", [1]])
        s = json.dumps(d, ensure_ascii=rng.random() < 0.5)
        if rng.random() < 0.05: s = s[:-1]
        lines.append(s.encode())
    return b"\n".join(lines) + (b"\n" if rng.random() < 0.8 else b"")

runs = 0
diffs = 0
def run(args, stdin_path=None, pipe=False, env=None):
    """Runs both builds; standard input is the file at stdin_path, or its bytes through a
    pipe with `pipe`; `env` adds variables (MASKC_SPLIT_BYTES: the new build's chunk size)."""
    global runs, diffs
    results = []
    for binary in (old, new):
        environment = dict(os.environ, **(env or {}))
        if pipe:
            with open(stdin_path, "rb") as f: data = f.read()
            p = subprocess.run([binary] + args, input=data, capture_output=True, env=environment)
        else:
            with open(stdin_path or os.devnull, "rb") as f:
                p = subprocess.run([binary] + args, stdin=f, capture_output=True, env=environment)
        results.append((p.returncode, p.stdout, p.stderr))
    runs += 1
    if results[0] != results[1]:
        diffs += 1
        if diffs <= 10:
            print("DIFF:", args, stdin_path, pipe, env, results[0][0], results[1][0])
            print("  old:", results[0][1][:300], results[0][2][:300])
            print("  new:", results[1][1][:300], results[1][2][:300])

option_sets = [["check"], ["check", "--summary=json"], ["check", "--summary", "--strict"], ["check", "--jobs", "2"],
               ["transform"], ["transform", "--on-fail", "empty", "--summary"], ["transform", "--on-fail", "drop-row", "--jobs", "3"],
               ["check", "--max-record", "40"], ["transform", "--max-record", "70"], ["check", "--max-record", "8"]]
fixed_paths = {k: write("fixed-%s.csv" % k, v) for k, v in fixed.items()}
for name, path in fixed_paths.items():
    for r in rule_paths.values():
        for opts in option_sets:
            run([opts[0], "--rules", r] + opts[1:] + [path])
    run(["check", "--rules", rule_paths["basic"]], path)   # standard input
tab_paths = {k: write("tab-%s.csv" % k, v) for k, v in tabbed.items()}
for opts in option_sets:
    run([opts[0], "--rules", rule_paths["basic"], "--delimiter", "tab"] + opts[1:] + [tab_paths["tab"]])
    run([opts[0], "--rules", rule_paths["basic"], "--delimiter", ";"] + opts[1:] + [tab_paths["semi"]])
    run([opts[0], "--rules", rule_paths["basic"], "--delimiter", "\t"] + opts[1:] + [tab_paths["tab"]])
for bad in ["ab", "é", "", "\n", "\"", "tabs"]:
    run(["check", "--rules", rule_paths["basic"], "--delimiter", bad, fixed_paths["plain"]])
jl_paths = {k: write("jl-%s.jsonl" % k, v) for k, v in jsonl.items()}
for path in jl_paths.values():
    for opts in option_sets:
        run([opts[0], "--rules", rule_paths["basic"], "--jsonl"] + opts[1:] + [path])
# Several files at once.
run(["check", "--rules", rule_paths["basic"], "--summary=json"] + list(fixed_paths.values())[:6])
run(["transform", "--rules", rule_paths["basic"]] + list(fixed_paths.values())[:6])
fixed_runs = runs
for i in range(count):
    kind = rng.random()
    if kind < 0.8:
        delim, flag = b",", []
    elif kind < 0.9:
        delim, flag = b"\t", ["--delimiter", "tab"]
    else:
        delim, flag = b";", ["--delimiter", ";"]
    table = rand_window_csv(delim) if rng.random() < 0.4 else rand_csv(delim)
    path = write("random-%d.csv" % i, table) if kind < 0.95 else write("random-%d.jsonl" % i, rand_jsonl())
    if kind >= 0.95: flag = ["--jsonl"]
    r = rng.choice(list(rule_paths.values()))
    opts = rng.choice(option_sets)
    run([opts[0], "--rules", r] + flag + opts[1:] + [path])
    run(["transform" if opts[0] == "check" else "check", "--rules", r, "--summary=json"] + flag + [path])
random_runs = runs - fixed_runs
# Tables of several blocks (a block is 32,768 records), each read with --jobs 1 to 4, from a
# file and from standard input: which thread judged a block must not show in the output. Rows of random fields, a malformed record or a record
# past --max-record in the last 40 %, quoted fields.
def large_csv(rows):
    cols = [b"id", b"phone", b"email", b"born", b"note"]
    out = [b",".join(cols) + b"\n"]
    for i in range(rows):
        k = rng.random()
        if k < 0.0005:
            out.append(b"%d,\"79123456789,a@b.com\n" % i)        # a quote that runs on
        elif k < 0.001 and i > rows * 0.6:   # past --max-record, in a later block
            out.append(b"%d,%s\n" % (i, b"7" * rng.randrange(60, 200)))
        elif k < 0.02:
            out.append(b",".join([b"%d" % i] + [rand_field() for _ in range(rng.randrange(3, 7))]) + b"\n")
        else:
            out.append(b"%d,%s,%s,%s,\"n%d\"\n" % (i, rng.choice([b"+7 (912) 345-67-89", b"79123456789", b"7912", b""]),
                       rng.choice([b"a@b.com", b"bad@", b"x.y@z.org"]), rng.choice([b"1990-01-31", b"1990-13-01", b"2023-02-29"]), i))
    return b"".join(out)
def large_window_csv(rows):
    # Records of the window pieces over many reads and blocks: records cross the reads' edges.
    cols = [b"id", b"phone", b"email", b"born", b"note"]
    return b",".join(cols) + b"\n" + b"".join(window_row(b",", len(cols)) + b"\n" for _ in range(rows))
large_runs = 0
if large_count > 0:
    path = write("large-window.csv", large_window_csv(60000))
    for opts in [["check", "--summary=json"], ["transform", "--on-fail", "keep"]]:
        for jobs in ["1", "2"]:
            run([opts[0], "--rules", rule_paths["basic"], "--jobs", jobs] + opts[1:] + [path])
            run([opts[0], "--rules", rule_paths["basic"], "--jobs", jobs] + opts[1:], path)
            large_runs += 2
large_options = [["check", "--summary=json"], ["check", "--strict"], ["check", "--max-record", "120"],
                 ["transform", "--on-fail", "drop-row", "--summary"], ["transform", "--max-record", "150"]]
for i, rows in enumerate([5000, 40000, 70000, 100000][:large_count]):
    path = write("large-%d.csv" % i, large_csv(rows))
    for opts in large_options:
        for jobs in ["1", "2", "3", "4"]:
            r = rule_paths["basic"] if i % 2 == 0 else rule_paths["blank"]
            run([opts[0], "--rules", r, "--jobs", jobs] + opts[1:] + [path])
            run([opts[0], "--rules", r, "--jobs", jobs] + opts[1:], path)   # standard input
            large_runs += 2
# --jobs 2 and 3 on a mapped file split it in chunks on the workers (ParallelSplit): with
# chunks of a few bytes (MASKC_SPLIT_BYTES) every edge case above crosses chunk edges, where
# a chunk's guessed first record is wrong after a quoted line feed, a CRLF or a lone CR; as a
# file, as a file on standard input and through a pipe (read as a stream).
def quoted_lines_csv(rows):
    out = [b"id,phone,email,born,note\r\n" if rng.random() < 0.5 else b"id,phone,email,born,note\n"]
    for i in range(rows):
        note = rng.choice([b"x", b"\"a\nb\"", b"\"\n\n,\"\"\n\"", b"\"\r\n\"", b"plain", b"\"" + b"\n" * rng.randrange(1, 6) + b"\""])
        out.append(b"%d,%s,%s,%s,%s%s" % (i, rng.choice([b"+7 (912) 345-67-89", b"\"7912\n3\"", b"7912", b""]),
                   rng.choice([b"a@b.com", b"bad@"]), rng.choice([b"1990-01-31", b"1990-13-01"]), note, rng.choice([b"\n", b"\r\n"])))
    return b"".join(out)
split_runs_before = runs
split_options = [["check", "--summary=json"], ["check", "--strict"], ["check", "--max-record", "40"], ["check", "--max-record", "8"],
                 ["transform", "--on-fail", "drop-row"], ["transform", "--max-record", "70"]]
split_inputs = [(p, []) for p in fixed_paths.values()] + [(p, ["--jsonl"]) for p in jl_paths.values()]
split_inputs += [(write("quoted-lines-%d.csv" % i, quoted_lines_csv(rng.randrange(5, 400))), []) for i in range(12)]
split_inputs += [(os.path.join(work, "random-%d.csv" % i), []) for i in range(min(count, 60)) if os.path.exists(os.path.join(work, "random-%d.csv" % i))]
for path, flag in split_inputs:
    for chunk in ["16", "37", "200", "4096"]:
        opts = rng.choice(split_options)
        jobs = rng.choice(["2", "3"])
        r = rng.choice(list(rule_paths.values()))
        env = {"MASKC_SPLIT_BYTES": chunk}
        run([opts[0], "--rules", r, "--jobs", jobs] + flag + opts[1:] + [path], env=env)
        run([opts[0], "--rules", r, "--jobs", jobs] + flag + opts[1:], path, env=env)
        run([opts[0], "--rules", r, "--jobs", jobs] + flag + opts[1:], path, pipe=True, env=env)
for i, rows in enumerate([3000, 20000][:large_count]):
    path = write("large-quoted-%d.csv" % i, quoted_lines_csv(rows) if i == 0 else large_csv(rows))
    for opts in large_options:
        for chunk in ["1000", "65536"]:
            run([opts[0], "--rules", rule_paths["basic"], "--jobs", "2"] + opts[1:] + [path], env={"MASKC_SPLIT_BYTES": chunk})
split_runs = runs - split_runs_before
print("runs: %d (%d on fixed inputs, %d on %d random files, %d on %d tables of several blocks, %d split in small chunks); differing: %d"
      % (runs, fixed_runs, random_runs, count, large_runs, large_count, split_runs, diffs))
sys.exit(1 if diffs else 0)
