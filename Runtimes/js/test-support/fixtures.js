import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The version-1 files kept in Tests/fixtures/bytecode-v1 (written by maskc, never regenerated). */
export function fixture(name) {
  const url = new URL(`../../../Tests/fixtures/bytecode-v1/${name}`, import.meta.url);
  return new Uint8Array(readFileSync(fileURLToPath(url)));
}

/** The error message `load` throws, or null when it loads. */
export function refusal(load, bytes) {
  try {
    load(bytes);
    return null;
  } catch (error) {
    if (error.name !== "ProgramError") throw error;
    return error.message;
  }
}
