/**
 * The browser build (browser/maskc.js, browser/maskc-check.js, written by
 * browser/make-browser-build.mjs, written afresh here): the sources' code with nothing lost
 * (its size: size.test.mjs). The demo and the first-load bench load it in Chromium (browser.test.mjs drives the
 * demo on it against the editor of the sources).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as sources from "../src/index.js";
import * as sourceTrials from "../src/trials/index.js";
import { stripComments } from "../browser/strip-comments.mjs";
import { browserBuild, writeBrowserBuild } from "../browser/make-browser-build.mjs";
import { swiftHostileCases } from "../test-support/hostile-files.js";
import { refusal } from "../test-support/fixtures.js";
import { Random, samplesFrom } from "../test-support/random-masks.js";
import { randomScript } from "../test-support/edit-scripts.js";
import { applyEdit } from "../src/cli/edit-command.js";

const written = writeBrowserBuild();
const built = await import(pathToFileURL(written["maskc.js"]).href);
const builtCheck = await import(pathToFileURL(written["maskc-check.js"]).href);
const demoMask = (name) => new Uint8Array(readFileSync(new URL(`../demo/masks/${name}.maskc`, import.meta.url)));

const presets = ["phone", "card", "card-expiry", "card-cvc", "iban", "date-eu"];

test("the written browser build is what the sources give, and writing it again changes nothing", () => {
  const make = fileURLToPath(new URL("../browser/make-browser-build.mjs", import.meta.url));
  const run = spawnSync(process.execPath, [make, "--check"], { encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const before = readFileSync(written["maskc.js"], "utf8");
  writeBrowserBuild();
  assert.equal(readFileSync(written["maskc.js"], "utf8"), before);
});

test("the browser build exports what the sources export", () => {
  assert.deepEqual(Object.keys(built).sort(), Object.keys(sources).sort());
  assert.deepEqual(Object.keys(builtCheck).sort(), [...Object.keys(sources), ...Object.keys(sourceTrials)].sort());
});

test("the browser build refuses every hostile file with the sources' message", () => {
  const cases = swiftHostileCases();
  let refused = 0;
  for (const { name, bytes } of cases) {
    const message = refusal(sources.loadProgram, bytes);
    assert.equal(refusal(built.loadProgram, bytes), message, name);
    if (message !== null) refused++;
  }
  assert.ok(refused > 30, `only ${refused} of ${cases.length} refused`);
});

test("the browser build matches, transforms, extracts and edits as the sources do, on the demo's presets", () => {
  const random = new Random(2434);
  for (const name of presets) {
    const program = sources.loadProgram(demoMask(name));
    const builtProgram = built.loadProgram(demoMask(name));
    assert.deepEqual(builtProgram.masks, program.masks, name);
    const accepted = program.masks.flatMap((mask) => [mask.pattern.replace(/[^0-9 +()./-]/gu, "4")]);
    const samples = [...accepted, ...samplesFrom(random, accepted, { allowInvalid: false }).map((bytes) => new TextDecoder().decode(bytes)), "", "12", "+7 912", "DE89 3704"];
    for (const sample of samples) {
      assert.deepEqual(builtProgram.match(sample), program.match(sample), `${name} match ${sample}`);
      assert.deepEqual(builtProgram.transform(sample), program.transform(sample), `${name} transform ${sample}`);
      assert.deepEqual(builtProgram.extract(sample), program.extract(sample), `${name} extract ${sample}`);
    }
    const editor = new sources.MaskedTextEditor(program);
    const builtEditor = new built.MaskedTextEditor(builtProgram);
    assert.equal(builtEditor.placeholder, editor.placeholder, name);
    for (const edit of randomScript(random, samples, 60)) {
      assert.deepEqual(applyEdit(builtEditor, edit), applyEdit(editor, edit), `${name} ${JSON.stringify(edit)}`);
      assert.equal(builtEditor.text, editor.text, name);
      assert.equal(builtEditor.cursor, editor.cursor, name);
      assert.equal(builtEditor.complete, editor.complete, name);
    }
  }
});

test("the check build checks as the sources' check does", () => {
  for (const [name, samples] of [["card", ["4111111111111111", "4111 1111 1111 1112", "4111x"]],
    ["phone", ["+44 7700 900 123", "447700900123", "+44 7700 9001", "0044 7700 900123"]],
    ["iban", ["DE89370400440532013000", "GB82 WEST 1234 5698 7654 33"]], ["card-expiry", ["12/29", "13/29"]]]) {
    const check = sourceTrials.loadCheck(demoMask(name));
    const builtCheckOf = builtCheck.loadCheck(demoMask(name));
    for (const sample of samples) assert.deepEqual(builtCheckOf.check(sample), check.check(sample), `${name} ${sample}`);
  }
});

test("comments and spaces between tokens go and code stays: strings, template literals and regular expressions that look like comments", () => {
  const code = [
    "const a = \"// not a comment\"; // a comment",
    "/** a doc",
    " * comment */",
    "const b = '/* not one */' + `/* nor ${ { x: \"//\" }.x } // this */`;",
    "  // a whole line",
    "function c(text) { return /\\/\\/|[/*]/u.test(text) ? 1 / 2 / 3 : 0; } /* after */",
    "const d = x.map((y) => y / 2) /2/ 1;",
    "const e = `line one",
    "// inside a template",
    "${a}`;",
    "const f = a + +b - -c + d++ + e / /x/.source.length + 1 .toFixed(0) + typeof g;",
    "if (f in h) return [ i, j ];",
  ].join("\n");
  // Spaces go too where tokens are apart without them, but not in a string or a template
  // literal's text, between names, in `+ +` and `- -`, in `/ /` or in `1 .x`.
  assert.equal(stripComments(code), [
    "const a=\"// not a comment\";",
    "const b='/* not one */'+`/* nor ${{x:\"//\"}.x} // this */`;",
    "function c(text){return/\\/\\/|[/*]/u.test(text)?1/2/3:0;}",
    "const d=x.map((y)=>y/2)/2/1;",
    "const e=`line one",
    "// inside a template",
    "${a}`;",
    "const f=a+ +b- -c+d++ +e/ /x/.source.length+1 .toFixed(0)+typeof g;",
    "if(f in h)return[i,j];",
  ].join("\n"));
  // The same values, with the spaces and without them.
  const values = (text) => new Function("x", "y", text.replace(/^const /gmu, "var ") + "; return [a, f];")(1, 2);
  const expression = "const a = 1, b = 2, c = 3; let d = 4, e = 5; const f = a + +b - -c + d++ + e / /x/.source.length + 1 .toFixed(0) + typeof a";
  assert.deepEqual(values(stripComments(expression)), values(expression));
});

