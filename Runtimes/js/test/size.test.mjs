/**
 * Issue 24's goal for what a page downloads: under 60 KB gzipped (level 9, as a server
 * compresses a file), for the browser build (browser/maskc.js, browser/maskc-check.js) and
 * for the core's code as one stream (`src/` without dom/, trials/ and cli/, without the
 * comments, as the browser build ships it: what a page needs for loading, match, transform,
 * extract and the editor). The comments are measured by neither: they are for the people
 * who read the runtime, and no page needs to download them.
 * docs/web.md ("Size") says what each figure measures; bench.mjs prints them.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { writeBrowserBuild } from "../browser/make-browser-build.mjs";
import { stripComments } from "../browser/strip-comments.mjs";

const goal = 60 * 1024;
const runtime = fileURLToPath(new URL("..", import.meta.url));
const gzipped = (buffers) => gzipSync(Buffer.concat(buffers), { level: 9 }).length;

/** The `.js` files under a folder of the runtime, in path order. */
function sourcesUnder(folder) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(path, entry.name));
      else if (entry.name.endsWith(".js")) files.push(join(path, entry.name));
    }
  };
  walk(join(runtime, folder));
  return files.sort();
}

test("the browser build is under 60 KB gzipped", () => {
  const written = writeBrowserBuild();
  for (const name of ["maskc.js", "maskc-check.js"]) {
    const size = gzipped([readFileSync(written[name])]);
    assert.ok(size < goal, `browser/${name}: ${size} bytes gzipped`);
  }
});

test("the core's code (its sources without comments) is under 60 KB gzipped", () => {
  const core = sourcesUnder("src").filter((path) => !/[/\\]src[/\\](dom|trials|cli)[/\\]/u.test(path));
  assert.ok(core.length > 30, `${core.length} files`);
  const code = core.map((path) => Buffer.from(stripComments(readFileSync(path, "utf8"))));
  const size = gzipped(code);
  assert.ok(size < goal, `the core's code: ${size} bytes gzipped`);
  // The comments were taken out, and nothing else of note: the code is most of the text.
  const withComments = gzipped(core.map((path) => readFileSync(path)));
  assert.ok(size < withComments && size > withComments / 3, `${size} of ${withComments} bytes`);
});
