#!/usr/bin/env bash
# Builds the libFuzzer targets (AddressSanitizer on) and runs each for a while.
#
#   Fuzz/run.sh [SECONDS] [TARGET ...]      default: 30 seconds, every target
#
# Each target starts from its checked-in seed corpus (Fuzz/corpus/TARGET) plus what earlier
# runs found (Fuzz/corpus-work/TARGET, not checked in). A crash stops the run with status 1
# and leaves the input in Fuzz/artifacts/; add it to the seed corpus and as a regression
# test in Tests/ when fixed. At the end a line per target gives executions per second and
# the total executed.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-30}
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for source in Sources/Fuzz*; do
        name=$(basename "$source")
        [[ $name == FuzzSupport ]] || targets+=("$name")
    done
fi

swift build -c release --sanitize=fuzzer --sanitize=address 2>&1 | grep -Ev "Cannot export local symbol" | tail -n 3
bin=$(swift build -c release --sanitize=fuzzer --sanitize=address --show-bin-path)

# Whether a target's binary was built with libFuzzer's coverage and AddressSanitizer. The bin
# path is a plain release build's too: a binary built without them (by `swift build -c
# release`, or by a toolchain without libFuzzer) runs each input once and finds nothing.
instrumented() {
    grep -qaE "__sanitizer_cov_(8bit_counters_init|trace_pc_guard)" "$1" && grep -qa "__asan_init" "$1"
}
mkdir -p artifacts
summary=()
status=0
for target in "${targets[@]}"; do
    [[ -x "$bin/$target" ]] || { echo "no fuzzer named $target"; exit 2; }
    if ! instrumented "$bin/$target"; then
        echo "$bin/$target is not instrumented (no libFuzzer coverage or AddressSanitizer in it): it would find nothing." >&2
        echo "Build it as this script does: swift build -c release --sanitize=fuzzer --sanitize=address (in Fuzz/)." >&2
        exit 2
    fi
    mkdir -p "corpus/$target" "corpus-work/$target"
    log=$(mktemp)
    # FuzzLoad's phone seed (a preset's program, trials and five countries' phon section)
    # is 5,869 bytes; phon payloads alone are FuzzPhon's. With phone-e164's 49 KB file as a
    # seed (max_len 65,536) its corpus grew to 17 MB in 30 s; with this one, 2.3 MB, at the
    # same rate (some 1,600 units a second at a load of 8: the cost is not the units' size).
    max_len=4096
    [[ $target == FuzzLoad ]] && max_len=8192
    echo "== $target for ${seconds}s"
    if ! ASAN_OPTIONS=detect_leaks=0 "$bin/$target" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="artifacts/$target-" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        "corpus-work/$target" "corpus/$target" >"$log" 2>&1; then
        tail -n 40 "$log"
        status=1
    fi
    runs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}')
    rate=$(grep -m1 'stat::average_exec_per_sec' "$log" | awk '{print $2}')
    summary+=("$target: ${rate:-?} exec/s, ${runs:-?} executions in ${seconds}s")
    rm -f "$log"
done
printf '%s\n' "${summary[@]}"
exit $status
