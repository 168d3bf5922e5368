#!/usr/bin/env bash
# maskc check --rules against its Python peer (csv + re + datetime, Benchmarks/bulk/check_rules.py)
# and against maskc match --count over the phone column alone, on a generated table of a
# million rows (Benchmarks/bulk/gen-table.py: phone, e-mail and date; 10 % of each invalid).
# Whole processes, start-up included, runs alternating so all see the same machine. Also
# the maximum resident memory of check --rules on a small and on the large file.
#
#   Benchmarks/compare-rules.sh [ROWS] [RUNS]         default 1000000 rows, 5 runs
#
# Prints each median and the ratios, and checks that maskc, the peer and the generator count
# the same failing cells per column. Needs a release build: swift build -c release --product maskc.
#
# Also what the bytes alone cost on the same machine in the same runs, the floor any
# single-threaded check of this table stands on: reading the table (cat into /dev/null),
# writing check's failure lines into a file (cat of them into a file), and, where gcc and the
# processor have AVX2 and PCLMUL, a simdjson-style scan that finds every field of the table in
# memory and does nothing else (Benchmarks/bulk/scan-floor.c), and the same scan in Swift alone
# (Benchmarks/bulk/scan-floor.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-1000000}
runs=${2:-5}
maskc=.build/release/maskc
rules=Benchmarks/bulk/rules.json
[[ -x $maskc ]] || swift build -c release --product maskc >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
table=$work/people.csv
python3 Benchmarks/bulk/gen-table.py -n "$rows" -o "$table"
python3 Benchmarks/bulk/gen-table.py -n 1000 -o "$work/small.csv"
# The phone column alone, one value a line, for match --count.
python3 -c '
import csv, sys
reader = csv.reader(sys.stdin)
column = next(reader).index("phone")
sys.stdout.writelines(row[column] + "\n" for row in reader)' < "$table" > "$work/phones.txt"

