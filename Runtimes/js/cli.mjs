#!/usr/bin/env node
/**
 * The JavaScript runtime's command line: `node Runtimes/js/cli.mjs match|transform|extract
 * -p FILE [options] [SAMPLE ...]`. It prints byte for byte what `maskc match|transform|extract
 * -p FILE` prints, with the same exit status: it is the conformance harness of the two
 * runtimes, and a handy tool. Samples come from the arguments, or one a line from standard
 * input.
 */
import { readFileSync, writeSync } from "node:fs";
import { defaultLimits, loadProgram } from "./src/index.js";
import { ProgramError } from "./src/program/program-error.js";
import { checkReadingOptions, parseArguments, UsageError } from "./src/cli/arguments.js";
import { judgeSamples, operandSamples } from "./src/cli/match-command.js";
import { readSamples } from "./src/cli/transform-command.js";
import { sampleLines } from "./src/cli/sample-lines.js";
import { runScript } from "./src/cli/edit-command.js";
import { checkSamples } from "./src/cli/check-command.js";
import { loadCheck, referenceMonth } from "./src/trials/index.js";

const usage = `USAGE: node Runtimes/js/cli.mjs match -p FILE [--optimistic] [--json] [--count] [--keep-cr] [--max-line BYTES] [--] [SAMPLE ...]
       node Runtimes/js/cli.mjs transform -p FILE [--json] [--no-autocomplete] [--optional-literals typed|inserted] [--keep-cr] [--max-line BYTES] [--] [SAMPLE ...]
       node Runtimes/js/cli.mjs extract -p FILE [--json] [--optional-literals typed|inserted] [--keep-cr] [--max-line BYTES] [--] [SAMPLE ...]
       node Runtimes/js/cli.mjs check -p FILE [--exact] [--json] [--reference-date DATE] [--region REGION] [--allow-blank] [--keep-cr] [--max-line BYTES] [--] [SAMPLE ...]
       node Runtimes/js/cli.mjs edit -p FILE --script FILE|- [--no-autocomplete] [--optional-literals typed|inserted] [--text TEXT]

Matches, formats or extracts samples with a bytecode file written by 'maskc compile', as
'maskc match|transform|extract -p FILE' does, with the same output and exit status (0 every
sample complete, 1 not, 2 an error). 'edit' replays an edit script (JSON Lines, one edit a
line: insert, replace, backspace, delete, select, move) in the masked text editor and prints
the field after each edit, as 'maskc edit --script' does. 'check' runs the file's whole check
(its mask, then the trials of its trls section) as 'maskc check --preset NAME' does for the
file 'maskc compile --preset NAME' writes (0 every sample passes, 1 not, 2 an error).
`;

/** Messages for the errors reading a file may give, as the C library words them. */
const systemMessages = {
  ENOENT: "No such file or directory", EACCES: "Permission denied", EISDIR: "Is a directory",
  ENOTDIR: "Not a directory", ELOOP: "Too many levels of symbolic links", EMFILE: "Too many open files",
};

function systemMessage(error) {
  return systemMessages[error.code] ?? error.message;
}

function write(fd, text) {
  const bytes = Buffer.from(text, "utf8");
  for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
}

/** Writes a usage error as maskc does; returns its exit status. */
function usageError(command, error) {
  write(2, `maskc ${command}: error: ${error.message}\nRun 'maskc ${command} --help' for usage.\n`);
  return 2;
}

/** Runs one command line; returns the exit status. */
function run(args) {
  const [command, ...rest] = args;
  if (command === undefined || command === "-h" || command === "--help") {
    write(1, usage);
    return command === undefined ? 2 : 0;
  }
  if (!["match", "transform", "extract", "check", "edit"].includes(command)) {
    write(2, `maskc: error: unknown command '${command}'; run 'maskc --help' for the list\n`);
    return 2;
  }
  let options;
  try {
    options = parseArguments(command, rest);
    if (options.help) {
      write(1, usage);
      return 0;
    }
    if (command === "check") checkOptions(options);
    if (options.program === undefined && command === "check") {
      throw new UsageError("give a check with -p FILE, a file 'maskc compile --preset NAME -o FILE' wrote");
    }
    if (options.program === undefined) {
      throw new UsageError("give a mask with -m PATTERN, a regular expression with -e REGEX or a program with -p FILE");
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    return usageError(command, error);
  }
  let bytes;
  try {
    bytes = readFileSync(options.program);
  } catch (error) {
    write(2, `maskc: error: cannot read ${options.program}: ${systemMessage(error)}\n`);
    return 2;
  }
  if (bytes.length > defaultLimits.maximumBytecodeSize) {
    write(2, `maskc: error: ${options.program} is larger than the limit of ${defaultLimits.maximumBytecodeSize} bytes\n`);
    return 2;
  }
  let program; // for `check`, the program with its trials (a MaskCheck)
  try {
    program = (command === "check" ? loadCheck : loadProgram)(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    write(2, `maskc: error: ${options.program}: invalid program: ${error.message}\n`);
    return 2;
  }
  if (command !== "match" && command !== "check") {
    try {
      checkReadingOptions(options);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      return usageError(command, error);
    }
  }
  if (command === "check" && options.region !== undefined) {
    try {
      program.regionOf(options.region);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return usageError(command, new UsageError(error.message));
    }
  }
  if (command === "edit") return edit(program, options);
  let samples;
  if (options.operands.length > 0) {
    samples = operandSamples(options.operands);
  } else {
    let input;
    try {
      input = readFileSync(0);
    } catch (error) {
      write(2, `maskc: error: cannot read standard input: ${systemMessage(error)}\n`);
      return 2;
    }
    // Counting standard input keeps no line, so maskc cuts none: --max-line does not apply.
    const maximumLine = options.count ? Infinity : options.maximumLine;
    samples = sampleLines(new Uint8Array(input.buffer, input.byteOffset, input.byteLength), { ...options, maximumLine });
  }
  const { output, errors, status } = command === "match" ? judgeSamples(program, samples, options)
    : command === "check" ? checkSamples(program, samples, options)
      : readSamples(command, program, samples, options);
  write(1, output);
  for (const message of errors) write(2, message + "\n");
  return status;
}

/**
 * `check`'s own options, refused before the file is read, as maskc refuses them: a reference
 * date that is no date. `--region` is judged once the file is read: it needs a phone
 * preset's file (its `phon` section) that lists the region.
 */
function checkOptions(options) {
  if (options.referenceDate !== undefined && referenceMonth(options.referenceDate) === null) {
    throw new UsageError(`option '--reference-date' needs a date written YYYY-MM or YYYY-MM-DD, not '${options.referenceDate}'`);
  }
}

/** `edit --script`: the script read and replayed, as maskc does; returns the exit status. */
function edit(program, options) {
  if (options.script === undefined) return usageError("edit", new UsageError("give an edit script with --script FILE (- for standard input)"));
  if (options.operands.length > 0) return usageError("edit", new UsageError(`unexpected argument '${options.operands[0]}'`));
  let script;
  try {
    script = readFileSync(options.script === "-" ? 0 : options.script, "utf8");
  } catch (error) {
    const what = options.script === "-" ? "standard input" : options.script;
    write(2, `maskc edit: error: cannot read ${what}: ${systemMessage(error)}\n`);
    return 2;
  }
  const { output, error } = runScript(program, script, options, options.script === "-" ? "standard input" : options.script);
  write(1, output);
  if (error === null) return 0;
  write(2, `maskc edit: error: ${error}\n`);
  return 2;
}

process.exitCode = run(process.argv.slice(2));
