#!/usr/bin/env node
/**
 * The JavaScript runtime's command line: `node Runtimes/js/cli.mjs match -p FILE
 * [--optimistic] [--json] [--count] [SAMPLE ...]`. It prints byte for byte what
 * `maskc match -p FILE` prints, with the same exit status: it is the conformance harness
 * of the two runtimes, and a handy tool. Samples come from the arguments, or one a line
 * from standard input.
 */
import { readFileSync, writeSync } from "node:fs";
import { defaultLimits, loadProgram } from "./src/index.js";
import { ProgramError } from "./src/program/program-error.js";
import { parseMatchArguments, UsageError } from "./src/cli/arguments.js";
import { judgeSamples, operandSamples } from "./src/cli/match-command.js";
import { sampleLines } from "./src/cli/sample-lines.js";

const usage = `USAGE: node Runtimes/js/cli.mjs match -p FILE [--optimistic] [--json] [--count] [--keep-cr] [--max-line BYTES] [--] [SAMPLE ...]

Matches samples against a bytecode file written by 'maskc compile', as 'maskc match -p FILE'
does, with the same output and exit status (0 every sample complete, 1 not, 2 an error).
transform and extract are not supported yet.
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

/** Runs one command line; returns the exit status. */
function run(args) {
  const [command, ...rest] = args;
  if (command === undefined || command === "-h" || command === "--help") {
    write(1, usage);
    return command === undefined ? 2 : 0;
  }
  if (command === "transform" || command === "extract") {
    write(2, `maskc-js: error: '${command}' is not yet supported by the JavaScript runtime (only 'match' is)\n`);
    return 2;
  }
  if (command !== "match") {
    write(2, `maskc: error: unknown command '${command}'; run 'maskc --help' for the list\n`);
    return 2;
  }
  let options;
  try {
    options = parseMatchArguments(rest);
    if (options.help) {
      write(1, usage);
      return 0;
    }
    if (options.program === undefined) {
      throw new UsageError("give a mask with -m PATTERN, a regular expression with -e REGEX or a program with -p FILE");
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    write(2, `maskc match: error: ${error.message}\nRun 'maskc match --help' for usage.\n`);
    return 2;
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
  let program;
  try {
    program = loadProgram(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (!(error instanceof ProgramError)) throw error;
    write(2, `maskc: error: ${options.program}: invalid program: ${error.message}\n`);
    return 2;
  }
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
  const { output, errors, status } = judgeSamples(program, samples, options);
  write(1, output);
  for (const message of errors) write(2, message + "\n");
  return status;
}

process.exitCode = run(process.argv.slice(2));
