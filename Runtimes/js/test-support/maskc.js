import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The Swift maskc the differential tests compare with: the binary `MASKC` names, or
 * undefined. Tests that need it skip visibly without it (`t.skip(...)`); CI sets it.
 */
export const maskcPath = process.env.MASKC || undefined;

const skipReason = "MASKC is not set: set it to a built maskc (e.g. .build/debug/maskc) to compare with the Swift runtime";

/**
 * Skips test `t`, saying why, when there is no maskc to compare with, and returns whether
 * it did. Where MASKC_REQUIRE_TOOLS=1 (CI) a missing maskc fails the test instead.
 */
export function skipWithoutMaskc(t) {
  if (maskcPath) return false;
  if (process.env.MASKC_REQUIRE_TOOLS === "1") throw new Error(`MASKC_REQUIRE_TOOLS=1, but ${skipReason}`);
  t.skip(skipReason);
  return true;
}

/** Runs maskc with `args` and `input` on standard input; returns stdout (a Buffer), stderr (text) and status. */
export function runMaskc(args, input = "") {
  const run = spawnSync(maskcPath, args, { input, maxBuffer: 1 << 28 });
  if (run.error) throw run.error;
  return { stdout: run.stdout, stderr: run.stderr.toString("utf8"), status: run.status };
}

/** A fresh temporary directory for compiled files, removed when the process exits. */
export function temporaryDirectory() {
  const directory = mkdtempSync(join(tmpdir(), "maskc-js-"));
  process.on("exit", () => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** Compiles with maskc (`args` name the mask: -m ..., --preset ...) to `path`; returns the bytes, or null when maskc refuses. */
export function compile(args, path) {
  const run = runMaskc(["compile", ...args, "-o", path]);
  if (run.status !== 0) return null;
  return new Uint8Array(readFileSync(path));
}

/**
 * Swift's verdict on a file: null when `maskc match -p FILE` loads it (no samples, so
 * status 0), else the message after "invalid program: ".
 */
export function swiftVerdict(bytes, path) {
  writeFileSync(path, bytes);
  const run = runMaskc(["match", "-p", path]);
  if (run.status === 0) return null;
  const prefix = `maskc: error: ${path}: invalid program: `;
  if (!run.stderr.startsWith(prefix)) throw new Error(`unexpected maskc output: ${run.stderr}`);
  return run.stderr.slice(prefix.length).replace(/\n$/, "");
}
