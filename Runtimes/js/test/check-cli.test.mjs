import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * `node cli.mjs check -p FILE` on the presets' files kept in Tests/fixtures/presets (written
 * by `maskc compile --preset NAME`): the outputs below are what `maskc check --preset NAME`
 * prints for the same samples, so these hold without maskc (check-differential.test.mjs
 * compares the two on generated samples when MASKC is set).
 */

const cli = fileURLToPath(new URL("../cli.mjs", import.meta.url));
const preset = (name) => fileURLToPath(new URL(`../../../Tests/fixtures/presets/${name}.maskc`, import.meta.url));

function run(args, input = "") {
  const result = spawnSync(process.execPath, [cli, ...args], { input });
  return { stdout: result.stdout.toString("utf8"), stderr: result.stderr.toString("utf8"), status: result.status };
}

test("check reads samples as values: a card typed without spaces passes, a dropped digit or a bad check digit fails", () => {
  const { stdout, status } = run(["check", "-p", preset("card"), "4111111111111111", "4111 1111 1111 1112", "4111x1111111111111111", ""]);
  assert.equal(stdout, [
    "pass", "fail: is not a valid card number",
    "fail: is not a complete value: no place for '1' at 20 (read as '4111 1111 1111 1111 111')",
    "fail: is not a complete value: a part is missing (read as '')", "",
  ].join("\n"));
  assert.equal(status, 1);
  assert.equal(run(["check", "-p", preset("card"), "4111 1111 1111 1111", "3782 822463 10005"]).status, 0);
});

test("check --json from standard input: the BOM and CR LF go, a failure of the printed form names it", () => {
  const input = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("2024-02-29\r\n20230229\n2024-2-3\n\n 2024-02-29 \n2024-02-2٩\n")]);
  const { stdout, status } = run(["check", "-p", preset("date-iso"), "--json"], input);
  assert.equal(stdout, [
    '{"sample":"2024-02-29","result":"pass"}',
    '{"sample":"20230229","result":"fail","messages":[{"key":"calendar_date","text":"2023-02-29: is not a real date"}]}',
    '{"sample":"2024-2-3","result":"pass"}',
    '{"sample":"","result":"fail","messages":[{"key":"mask_value","text":"is not a complete value: a part is missing (read as \'\')"}]}',
    '{"sample":" 2024-02-29 ","result":"pass"}',
    '{"sample":"2024-02-2٩","result":"pass"}', "",
  ].join("\n"));
  assert.equal(status, 1);
});

test("check --exact passes only the printed form, and says what the mask expected", () => {
  const { stdout } = run(["check", "-p", preset("date-iso"), "--exact", "2024-02-29", "20240229", "2024-02-2a", "é", "2024-13-01"]);
  assert.equal(stdout, [
    "pass", "fail: expected '-' at 4, found '0'", "fail: expected a digit at 9, found 'a'",
    "fail: expected a digit at 0, found 'é' (U+00E9)", "fail: expected a digit 0–2 at 6, found '3'", "",
  ].join("\n"));
});

test("check --reference-date fails an expired card; --allow-blank passes a blank sample; a cut line is not judged", () => {
  const expiry = run(["check", "-p", preset("card-expiry"), "--reference-date", "2026-11", "10/26", "11/26", "1/27"]);
  assert.equal(expiry.stdout, "fail: has expired (2026-10, before 2026-11)\npass\npass\n");
  const blank = run(["check", "-p", preset("card"), "--allow-blank"], "4111111111111111\r\n\n  \n4111\n");
  assert.equal(blank.stdout, "pass\npass\npass\nfail: is not a complete value: a part is missing (read as '4111 ')\n");
  assert.equal(blank.status, 1);
  const cut = run(["check", "-p", preset("card"), "--max-line", "4", "--json"], "4111111111111111\n");
  assert.equal(cut.stdout, '{"sample":"4111","result":"fail","messages":[{"key":"not_judged","text":"not judged: longer than --max-line"}]}\n');
  assert.equal(cut.stderr, "maskc: error: sample 1 is 16 bytes, longer than --max-line; not judged\n");
  assert.equal(cut.status, 2);
});

test("check's usage errors: a reference date that is no date, --region, no file", () => {
  const date = run(["check", "-p", preset("card-expiry"), "--reference-date", "2026-13", "1"]);
  assert.equal(date.stderr, "maskc check: error: option '--reference-date' needs a date written YYYY-MM or YYYY-MM-DD, not '2026-13'\nRun 'maskc check --help' for usage.\n");
  assert.equal(date.status, 2);
  const region = run(["check", "-p", preset("card"), "--region", "GB", "1"]);
  // A file without a phone preset's reading (phon) takes no region, as maskc's card preset does not.
  assert.equal(region.stderr, "maskc check: error: --region goes with a phone preset (--preset phone, phone-national or phone-e164)\nRun 'maskc check --help' for usage.\n");
  assert.equal(region.status, 2);
  assert.equal(run(["check", "1"]).status, 2);
  assert.equal(run(["check", "-p", "/nonexistent.maskc", "1"]).stderr, "maskc: error: cannot read /nonexistent.maskc: No such file or directory\n");
});