timed() {
    local -n times=$1
    local input=$2
    shift 2
    local start end
    # The last command's output is removed before the clock starts: the shell's `>` would
    # truncate it inside the timed span, and freeing 39 MB of page cache took 9 to 35 ms, charged
    # to whichever command came next (match --count after the Python peer, for one).
    rm -f "$work/out"
    # And the dirty pages of the earlier outputs (about 80 MB a round) are written out first:
    # the kernel's writeback of them ran beside whichever command came next and took a core
    # from --jobs 2 (90 to 95 ms in the loop against 75 to 83 ms run alone).
    sync
    start=$(date +%s%N)
    "$@" < "$input" > "$work/out" || true
    end=$(date +%s%N)
    times+=($((end - start)))
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms() { awk -v n="$1" 'BEGIN {printf "%.1f", n / 1e6}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

rules_times=()
jobs_times=()
python_times=()
count_times=()
read_times=()
write_times=()
jobs=$(( $(nproc) < 8 ? $(nproc) : 8 ))
for _ in $(seq "$runs"); do
    timed rules_times "$table" "$maskc" check --rules "$rules" --summary=json --jobs 1; maskc_summary=$(tail -n 1 "$work/out")
    # No --jobs: the default, one thread a processor for a file redirected to standard input.
    timed jobs_times "$table" "$maskc" check --rules "$rules" --summary=json; jobs_summary=$(tail -n 1 "$work/out")
    timed python_times "$table" python3 Benchmarks/bulk/check_rules.py; python_summary=$(tail -n 1 "$work/out")
    timed count_times "$work/phones.txt" "$maskc" match -m '+7 (DDD) DDD-DD-DD' --count
    sync; start=$(date +%s%N); cat "$table" > /dev/null; end=$(date +%s%N); read_times+=($((end - start)))
    "$maskc" check --rules "$rules" < "$table" > "$work/failures" || true
    rm -f "$work/copy"
    sync
    start=$(date +%s%N); cat "$work/failures" > "$work/copy"; end=$(date +%s%N); write_times+=($((end - start)))
done
rules_median=$(median "${rules_times[@]}")
jobs_median=$(median "${jobs_times[@]}")
python_median=$(median "${python_times[@]}")
count_median=$(median "${count_times[@]}")
read_median=$(median "${read_times[@]}")
write_median=$(median "${write_times[@]}")
scan_floor=""
if command -v gcc > /dev/null && grep -qw avx2 /proc/cpuinfo && grep -qw pclmulqdq /proc/cpuinfo &&
   gcc -O3 -mavx2 -mpclmul -o "$work/scan-floor" Benchmarks/bulk/scan-floor.c 2> /dev/null; then
    scan_floor=$("$work/scan-floor" "$table")
fi
# The same scan in Swift alone (SSE2 through the intrinsics module): what the redesign the floor
# points at would cost without C.
swift_floor=""
if grep -qw sse2 /proc/cpuinfo && swiftc -O -o "$work/scan-floor-swift" Benchmarks/bulk/scan-floor.swift 2> /dev/null; then
    swift_floor=$("$work/scan-floor-swift" "$table")
fi
rss() { /usr/bin/time -f '%M' "$maskc" check --rules "$rules" "$1" 2>&1 >/dev/null | tail -n 1; }

printf 'table: %s rows, %s bytes; %s alternating runs each\n' "$rows" "$(wc -c < "$table")" "$runs"
printf 'maskc check --rules --jobs 1     median %9s ms\n' "$(ms "$rules_median")"
printf 'maskc check --rules (%s threads)  median %9s ms\n' "$jobs" "$(ms "$jobs_median")"
printf 'python3 check_rules.py (csv, re) median %9s ms\n' "$(ms "$python_median")"
printf 'maskc match --count, phone only  median %9s ms\n' "$(ms "$count_median")"
printf 'ratio python / check --rules: %sx (with --jobs 1: %sx)\n' "$(ratio "$python_median" "$jobs_median")" "$(ratio "$python_median" "$rules_median")"
printf 'ratio check --rules / match --count: %sx (with --jobs 1: %sx)\n' "$(ratio "$jobs_median" "$count_median")" "$(ratio "$rules_median" "$count_median")"
printf 'the bytes alone: reading the table %s ms, writing the %s bytes of failure lines into a file %s ms\n' \
    "$(ms "$read_median")" "$(wc -c < "$work/failures")" "$(ms "$write_median")"
if [[ -n $scan_floor ]]; then
    printf 'the fastest scan: %s\n' "$scan_floor"
    scan_ns=$(awk '{for (i = 1; i <= NF; i++) if ($i == "median") print $(i + 1) * 1e6}' <<< "$scan_floor")
    floor=$((read_median + write_median + ${scan_ns%.*}))
    printf 'read + write + scan, before any cell is judged: %s ms, %sx match --count\n' "$(ms "$floor")" "$(ratio "$floor" "$count_median")"
fi
if [[ -n $swift_floor ]]; then
    printf 'the same scan in Swift (scan-floor.swift): %s\n' "$swift_floor"
fi
if [[ -x /usr/bin/time ]]; then
    printf 'max RSS of check --rules: %s KB on 1,000 rows, %s KB on %s rows\n' "$(rss "$work/small.csv")" "$(rss "$table")" "$rows"
fi

# The failing counts per column, as each side reports them.
counts() { python3 -c 'import json, sys
d = json.loads(sys.argv[1])
if "summary" in d: d = {k: v["failed"] for k, v in d["summary"]["columns"].items()}
elif "failing" in d: d = d["failing"]
print(json.dumps(d, sort_keys=True))' "$1"; }
expected=$(counts "$(cat "$table.expected")")
status=0
for side in "maskc --jobs 1:$maskc_summary" "maskc:$jobs_summary" "python:$python_summary"; do
    got=$(counts "${side#*:}")
    [[ $got == "$expected" ]] || { echo "MISMATCH: ${side%%:*} counts $got, the generator $expected"; status=1; }
done
[[ $status == 0 ]] && echo "failing cells agree: $expected"
exit $status