test("joining lines takes out only the line breaks that keep nothing apart, and a break the engine needs leaves text that does not parse", () => {
  const code = [
    "function f(a, b) {",
    "  let c = [",
    "    a,",
    "    b,",
    "  ];",
    "  for (const x of c) {",
    "    if (x > 5) c = c.concat(x)",
    "  }",
    "  let d = a",
    "  ++b",
    "  const e = `${",
    "    a}{",
    "${b};`;",
    "  if (a > 5) return",
    "  c",
    "  return [c, d, e, \"{;\", /[;{]/u.source]",
    "}",
  ].join("\n");
  // The breaks after `a`, `return`, `]` and in the template literal's text stay: without
  // them `d=a++b` would not parse, and `return c` would give c where the source gives
  // undefined.
  assert.equal(stripComments(code, { joinLines: true }), [
    "function f(a,b){let c=[a,b,];for(const x of c){if(x>5)c=c.concat(x)}let d=a",
    "++b",
    "const e=`${a}{",
    "${b};`;if(a>5)return",
    "c",
    "return[c,d,e,\"{;\",/[;{]/u.source]}",
  ].join("\n"));
  const run = (text, a) => new Function(`${text}; return f(${a}, 2);`)();
  for (const a of [1, 9]) assert.deepEqual(run(stripComments(code, { joinLines: true }), a), run(code, a));
  // Without the option the line breaks stay.
  assert.equal(stripComments(code).split("\n").length, 17);
  // A `}` that ends an expression with no `;`: the statement after it needed the line break,
  // and joined the text does not parse (the build parses each module and refuses it).
  const arrow = "const g = () => {}\nlet h = g()";
  assert.equal(stripComments(arrow, { joinLines: true }), "const g=()=>{}let h=g()");
  assert.throws(() => new Function(stripComments(arrow, { joinLines: true })), SyntaxError);
  assert.doesNotThrow(() => new Function(arrow));
});

test("the build shares a name one module alone exports at its top level, and keeps an import line for the others", async () => {
  const text = browserBuild(["test/fixtures/build-scope/entry.js"], "build-scope.js");
  const built = await import(`data:text/javascript,${encodeURIComponent(text)}`);
  const fromSources = await import("./fixtures/build-scope/entry.js");
  for (const module of [built, fromSources]) {
    assert.equal(module.both(), "a a b b");
    assert.deepEqual(module.versions(), ["a", "c"]);
    assert.equal(module.greet(), "a a");
  }
  // `greet` comes from the top level; the two `version`s are taken a line each.
  assert.doesNotMatch(text, /const\{greet\}=/u);
  assert.match(text, /,\{greet\}=m\$test_fixtures_build_scope_shared_a;/u);
  assert.match(text, /const\{version\}=m\$test_fixtures_build_scope_shared_a;/u);
  assert.match(text, /const\{version:other\}=m\$test_fixtures_build_scope_shared_c;/u);
});
