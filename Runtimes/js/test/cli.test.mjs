import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fixture } from "../test-support/fixtures.js";
import { temporaryDirectory } from "../test-support/maskc.js";

const cli = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const directory = temporaryDirectory();
const phonePath = join(directory, "phone.maskc");
const cardsPath = join(directory, "cards.maskc");
writeFileSync(phonePath, fixture("phone.maskc"));
writeFileSync(cardsPath, fixture("cards.maskc"));

function run(args, input = "") {
  const result = spawnSync(process.execPath, [cli, ...args], { input });
  return { output: result.stdout.toString("utf8"), errors: result.stderr.toString("utf8"), status: result.status };
}

test("samples as arguments: one verdict a line; status 0 only when every sample is complete", () => {
  assert.deepEqual(run(["match", "-p", phonePath, "+7(123)456-78-90"]), { output: "complete\n", errors: "", status: 0 });
  assert.deepEqual(run(["match", "-p", phonePath, "+7(123)456-78-90", "8(123)45", "+7(12a"]),
    { output: "complete\npartial\nillegal 5\n", errors: "", status: 1 });
  assert.equal(run(["match", "-p", phonePath, "--", "-1"]).output, "illegal 0\n");
});

test("samples from standard input: a BOM dropped, CR LF a line end, invalid UTF-8 kept as bytes in JSON", () => {
  const input = Buffer.concat([Buffer.from("\ufeff+7(123)456-78-90\r\n+7(12a\n"), Buffer.from([0xff, 0x31, 0x0a]), Buffer.from("8(1")]);
  assert.equal(run(["match", "-p", phonePath], input).output, "complete\nillegal 5\nillegal 0\npartial\n");
  assert.equal(run(["match", "-p", phonePath, "--json"], input).output, [
    '{"sample":"+7(123)456-78-90","result":"complete"}',
    '{"sample":"+7(12a","result":"illegal","offset":5}',
    '{"sample":"\ufffd1","sampleBytes":"ff31","result":"illegal","offset":0}',
    '{"sample":"8(1","result":"partial"}', ""].join("\n"));
  assert.equal(run(["match", "-p", phonePath, "--keep-cr"], "+7(123)456-78-90\r\n").output, "illegal 16\n");
  assert.equal(run(["match", "-p", phonePath, "--count"], "+7(123)456-78-90\n1\n").output, "1\n");
  // A line over --max-line that could still be accepted is not judged on its cut...
  assert.deepEqual(run(["match", "-p", phonePath, "--max-line", "5"], "+7(123)456-78-90\n+7(1\n"), {
    output: "not judged: longer than --max-line\npartial\n", status: 2,
    errors: "maskc: error: sample 1 is 16 bytes, longer than --max-line, and the mask could still accept it; not judged\n",
  });
  // ...but counting keeps no line, so it cuts none.
  assert.deepEqual(run(["match", "-p", phonePath, "--max-line", "5", "--count"], "+7(123)456-78-90\n+7(1\n"),
    { output: "1\n", errors: "", status: 1 });
});

test("a set names its masks by 1-based number", () => {
  const result = run(["match", "-p", cardsPath, "3782", "3782 822463 10005", "5x", "--json"]);
  assert.equal(result.output, [
    '{"sample":"3782","result":"partial","masks":[1,2]}',
    '{"sample":"3782 822463 10005","result":"complete","masks":[2]}',
    '{"sample":"5x","result":"illegal","offset":1,"masks":[]}', ""].join("\n"));
  assert.equal(run(["match", "-p", cardsPath, "3782", "--optimistic"]).output, "partial 1,2\n");
});

test("errors: a file that is not a program, a missing file, no program, options a command lacks: status 2 and a message", () => {
  const bad = join(directory, "bad.maskc");
  writeFileSync(bad, fixture("phone.maskc").subarray(0, 100));
  assert.deepEqual(run(["match", "-p", bad, "1"]), {
    output: "", status: 2,
    errors: `maskc: error: ${bad}: invalid program: bytecode header declares 1844 bytes but the file has 100\n`,
  });
  assert.equal(run(["match", "-p", join(directory, "none"), "1"]).errors,
    `maskc: error: cannot read ${join(directory, "none")}: No such file or directory\n`);
  assert.equal(run(["match", "1"]).status, 2);
  assert.deepEqual(run(["extract", "-p", phonePath, "--no-autocomplete", "1"]), {
    output: "", status: 2,
    errors: "maskc extract: error: unknown option '--no-autocomplete' for 'maskc extract'\nRun 'maskc extract --help' for usage.\n",
  });
  assert.equal(run(["transform", "-p", phonePath, "--optional-literals", "foo", "1"]).errors,
    "maskc transform: error: option '--optional-literals' needs one of typed, inserted, not 'foo'\nRun 'maskc transform --help' for usage.\n");
  assert.equal(run(["transform", "-p", phonePath, "--region", "GB", "1"]).status, 2);
  assert.equal(run(["transform", "-p", phonePath, "--optimistic", "1"]).status, 2);
});

