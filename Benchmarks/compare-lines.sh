#!/usr/bin/env bash
# maskc match --count against GNU grep -E -c -x on a million phone lines, whole processes
# (start-up included), runs alternating so both see the same machine: the mask, and the
# same regular expression grep runs given to maskc with -e (docs/regex.md).
#
#   Benchmarks/compare-lines.sh [FILE] [RUNS]
#
# Without FILE, a million lines are generated with ../shared/bench/gen.py (or
# $MASKC_BENCH_GEN). Needs a release build: swift build -c release --product maskc.
# Prints each median, the ratio grep/maskc (above 1: maskc is faster) and checks that both
# count the same lines (and, when gen.py made the file, the count it expected).
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:-}
runs=${2:-11}
mask='+?7|8(DDD)DDD-?DD-?DD'
regex='\+?[78]\([0-9]{3}\)[0-9]{3}-?[0-9]{2}-?[0-9]{2}'
maskc=.build/release/maskc

command -v grep >/dev/null || { apt-get update -qq && apt-get install -y -qq grep; }
[[ -x $maskc ]] || swift build -c release --product maskc >/dev/null
if [[ -z $file ]]; then
    generator=${MASKC_BENCH_GEN:-../shared/bench/gen.py}
    file=$(mktemp --suffix=.txt)
    python3 "$generator" -n 1000000 -o "$file" 2>/dev/null
fi

out=$(mktemp)
trap 'rm -f "$out"' EXIT
[[ -z ${1:-} ]] && trap 'rm -f "$out" "$file" "$file.expected"' EXIT

# Runs a command on the file; appends its time in ns to the array named $1 and leaves its
# output in $out.
timed() {
    local -n times=$1
    shift
    local start end
    start=$(date +%s%N)
    "$@" < "$file" > "$out" || true
    end=$(date +%s%N)
    times+=($((end - start)))
}
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms() { awk -v n="$1" 'BEGIN {printf "%.1f", n / 1e6}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", a / b}'; }

maskc_times=()
grep_times=()
jobs_times=()
regex_times=()
jobs=$(nproc)
for _ in $(seq "$runs"); do
    timed maskc_times "$maskc" match -m "$mask" --count; maskc_count=$(cat "$out")
    timed grep_times grep -E -c -x "$regex"; grep_count=$(cat "$out")
    timed jobs_times "$maskc" match -m "$mask" --count --jobs "$jobs"; jobs_count=$(cat "$out")
    timed regex_times "$maskc" match -e "$regex" --count; regex_count=$(cat "$out")
done
maskc_median=$(median "${maskc_times[@]}")
grep_median=$(median "${grep_times[@]}")
jobs_median=$(median "${jobs_times[@]}")
regex_median=$(median "${regex_times[@]}")

lines=$(wc -l < "$file")
printf 'file: %s (%s lines, %s bytes), %s alternating runs each\n' "$file" "$lines" "$(wc -c < "$file")" "$runs"
printf 'maskc match --count            median %8s ms   count %s\n' "$(ms "$maskc_median")" "$maskc_count"
printf 'maskc match --count --jobs %s   median %8s ms   count %s\n' "$jobs" "$(ms "$jobs_median")" "$jobs_count"
printf 'maskc match -e REGEX --count   median %8s ms   count %s\n' "$(ms "$regex_median")" "$regex_count"
printf 'grep -E -c -x                  median %8s ms   count %s\n' "$(ms "$grep_median")" "$grep_count"
printf 'ratio grep / maskc: %sx (with --jobs %s: %sx; -e with grep'"'"'s expression: %sx)\n' "$(ratio "$grep_median" "$maskc_median")" "$jobs" "$(ratio "$grep_median" "$jobs_median")" "$(ratio "$grep_median" "$regex_median")"

status=0
[[ $maskc_count == "$grep_count" && $jobs_count == "$grep_count" && $regex_count == "$grep_count" ]] || { echo "MISMATCH: maskc and grep count different lines"; status=1; }
if [[ -f $file.expected ]]; then
    [[ $(cat "$file.expected") == "$maskc_count" ]] || { echo "MISMATCH: gen.py expected $(cat "$file.expected")"; status=1; }
fi
[[ $status == 0 ]] && echo "counts agree"
exit $status
