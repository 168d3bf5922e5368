"""maskc as the map stage of a Spark job: `maskc check --rules` or `maskc transform --rules`
runs once per partition, on the executors, with the binary and the rules shipped to them
through `SparkContext.addFile`. See README.md in this folder.

    from maskc_spark import MaskcJob
    job = MaskcJob(sc, maskc="/opt/maskc/bin/maskc", rules="rules.json")
    failures = job.check(sc.textFile("hdfs:///people.csv"))        # an RDD of JSON lines
    normalized = job.transform(sc.textFile("hdfs:///people.csv"))  # an RDD of CSV lines

The input is an RDD of lines: CSV whose first line is the header (and whose quoted fields
hold no line breaks, since Spark splits the file at line ends), or JSON Lines with
`jsonl=True`. The output equals what one `maskc` process writes for the whole file: rows and
lines are renumbered from each partition's place in the file, and the header is written once.
"""
import os
import re
import subprocess

from pyspark import SparkFiles

# The leading "row" and, for a malformed record, "line" of maskc's JSON objects.
_NUMBERED = re.compile(r'^\{"row":(\d+)(,"line":(\d+))?')


class MaskcJob:
    def __init__(self, sc, maskc, rules, jsonl=False, extra_arguments=()):
        """Ships `maskc` (a Linux build for the executors' machines) and `rules` to every
        executor. `extra_arguments` go to each run, e.g. ["--on-fail", "empty"]."""
        sc.addFile(os.path.abspath(maskc))
        sc.addFile(os.path.abspath(rules))
        self.maskc_name = os.path.basename(maskc)
        self.rules_name = os.path.basename(rules)
        self.jsonl = jsonl
        self.extra_arguments = list(extra_arguments)

    def check(self, lines):
        """An RDD of maskc check's JSON objects, one a failing cell or malformed record."""
        return self._run(lines, "check")

    def transform(self, lines):
        """An RDD of the table's lines, the header first, masked columns in printed form."""
        return self._run(lines, "transform")

    def _run(self, lines, command):
        header = None if self.jsonl else lines.first()
        # How many data lines each partition holds, so each can number its rows from the
        # file's start: one cheap pass over the input.
        counts = lines.mapPartitionsWithIndex(lambda index, part: [(index, sum(1 for _ in part))]).collectAsMap()
        before, total = {}, 0
        for index in sorted(counts):
            before[index] = total
            total += counts[index] - (1 if index == 0 and header is not None else 0)
        maskc_name, rules_name, jsonl, extra = self.maskc_name, self.rules_name, self.jsonl, self.extra_arguments

        def run_partition(index, part):
            rows = list(part)
            if index == 0 and header is not None:
                rows = rows[1:]
            if not rows:
                return iter(())
            # Each partition is a table of its own: the header, then its lines.
            text = "\n".join(([header] if header is not None else []) + rows) + "\n"
            binary = SparkFiles.get(maskc_name)
            if not os.access(binary, os.X_OK):
                os.chmod(binary, 0o755)
            arguments = [binary, command, "--rules", SparkFiles.get(rules_name)] + (["--jsonl"] if jsonl else []) + extra
            done = subprocess.run(arguments, input=text.encode("utf-8", "surrogateescape"), capture_output=True)
            if done.returncode not in (0, 1):
                raise RuntimeError("maskc failed on partition %d: %s" % (index, done.stderr.decode("utf-8", "replace")))
            out = done.stdout.decode("utf-8", "surrogateescape").split("\n")
            if out and out[-1] == "":
                out.pop()
            if command == "transform":
                return iter(out[0 if header is None else 1:])
            offset = before[index]

            def renumber(match):
                text = '{"row":%d' % (int(match.group(1)) + offset)
                if match.group(3) is not None:
                    text += ',"line":%d' % (int(match.group(3)) + offset)
                return text
            return iter(_NUMBERED.sub(renumber, line) for line in out)

        result = lines.mapPartitionsWithIndex(run_partition)
        if command == "transform" and header is not None:
            result = lines.context.parallelize([header], 1).union(result)
        return result