test("transform and extract: maskc's lines, JSON and exit status", () => {
  assert.deepEqual(run(["transform", "-p", phonePath, "71234567890", "12a3", "7123456789012"]),
    { output: "7(123)4567890\n7(123)\nillegal 11\n", errors: "", status: 1 });
  assert.deepEqual(run(["transform", "-p", phonePath, "--optional-literals=inserted", "71234567890"]),
    { output: "7(123)456-78-90\n", errors: "", status: 0 });
  assert.equal(run(["transform", "-p", phonePath, "--no-autocomplete", "7123"]).output, "7(123\n");
  assert.equal(run(["transform", "-p", phonePath, "--json", "12a3"]).output,
    '{"sample":"12a3","text":"7(123)","complete":false,"droppedLettersAndDigits":0,"dropped":[2],"unplaced":[]}\n');
  assert.deepEqual(run(["extract", "-p", phonePath, "+7(123)456-78-90", "8(123)45", "7(1234a56789012"]),
    { output: "complete 1234567890\npartial 12345\nillegal 13\n", errors: "", status: 1 });
  assert.equal(run(["extract", "-p", phonePath, "--json", "7(1234a56789012"]).output,
    '{"sample":"7(1234a56789012","value":"1234567890","result":"illegal","offset":13}\n');
  // A line over --max-line is never judged on its cut.
  assert.deepEqual(run(["extract", "-p", phonePath, "--max-line", "15"], `71234567890\n${"5".padStart(20, "0")}\n`), {
    output: "complete 1234567890\nnot judged: longer than --max-line\n", status: 2,
    errors: "maskc: error: sample 2 is 20 bytes, longer than --max-line; not judged\n",
  });
});

test("README's JavaScript example gives what its comments claim", async () => {
  const readme = await import("node:fs").then((fs) => fs.readFileSync(new URL("../../../README.md", import.meta.url), "utf8"));
  const block = readme.split("```js\n")[1]?.split("```")[0] ?? "";
  assert.match(block, /loadProgram\(new Uint8Array\(readFileSync\("phone.maskc"\)\)\)/);
  const { loadProgram } = await import("../src/index.js");
  // README compiles phone.maskc from the same pattern as the kept fixture.
  const phone = loadProgram(fixture("phone.maskc"));
  const claims = [...block.matchAll(/^(phone\.(?:match|transform|extract)\(.*\)(?:\.\w+)?);\s*\/\/ (.*)$/gm)];
  assert.equal(claims.length, 5);
  for (const [, expression, claimed] of claims) {
    const actual = new Function("phone", `return ${expression};`)(phone);
    assert.deepEqual(actual, new Function(`return (${claimed});`)(), expression);
  }
  assert.equal(run(["match", "-p", phonePath, "+7(12a"]).output, "illegal 5\n");
  assert.equal(run(["transform", "-p", phonePath, "71234567890"]).output, "7(123)4567890\n");
});

test("edit replays a script from standard input: one JSON line per edit, selection and move reporting nothing", () => {
  const phoneRu = join(directory, "phone-ru.maskc");
  writeFileSync(phoneRu, readFileSync(new URL("./fixtures/phone-ru.maskc", import.meta.url)));
  const script = ['{"op":"insert","text":"+7 912 345 67 89"}', '{"op":"backspace"}', '{"op":"select","from":6,"to":3}',
    '{"op":"replace","from":15,"to":15,"text":"a"}', ""].join("\n");
  const { output, errors, status } = run(["edit", "-p", phoneRu, "--script", "-"], script);
  assert.deepEqual([errors, status], ["", 0]);
  assert.deepEqual(output.split("\n"), [
    '{"text":"+7(912)345-67-89","cursor":16,"selection":[16,16],"complete":true,"value":"9123456789","mask":0,"refused":[],"ignored":[2,6,10,13],"changed":true}',
    '{"text":"+7(912)345-67-8","cursor":15,"selection":[15,15],"complete":false,"value":"912345678","mask":0,"refused":[],"ignored":[],"changed":true}',
    '{"text":"+7(912)345-67-8","cursor":6,"selection":[3,6],"complete":false,"value":"912345678","mask":0,"refused":[],"ignored":[],"changed":false}',
    // Nothing of the `a` is read: the field stays as it was, selection included.
    '{"text":"+7(912)345-67-8","cursor":6,"selection":[3,6],"complete":false,"value":"912345678","mask":0,"refused":[0],"ignored":[],"changed":false}',
    ""]);
  // --text starts the field formatted; --no-autocomplete adds no literal after what was typed.
  assert.match(run(["edit", "-p", phoneRu, "--script", "-", "--text", "912", "--no-autocomplete"], '{"op":"move","to":0}\n').output,
    /^\{"text":"7\(912","cursor":0,/);
  // A line that is not an edit ends the run with an error naming it, after the lines before
  // it were printed; a blank line is skipped.
  const bad = run(["edit", "-p", phoneRu, "--script", "-"], '{"op":"insert","text":"1"}\n\n{"op":"move"}\n{"op":"insert","text":"2"}\n');
  assert.equal(bad.output.split("\n").length, 2);
  assert.match(bad.output, /^\{"text":"7\(1","cursor":3,/);
  assert.deepEqual([bad.errors, bad.status], ['maskc edit: error: standard input:3: expected "to" as a whole number\n', 2]);
  assert.match(run(["edit", "-p", phoneRu, "--script", "-"], '{"op":"jump"}\n').errors, /standard input:1: unknown op "jump"/);
});
