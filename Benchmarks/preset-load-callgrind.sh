#!/usr/bin/env bash
# Issue 21's goal in the stable unit: for each preset, the instructions one load of its file
# takes against one compile of its masks, counted by callgrind in a release maskc-bench (the
# timed presets suite says the same, with this machine's noise). Each figure is
# (count at N2 − count at N1) / (N2 − N1) of an untimed --profile-preset-* loop, so the
# process's start and the preset's first compile cancel out.
#
#   Benchmarks/preset-load-callgrind.sh [PRESET...]     (every preset when none is named)
#
# Prints per preset: compile, compile with its trials made from source, load of the whole
# check (MaskCheck(bytecode:)), load of the program alone (MaskProgram(bytecode:)), the two
# ratios, and "goal met" or "OVER THE GOAL" (load at most half of compile, both ratios), and
# the mallocs one program load makes (allocation costs more time than its instruction share).
# Needs valgrind and a release build: swift build -c release --product maskc-bench.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=${MASKC_BENCH:-.build/release/maskc-bench}
n1=${MASKC_CALLGRIND_N1:-5}
n2=${MASKC_CALLGRIND_N2:-25}
goal=0.5
command -v valgrind >/dev/null || { echo "needs valgrind" >&2; exit 2; }
[[ -x $bench ]] || { echo "needs $bench: swift build -c release --product maskc-bench" >&2; exit 2; }
presets=("$@")
if [[ ${#presets[@]} -eq 0 ]]; then
    read -r -a presets < <("$bench" --profile-preset-load 2>&1 | sed -n 's/.*preset name: //p' | tr -d ',')
fi

out=$(mktemp)
trap 'rm -f "$out"' EXIT
# Calls of malloc (posix_memalign's included: it calls malloc) the profile in "$out" records.
malloc_calls() {
    python3 - "$out" <<'PY'
import re, sys
names, target, total = {}, False, 0
for line in open(sys.argv[1]):
    # Names are given once, where an id first appears (as a caller or a callee).
    match = re.match(r'(c?)fn=\((\d+)\)(?: (\S+))?', line)
    if match:
        if match.group(3): names[match.group(2)] = match.group(3)
        if match.group(1): target = names.get(match.group(2)) == 'malloc'
    elif line.startswith('calls=') and target:
        total += int(line.split()[0][6:])
print(total)
PY
}

# Instructions of one call of loop $1 on preset $2; with a third argument, also the
# mallocs of one call, after a space.
per_call() {
    local counts=() mallocs=()
    for n in "$n1" "$n2"; do
        valgrind --tool=callgrind --toggle-collect='*ProfileLoop*' --callgrind-out-file="$out" \
            "$bench" "--$1" "$n" "$2" >/dev/null 2>&1
        counts+=("$(sed -n 's/^summary: //p; s/^totals: //p' "$out" | head -n 1)")
        [[ -n ${3:-} ]] && mallocs+=("$(malloc_calls)")
    done
    if [[ -n ${3:-} ]]; then
        echo "$(( (counts[1] - counts[0]) / (n2 - n1) )) $(( (mallocs[1] - mallocs[0]) / (n2 - n1) ))"
    else
        echo $(( (counts[1] - counts[0]) / (n2 - n1) ))
    fi
}

over=()
printf '%-14s %12s %14s %12s %13s %7s %7s\n' preset compile compile+trials load program-load check program
for preset in "${presets[@]}"; do
    compile=$(per_call profile-preset-compile "$preset")
    compile_check=$(per_call profile-preset-compile-check "$preset")
    load=$(per_call profile-preset-load "$preset")
    read -r program_load program_mallocs < <(per_call profile-preset-program-load "$preset" mallocs)
    verdict=$(python3 -c "
check, program = $load / $compile_check, $program_load / $compile
print(f'{check:7.3f} {program:7.3f}  ' + ('goal met' if max(check, program) <= $goal else 'OVER THE GOAL'))")
    printf '%-14s %12s %14s %12s %13s %s  (%s mallocs a program load)\n' "$preset" "$compile" "$compile_check" "$load" \
        "$program_load" "$verdict" "$program_mallocs"
    [[ $verdict == *OVER* ]] && over+=("$preset")
done
echo "presets over the goal (load at most $goal of compile): ${over[*]:-none}"
