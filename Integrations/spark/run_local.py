#!/usr/bin/env python3
"""Runs the recipe of maskc_spark.py in Spark local mode on one file and writes the result:

    python3 Integrations/spark/run_local.py --maskc .build/release/maskc --rules RULES \
        --input people.csv --command check --output spark.jsonl [--cores 2] [--partitions 8] [--jsonl]

Prints the rows a second seen by Spark (the job's wall time, not Spark's start-up).
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from pyspark import SparkConf, SparkContext  # noqa: E402

from maskc_spark import MaskcJob  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--maskc", required=True)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--input", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--command", choices=["check", "transform"], default="check")
    parser.add_argument("--cores", type=int, default=2)
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--jsonl", action="store_true")
    args = parser.parse_args()
    conf = SparkConf().setMaster("local[%d]" % args.cores).setAppName("maskc-%s" % args.command) \
        .set("spark.ui.enabled", "false").set("spark.ui.showConsoleProgress", "false").set("spark.driver.memory", "1g")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    try:
        lines = sc.textFile(args.input, args.partitions).cache()
        rows = lines.count() - (0 if args.jsonl else 1)
        job = MaskcJob(sc, args.maskc, args.rules, jsonl=args.jsonl)
        started = time.time()
        result = job.check(lines) if args.command == "check" else job.transform(lines)
        output = result.collect()
        seconds = time.time() - started
    finally:
        sc.stop()
    with open(args.output, "w", encoding="utf-8", errors="surrogateescape", newline="") as out:
        for line in output:
            out.write(line + "\n")
    print("spark local[%d], %d partitions: %d rows in %.2f s, %.0f rows/s (%.0f per core)"
          % (args.cores, args.partitions, rows, seconds, rows / seconds, rows / seconds / args.cores))


if __name__ == "__main__":
    main()
