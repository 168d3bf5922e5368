import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadProgram } from "../src/index.js";
import { ChecksumPass } from "../src/bytecode/crc32.js";
import { verifyKernelHex } from "../src/wasm/verify-kernel-bytes.js";
import { refusal } from "../test-support/fixtures.js";
import { Random } from "../test-support/random-masks.js";

/**
 * The WebAssembly kernel (src/wasm/) computes what the JavaScript loops compute, and where
 * there is no WebAssembly the loader takes those loops and says the same about every file.
 */

/** The kept files: the Swift tests' version-1 files and the runtime's own. */
const fixturePaths = ["../../../Tests/fixtures/bytecode-v1/", "./fixtures/"].flatMap((folder) => {
  const directory = fileURLToPath(new URL(folder, import.meta.url));
  return readdirSync(directory).filter((name) => name.endsWith(".maskc")).sort().map((name) => directory + name);
});
const read = (path) => new Uint8Array(readFileSync(path));

/** CRC-32 a bit at a time, straight from the polynomial: the reference for both loops. */
function bitwiseCRC32(bytes, start, end) {
  let crc = 0xffffffff;
  for (let index = start; index < end; index++) {
    crc ^= bytes[index];
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The kernel's `checksum` export (the loop verify_file runs) of `bytes[start ..< end]`, in an instance of its own. */
const kernelExports = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(verifyKernelHex, "hex")), {}).exports;
function kernelCRC32(bytes, start, end) {
  const at = kernelExports.__heap_base.value;
  const pages = Math.ceil((at + bytes.length) / 65536) - kernelExports.memory.buffer.byteLength / 65536;
  if (pages > 0) kernelExports.memory.grow(pages);
  new Uint8Array(kernelExports.memory.buffer, at, bytes.length).set(bytes);
  return kernelExports.checksum(at + start, at + end) >>> 0;
}

test("the kernel's CRC-32 is the JavaScript loop's, and the polynomial's, on random bytes and ranges", () => {
  const check = new Uint8Array([..."123456789"].map((character) => character.charCodeAt(0)));
  assert.equal(new ChecksumPass(check, check.length).checksum, 0xcbf43926);
  assert.equal(kernelCRC32(check, 0, check.length), 0xcbf43926);
  const random = new Random(24);
  for (let round = 0; round < 300; round++) {
    const length = round < 200 ? random.int(0, 64) : random.int(0, 200_000);
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index++) bytes[index] = random.int(0, 255);
    const end = random.int(0, length);
    const script = new ChecksumPass(bytes, end);
    assert.equal(kernelCRC32(bytes, 0, end), script.checksum, `length ${length}, end ${end}`);
    if (length <= 4096) assert.equal(script.checksum, bitwiseCRC32(bytes, 0, end));
    for (let range = 0; range < 5; range++) {
      const start = random.int(0, length);
      const stop = random.int(start, length);
      assert.equal(kernelCRC32(bytes, start, stop), script.of(start, stop), `length ${length}, ${start} ..< ${stop}`);
      if (stop - start <= 4096) assert.equal(script.of(start, stop), bitwiseCRC32(bytes, start, stop));
    }
  }
});

/** Every fixture, and every fixture with one byte flipped at a few places: the loader's message or "loads", one a line. */
const judgeFixtures = `
  const lines = [];
  for (const name of names) {
    const bytes = read(name);
    lines.push(name + " " + (refusal(loadProgram, bytes) ?? "loads"));
    for (const at of [0, 12, 40, bytes.length >> 1, bytes.length - 5, bytes.length - 1]) {
      const flipped = bytes.slice();
      flipped[at] ^= 0x5a;
      lines.push(name + " @" + at + " " + (refusal(loadProgram, flipped) ?? "loads"));
    }
  }
  return lines.join("\\n");`;

test("without WebAssembly the loader takes the JavaScript loop and judges every file alike", () => {
  const judge = new Function("names", "read", "refusal", "loadProgram", judgeFixtures);
  const withKernel = judge(fixturePaths, read, refusal, loadProgram);
  assert.ok(withKernel.includes("loads") && withKernel.includes("checksum"), "some load, some are refused by their checksum");
  const here = (path) => JSON.stringify(new URL(path, import.meta.url).href);
  const script = `
    import { loadProgram } from ${here("../src/index.js")};
        import { refusal } from ${here("../test-support/fixtures.js")};
    import { readFileSync } from "node:fs";
    if (typeof WebAssembly !== "undefined") throw new Error("WebAssembly is still there");
    const judge = new Function("names", "read", "refusal", "loadProgram", ${JSON.stringify(judgeFixtures)});
    const read = (path) => new Uint8Array(readFileSync(path));
    process.stdout.write(judge(${JSON.stringify(fixturePaths)}, read, refusal, loadProgram));`;
  const run = spawnSync(process.execPath, ["--noexpose-wasm", "--input-type=module", "-e", script], { encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout, withKernel);
});
