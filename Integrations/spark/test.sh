#!/usr/bin/env bash
# Runs the Spark recipe (maskc_spark.py) in Spark local mode on a generated table and
# requires its results, for check --rules and transform --rules, to equal the
# single-machine run's byte for byte.
#
#   Integrations/spark/test.sh [ROWS]       default 200000 rows
#
# Needs Java (17 here); installs pyspark from PyPI when it is missing. Without Java it
# prints why it skips and exits 0. Uses .build/release/maskc (built if missing) or $MASKC.
set -euo pipefail
cd "$(dirname "$0")/../.."
rows=${1:-200000}
if ! command -v java >/dev/null 2>&1; then
    echo "SKIP: Integrations/spark/test.sh: java is missing (Spark needs a JVM)"
    exit 0
fi
python3 -c 'import pyspark' 2>/dev/null || python3 -m pip install -q pyspark
maskc=${MASKC:-.build/release/maskc}
[[ -x $maskc ]] || swift build -c release --product maskc >/dev/null
rules=Benchmarks/bulk/rules.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/bulk/gen-table.py -n "$rows" -o "$work/people.csv" --single-line
status=0
for command in check transform; do
    start=$(date +%s%N)
    "$maskc" "$command" --rules "$rules" "$work/people.csv" > "$work/single-$command.out" || [[ $? == 1 ]]
    end=$(date +%s%N)
    awk -v n="$rows" -v ns=$((end - start)) -v c="$command" 'BEGIN {printf "single process, %s: %d rows in %.2f s, %.0f rows/s\n", c, n, ns / 1e9, n / (ns / 1e9)}'
    python3 Integrations/spark/run_local.py --maskc "$maskc" --rules "$rules" --input "$work/people.csv" \
        --command "$command" --output "$work/spark-$command.out" --cores 2 --partitions 8
    if cmp -s "$work/single-$command.out" "$work/spark-$command.out"; then
        echo "$command: Spark's result equals the single process's ($(wc -l < "$work/single-$command.out") lines)"
    else
        echo "MISMATCH: $command: Spark's result differs from the single process's"
        diff "$work/single-$command.out" "$work/spark-$command.out" | head -n 10
        status=1
    fi
done
exit $status
